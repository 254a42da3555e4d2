import {
  alarmStepRefusal,
  handOverTargetRefusal,
  LogType,
  loneWorkAlarmHandling,
  canEdit,
  canWorkAlone,
  canEnd,
  canStart,
  endTimeOf,
  LoneWorkLimits,
  LoneWorkRefusal,
  LoneWorkStatus,
  phaseOf,
  LoneWorkPhase,
  plannedStartOf,
  TerminalType,
  type AddLoneWork,
  type LoneWork,
  type LoneWorkAlarm,
  type LoneWorkCause,
} from '../../../protocol/index.ts';
import type { EmulatorEvent } from '../events/emulator-event.ts';
import { organisationOfCaller, organisationOfTerminal } from '../organisations/organisation-of.ts';
import type { Platform } from '../platform.ts';
import type { PlatformState } from '../projection/state.ts';
import { Serial } from '../serial.ts';
import { checkPlans, startEvents } from './check-plans.ts';

export type Refusal = { readonly code: string; readonly desc: string };
export type WorkAnswer = { readonly code: '0'; readonly work: LoneWork | null } | Refusal;
export type AlarmAnswer = { readonly code: '0'; readonly alarm: LoneWorkAlarm } | (Refusal & { readonly alarm?: LoneWorkAlarm });

export type Draft = Required<Omit<AddLoneWork, 'enabled'>> & { enabled: boolean };

/** A plan belongs to its terminals' organisation (as its events do), an alarm to its terminal's (docs/protocol.md "Organisations"). */
export const workOfOrganisation = (state: Pick<PlatformState, 'terminals'>, work: LoneWork, cid: string | null): boolean =>
  cid !== null && work.msIds[0] !== undefined && organisationOfTerminal(state, work.msIds[0]) === cid;
export const alarmOfOrganisation = (state: Pick<PlatformState, 'terminals'>, alarm: LoneWorkAlarm, cid: string | null): boolean =>
  cid !== null && organisationOfTerminal(state, alarm.msId) === cid;

/** A real minute; tests give the emulator a shorter one (`--lone-worker-minute-ms`). */
export const MINUTE_MS = 60_000;

/**
 * Lone worker plans (docs/protocol.md "Lone worker"): add, edit, remove, start now, end, alarms by
 * hand and handled, terminals' check-in replies, and the scheduler's checks. Input arrives
 * validated by the route's schema (SPEC §5); this checks who asks, what exists and the status
 * rules of SPEC §4. One decision at a time, scheduler ticks included, so a plan is never both
 * edited and started, and alarm ids are never given twice.
 */
export class LoneWorkService {
  private readonly serial = new Serial();

  constructor(
    private readonly platform: Platform,
    readonly minuteMs: number = MINUTE_MS,
  ) {}

  add(msId: string, draft: Draft): Promise<WorkAnswer> {
    return this.serial.run(async () => {
      const refusal = this.refuseCaller(msId) ?? this.refuseTerminals(msId, draft.msIds);
      if (refusal) return refusal;
      const book = this.platform.state.loneWork;
      // Each organisation's own limit: another's plans neither count nor show.
      const cid = this.cidOf(msId);
      if ([...book.byId.values()].filter((work) => workOfOrganisation(this.platform.state, work, cid)).length >= LoneWorkLimits.maxPlans) {
        return { code: '400', desc: LoneWorkRefusal.TooMany };
      }
      const now = this.platform.now();
      const work: LoneWork = {
        ...this.planOf(draft),
        id: String(book.lastId + 1),
        status: LoneWorkStatus.Normal,
        realStart: null,
        realEnd: null,
        dueEnd: null,
        lastCheckIn: null,
        nextCheckIn: null,
        replies: {},
        alarmCount: 0,
        creator: msId,
        createdAt: now,
        updatedAt: now,
      };
      await this.platform.commit([{ type: 'loneWork.added', work, by: msId, name: this.nameOf(work), logType: 120 }]);
      return { code: '0', work };
    });
  }

  edit(msId: string, id: string, draft: Draft): Promise<WorkAnswer> {
    return this.serial.run(async () => {
      const found = this.editable(msId, id);
      if ('code' in found) return found;
      const refusal = this.refuseTerminals(msId, draft.msIds);
      if (refusal) return refusal;
      const work: LoneWork = { ...found.work, ...this.planOf(draft), updatedAt: this.platform.now() };
      await this.platform.commit([{ type: 'loneWork.edited', work, by: msId, name: this.nameOf(work), logType: 121 }]);
      return { code: '0', work };
    });
  }

  remove(msId: string, id: string): Promise<WorkAnswer> {
    return this.serial.run(async () => {
      const refusal = this.refuseCaller(msId);
      if (refusal) return refusal;
      const work = this.workOf(msId, id);
      if (!work) return { code: '404', desc: LoneWorkRefusal.Unknown };
      // A finished plan may be cleared away; a running one cannot be operated (SPEC §4).
      if (phaseOf(work) === LoneWorkPhase.Doing) return { code: '409', desc: LoneWorkRefusal.NotEditable };
      await this.platform.commit([{ type: 'loneWork.removed', id, by: msId, name: this.nameOf(work), logType: 122 }]);
      return { code: '0', work: null };
    });
  }

  start(msId: string, id: string): Promise<WorkAnswer> {
    return this.serial.run(async () => {
      const refusal = this.refuseCaller(msId);
      if (refusal) return refusal;
      const work = this.workOf(msId, id);
      if (!work) return { code: '404', desc: LoneWorkRefusal.Unknown };
      if (!canStart(work)) return { code: '409', desc: LoneWorkRefusal.NotStartable };
      await this.platform.commit(startEvents(work, this.platform.now(), this.minuteMs, msId));
      return { code: '0', work: this.platform.state.loneWork.byId.get(id) ?? null };
    });
  }

  end(msId: string, id: string): Promise<WorkAnswer> {
    return this.serial.run(async () => {
      const refusal = this.refuseCaller(msId);
      if (refusal) return refusal;
      const work = this.workOf(msId, id);
      if (!work) return { code: '404', desc: LoneWorkRefusal.Unknown };
      if (!canEnd(work)) return { code: '409', desc: LoneWorkRefusal.NotRunning };
      await this.platform.commit([{ type: 'loneWork.ended', id, at: this.platform.now(), by: msId }]);
      return { code: '0', work: this.platform.state.loneWork.byId.get(id) ?? null };
    });
  }

  /** A terminal of a running plan answers its check-in. */
  reply(msId: string, id: string): Promise<WorkAnswer> {
    return this.serial.run(async () => {
      const work = this.workOf(msId, id);
      if (!work) return { code: '404', desc: LoneWorkRefusal.Unknown };
      if (!work.msIds.includes(msId)) return { code: '403', desc: LoneWorkRefusal.NotInPlan };
      if (!canEnd(work)) return { code: '409', desc: LoneWorkRefusal.NotRunning };
      await this.platform.commit([{ type: 'loneWork.replied', id, msId, at: this.platform.now() }]);
      return { code: '0', work: null };
    });
  }

  /** POST addAlarm: a dispatcher records an alarm of a running plan's terminal by hand. */
  addAlarm(by: string, input: { workId: string; msId: string; cause: LoneWorkCause; remark: string }): Promise<AlarmAnswer> {
    return this.serial.run(async () => {
      const refusal = this.refuseCaller(by);
      if (refusal) return refusal;
      const work = this.workOf(by, input.workId);
      if (!work) return { code: '404', desc: LoneWorkRefusal.Unknown };
      if (!work.msIds.includes(input.msId)) return { code: '400', desc: LoneWorkRefusal.NotInPlan };
      if (!canEnd(work)) return { code: '409', desc: LoneWorkRefusal.NotRunning };
      const alarm: LoneWorkAlarm = { id: String(this.platform.state.loneWork.lastAlarmId + 1), ...input, alarmTime: this.platform.now(), handler: null, handledAt: null };
      await this.platform.commit([{ type: 'loneWork.alarmed', alarm }]);
      return { code: '0', alarm };
    });
  }

  /**
   * PUT updateAlarm: handles an alarm with a remark (again, to change the remark). An open alarm that
   * a dispatcher acknowledged is handled by that dispatcher only (ours, several dispatchers).
   */
  updateAlarm(by: string, id: string, remark: string): Promise<AlarmAnswer> {
    return this.serial.run(async () => {
      const refusal = this.refuseCaller(by);
      if (refusal) return refusal;
      const alarm = this.alarmOf(by, id);
      if (!alarm) return { code: '404', desc: LoneWorkRefusal.Unknown };
      const handling = loneWorkAlarmHandling(alarm);
      const stepRefusal = handling.closed ? null : alarmStepRefusal(handling, 'close', by);
      if (stepRefusal) return { ...stepRefusal, alarm };
      const at = this.platform.now();
      const byName = this.platform.state.terminals.get(by)?.msName ?? by;
      await this.platform.commit([{ type: 'loneWork.alarmHandled', id, workId: alarm.workId, remark, by, byName, at }]);
      return { code: '0', alarm: this.platform.state.loneWork.alarms.find((item) => item.id === id) ?? alarm };
    });
  }

  /** Ours (several dispatchers, protocol/handover.ts): a dispatcher acknowledges an open alarm nobody handles and handles it (140). */
  acknowledgeAlarm(by: string, id: string): Promise<AlarmAnswer> {
    return this.alarmStep(by, id, 'acknowledge', (me, alarm) => [
      { type: 'loneWork.alarmAcknowledged', id, workId: alarm.workId, msId: alarm.msId, by, byName: me.msName, at: this.platform.now(), logType: LogType.AlarmAcknowledged },
    ]);
  }

  /** Ours: the handler gives an open alarm to another dispatcher (142); only they handle it from then on. */
  handOverAlarm(by: string, id: string, to: string): Promise<AlarmAnswer> {
    return this.alarmStep(by, id, 'handOver', (me, alarm) => {
      // Another organisation's dispatcher is no target, as an unknown account is not.
      const found = this.platform.state.terminals.get(to);
      const target = found !== undefined && found.cid === this.cidOf(by) ? found : undefined;
      const refusal = handOverTargetRefusal(by, to, target);
      if (refusal) return refusal;
      return [
        {
          type: 'loneWork.alarmHandedOver',
          id,
          workId: alarm.workId,
          msId: alarm.msId,
          from: by,
          fromName: me.msName,
          to,
          toName: target!.msName,
          at: this.platform.now(),
          logType: LogType.AlarmHandedOver,
        },
      ];
    });
  }

  private alarmStep(
    by: string,
    id: string,
    step: 'acknowledge' | 'handOver',
    decide: (me: { msName: string }, alarm: LoneWorkAlarm) => EmulatorEvent[] | Refusal,
  ): Promise<AlarmAnswer> {
    return this.serial.run(async () => {
      const refusal = this.refuseCaller(by);
      if (refusal) return refusal;
      const { alarms } = this.platform.state.loneWork;
      const alarm = this.alarmOf(by, id);
      if (!alarm) return { code: '404', desc: LoneWorkRefusal.Unknown };
      const stepRefusal = alarmStepRefusal(loneWorkAlarmHandling(alarm), step, by);
      if (stepRefusal) return { ...stepRefusal, alarm };
      const events = decide(this.platform.state.terminals.get(by)!, alarm);
      if (!Array.isArray(events)) return { ...events, alarm };
      await this.platform.commit(events);
      return { code: '0', alarm: alarms.find((item) => item.id === id) ?? alarm };
    });
  }

  /** One scheduler step: starts, ends, check-ins and alarms due now, committed together. */
  tick(): Promise<number> {
    return this.serial.run(async () => {
      const { state } = this.platform;
      const world = { plans: state.loneWork.byId.values(), terminals: state.terminals, calls: state.calls, floors: state.floors, lastAlarmId: state.loneWork.lastAlarmId };
      const events = checkPlans(world, this.platform.now(), this.minuteMs);
      if (events.length > 0) await this.platform.commit(events);
      return events.length;
    });
  }

  private planOf(draft: Draft) {
    const wTime = draft.wTime ?? 0;
    const plannedStart = plannedStartOf(draft.date, draft.sTime, draft.utcOffset);
    return {
      msIds: [...new Set(draft.msIds)],
      date: draft.date,
      sTime: draft.sTime,
      eTime: endTimeOf(draft.sTime, wTime),
      wTime,
      hb: draft.hb ?? 0,
      utcOffset: draft.utcOffset,
      plannedStart,
      plannedEnd: plannedStart + wTime * MINUTE_MS,
      enabled: draft.enabled,
    };
  }

  /** The log's subject: the plan's terminals by name. */
  private nameOf(work: LoneWork): string {
    return work.msIds.map((msId) => this.platform.state.terminals.get(msId)?.msName ?? msId).join(', ');
  }

  private editable(msId: string, id: string): { work: LoneWork } | Refusal {
    const refusal = this.refuseCaller(msId);
    if (refusal) return refusal;
    const work = this.workOf(msId, id);
    if (!work) return { code: '404', desc: LoneWorkRefusal.Unknown };
    return canEdit(work) ? { work } : { code: '409', desc: LoneWorkRefusal.NotEditable };
  }

  private cidOf(msId: string): string | null {
    return organisationOfCaller(this.platform.state, msId);
  }

  /** The caller's organisation's plan; another organisation's is unknown, as a missing one is. */
  private workOf(caller: string, id: string): LoneWork | undefined {
    const work = this.platform.state.loneWork.byId.get(id);
    return work && workOfOrganisation(this.platform.state, work, this.cidOf(caller)) ? work : undefined;
  }

  private alarmOf(caller: string, id: string): LoneWorkAlarm | undefined {
    const alarm = this.platform.state.loneWork.alarms.find((item) => item.id === id);
    return alarm && alarmOfOrganisation(this.platform.state, alarm, this.cidOf(caller)) ? alarm : undefined;
  }

  private refuseCaller(msId: string): Refusal | null {
    return this.platform.state.terminals.get(msId)?.type === TerminalType.Dispatcher ? null : { code: '403', desc: LoneWorkRefusal.NotDispatcher };
  }

  /** Unknown terminals, those that cannot work alone and another organisation's are refused alike. */
  private refuseTerminals(caller: string, msIds: readonly string[]): Refusal | null {
    const { terminals } = this.platform.state;
    const cid = this.cidOf(caller);
    const known = msIds.every((msId) => {
      const terminal = terminals.get(msId);
      return terminal !== undefined && terminal.cid === cid && canWorkAlone(terminal.type);
    });
    return known ? null : { code: '400', desc: LoneWorkRefusal.UnknownTerminal };
  }
}

