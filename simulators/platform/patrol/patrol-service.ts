import {
  dayNumber,
  nfcProblem,
  patrolNameProblem,
  PatrolCode,
  PatrolRefusal,
  planProblems,
  patrolRemarkProblem,
  type PatrolPlan,
  type PatrolPoint,
  type PatrolRoute,
  type PatrolUser,
  type PunchRecord,
  TerminalType,
} from '../../../protocol/index.ts';
import type { z } from 'zod';
import type { AddUserBody, PlanBody, PointBody, RouteBody } from '../../../protocol/index.ts';
import { mustChangePassword } from '../http/first-password.ts';
import type { LoginGuard } from '../auth/login-guard.ts';
import { organisationOfTerminal } from '../organisations/organisation-of.ts';
import type { Platform } from '../platform.ts';
import { Serial } from '../serial.ts';
import { patrolOf, type PatrolBook } from './patrol-book.ts';
import { resolvePunch } from './patrol-orders.ts';
import { PatrolTokens } from './patrol-tokens.ts';

export type PatrolOutcome<T> = { readonly ok: true; readonly data: T } | { readonly ok: false; readonly code: number; readonly msg: string };

const done = <T>(data: T): PatrolOutcome<T> => ({ ok: true, data });
const no = (code: number, msg: string): PatrolOutcome<never> => ({ ok: false, code, msg });
const bad = (field: string, problem: string): PatrolOutcome<never> => no(PatrolCode.BadInput, `${field}: ${problem}`);

type PointInput = z.output<typeof PointBody>;

/**
 * Every change of the patrol service (docs/protocol.md "Patrol"): the SPEC rules and uniqueness
 * checked again here whatever the console checked, one decision at a time so two adds of one name
 * never both pass, then one event. Each call names the caller's organisation (`cid`): it sees and
 * changes that organisation's records only, and names and NFC values are unique within it.
 */
export class PatrolService {
  private readonly serial = new Serial();
  readonly tokens: PatrolTokens;

  constructor(
    private readonly platform: Platform,
    private readonly guard: LoginGuard,
    tokenLifetimeMs: number,
  ) {
    this.tokens = new PatrolTokens(tokenLifetimeMs, platform.now);
  }

  /** The organisation's part of the book (patrol-book.ts patrolOf). */
  bookOf(cid: string | null): PatrolBook {
    return patrolOf(this.platform.state, cid);
  }

  private nextId(): string {
    return String(this.platform.state.patrol.lastId + 1);
  }

  /**
   * sysUsers/login: any account of the platform with its password (the MD5 hex), through the login
   * guard. Every refusal (unknown, wrong, locked, the address's limit) is the one badLogin.
   */
  async login(account: string, md5Hex: string, address: string): Promise<PatrolOutcome<{ token: string }>> {
    const verdict = await this.guard.check(account, md5Hex, address);
    // The first administrator's printed password opens nothing until its holder has chosen one (first-password.ts).
    if (verdict !== 'right' || mustChangePassword(this.platform, account)) return no(PatrolCode.LoginFailed, PatrolRefusal.BadLogin);
    return done({ token: this.tokens.issue(account) });
  }

  nameTaken(cid: string | null, name: string, exceptId?: string): boolean {
    const wanted = name.trim().toLowerCase();
    return [...this.bookOf(cid).points.values()].some((point) => point.id !== exceptId && point.name.toLowerCase() === wanted);
  }

  nfcTaken(cid: string | null, nfcValue: string, exceptId?: string): boolean {
    const wanted = nfcValue.trim();
    return [...this.bookOf(cid).points.values()].some((point) => point.id !== exceptId && point.nfcValue === wanted);
  }

  savePoint(cid: string | null, input: PointInput & { id?: string }): Promise<PatrolOutcome<PatrolPoint>> {
    return this.serial.run(async () => {
      const existing = input.id === undefined ? undefined : this.bookOf(cid).points.get(input.id);
      if (input.id !== undefined && !existing) return no(PatrolCode.NotFound, PatrolRefusal.UnknownPoint);
      const problem = ([['name', patrolNameProblem(input.name)], ['nfcValue', nfcProblem(input.nfcValue)], ['remark', patrolRemarkProblem(input.remark)]] as const).find(([, found]) => found);
      if (problem) return bad(problem[0], problem[1]!);
      if (this.nameTaken(cid, input.name, input.id)) return no(PatrolCode.Conflict, PatrolRefusal.NameTaken);
      if (this.nfcTaken(cid, input.nfcValue, input.id)) return no(PatrolCode.Conflict, PatrolRefusal.NfcTaken);
      const point: PatrolPoint = {
        id: existing?.id ?? this.nextId(),
        name: input.name.trim(),
        remark: input.remark,
        type: input.type,
        nfcValue: input.nfcValue.trim(),
        areaId: input.areaId,
        createTime: existing?.createTime ?? this.platform.now(),
      };
      await this.platform.commit([existing ? { type: 'patrol.pointEdited', point } : { type: 'patrol.pointAdded', point, cid: cid ?? '' }]);
      return done(point);
    });
  }

  /** All or nothing: an unknown id or a point on a route refuses the whole batch. */
  deletePoints(cid: string | null, ids: readonly string[]): Promise<PatrolOutcome<null>> {
    return this.serial.run(async () => {
      const book = this.bookOf(cid);
      const unique = [...new Set(ids)];
      if (unique.some((id) => !book.points.has(id))) return no(PatrolCode.NotFound, PatrolRefusal.UnknownPoint);
      const used = new Set([...book.routes.values()].flatMap((route) => route.routePoints));
      if (unique.some((id) => used.has(id))) return no(PatrolCode.Conflict, PatrolRefusal.PointInRoute);
      await this.platform.commit([{ type: 'patrol.pointsDeleted', ids: unique }]);
      return done(null);
    });
  }

  addRoute(cid: string | null, input: z.output<typeof RouteBody>): Promise<PatrolOutcome<PatrolRoute>> {
    return this.serial.run(async () => {
      const book = this.bookOf(cid);
      const name = patrolNameProblem(input.name);
      if (name) return bad('name', name);
      if (input.routePoints.length === 0) return bad('routePoints', 'required');
      if (new Set(input.routePoints).size !== input.routePoints.length) return bad('routePoints', 'duplicate');
      if (input.routePoints.some((id) => !book.points.has(id))) return no(PatrolCode.NotFound, PatrolRefusal.UnknownPoint);
      if ([...book.routes.values()].some((route) => route.name.toLowerCase() === input.name.trim().toLowerCase())) return no(PatrolCode.Conflict, PatrolRefusal.NameTaken);
      const route: PatrolRoute = { id: this.nextId(), name: input.name.trim(), routePoints: input.routePoints, areaId: input.areaId, createTime: this.platform.now() };
      await this.platform.commit([{ type: 'patrol.routeAdded', route, cid: cid ?? '' }]);
      return done(route);
    });
  }

  addPlan(cid: string | null, input: z.output<typeof PlanBody>): Promise<PatrolOutcome<PatrolPlan>> {
    return this.serial.run(async () => {
      const problem = Object.entries(planProblems(input))[0];
      if (problem) return bad(problem[0], problem[1]);
      const book = this.bookOf(cid);
      if (!book.routes.has(input.routeId)) return no(PatrolCode.NotFound, PatrolRefusal.UnknownRoute);
      if (input.classes.some((item) => !book.users.has(item.userId))) return no(PatrolCode.NotFound, PatrolRefusal.UnknownUser);
      if ([...book.plans.values()].some((plan) => plan.name.toLowerCase() === input.name.trim().toLowerCase())) return no(PatrolCode.Conflict, PatrolRefusal.NameTaken);
      const plan: PatrolPlan = { ...input, id: this.nextId(), name: input.name.trim(), createTime: this.platform.now() };
      await this.platform.commit([{ type: 'patrol.planAdded', plan, cid: cid ?? '' }]);
      return done(plan);
    });
  }

  deletePlans(cid: string | null, ids: readonly string[]): Promise<PatrolOutcome<null>> {
    return this.serial.run(async () => {
      const plans = this.bookOf(cid).plans;
      const unique = [...new Set(ids)];
      if (unique.some((id) => !plans.has(id))) return no(PatrolCode.NotFound, PatrolRefusal.UnknownRoute);
      await this.platform.commit([{ type: 'patrol.plansDeleted', ids: unique }]);
      return done(null);
    });
  }

  /** The PoC terminal an account names, unless it is a dispatcher (it has no NFC reader), unknown or another organisation's. */
  findAccount(cid: string | null, pocAccount: string): PatrolOutcome<{ pocAccount: string; name: string; added: boolean }> {
    const terminal = this.platform.state.terminals.get(pocAccount);
    if (!terminal || terminal.type === TerminalType.Dispatcher || cid === null || terminal.cid !== cid) return no(PatrolCode.NotFound, PatrolRefusal.UnknownAccount);
    return done({ pocAccount, name: terminal.msName, added: this.platform.state.patrol.users.has(pocAccount) });
  }

  addUser(cid: string | null, input: z.output<typeof AddUserBody>): Promise<PatrolOutcome<PatrolUser>> {
    return this.serial.run(async () => {
      const name = patrolNameProblem(input.name);
      if (name) return bad('name', name);
      const found = this.findAccount(cid, input.pocAccount);
      if (!found.ok) return found;
      if (found.data.added) return no(PatrolCode.Conflict, PatrolRefusal.UserExists);
      const user: PatrolUser = { id: input.pocAccount, name: input.name.trim(), pocAccount: input.pocAccount };
      await this.platform.commit([{ type: 'patrol.userAdded', user }]);
      return done(user);
    });
  }

  /** A patrol user's terminal read an NFC tag: recorded whatever it counts for. */
  punch(msId: string, nfcValue: string): Promise<PatrolOutcome<PunchRecord>> {
    return this.serial.run(async () => {
      // Another organisation's points and orders are not the terminal's to punch: a tag of theirs is a deviation.
      const book = this.bookOf(organisationOfTerminal(this.platform.state, msId));
      if (!book.users.has(msId)) return no(PatrolCode.NotFound, PatrolRefusal.NotPatrolUser);
      const problem = nfcProblem(nfcValue);
      if (problem) return bad('nfcValue', problem);
      const time = this.platform.now();
      const punch: PunchRecord = { id: this.nextId(), msId, nfcValue: nfcValue.trim(), time, ...resolvePunch(book, msId, nfcValue.trim(), time) };
      await this.platform.commit([{ type: 'patrol.punched', punch }]);
      return done(punch);
    });
  }
}

/** A 'YYYY-MM-DD' range as day numbers, or null when a date is not real or they are reversed. */
export function dayRange(dtStart: string, dtEnd: string): { from: number; to: number } | null {
  const from = dayNumber(dtStart);
  const to = dayNumber(dtEnd);
  return from === null || to === null || from > to || to - from > 400 ? null : { from, to };
}


