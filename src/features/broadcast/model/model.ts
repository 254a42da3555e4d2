import {
  BROADCAST_OK,
  BROADCAST_TOKEN_HEADER,
  BroadcastPaths,
  broadcastPassword,
  hashForWire,
  Limits,
  parseRefusal,
  type BroadcastCaster,
  type BroadcastFile,
  type BroadcastOrg,
  type BroadcastPlan,
  type DeviceView,
  type FieldProblem,
  type PlayState,
  type RealTimeView,
  type TaskDraft,
  type TaskView,
} from '../../../../protocol/index.ts';
import type { StoredValues } from '../../../state/storage.ts';

/** A refused broadcast call: the answer's code (401 no token, 107 no permission...) and the field problems it named. */
export class BroadcastError extends Error {
  readonly problems: FieldProblem[];

  constructor(
    readonly code: number,
    readonly msg: string,
  ) {
    super(`${code}: ${msg}`);
    this.name = 'BroadcastError';
    this.problems = parseRefusal(msg);
  }
}

/** No answer at all (network, time-out) reads as 500, as SPEC §8 says for the other services. */
const NO_ANSWER = 500;

async function answerOf<T>(response: Promise<Response>): Promise<T> {
  let body: { code?: unknown; msg?: unknown; data?: unknown };
  try {
    body = (await (await response).json()) as typeof body;
  } catch {
    throw new BroadcastError(NO_ANSWER, 'no answer');
  }
  if (body.code !== BROADCAST_OK) throw new BroadcastError(Number(body.code) || NO_ANSWER, typeof body.msg === 'string' ? body.msg : '');
  return body.data as T;
}

export type Page<T> = { list: T[]; total: number };

/** The broadcast host's calls with the access token header (SPEC §7 "Host routing"). */
export class BroadcastApi {
  constructor(
    private readonly token: string,
    private readonly fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init),
  ) {}

  call<T>(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<T> {
    return answerOf<T>(
      this.fetchImpl(path, {
        method,
        headers: { [BROADCAST_TOKEN_HEADER]: this.token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(Limits.requestTimeoutMs),
      }),
    );
  }

  orgs = () => this.call<Page<BroadcastOrg>>('GET', `${BroadcastPaths.org}?page=1&limit=1000`).then((page) => page.list);
  devices = () => this.call<Page<DeviceView>>('GET', `${BroadcastPaths.device}?page=1&limit=1000`).then((page) => page.list);
  files = () => this.call<Page<BroadcastFile>>('GET', `${BroadcastPaths.file}?page=1&limit=100`).then((page) => page.list);
  tasks = () => this.call<Page<TaskView>>('GET', `${BroadcastPaths.task}?page=1&limit=1000`).then((page) => page.list);
  plan = () => this.call<Page<BroadcastPlan>>('GET', `${BroadcastPaths.plan}?page=1&limit=1`).then((page) => page.list[0] ?? null);
  realTime = () => this.call<RealTimeView | null>('GET', BroadcastPaths.realTime);
  casters = () => this.call<BroadcastCaster[]>('GET', BroadcastPaths.caster);
  users = () => this.call<Page<{ id: string; name: string }>>('GET', `${BroadcastPaths.sysUser}?page=1&limit=1000`).then((page) => page.list);

  /** POST /v1/upload as a form: the file and its organisation. */
  upload(groupId: number, file: File): Promise<BroadcastFile> {
    const form = new FormData();
    form.set('group_id', String(groupId));
    form.set('file', file, file.name);
    return answerOf<BroadcastFile>(this.fetchImpl(BroadcastPaths.upload, { method: 'POST', headers: { [BROADCAST_TOKEN_HEADER]: this.token }, body: form }));
  }

  /** GET /music/{name} as a blob (the header cannot ride on an audio element's own request). */
  async music(name: string): Promise<Blob> {
    const response = await this.fetchImpl(`${BroadcastPaths.music}/${encodeURIComponent(name)}`, { headers: { [BROADCAST_TOKEN_HEADER]: this.token } });
    if (!response.ok) throw new BroadcastError(response.status, 'file:unknown');
    return response.blob();
  }
}

export type BroadcastLogin = { readonly account: string; readonly token: string; readonly expiresAt: number };

/** POST /v1/login; a blank password goes as the default secret (SPEC §5), any other as its MD5. */
export function loginToBroadcast(account: string, password: { typed: string } | { md5: string }, fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init)): Promise<BroadcastLogin> {
  const wire = 'md5' in password ? password.md5 : broadcastPassword(password.typed, hashForWire);
  return answerOf<{ access_token: string; expires_at: number }>(
    fetchImpl(BroadcastPaths.login, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: account, password: wire }) }),
  ).then((data) => ({ account, token: data.access_token, expiresAt: data.expires_at }));
}

/** The broadcast token is kept like the other stored values (JSON in browser storage), per account. */
export const BROADCAST_TOKEN_KEY = 'broadcastToken';

export function readBroadcastLogin(values: StoredValues, account: string, now: number): BroadcastLogin | null {
  const stored = values.read(BROADCAST_TOKEN_KEY, (raw) => {
    const { account: who, token, expiresAt } = (raw ?? {}) as Record<string, unknown>;
    return typeof who === 'string' && typeof token === 'string' && typeof expiresAt === 'number' ? { account: who, token, expiresAt } : undefined;
  });
  return stored && stored.account === account && stored.expiresAt > now ? stored : null;
}

export type OrgNode = { readonly org: BroadcastOrg; readonly depth: number };

/** The organisation tree flattened in display order (parents before children, by name), with depths. */
export function orgTree(orgs: readonly BroadcastOrg[]): OrgNode[] {
  const ids = new Set(orgs.map((org) => org.id));
  const children = new Map<number, BroadcastOrg[]>();
  for (const org of orgs) {
    const parent = ids.has(org.parent_id) ? org.parent_id : 0;
    children.set(parent, [...(children.get(parent) ?? []), org]);
  }
  const out: OrgNode[] = [];
  const walk = (parent: number, depth: number) => {
    for (const org of [...(children.get(parent) ?? [])].sort((a, b) => a.name.localeCompare(b.name))) {
      out.push({ org, depth });
      walk(org.id, depth + 1);
    }
  };
  walk(0, 0);
  return out;
}

/** SPEC §3: media duration is length/1000 seconds. */
export const durationSeconds = (length: number): number => Math.round(length / 1000);

/** A number typed in a form; blank is NaN, so the range rule names it instead of taking 0. */
export const numberOfText = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * The speakers a batch volume names: those picked among the ones shown (the chosen organisation's,
 * the only ones the service takes); none picked means the whole organisation.
 */
export const batchDeviceIds = (picked: Iterable<number>, shown: readonly { readonly id: number }[]): number[] => [...picked].filter((id) => shown.some((device) => device.id === id));

/** The timed-task form as typed: volume and loop are text until sent. */
export type TaskForm = { name: string; file_ids: number[]; device_ids: number[]; start_time: string; weekdays: number[]; volume: string; loop: string };

/** The task a form stands for; a time typed as HH:mm (what a time input gives) gets its seconds. */
export function taskDraftOf(form: TaskForm): TaskDraft {
  const startTime = /^\d\d:\d\d$/.test(form.start_time) ? `${form.start_time}:00` : form.start_time;
  return { name: form.name.trim(), file_ids: form.file_ids, device_ids: form.device_ids, start_time: startTime, weekdays: form.weekdays, volume: numberOfText(form.volume), loop: numberOfText(form.loop) };
}

export type TaskAction = 'start' | 'pause' | 'resume' | 'stop';

/**
 * What a timed task offers in a state: the moves the service takes from it (idle → playing ⇄
 * paused → idle, docs/protocol.md "Timed tasks"); edit and delete only while stopped.
 */
export function taskControls(status: PlayState): { readonly actions: readonly TaskAction[]; readonly editable: boolean } {
  switch (status) {
    case 'idle':
      return { actions: ['start'], editable: true };
    case 'playing':
      return { actions: ['pause', 'stop'], editable: false };
    case 'paused':
      return { actions: ['resume', 'stop'], editable: false };
  }
}
