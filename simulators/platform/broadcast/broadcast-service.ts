import {
  BroadcastLimits,
  casterProblems,
  DEFAULT_BROADCAST_PASSWORD,
  deviceProblems,
  LoginCode,
  orgProblems,
  PASSWORD_CHANGE_REQUIRED,
  refusalText,
  TerminalType,
  volumeProblem,
  type BroadcastCaster,
  type BroadcastDevice,
  type BroadcastOrg,
  type CasterBody,
  type DeviceBody,
  type FieldProblem,
  type OrgBody,
} from '../../../protocol/index.ts';
import type { LoginGuard, Verdict } from '../auth/login-guard.ts';
import { mustChangePassword } from '../http/first-password.ts';
import { hashToken, newToken, SESSION_TTL_MS } from '../auth/tokens.ts';
import { organisationOfCaller } from '../organisations/organisation-of.ts';
import type { Platform } from '../platform.ts';
import { Serial } from '../serial.ts';
import { broadcastOf, type BroadcastBook, type BroadcastRecords } from './broadcast-book.ts';

/** A refusal: `code` is the answer's code (an HTTP-like number or a SPEC §8 login code), `msg` names field and rule. */
export type Refusal = { readonly ok: false; readonly code: number; readonly msg: string };
export type Outcome<T> = { readonly ok: true; readonly data: T } | Refusal;

export const refuse = (code: number, msg: string): Refusal => ({ ok: false, code, msg });
export const invalid = (found: readonly FieldProblem[]): Refusal => refuse(400, refusalText(found));
export const done = <T>(data: T): Outcome<T> => ({ ok: true, data });

/** The login guard's refusals as this service answers them (docs/protocol.md "Broadcast"). */
const LOGIN_REFUSALS: Readonly<Record<Exclude<Verdict, 'right'>, [number, string]>> = {
  unknown: [Number(LoginCode.AccountMissing), 'username:unknown'],
  locked: [Number(LoginCode.Locked), 'username:locked'],
  wrong: [Number(LoginCode.IncorrectPassword), 'password:wrong'],
  busy: [Number(LoginCode.SystemBusy), 'address:busy'],
};

/** SPEC §6: only access '1' admits to broadcast; the demo gives every dispatcher '1'. */
export const broadcastAccessOf = (book: BroadcastBook, msId: string): string => book.access.get(msId) ?? '1';

/** SPEC §5: the default secret or an MD5 hex; the service keeps no copy (no call reads one back). */
const passwordProblem = (password: string): FieldProblem[] => (password === DEFAULT_BROADCAST_PASSWORD || /^[0-9a-f]{32}$/.test(password) ? [] : [{ field: 'password', problem: 'special' }]);

/**
 * The broadcast service's records: its login, organisations, casters and speaker devices. Input
 * arrives shape-checked by the host's schemas; this applies the SPEC rules (protocol/broadcast.ts,
 * the same the console's forms use) against what exists, one decision at a time so codes stay unique.
 * A dispatcher sees and changes its organisation's records only (`view`): codes are unique within
 * it, except a speaker's, which names the device platform-wide (its report carries nothing else).
 */
export class BroadcastService {
  readonly serial = new Serial();

  constructor(
    readonly platform: Platform,
    private readonly guard: LoginGuard,
  ) {}

  get book(): BroadcastBook {
    return this.platform.state.broadcast;
  }

  nextId(): number {
    return this.book.lastId + 1;
  }

  /** The caller's organisation's records (broadcast-book.ts broadcastOf). */
  view(by: string): BroadcastRecords {
    return broadcastOf(this.platform.state, organisationOfCaller(this.platform.state, by));
  }

  /** POST /v1/login: the password through the login guard (`address` the client's), then the SPEC §6 access. */
  async login(username: string, password: string, address: string): Promise<Outcome<{ access_token: string; expires_at: number; user: { id: string; name: string } }>> {
    if (!/^\d{8}$/.test(username)) return refuse(Number(LoginCode.IncorrectTerminalId), 'username:special');
    const verdict = await this.guard.check(username, password, address);
    if (verdict !== 'right') return refuse(...LOGIN_REFUSALS[verdict]);
    // The first administrator's printed password opens nothing until its holder has chosen one (first-password.ts).
    if (mustChangePassword(this.platform, username)) return refuse(Number(PASSWORD_CHANGE_REQUIRED), 'password:mustChange');
    const terminal = this.platform.state.terminals.get(username);
    if (!terminal) return refuse(Number(LoginCode.AccountMissing), 'username:unknown');
    if (terminal.type !== TerminalType.Dispatcher || broadcastAccessOf(this.book, username) !== '1') return refuse(Number(LoginCode.NoPermission), 'no permission');
    const token = newToken();
    const expiresAt = this.platform.now() + SESSION_TTL_MS;
    await this.platform.commit([{ type: 'bcast.sessionOpened', msId: username, tokenHash: hashToken(token), expiresAt }]);
    return done({ access_token: token, expires_at: expiresAt, user: { id: username, name: terminal.msName } });
  }

  /** The caller of a token: 401 without a live session, 107 when its access was taken away since. */
  caller(token: string | undefined): Outcome<string> {
    const session = token ? this.book.sessions.get(hashToken(token)) : undefined;
    if (!session || session.expiresAt <= this.platform.now()) return refuse(401, 'token:required');
    if (broadcastAccessOf(this.book, session.msId) !== '1') return refuse(Number(LoginCode.NoPermission), 'no permission');
    return done(session.msId);
  }

  /** The caller's organisation's dispatchers with broadcast access (GET /v1/sys/user): the users a caster can be. */
  sysUsers(by: string): { id: string; username: string; name: string }[] {
    const cid = organisationOfCaller(this.platform.state, by);
    return [...this.platform.state.terminals.values()]
      .filter((terminal) => terminal.type === TerminalType.Dispatcher && terminal.cid === cid && broadcastAccessOf(this.book, terminal.msId) === '1')
      .map((terminal) => ({ id: terminal.msId, username: terminal.msId, name: terminal.msName }))
      .sort((a, b) => a.id.localeCompare(b.id));
  }

  saveOrg(by: string, body: OrgBody, id: number | null, root: boolean): Promise<Outcome<BroadcastOrg>> {
    return this.serial.run(async () => {
      const orgs = this.view(by).orgs;
      const was = id === null ? undefined : orgs.get(id);
      if (id !== null && !was) return refuse(404, 'org:unknown');
      // SPEC §7: a root is created at /api/v1/org, a child (parent set) at /v1/org.
      if (id === null && root !== (body.parent_id === 0)) return invalid([{ field: 'parent_id', problem: root ? 'range' : 'required' }]);
      const draft = { parent_id: body.parent_id, name: body.name.trim(), code: body.code.trim(), call_number: was && id !== null ? was.call_number : body.call_number.trim() };
      const found = [...orgProblems(draft, [...orgs.values()], id), ...passwordProblem(body.password)];
      if (found.length > 0) return invalid(found);
      const org: BroadcastOrg = { id: id ?? this.nextId(), ...draft };
      await this.platform.commit([{ type: 'bcast.orgSaved', org, by }]);
      return done(org);
    });
  }

  removeOrg(by: string, id: number): Promise<Outcome<null>> {
    return this.serial.run(async () => {
      const mine = this.view(by);
      if (!mine.orgs.has(id)) return refuse(404, 'org:unknown');
      const used = [...mine.orgs.values()].some((org) => org.parent_id === id) || [...mine.devices.values()].some((device) => device.org_id === id) || [...mine.files.values()].some((file) => file.group_id === id);
      if (used) return refuse(409, 'org:notEmpty');
      await this.platform.commit([{ type: 'bcast.orgRemoved', id, by }]);
      return done(null);
    });
  }

  addCaster(by: string, body: CasterBody): Promise<Outcome<BroadcastCaster>> {
    return this.serial.run(async () => {
      const draft = { user_id: body.user_id, name: body.name.trim(), code: body.code.trim(), call_number: body.call_number.trim(), priority: body.priority };
      const users = new Set(this.sysUsers(by).map((user) => user.id));
      const found = [...casterProblems(draft, [...this.view(by).casters.values()], users), ...passwordProblem(body.password)];
      if (found.length > 0) return invalid(found);
      const caster: BroadcastCaster = { id: this.nextId(), ...draft };
      await this.platform.commit([{ type: 'bcast.casterSaved', caster, by }]);
      return done(caster);
    });
  }

  saveDevice(by: string, body: DeviceBody, id: number | null): Promise<Outcome<BroadcastDevice>> {
    return this.serial.run(async () => {
      const mine = this.view(by);
      const was = id === null ? undefined : mine.devices.get(id);
      if (id !== null && !was) return refuse(404, 'device:unknown');
      const draft = { org_id: body.org_id, name: body.name.trim(), code: body.code.trim() };
      // Every device's code counts: a speaker is known by its code alone (POST /v1/speaker/report).
      const found = deviceProblems(draft, [...this.book.devices.values()], new Set(mine.orgs.keys()), id);
      if (found.length > 0) return invalid(found);
      const device: BroadcastDevice = { id: id ?? this.nextId(), ...draft, ao_volume: was?.ao_volume ?? BroadcastLimits.defaultVolume };
      await this.platform.commit([{ type: 'bcast.deviceSaved', device, by }]);
      return done(device);
    });
  }

  removeDevice(by: string, id: number): Promise<Outcome<null>> {
    return this.serial.run(async () => {
      const mine = this.view(by);
      if (!mine.devices.has(id)) return refuse(404, 'device:unknown');
      const inTask = [...mine.tasks.values()].some((task) => task.device_ids.includes(id)) || (mine.realTime?.device_ids.includes(id) ?? false);
      if (inTask) return refuse(409, 'device:inUse');
      await this.platform.commit([{ type: 'bcast.deviceRemoved', id, by }]);
      return done(null);
    });
  }

  /** One device's volume, or a batch: the given devices of an organisation, or all of it when none are given. */
  setVolume(by: string, volume: number, target: { id: number } | { group_id: number; device_ids: number[] }): Promise<Outcome<BroadcastDevice[]>> {
    return this.serial.run(async () => {
      const problem = volumeProblem(volume);
      if (problem) return invalid([{ field: 'ao_volume', problem }]);
      const mine = this.view(by);
      let devices: BroadcastDevice[];
      if ('id' in target) {
        const device = mine.devices.get(target.id);
        if (!device) return refuse(404, 'device:unknown');
        devices = [device];
      } else {
        if (!mine.orgs.has(target.group_id)) return invalid([{ field: 'org_id', problem: 'unknown' }]);
        const inGroup = [...mine.devices.values()].filter((device) => device.org_id === target.group_id);
        const chosen = target.device_ids.length === 0 ? inGroup : inGroup.filter((device) => target.device_ids.includes(device.id));
        if (chosen.length !== (target.device_ids.length || inGroup.length) || chosen.length === 0) return invalid([{ field: 'device_ids', problem: chosen.length === 0 && target.device_ids.length === 0 ? 'required' : 'unknown' }]);
        devices = chosen;
      }
      const saved = devices.map((device) => ({ ...device, ao_volume: volume }));
      await this.platform.commit(saved.map((device) => ({ type: 'bcast.deviceSaved' as const, device, by })));
      return done(saved);
    });
  }
}
