import { z } from 'zod';
import { DEFAULT_BROADCAST_PASSWORD } from './password.ts';

/**
 * The broadcast (public address) service of SPEC §7 "Broadcast calls": its own host (the /v1/ and
 * /music/ paths), its own login and an access-token header, answers `{ code, msg, data }` with
 * success 200. Refusals name the field and the rule as `field:problem` in `msg`
 * (docs/protocol.md "Broadcast").
 */
export const BROADCAST_OK = 200;
export const BROADCAST_TOKEN_HEADER = 'Access-Token';
/** Simulated speakers authenticate with the emulator's speaker key instead of a login. */
export const SPEAKER_KEY_HEADER = 'Speaker-Key';

export const BroadcastPaths = {
  login: '/v1/login',
  /** A root organisation is created at /api/v1/org, a child (parent set) at /v1/org. */
  rootOrg: '/api/v1/org',
  org: '/v1/org',
  caster: '/v1/caster',
  sysUser: '/v1/sys/user',
  device: '/v1/device',
  batchVolume: '/v1/device/batch_volume',
  upload: '/v1/upload',
  file: '/v1/file',
  task: '/v1/task',
  plan: '/v1/plan',
  realTime: '/v1/real_time_task',
  /** Ours: a simulated speaker says what it plays and gets what it should play. */
  speakerReport: '/v1/speaker/report',
  music: '/music',
} as const;

export const BroadcastLimits = {
  /** SPEC §9: list page limit 1000, file list limit 100. */
  pageLimit: 1000,
  fileLimit: 100,
  defaultPriority: 5,
  minPriority: 1,
  maxPriority: 10,
  defaultVolume: 60,
  maxNameLength: 32,
  maxCodeLength: 20,
  /** Ours: a PA file is PCM WAV of at most 20 MiB (the speakers decode it themselves). */
  maxFileBytes: 20 * 1024 * 1024,
  maxFileName: 128,
  maxTaskFiles: 50,
  /** A speaker not heard from for this long is offline. */
  speakerOfflineMs: 5_000,
} as const;

const Id = z.number().int().positive();

export const BroadcastOrgSchema = z.object({ id: Id, name: z.string(), code: z.string(), parent_id: z.number().int().nonnegative(), call_number: z.string() });
export type BroadcastOrg = z.infer<typeof BroadcastOrgSchema>;

export const BroadcastCasterSchema = z.object({ id: Id, user_id: z.string(), name: z.string(), code: z.string(), call_number: z.string(), priority: z.number().int() });
export type BroadcastCaster = z.infer<typeof BroadcastCasterSchema>;

export const BroadcastDeviceSchema = z.object({ id: Id, org_id: Id, name: z.string(), code: z.string(), ao_volume: z.number().int() });
export type BroadcastDevice = z.infer<typeof BroadcastDeviceSchema>;

export const BroadcastFileSchema = z.object({
  id: Id,
  /** The served name, /music/{name}: ours, never the client's. */
  name: z.string(),
  original_name: z.string(),
  /** Milliseconds; duration is length/1000 s (SPEC §3). */
  length: z.number().int().nonnegative(),
  size: z.number().int().nonnegative(),
  group_id: Id,
  create_time: z.number(),
});
export type BroadcastFile = z.infer<typeof BroadcastFileSchema>;

export const PlayStates = ['idle', 'playing', 'paused'] as const;
export type PlayState = (typeof PlayStates)[number];

/** Where a playlist is: the file at `index` started at `started_at` (shifted by pauses). */
export const PlaybackSchema = z.object({
  index: z.number().int().nonnegative(),
  started_at: z.number(),
  paused_at: z.number().nullable(),
  /** Rounds of the list still to play after this one; null repeats until stopped. */
  rounds_left: z.number().int().nonnegative().nullable(),
});
export type Playback = z.infer<typeof PlaybackSchema>;

export const BroadcastTaskSchema = z.object({
  id: Id,
  plan_id: Id,
  name: z.string(),
  file_ids: z.array(Id),
  device_ids: z.array(Id),
  /** HH:mm:ss in the emulator's local time. */
  start_time: z.string(),
  /** ISO weekdays 1 (Monday) to 7. */
  weekdays: z.array(z.number().int().min(1).max(7)),
  volume: z.number().int(),
  loop: z.number().int(),
  offline: z.number().int(),
  audio_source: z.number().int(),
  status: z.enum(PlayStates),
  play: PlaybackSchema.nullable(),
});
export type BroadcastTask = z.infer<typeof BroadcastTaskSchema>;

export const BroadcastPlanSchema = z.object({ id: Id, name: z.string(), running: z.boolean() });
export type BroadcastPlan = z.infer<typeof BroadcastPlanSchema>;

export const RealTimeTaskSchema = z.object({
  id: Id,
  file_ids: z.array(Id),
  device_ids: z.array(Id),
  volume: z.number().int(),
  duration_type: z.number().int(),
  choice_file_id: z.number().int().nullable(),
  status: z.enum(PlayStates),
  play: PlaybackSchema.nullable(),
});
export type RealTimeTask = z.infer<typeof RealTimeTaskSchema>;

/** What a speaker plays now, as it reports it (decoded bytes and position of the served file). */
export const SpeakerPlayingSchema = z.object({
  kind: z.enum(['realtime', 'task']),
  task_id: Id,
  file_id: Id,
  file_name: z.string(),
  position_ms: z.number().int().nonnegative(),
  decoded_bytes: z.number().int().nonnegative(),
  /** RMS level of the last decoded window, dBFS. */
  level_db: z.number(),
});
export type SpeakerPlaying = z.infer<typeof SpeakerPlayingSchema>;

/** A device as the list answers it: the record plus what its speaker last reported. */
export type DeviceView = BroadcastDevice & { online: 0 | 1; playing: SpeakerPlaying | null };
export type TaskView = BroadcastTask & { current_file_id: number | null; position_ms: number };
export type RealTimeView = RealTimeTask & { current_file_id: number | null; position_ms: number };

/** What the service tells a speaker to play. */
export type SpeakerOrder = {
  kind: 'realtime' | 'task';
  task_id: number;
  file_id: number;
  file_name: string;
  offset_ms: number;
  paused: boolean;
  volume: number;
};

// ---- bodies ----

const Text = z.string().max(200);
const Password = z.string().max(64);

export const BroadcastLoginBody = z.object({ username: Text, password: Password });
export const OrgBody = z.object({ parent_id: z.number().int().nonnegative().default(0), password: Password.default(DEFAULT_BROADCAST_PASSWORD), name: Text, code: Text, call_number: Text.default('') });
export type OrgBody = z.infer<typeof OrgBody>;
export const CasterBody = z.object({
  user_id: Text,
  password: Password.default(DEFAULT_BROADCAST_PASSWORD),
  name: Text,
  code: Text,
  call_number: Text.default(''),
  priority: z.number().int().default(BroadcastLimits.defaultPriority),
});
export type CasterBody = z.infer<typeof CasterBody>;
export const DeviceBody = z.object({ org_id: z.number().int(), name: Text, code: Text });
export type DeviceBody = z.infer<typeof DeviceBody>;
export const VolumeBody = z.object({ ao_volume: z.number() });
export const BatchVolumeBody = z.object({ group_id: z.number().int(), ao_volume: z.number(), device_ids: z.array(z.number().int()).max(BroadcastLimits.pageLimit) });
export const TaskBody = z.object({
  name: Text,
  file_ids: z.array(z.number().int()).max(BroadcastLimits.maxTaskFiles),
  device_ids: z.array(z.number().int()).max(BroadcastLimits.pageLimit),
  start_time: Text,
  weekdays: z.array(z.number().int()).max(7),
  volume: z.number().default(BroadcastLimits.defaultVolume),
  offline: z.number().int().default(0),
  audio_source: z.number().int().default(0),
  loop: z.number().int().default(1),
});
export type TaskBody = z.infer<typeof TaskBody>;
export const RealTimeBody = z.object({
  file_ids: z.array(z.number().int()).max(BroadcastLimits.maxTaskFiles),
  device_ids: z.array(z.number().int()).max(BroadcastLimits.pageLimit),
  volume: z.number().default(BroadcastLimits.defaultVolume),
  duration_type: z.number().int().default(1),
});
export type RealTimeBody = z.infer<typeof RealTimeBody>;
export const ChoiceBody = z.object({ choice_file_id: z.number().int() });
export const SpeakerReportBody = z.object({ code: Text, playing: SpeakerPlayingSchema.nullable() });
export const PageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(BroadcastLimits.pageLimit).default(BroadcastLimits.pageLimit),
});

// ---- rules, shared by the console's forms and the service ----

export type BroadcastField = 'file' | 'device' | 'org' | 'task' | 'status' | 'name' | 'code' | 'call_number' | 'parent_id' | 'org_id' | 'user_id' | 'priority' | 'ao_volume' | 'file_ids' | 'device_ids' | 'start_time' | 'weekdays' | 'volume' | 'loop' | 'password';
export type BroadcastProblem = 'required' | 'tooLong' | 'special' | 'exists' | 'digits' | 'range' | 'unknown' | 'time' | 'cycle' | 'inUse' | 'notEmpty' | 'state' | 'fileType' | 'overSize';
export type FieldProblem = { readonly field: BroadcastField; readonly problem: BroadcastProblem };

const NAME = /^[\p{L}\p{N} _.()-]+$/u;
const CODE = /^[A-Za-z0-9_-]+$/;
const DIGITS = /^\d*$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;

export function nameProblem(name: string): BroadcastProblem | null {
  const trimmed = name.trim();
  if (!trimmed) return 'required';
  if ([...trimmed].length > BroadcastLimits.maxNameLength) return 'tooLong';
  return NAME.test(trimmed) ? null : 'special';
}

export function codeProblem(code: string, taken: Iterable<string>): BroadcastProblem | null {
  const trimmed = code.trim();
  if (!trimmed) return 'required';
  if (trimmed.length > BroadcastLimits.maxCodeLength) return 'tooLong';
  if (!CODE.test(trimmed)) return 'special';
  for (const other of taken) if (other.toLowerCase() === trimmed.toLowerCase()) return 'exists';
  return null;
}

export function callNumberProblem(callNumber: string): BroadcastProblem | null {
  if (callNumber.length > BroadcastLimits.maxCodeLength) return 'tooLong';
  return DIGITS.test(callNumber) ? null : 'digits';
}

export const volumeProblem = (volume: number): BroadcastProblem | null => (Number.isInteger(volume) && volume >= 0 && volume <= 100 ? null : 'range');
export const priorityProblem = (priority: number): BroadcastProblem | null =>
  Number.isInteger(priority) && priority >= BroadcastLimits.minPriority && priority <= BroadcastLimits.maxPriority ? null : 'range';
export const startTimeProblem = (time: string): BroadcastProblem | null => (time ? (TIME.test(time) ? null : 'time') : 'required');

const push = (found: FieldProblem[], field: BroadcastField, problem: BroadcastProblem | null) => {
  if (problem) found.push({ field, problem });
};

/** Ids that must exist, be given at least once and not twice. */
const idsProblem = (ids: readonly number[], known: ReadonlySet<number>): BroadcastProblem | null =>
  ids.length === 0 ? 'required' : ids.every((id) => known.has(id)) && new Set(ids).size === ids.length ? null : 'unknown';

export type OrgDraft = { parent_id: number; name: string; code: string; call_number: string };

/** An organisation: name, a unique code, digits for the call number, a parent that exists and is not itself or below it. */
export function orgProblems(draft: OrgDraft, orgs: readonly BroadcastOrg[], editingId: number | null): FieldProblem[] {
  const found: FieldProblem[] = [];
  push(found, 'name', nameProblem(draft.name));
  push(found, 'code', codeProblem(draft.code, orgs.filter((org) => org.id !== editingId).map((org) => org.code)));
  push(found, 'call_number', callNumberProblem(draft.call_number));
  if (draft.parent_id !== 0) {
    if (!orgs.some((org) => org.id === draft.parent_id)) found.push({ field: 'parent_id', problem: 'unknown' });
    else if (editingId !== null && orgAncestry(orgs, draft.parent_id).includes(editingId)) found.push({ field: 'parent_id', problem: 'cycle' });
  }
  return found;
}

/** The organisation and its ancestors, nearest first. */
export function orgAncestry(orgs: readonly BroadcastOrg[], id: number): number[] {
  const byId = new Map(orgs.map((org) => [org.id, org]));
  const chain: number[] = [];
  for (let at = byId.get(id); at && !chain.includes(at.id); at = byId.get(at.parent_id)) chain.push(at.id);
  return chain;
}

export type CasterDraft = { user_id: string; name: string; code: string; call_number: string; priority: number };

export function casterProblems(draft: CasterDraft, casters: readonly BroadcastCaster[], userIds: ReadonlySet<string>): FieldProblem[] {
  const found: FieldProblem[] = [];
  if (!draft.user_id) found.push({ field: 'user_id', problem: 'required' });
  else if (!userIds.has(draft.user_id)) found.push({ field: 'user_id', problem: 'unknown' });
  else if (casters.some((caster) => caster.user_id === draft.user_id)) found.push({ field: 'user_id', problem: 'exists' });
  push(found, 'name', nameProblem(draft.name));
  push(found, 'code', codeProblem(draft.code, casters.map((caster) => caster.code)));
  push(found, 'call_number', callNumberProblem(draft.call_number));
  push(found, 'priority', priorityProblem(draft.priority));
  return found;
}

export type DeviceDraft = { org_id: number; name: string; code: string };

export function deviceProblems(draft: DeviceDraft, devices: readonly BroadcastDevice[], orgIds: ReadonlySet<number>, editingId: number | null): FieldProblem[] {
  const found: FieldProblem[] = [];
  if (!orgIds.has(draft.org_id)) found.push({ field: 'org_id', problem: draft.org_id ? 'unknown' : 'required' });
  push(found, 'name', nameProblem(draft.name));
  push(found, 'code', codeProblem(draft.code, devices.filter((device) => device.id !== editingId).map((device) => device.code)));
  return found;
}

export type TaskDraft = { name: string; file_ids: number[]; device_ids: number[]; start_time: string; weekdays: number[]; volume: number; loop: number };

export function taskProblems(draft: TaskDraft, fileIds: ReadonlySet<number>, deviceIds: ReadonlySet<number>): FieldProblem[] {
  const found: FieldProblem[] = [];
  push(found, 'name', nameProblem(draft.name));
  push(found, 'file_ids', idsProblem(draft.file_ids, fileIds));
  push(found, 'device_ids', idsProblem(draft.device_ids, deviceIds));
  push(found, 'start_time', startTimeProblem(draft.start_time));
  if (draft.weekdays.length === 0) found.push({ field: 'weekdays', problem: 'required' });
  else if (!draft.weekdays.every((day) => Number.isInteger(day) && day >= 1 && day <= 7) || new Set(draft.weekdays).size !== draft.weekdays.length) found.push({ field: 'weekdays', problem: 'range' });
  push(found, 'volume', volumeProblem(draft.volume));
  if (!Number.isInteger(draft.loop) || draft.loop < 1 || draft.loop > 100) found.push({ field: 'loop', problem: 'range' });
  return found;
}

export type RealTimeDraft = { file_ids: number[]; device_ids: number[]; volume: number };

export function realTimeProblems(draft: RealTimeDraft, fileIds: ReadonlySet<number>, deviceIds: ReadonlySet<number>): FieldProblem[] {
  const found: FieldProblem[] = [];
  push(found, 'file_ids', idsProblem(draft.file_ids, fileIds));
  push(found, 'device_ids', idsProblem(draft.device_ids, deviceIds));
  push(found, 'volume', volumeProblem(draft.volume));
  return found;
}

/** SPEC §5: a blank password becomes the default secret; any other goes as its MD5 (done by the caller). */
export const broadcastPassword = (typed: string, md5: (text: string) => string): string => (typed === '' ? DEFAULT_BROADCAST_PASSWORD : md5(typed));

export const refusalText = (found: readonly FieldProblem[]): string => found.map(({ field, problem }) => `${field}:${problem}`).join(',');

/** Reads a `field:problem[,field:problem]` refusal back, leaving out what is not one. */
export function parseRefusal(msg: string): FieldProblem[] {
  return msg
    .split(',')
    .map((part) => part.split(':'))
    .filter((pair): pair is [BroadcastField, BroadcastProblem] => pair.length === 2 && pair[0] !== '' && pair[1] !== '')
    .map(([field, problem]) => ({ field, problem }));
}

// ---- playback clock ----

/** Where a playlist is at `now`: its file index and the offset into it, or finished. Pure; lengths in ms. */
export function playbackAt(play: Playback, lengths: readonly number[], now: number): { index: number; offsetMs: number; finished: boolean } {
  if (lengths.length === 0) return { index: 0, offsetMs: 0, finished: true };
  const sizes = lengths.map((length) => Math.max(length, 1));
  const total = sizes.reduce((sum, size) => sum + size, 0);
  let elapsed = Math.max(0, (play.paused_at ?? now) - play.started_at);
  let index = Math.min(play.index, sizes.length - 1);
  let rounds = play.rounds_left;
  while (elapsed >= (sizes[index] ?? 1)) {
    elapsed -= sizes[index] ?? 1;
    index += 1;
    if (index < sizes.length) continue;
    index = 0;
    if (rounds === null) {
      // Repeating until stopped: whole rounds are skipped at once, so a long run costs one round.
      elapsed %= total;
      continue;
    }
    if (rounds === 0) return { index: sizes.length - 1, offsetMs: sizes[sizes.length - 1] ?? 0, finished: true };
    rounds -= 1;
  }
  return { index, offsetMs: Math.round(elapsed), finished: false };
}
