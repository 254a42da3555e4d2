import {
  BEACON_ID,
  blueprintProblem,
  DsError,
  envDecayProblem,
  IndoorAreaSchema,
  IndoorLimits,
  IndoorPaths,
  ListAreaAnswerSchema,
  numberOf,
  rssi1mProblem,
  type Beacon,
  type BlueprintProblem,
  type DsData,
  type IndoorArea,
  type IndoorFix,
  type UpdateArea,
} from '../../../../protocol/index.ts';
import type { MessageKey } from '../../../ui/index.ts';

export { numberOf };

/** The part of DsClient the indoor page uses, so tests can stand in for it. */
export type IndoorDs = {
  get(path: string, params?: Record<string, string>): Promise<DsData>;
  post(path: string, body?: unknown): Promise<DsData>;
  put(path: string, body?: unknown): Promise<DsData>;
  delete(path: string, params?: Record<string, string>): Promise<DsData>;
};

export type AreaList = { readonly areas: readonly IndoorArea[]; readonly fixes: readonly IndoorFix[] };

export async function loadAreas(ds: IndoorDs): Promise<AreaList> {
  const data = await ds.get(IndoorPaths.list);
  return { areas: data.list.map((item) => IndoorAreaSchema.parse(item)), fixes: ListAreaAnswerSchema.parse(data.desc).fixes };
}

export type Saved = { readonly ok: true; readonly area: IndoorArea | null } | { readonly ok: false; readonly error: MessageKey };

const REFUSAL_KEY: Record<string, MessageKey> = {
  'envDecay:outOfRange': 'indoor.error.envDecay',
  'envDecay:required': 'indoor.error.envDecay',
  'rssi1m:outOfRange': 'indoor.error.rssi1m',
  'rssi1m:required': 'indoor.error.rssi1m',
  'name:required': 'indoor.error.name.required',
  'name:tooLong': 'indoor.error.name.tooLong',
  'name:control': 'indoor.error.name.control',
  'beacons:invalidId': 'indoor.error.beacon.id',
  'beacons:duplicate': 'indoor.error.beacon.duplicate',
  'beacons:outOfRange': 'indoor.error.beacon.position',
  'beacons:tooMany': 'indoor.error.beacon.tooMany',
  'border:tooFewPoints': 'indoor.error.border.tooFew',
  'border:tooManyPoints': 'indoor.error.border.tooMany',
  'scale:outOfRange': 'indoor.error.scale',
};

/** The platform's refusal (`field:problem`, or a 400 naming the field) as a message of ours. */
export function refusalKey(code: string, desc: string): MessageKey {
  if (code === '403') return 'indoor.error.permission';
  if (desc.startsWith('beacons:taken')) return 'indoor.error.beacon.taken';
  if (desc.startsWith('blueprintUrl')) return 'indoor.error.blueprint.unknown';
  if (desc.endsWith(':noBlueprint')) return 'indoor.error.noBlueprint';
  if (desc.endsWith(':outside')) return 'indoor.error.outside';
  if (code === '404') return 'indoor.error.unknown';
  const exact = REFUSAL_KEY[desc];
  if (exact) return exact;
  // A 400 of the route's schema: "field: rule".
  const field = desc.split(/[:.]/)[0] ?? '';
  if (field === 'envDecay') return 'indoor.error.envDecay';
  if (field === 'rssi1m') return 'indoor.error.rssi1m';
  return 'indoor.error.failed';
}

async function saving(call: () => Promise<DsData>): Promise<Saved> {
  try {
    const data = await call();
    return { ok: true, area: data.desc === null ? null : IndoorAreaSchema.parse(data.desc) };
  } catch (error) {
    return { ok: false, error: error instanceof DsError ? refusalKey(error.code, error.desc ?? '') : 'indoor.error.failed' };
  }
}

export const addArea = (ds: IndoorDs, name: string) => saving(() => ds.post(IndoorPaths.add, { name }));
export const updateArea = (ds: IndoorDs, change: UpdateArea) => saving(() => ds.put(IndoorPaths.update, change));
export const removeArea = (ds: IndoorDs, id: string) => saving(() => ds.delete(IndoorPaths.remove, { id }));

// ---- advanced settings ----

export type SettingsForm = { readonly envDecay: string; readonly rssi1m: string };
export type SettingsErrors = Partial<Record<keyof SettingsForm, MessageKey>>;

/** SPEC §5 in the console: env decay 1.1–10.0, RSSI at 1 m −100 to −50, both required. */
export function checkSettings(form: SettingsForm): SettingsErrors {
  const errors: SettingsErrors = {};
  if (envDecayProblem(numberOf(form.envDecay))) errors.envDecay = 'indoor.error.envDecay';
  if (rssi1mProblem(numberOf(form.rssi1m))) errors.rssi1m = 'indoor.error.rssi1m';
  return errors;
}

// ---- beacons ----

export type BeaconRow = { readonly key: number; readonly id: string; readonly x: string; readonly y: string };
export type BeaconErrors = ReadonlyMap<number, MessageKey>;

export const rowsOf = (beacons: readonly Beacon[]): BeaconRow[] => beacons.map((beacon, key) => ({ key, id: beacon.id, x: String(beacon.x), y: String(beacon.y) }));

/** Each row's first broken rule: a MAC, once in the area, finite metres. */
export function checkBeacons(rows: readonly BeaconRow[]): BeaconErrors {
  const errors = new Map<number, MessageKey>();
  const seen = new Set<string>();
  for (const row of rows) {
    const id = row.id.trim().toUpperCase();
    const [x, y] = [numberOf(row.x), numberOf(row.y)];
    if (!BEACON_ID.test(id)) errors.set(row.key, 'indoor.error.beacon.id');
    else if (seen.has(id)) errors.set(row.key, 'indoor.error.beacon.duplicate');
    else if (![x, y].every((v) => v !== null && Number.isFinite(v) && Math.abs(v) <= IndoorLimits.maxMetres)) errors.set(row.key, 'indoor.error.beacon.position');
    seen.add(id);
  }
  return errors;
}

export const beaconsOf = (rows: readonly BeaconRow[]): Beacon[] => rows.map((row) => ({ id: row.id.trim().toUpperCase(), x: Number(numberOf(row.x)), y: Number(numberOf(row.y)) }));

// ---- blueprints ----

export const BLUEPRINT_PROBLEM_KEY: Record<BlueprintProblem, MessageKey> = {
  fileRequired: 'indoor.blueprint.fileRequired',
  fileTooBig: 'indoor.blueprint.fileTooBig',
  fileType: 'indoor.blueprint.fileType',
  dimensions: 'indoor.blueprint.dimensions',
};

/** The blueprint rules in the browser, before anything is sent; the upload host checks them again. */
export async function checkBlueprint(file: Blob): Promise<BlueprintProblem | null> {
  if (file.size === 0) return 'fileRequired';
  if (file.size > IndoorLimits.maxBlueprintBytes) return 'fileTooBig';
  return blueprintProblem(new Uint8Array(await file.arrayBuffer()));
}

/** The upload host's refusal of a blueprint, as the same problems. */
export function blueprintRefusal(code: string, desc: string): MessageKey {
  const problem = desc.replace(/^file:/, '');
  if (problem in BLUEPRINT_PROBLEM_KEY) return BLUEPRINT_PROBLEM_KEY[problem as BlueprintProblem];
  return code === '403' ? 'indoor.error.permission' : 'indoor.error.failed';
}

export type UploadBlueprint = (file: Blob) => Promise<string>;

/** The upload host takes the raw bytes and answers the /ds envelope. */
export function uploadBlueprintWith(fetchImpl: typeof fetch): UploadBlueprint {
  return async (file) => {
    let envelope: { code?: unknown; desc?: unknown; data?: { desc?: { fileUrl?: unknown } } };
    try {
      const response = await fetchImpl(IndoorPaths.uploadBlueprint, { method: 'POST', body: file, credentials: 'same-origin', headers: { 'content-type': 'application/octet-stream' } });
      envelope = (await response.json()) as typeof envelope;
    } catch {
      throw new DsError('500');
    }
    if (String(envelope.code) !== '0' || typeof envelope.data?.desc?.fileUrl !== 'string') throw new DsError(String(envelope.code), typeof envelope.desc === 'string' ? envelope.desc : undefined);
    return envelope.data.desc.fileUrl;
  };
}
