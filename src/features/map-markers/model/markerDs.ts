import {
  DsError,
  FindMarkAnswerSchema,
  linkProblem,
  MarkerSchema,
  markerNameProblem,
  PATH_ADD_MARK,
  PATH_DELETE_MARK,
  PATH_FIND_MARK,
  PATH_UPDATE_MARK,
  markerRemarkProblem,
  type Marker,
} from '../../../../protocol/index.ts';
import type { MessageKey } from '../../../ui/index.ts';

type DsAnswer = Promise<{ desc: unknown; list: unknown[] }>;
/** The part of the /ds client the markers use. */
export type MarkerDs = {
  get(path: string, params?: Record<string, string | number | undefined>): DsAnswer;
  post(path: string, body?: unknown): DsAnswer;
  put(path: string, body?: unknown): DsAnswer;
  delete(path: string, params?: Record<string, string | number | undefined>): DsAnswer;
};

export async function findMarkers(ds: MarkerDs): Promise<{ seq: number; list: Marker[] }> {
  const data = await ds.get(PATH_FIND_MARK);
  const { seq } = FindMarkAnswerSchema.parse(data.desc);
  // Text from the network: a malformed entry is skipped, not drawn.
  const list = data.list.flatMap((item) => {
    const parsed = MarkerSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
  return { seq, list };
}

export type MarkerFields = { readonly name: string; readonly color: string; readonly link: string; readonly remark: string };
export type FieldErrors = Partial<Record<'name' | 'link' | 'remark', MessageKey>>;

/** The form's validation: the same rules the emulator applies (protocol/markers.ts). */
export function checkFields(fields: MarkerFields): FieldErrors {
  const errors: FieldErrors = {};
  const name = markerNameProblem(fields.name);
  if (name) errors.name = name === 'required' ? 'markers.error.nameRequired' : name === 'tooLong' ? 'markers.error.nameTooLong' : 'markers.error.control';
  const link = linkProblem(fields.link.trim());
  if (link) errors.link = link === 'tooLong' ? 'markers.error.linkTooLong' : 'markers.error.linkInvalid';
  const remark = markerRemarkProblem(fields.remark);
  if (remark) errors.remark = remark === 'tooLong' ? 'markers.error.remarkTooLong' : 'markers.error.control';
  return errors;
}

export type MarkerResult = { readonly ok: true } | { readonly ok: false; readonly code: string; readonly desc: string };

async function attempt(work: () => Promise<unknown>): Promise<MarkerResult> {
  try {
    await work();
    return { ok: true };
  } catch (error) {
    return error instanceof DsError ? { ok: false, code: error.code, desc: error.desc ?? '' } : { ok: false, code: '500', desc: '' };
  }
}

const trimmed = (fields: MarkerFields) => ({ name: fields.name.trim(), color: fields.color, link: fields.link.trim(), remark: fields.remark.trim() });

export const addMarker = (ds: MarkerDs, kind: Marker['kind'], points: Marker['points'], fields: MarkerFields) =>
  attempt(() => ds.post(PATH_ADD_MARK, { kind, points, ...trimmed(fields) }));
export const updateMarker = (ds: MarkerDs, id: string, fields: MarkerFields) => attempt(() => ds.put(PATH_UPDATE_MARK, { id, ...trimmed(fields) }));
export const deleteMarker = (ds: MarkerDs, id: string) => attempt(() => ds.delete(PATH_DELETE_MARK, { id }));

/** A refusal of the platform as the form shows it (a 400 names the field the platform refused). */
export function failureKey(result: { code: string; desc: string }): MessageKey {
  if (result.code === '400' && result.desc.startsWith('link:')) return 'markers.error.linkInvalid';
  if (result.code === '400' && result.desc === 'markers:tooMany') return 'markers.error.tooMany';
  if (result.code === '404') return 'markers.error.unknown';
  if (result.code === '403') return 'markers.error.forbidden';
  return 'markers.error.failed';
}
