import {
  DsError,
  FenceAlarmSchema,
  FencePath,
  FenceSchema,
  FenceTerminalSchema,
  FindFenceAlarmsAnswerSchema,
  fenceNameProblem,
  fenceShapeProblem,
  greatCircleMetres,
  type Fence,
  type FenceAlarm,
  type FenceProblem,
  type FenceShape,
  type FenceTerminal,
  type FenceType,
  type LngLat,
} from '../../../protocol/index.ts';
import type { MessageKey } from '../../ui/index.ts';

/** The part of the /ds client the geo-fence screens use. */
export type FenceDs = {
  get(path: string, params?: Record<string, string | number | undefined>): Promise<{ desc: unknown; list: unknown[] }>;
  post(path: string, body?: unknown): Promise<{ desc: unknown; list: unknown[] }>;
  put(path: string, body?: unknown): Promise<{ desc: unknown; list: unknown[] }>;
};

/** What is being drawn on the map: a polygon's clicked points, or a circle's centre and radius (metres). */
export type FenceDraft =
  | { readonly kind: 'polygon'; readonly points: readonly LngLat[] }
  /** `sizing` while the pointer sets the radius (after the centre's click, until the next click). */
  | { readonly kind: 'circle'; readonly center: LngLat | null; readonly radius: number; readonly sizing: boolean };

export const emptyDraft = (kind: FenceDraft['kind']): FenceDraft => (kind === 'polygon' ? { kind, points: [] } : { kind, center: null, radius: 0, sizing: false });

/** A click on the map while drawing: a polygon's next point; a circle's centre, then its rim. */
export function draftAfterClick(draft: FenceDraft, at: LngLat): FenceDraft {
  if (draft.kind === 'polygon') return { ...draft, points: [...draft.points, at] };
  if (!draft.center || !draft.sizing) return { ...draft, center: at, radius: 0, sizing: true };
  return { ...draft, radius: Math.round(greatCircleMetres(draft.center, at)), sizing: false };
}

/** The pointer moving while a circle is sized: its radius follows. */
export function draftAfterMove(draft: FenceDraft, at: LngLat): FenceDraft {
  if (draft.kind !== 'circle' || !draft.center || !draft.sizing) return draft;
  return { ...draft, radius: Math.round(greatCircleMetres(draft.center, at)) };
}

/** The shape a draft stands for, or null while it has too little to be one. */
export function shapeOfDraft(draft: FenceDraft): FenceShape | null {
  if (draft.kind === 'polygon') return draft.points.length > 0 ? { kind: 'polygon', points: draft.points.map(([lng, lat]) => [lng, lat] as [number, number]) } : null;
  return draft.center ? { kind: 'circle', center: [draft.center[0], draft.center[1]], radius: Math.round(draft.radius) } : null;
}

/** A radius typed in the form: its digits as metres (the rest is ignored), 0 for none. */
export const radiusOfText = (text: string): number => Number.parseInt(text.replace(/\D/g, ''), 10) || 0;

/** Pages of alarm records: at least one, so an empty list still shows page 1 of 1. */
export const pageCount = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize));

export const draftOfShape = (shape: FenceShape): FenceDraft =>
  shape.kind === 'polygon' ? { kind: 'polygon', points: shape.points } : { kind: 'circle', center: shape.center, radius: shape.radius, sizing: false };

const PROBLEM_KEYS: Record<FenceProblem, MessageKey> = {
  'name.required': 'geoFences.error.nameRequired',
  'name.tooLong': 'geoFences.error.nameTooLong',
  'name.control': 'geoFences.error.nameControl',
  'shape.tooFewPoints': 'geoFences.error.tooFewPoints',
  'shape.tooManyPoints': 'geoFences.error.tooManyPoints',
  'shape.flat': 'geoFences.error.flat',
  'shape.crossing': 'geoFences.error.crossing',
  'shape.radius': 'geoFences.error.radius',
};

export type FormCheck = { readonly name: MessageKey | null; readonly shape: MessageKey | null; readonly terminals: MessageKey | null };

/** The form's validation: the rules the emulator applies (protocol/fences.ts). */
export function checkFenceForm(name: string, draft: FenceDraft, terminals: readonly string[], maxTerminals: number): FormCheck {
  const nameProblem = fenceNameProblem(name);
  const shape = shapeOfDraft(draft);
  const shapeProblem = shape ? fenceShapeProblem(shape) : draft.kind === 'polygon' ? 'shape.tooFewPoints' : null;
  return {
    name: nameProblem ? PROBLEM_KEYS[nameProblem] : null,
    shape: !shape && draft.kind === 'circle' ? 'geoFences.error.noCentre' : shapeProblem ? PROBLEM_KEYS[shapeProblem] : null,
    terminals: terminals.length > maxTerminals ? 'geoFences.error.tooManyTerminals' : null,
  };
}

export const formIsValid = (check: FormCheck): boolean => !check.name && !check.shape && !check.terminals;

/** A refusal's message: the platform's code and desc (docs/protocol.md "Geo-fences"). */
export function failureKey(error: unknown): MessageKey {
  if (!(error instanceof DsError)) return 'geoFences.error.failed';
  if (error.code === '409' && (error.desc ?? '').includes('name:taken')) return 'geoFences.error.nameTaken';
  if (error.code === '409') return 'geoFences.error.tooMany';
  if (error.code === '404' && (error.desc ?? '').includes('terminals:unknown')) return 'geoFences.error.unknownTerminal';
  if (error.code === '404') return 'geoFences.error.unknown';
  if (error.code === '403') return 'geoFences.error.forbidden';
  if (error.code === '400') return 'geoFences.error.invalid';
  return 'geoFences.error.failed';
}

export async function listFences(ds: FenceDs): Promise<Fence[]> {
  return (await ds.get(FencePath.List)).list.map((item) => FenceSchema.parse(item));
}

export type FenceInput = { readonly name: string; readonly type: FenceType; readonly shape: FenceShape };

export async function createFence(ds: FenceDs, input: FenceInput, terminals: readonly string[]): Promise<Fence> {
  return FenceSchema.parse((await ds.post(FencePath.Create, { ...input, terminals })).desc);
}

/** An edit and the terminals are two calls (SPEC §7 edit, set); the second only when the list changed. */
export async function saveFence(ds: FenceDs, fence: Fence, input: FenceInput, terminals: readonly string[]): Promise<Fence> {
  let saved = FenceSchema.parse((await ds.put(FencePath.Edit, { fenceid: fence.fenceid, ...input })).desc);
  if (!sameMembers(fence.terminals, terminals)) saved = FenceSchema.parse((await ds.post(FencePath.Set, { fenceid: fence.fenceid, terminals })).desc);
  return saved;
}

export async function deleteFence(ds: FenceDs, fenceid: string): Promise<void> {
  await ds.put(FencePath.Delete, { fenceid });
}

export async function fenceTerminals(ds: FenceDs, fenceid: string): Promise<FenceTerminal[]> {
  return (await ds.get(FencePath.FindTerminals, { fenceid })).list.map((item) => FenceTerminalSchema.parse(item));
}

/** Several dispatchers at once: acknowledge a fence alarm, hand it over, resolve it; reject with the refusal (DsError). */
export const acknowledgeFenceAlarm = (ds: FenceDs, id: string) => ds.put(FencePath.AlarmAcknowledge, { id });
export const handOverFenceAlarm = (ds: FenceDs, id: string, to: string) => ds.put(FencePath.AlarmHandOver, { id, to });
/** Resolves it with the handler's remark ('' for none), trimmed as the platform keeps it. */
export const resolveFenceAlarm = (ds: FenceDs, id: string, remark = '') => ds.put(FencePath.AlarmResolve, { id, remark: remark.trim() });

export type FenceAlarmPage = { readonly total: number; readonly list: readonly FenceAlarm[] };

export async function findFenceAlarms(ds: FenceDs, pageNo: number, pageSize: number, fenceid?: string): Promise<FenceAlarmPage> {
  const data = await ds.get(FencePath.Alarms, { pageNo, pageSize, fenceid });
  return { total: FindFenceAlarmsAnswerSchema.parse(data.desc).total, list: data.list.map((item) => FenceAlarmSchema.parse(item)) };
}

const sameMembers = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((msId) => b.includes(msId));
