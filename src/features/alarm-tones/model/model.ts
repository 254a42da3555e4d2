import { z } from 'zod';
import {
  DsError,
  SNIFF_BYTES,
  SocketCommandError,
  SocketError,
  toneFileProblem,
  ToneLimits,
  toneNameProblem,
  TonePaths,
  ToneSchema,
  ToneSentSchema,
  UploadAnswerSchema,
  type DsData,
  type Tone,
} from '../../../../protocol/index.ts';

/** The part of DsClient the tone library uses, so tests can stand in for it. */
export type ToneDs = {
  get(path: string, params?: Record<string, string>): Promise<DsData>;
  post(path: string, body?: unknown): Promise<DsData>;
  put(path: string, body?: unknown): Promise<DsData>;
};

/** Raw upload to the upload host (same origin, the session cookie goes with it). */
export type UploadFile = (path: string, file: Blob) => Promise<unknown>;

export type ToneProblem =
  | 'required'
  | 'tooLong'
  | 'special'
  | 'exists'
  | 'fileRequired'
  | 'fileTooBig'
  | 'fileType'
  | 'tooMany'
  | 'targetOffline'
  | 'notFound'
  | 'forbidden'
  | 'offline'
  | 'timeout'
  | 'failed';

export type ToneField = 'name' | 'file' | 'icon' | 'form';
export type ToneFormProblem = { readonly field: ToneField; readonly problem: ToneProblem; readonly code?: string };

const ToneList = z.array(ToneSchema);

export async function loadMyTones(ds: ToneDs, me: string): Promise<Tone[]> {
  return ToneList.parse((await ds.get(TonePaths.list, { createBy: me })).list);
}

/** Reads what the rules need of a file: its size and first bytes. */
export async function fileHead(file: Blob): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
}

export type ToneDraft = { readonly name: string; readonly file: Blob | null; readonly icon: Blob | null };

/** The same rules the platform applies (protocol/tones.ts), checked before anything is sent. */
export async function checkToneDraft(draft: ToneDraft, mine: readonly Tone[]): Promise<ToneFormProblem[]> {
  const problems: ToneFormProblem[] = [];
  if (mine.length >= ToneLimits.maxPerCreator) problems.push({ field: 'form', problem: 'tooMany' });
  const name = toneNameProblem(draft.name, mine.map((tone) => tone.name));
  if (name) problems.push({ field: 'name', problem: name });
  const file = draft.file ? toneFileProblem('audio', draft.file.size, await fileHead(draft.file)) : 'fileRequired';
  if (file) problems.push({ field: 'file', problem: file });
  const icon = draft.icon ? toneFileProblem('icon', draft.icon.size, await fileHead(draft.icon)) : null;
  if (icon) problems.push({ field: 'icon', problem: icon });
  return problems;
}

/** Uploads the files, then adds the tone; the list is reloaded after every change (as the mute list). */
export async function addTone(ds: ToneDs, upload: UploadFile, me: string, draft: ToneDraft): Promise<Tone[]> {
  const fileUrl = UploadAnswerSchema.parse(await upload(TonePaths.uploadAudio, draft.file!)).fileUrl;
  const iconUrl = draft.icon ? UploadAnswerSchema.parse(await upload(TonePaths.uploadIcon, draft.icon)).fileUrl : '';
  await ds.post(TonePaths.add, { name: draft.name.trim(), fileUrl, iconUrl });
  return loadMyTones(ds, me);
}

export async function renameTone(ds: ToneDs, me: string, id: string, name: string): Promise<Tone[]> {
  await ds.put(TonePaths.update, { id, name: name.trim() });
  return loadMyTones(ds, me);
}

/** Swaps the places of a tone and its neighbour; positions are renumbered 0..n-1 so ties cannot stick. */
export async function moveTone(ds: ToneDs, me: string, tones: readonly Tone[], id: string, step: -1 | 1): Promise<Tone[]> {
  const from = tones.findIndex((tone) => tone.id === id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= tones.length) return [...tones];
  const order = [...tones];
  [order[from], order[to]] = [order[to]!, order[from]!];
  const changed = order.map((tone, sort) => ({ tone, sort })).filter(({ tone, sort }) => tone.sort !== sort);
  for (const { tone, sort } of changed) await ds.put(TonePaths.update, { id: tone.id, sort });
  return loadMyTones(ds, me);
}

export async function deleteTone(ds: ToneDs, me: string, id: string): Promise<Tone[]> {
  await ds.post(TonePaths.remove, { id });
  return loadMyTones(ds, me);
}

/** How many terminals a send reached, from the platform's answer. */
export const deliveredCount = (answer: unknown): number => ToneSentSchema.parse(answer).delivered.length;

/** A refusal of the platform (REST or socket) as a form problem, in the field it is about. */
export function toneRefusalOf(error: unknown): ToneFormProblem {
  const code = error instanceof DsError || error instanceof SocketCommandError ? error.code : '500';
  const desc = error instanceof DsError || error instanceof SocketCommandError ? (error.desc ?? '') : '';
  const [field, problem] = desc.split(':');
  if (field === 'name' && ['required', 'tooLong', 'special', 'exists'].includes(problem ?? '')) return { field: 'name', problem: problem as ToneProblem };
  if (field === 'file' && ['fileRequired', 'fileTooBig', 'fileType'].includes(problem ?? '')) return { field: 'file', problem: problem as ToneProblem };
  if (field === 'tones' && problem === 'tooMany') return { field: 'form', problem: 'tooMany' };
  switch (code) {
    case SocketError.Disconnected:
    case SocketError.NotOnline:
    case SocketError.NoSocket:
      return { field: 'form', problem: 'offline' };
    case SocketError.Timeout:
      return { field: 'form', problem: 'timeout' };
    case '101':
      return { field: 'form', problem: 'targetOffline' };
    case '403':
      return { field: 'form', problem: 'forbidden' };
    case '404':
      return { field: 'form', problem: 'notFound' };
    default:
      return { field: 'form', problem: 'failed', code };
  }
}

/** Sends the file as the raw body; the platform answers with the /ds envelope. */
export function uploadWith(fetchImpl: typeof fetch): UploadFile {
  return async (path, file) => {
    let envelope: { code?: unknown; desc?: unknown; data?: { desc?: unknown } };
    try {
      const response = await fetchImpl(path, { method: 'POST', body: file, credentials: 'same-origin', headers: { 'content-type': 'application/octet-stream' } });
      envelope = (await response.json()) as typeof envelope;
    } catch {
      throw new DsError('500');
    }
    if (String(envelope.code) !== '0') throw new DsError(String(envelope.code), typeof envelope.desc === 'string' ? envelope.desc : undefined);
    return envelope.data?.desc;
  };
}
