import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { z } from 'zod';
import {
  BatchVolumeBody,
  BROADCAST_OK,
  BroadcastLimits,
  BroadcastLoginBody,
  BroadcastPaths,
  CasterBody,
  ChoiceBody,
  DeviceBody,
  OrgBody,
  PageQuery,
  parseWav,
  RealTimeBody,
  SpeakerReportBody,
  TaskBody,
  VolumeBody,
  type BroadcastFile,
} from '../../../protocol/index.ts';
import { clientAddressOf } from '../auth/client-address.ts';
import { BROADCAST_ROLES, broadcastKeyOf, callerTypeOf, roleRefusal } from '../auth/role-table.ts';
import { BodyError, readJsonBody } from '../http/input.ts';
import { parseInput } from '../parse-input.ts';
import type { Platform } from '../platform.ts';
import type { LoginGuard } from '../auth/login-guard.ts';
import { BroadcastFiles, newMusicName, readForm } from './broadcast-files.ts';
import { BroadcastPlayer, type RealTimeAction, type TaskAction } from './broadcast-play.ts';
import { BroadcastService, done, refuse, type Outcome, type Refusal } from './broadcast-service.ts';

type Reply = Outcome<unknown>;
type Call = { readonly request: IncomingMessage; readonly url: URL; readonly by: string; readonly id: number | null };
type Handler = (call: Call) => Promise<Reply> | Reply;
type Entry = { readonly method: string; readonly pattern: RegExp; readonly open?: 'login' | 'speaker'; readonly handle: Handler };

const JSON_LIMIT = 256 * 1024;
const TICK_MS = 1_000;

/** A refusal's HTTP status: the HTTP-like codes as themselves, SPEC §8 login codes as 200 (the code says it). */
const statusOf = (code: number): number => (code >= 400 && code < 600 ? code : 200);

function send(response: ServerResponse, reply: Reply): void {
  response.statusCode = reply.ok ? 200 : statusOf(reply.code);
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('Cache-Control', 'no-store');
  response.end(JSON.stringify(reply.ok ? { code: BROADCAST_OK, msg: 'ok', data: reply.data } : { code: reply.code, msg: reply.msg, data: null }));
}

async function bodyOf<T>(schema: z.ZodType<T>, request: IncomingMessage): Promise<Outcome<T>> {
  let raw: unknown;
  try {
    raw = await readJsonBody(request, JSON_LIMIT);
  } catch (error) {
    if (error instanceof BodyError) return refuse(error.status, `body:${error.message}`);
    throw error;
  }
  const parsed = parseInput(schema, raw ?? {});
  return parsed.ok ? done(parsed.value) : refuse(400, parsed.desc);
}

const with_ = async <T>(outcome: Promise<Outcome<T>> | Outcome<T>, next: (value: T) => Promise<Reply> | Reply): Promise<Reply> => {
  const got = await outcome;
  return got.ok ? next(got.data) : got;
};

const page = <T>(list: readonly T[], url: URL, max: number = BroadcastLimits.pageLimit): Reply => {
  const parsed = parseInput(PageQuery, Object.fromEntries(url.searchParams));
  if (!parsed.ok) return refuse(400, parsed.desc);
  const limit = Math.min(parsed.value.limit, max);
  const start = (parsed.value.page - 1) * limit;
  return done({ list: list.slice(start, start + limit), total: list.length, page: parsed.value.page, limit });
};

const optionalId = (text: string | null): number | null | 'bad' => (text === null || text === '' ? null : /^\d+$/.test(text) ? Number(text) : 'bad');

export type BroadcastHostOptions = { readonly uploadsDir?: string; readonly speakerKey?: string | null; readonly log?: (line: string) => void };
export type BroadcastHost = {
  readonly handle: (request: IncomingMessage, response: ServerResponse, url: URL) => Promise<void>;
  readonly player: BroadcastPlayer;
  /** Every route as the role table names it (`METHOD path`): its test checks the table lists them all. */
  readonly routeKeys: readonly string[];
  close(): void;
};

/**
 * The broadcast service's host: every call of SPEC §7 "Broadcast calls" under /v1 (and /api/v1 for a
 * root organisation), /music/{name}, and the simulated speakers' report. Auth is the Access-Token
 * header of POST /v1/login; speakers show the emulator's speaker key instead.
 */
export function createBroadcastHost(platform: Platform, guard: LoginGuard, options: BroadcastHostOptions = {}): BroadcastHost {
  const service = new BroadcastService(platform, guard);
  const player = new BroadcastPlayer(service);
  const files = options.uploadsDir ? new BroadcastFiles(`${options.uploadsDir}/broadcast`) : null;
  const key = options.speakerKey ? Buffer.from(options.speakerKey) : null;
  const P = BroadcastPaths;
  const idOf = (call: Call) => call.id ?? 0;

  const upload = async (call: Call): Promise<Reply> => {
    if (!files) return refuse(404, 'file:unknown');
    const form = await readForm(call.request);
    if (!form.ok) return refuse(form.problem === 'overSize' ? 413 : 415, `file:${form.problem}`);
    const groupId = Number(form.fields.get('group_id') ?? '0');
    // Another organisation's broadcast area is as unknown as a missing one.
    if (!service.view(call.by).orgs.has(groupId)) return refuse(400, 'org_id:unknown');
    if (!form.file || form.file.bytes.length === 0) return refuse(400, 'file:required');
    const wav = parseWav(form.file.bytes);
    if (!wav || wav.dataBytes === 0) return refuse(415, 'file:fileType');
    const originalName = form.file.name.trim().slice(0, BroadcastLimits.maxFileName) || 'audio.wav';
    const bytes = form.file.bytes;
    return service.serial.run(async () => {
      const taken = [...service.book.files.values()].some((file) => file.group_id === groupId && file.original_name.toLowerCase() === originalName.toLowerCase());
      if (taken) return refuse(409, 'file:exists');
      const file: BroadcastFile = { id: service.nextId(), name: newMusicName(), original_name: originalName, length: wav.lengthMs, size: bytes.length, group_id: groupId, create_time: platform.now() };
      await files.write(file.name, bytes);
      await platform.commit([{ type: 'bcast.fileAdded', file, by: call.by }]);
      return done(file);
    });
  };

  const removeFile = (call: Call): Promise<Reply> =>
    service.serial.run(async () => {
      const file = service.view(call.by).files.get(idOf(call));
      if (!file) return refuse(404, 'file:unknown');
      if (player.fileInUse(file.id)) return refuse(409, 'file:inUse');
      await platform.commit([{ type: 'bcast.fileRemoved', id: file.id, by: call.by }]);
      await files?.remove(file.name);
      return done(null);
    });

  const taskAction = (action: TaskAction): Handler => (call) => player.actOnTask(call.by, idOf(call), action);
  const realTimeAction = (action: RealTimeAction): Handler => (call) => player.actOnRealTime(call.by, action);
  const ID = '(\\d+)';
  const path = (text: string) => new RegExp(`^${text}$`);

  const ROUTES: readonly Entry[] = [
    { method: 'POST', pattern: path(P.login), open: 'login', handle: ({ request }) => with_(bodyOf(BroadcastLoginBody, request), (body) => service.login(body.username, body.password, clientAddressOf(request))) },
    { method: 'POST', pattern: path(P.rootOrg), handle: ({ request, by }) => with_(bodyOf(OrgBody, request), (body) => service.saveOrg(by, body, null, true)) },
    { method: 'POST', pattern: path(P.org), handle: ({ request, by }) => with_(bodyOf(OrgBody, request), (body) => service.saveOrg(by, body, null, false)) },
    { method: 'PATCH', pattern: path(`${P.org}/${ID}`), handle: (call) => with_(bodyOf(OrgBody, call.request), (body) => service.saveOrg(call.by, body, idOf(call), false)) },
    { method: 'DELETE', pattern: path(`${P.org}/${ID}`), handle: (call) => service.removeOrg(call.by, idOf(call)) },
    // Lists are the caller's organisation's (BroadcastService.view).
    { method: 'GET', pattern: path(P.org), handle: ({ url, by }) => page([...service.view(by).orgs.values()].sort((a, b) => a.id - b.id), url) },
    { method: 'POST', pattern: path(P.caster), handle: ({ request, by }) => with_(bodyOf(CasterBody, request), (body) => service.addCaster(by, body)) },
    {
      method: 'GET',
      pattern: path(P.caster),
      handle: ({ url, by }) => {
        const code = url.searchParams.get('code');
        return done([...service.view(by).casters.values()].filter((caster) => !code || caster.code === code).sort((a, b) => a.id - b.id));
      },
    },
    { method: 'GET', pattern: path(P.sysUser), handle: ({ url, by }) => page(service.sysUsers(by), url) },
    { method: 'POST', pattern: path(P.batchVolume), handle: ({ request, by }) => with_(bodyOf(BatchVolumeBody, request), (body) => service.setVolume(by, body.ao_volume, body)) },
    { method: 'POST', pattern: path(P.device), handle: ({ request, by }) => with_(bodyOf(DeviceBody, request), (body) => service.saveDevice(by, body, null)) },
    { method: 'PATCH', pattern: path(`${P.device}/${ID}/volume`), handle: (call) => with_(bodyOf(VolumeBody, call.request), (body) => service.setVolume(call.by, body.ao_volume, { id: idOf(call) })) },
    { method: 'PATCH', pattern: path(`${P.device}/${ID}`), handle: (call) => with_(bodyOf(DeviceBody, call.request), (body) => service.saveDevice(call.by, body, idOf(call))) },
    { method: 'DELETE', pattern: path(`${P.device}/${ID}`), handle: (call) => service.removeDevice(call.by, idOf(call)) },
    {
      method: 'GET',
      pattern: path(P.device),
      handle: ({ url, by }) => {
        const orgId = optionalId(url.searchParams.get('org_id'));
        return orgId === 'bad' ? refuse(400, 'org_id:digits') : page(player.deviceViews(by, orgId), url);
      },
    },
    { method: 'POST', pattern: path(P.upload), handle: upload },
    {
      method: 'GET',
      pattern: path(P.file),
      handle: ({ url, by }) => {
        const groupId = optionalId(url.searchParams.get('group_id'));
        if (groupId === 'bad') return refuse(400, 'group_id:digits');
        const list = [...service.view(by).files.values()].filter((file) => groupId === null || file.group_id === groupId).sort((a, b) => b.create_time - a.create_time || b.id - a.id);
        return page(list, url, BroadcastLimits.fileLimit);
      },
    },
    { method: 'DELETE', pattern: path(`${P.file}/${ID}`), handle: removeFile },
    { method: 'POST', pattern: path(P.task), handle: ({ request, by }) => with_(bodyOf(TaskBody, request), (body) => player.saveTask(by, body, null)) },
    { method: 'PATCH', pattern: path(`${P.task}/${ID}`), handle: (call) => with_(bodyOf(TaskBody, call.request), (body) => player.saveTask(call.by, body, idOf(call))) },
    { method: 'GET', pattern: path(P.task), handle: ({ url, by }) => page([...service.view(by).tasks.values()].sort((a, b) => a.id - b.id).map((task) => player.taskView(task)), url) },
    { method: 'DELETE', pattern: path(`${P.task}/${ID}`), handle: (call) => player.removeTask(call.by, idOf(call)) },
    { method: 'GET', pattern: path(`${P.task}/${ID}/start`), handle: taskAction('start') },
    { method: 'GET', pattern: path(`${P.task}/${ID}/stop`), handle: taskAction('stop') },
    { method: 'GET', pattern: path(`${P.task}/${ID}/pause`), handle: taskAction('pause') },
    { method: 'GET', pattern: path(`${P.task}/${ID}/resume`), handle: taskAction('resume') },
    { method: 'GET', pattern: path(P.plan), handle: ({ url, by }) => page([...service.view(by).plans.values()].sort((a, b) => a.id - b.id), url) },
    { method: 'GET', pattern: path(`${P.plan}/${ID}/start`), handle: (call) => player.startPlan(call.by, idOf(call), true) },
    // Ours: a started plan can be stopped again (SPEC §7 names only start).
    { method: 'GET', pattern: path(`${P.plan}/${ID}/stop`), handle: (call) => player.startPlan(call.by, idOf(call), false) },
    { method: 'GET', pattern: path(P.realTime), handle: ({ by }) => done(player.realTimeView(by)) },
    { method: 'PATCH', pattern: path(P.realTime), handle: ({ request, by }) => with_(bodyOf(RealTimeBody, request), (body) => player.configureRealTime(by, body)) },
    { method: 'POST', pattern: path(`${P.realTime}/start`), handle: ({ request, by }) => with_(bodyOf(RealTimeBody, request), (body) => player.startRealTime(by, body)) },
    { method: 'GET', pattern: path(`${P.realTime}/stop`), handle: realTimeAction('stop') },
    { method: 'GET', pattern: path(`${P.realTime}/pause`), handle: realTimeAction('pause') },
    { method: 'GET', pattern: path(`${P.realTime}/next`), handle: realTimeAction('next') },
    { method: 'GET', pattern: path(`${P.realTime}/prev`), handle: realTimeAction('prev') },
    { method: 'PATCH', pattern: path(`${P.realTime}/choice`), handle: ({ request, by }) => with_(bodyOf(ChoiceBody, request), (body) => player.actOnRealTime(by, { choose: body.choice_file_id })) },
    { method: 'POST', pattern: path(P.speakerReport), open: 'speaker', handle: ({ request }) => with_(bodyOf(SpeakerReportBody, request), (body) => player.report(body.code, body.playing)) },
  ];

  const speakerKeyOk = (request: IncomingMessage): boolean => {
    const given = request.headers['speaker-key'];
    if (!key || typeof given !== 'string') return false;
    const bytes = Buffer.from(given);
    return bytes.length === key.length && timingSafeEqual(bytes, key);
  };
  const tokenOf = (request: IncomingMessage): string | undefined => {
    const given = request.headers['access-token'];
    return typeof given === 'string' ? given : undefined;
  };

  /** The role table's check (docs/protocol.md "Roles"), the host's one: `by` the token's account, '' without. */
  const refusedRole = (key: string, by: string): Refusal | null => {
    const denied = roleRefusal(BROADCAST_ROLES[key], callerTypeOf(platform, by));
    return denied ? refuse(403, denied) : null;
  };
  const MUSIC_KEY = `GET ${P.music}/{name}`;

  async function music(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    if (request.method !== 'GET') return send(response, refuse(405, 'music:method'));
    // A speaker plays any file it is told to; a dispatcher hears its organisation's files only.
    let known = service.book.files;
    if (!speakerKeyOk(request)) {
      const caller = service.caller(tokenOf(request));
      if (!caller.ok) return send(response, caller);
      const denied = refusedRole(MUSIC_KEY, caller.data);
      if (denied) return send(response, denied);
      known = service.view(caller.data).files;
    }
    const name = decodeURIComponent(url.pathname.slice(P.music.length + 1));
    const file = [...known.values()].find((candidate) => candidate.name === name);
    const bytes = file && files ? await files.read(file.name) : null;
    if (!bytes) return send(response, refuse(404, 'file:unknown'));
    response.statusCode = 200;
    response.setHeader('Content-Type', 'audio/wav');
    response.setHeader('Content-Length', bytes.length);
    response.setHeader('Cache-Control', 'private, max-age=86400, immutable');
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.end(bytes);
  }

  async function handle(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    if (url.pathname.startsWith(`${P.music}/`)) return music(request, response, url);
    const matches = ROUTES.map((entry) => ({ entry, found: entry.pattern.exec(url.pathname) })).filter((match) => match.found);
    if (matches.length === 0) return send(response, refuse(404, `path:unknown`));
    const match = matches.find((candidate) => candidate.entry.method === request.method);
    if (!match?.found) return send(response, refuse(405, `method:${request.method}`));
    let by = '';
    if (match.entry.open === 'speaker') {
      if (!speakerKeyOk(request)) return send(response, refuse(401, 'speaker-key:required'));
    } else if (!match.entry.open) {
      const caller = service.caller(tokenOf(request));
      if (!caller.ok) return send(response, caller);
      by = caller.data;
    }
    const denied = refusedRole(broadcastKeyOf(match.entry.method, match.entry.pattern), by);
    if (denied) return send(response, denied);
    const id = match.found[1] === undefined ? null : Number(match.found[1]);
    send(response, await match.entry.handle({ request, url, by, id }));
  }

  let last = platform.now();
  const timer = setInterval(() => {
    const now = platform.now();
    player.tick(last, now).catch((error: unknown) => options.log?.(`broadcast tick: ${error instanceof Error ? error.message : String(error)}`));
    last = now;
  }, TICK_MS);
  timer.unref();
  const routeKeys = [...ROUTES.map((entry) => broadcastKeyOf(entry.method, entry.pattern)), MUSIC_KEY];
  return { handle, player, routeKeys, close: () => clearInterval(timer) };
}
