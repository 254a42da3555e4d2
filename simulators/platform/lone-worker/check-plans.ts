import { LoneWorkCause, LoneWorkPhase, phaseOf, WEAK_SIGNAL_BARS, type FloorState, type LoneWork, type LoneWorkAlarm, type LoneWorkEvent, type OpenCall, type Terminal } from '../../../protocol/index.ts';

/** Battery at or under this percentage counts as none left (a radio shuts down about there). */
export const NO_BATTERY_PERCENT = 5;

/** What the check reads: the plans and the terminals' real state as the platform holds it. */
export type PlanWorld = {
  readonly plans: Iterable<LoneWork>;
  readonly terminals: ReadonlyMap<string, Terminal>;
  readonly calls: ReadonlyMap<string, OpenCall>;
  readonly floors: ReadonlyMap<string, FloorState>;
  /** The last alarm id given; new alarms take the ones after it. */
  readonly lastAlarmId: number;
};

/** A plan's begin: its started event and the first check-in, due one interval later. */
export function startEvents(work: LoneWork, now: number, minuteMs: number, by: string | null): LoneWorkEvent[] {
  return [
    { type: 'loneWork.started', id: work.id, at: now, dueEnd: now + work.wTime * minuteMs, by },
    { type: 'loneWork.checkIn', id: work.id, msIds: work.msIds, at: now, next: now + work.hb * minuteMs },
  ];
}

/** Whether the terminal talks (holds a floor) or is in a call: it cannot attend to a check-in. */
function isBusy(msId: string, world: PlanWorld): boolean {
  for (const call of world.calls.values()) if (call.caller === msId || call.callee === msId) return true;
  for (const floor of world.floors.values()) if (floor.talker?.msId === msId) return true;
  return false;
}

/**
 * SPEC §4 alarm causes, the first that holds: offline, no battery, weak signal, busy, forgot to
 * reply (no answer since the last check-in). Null when the terminal is fine.
 */
export function causeOf(work: LoneWork, msId: string, world: PlanWorld): LoneWorkCause | null {
  const terminal = world.terminals.get(msId);
  if (!terminal || terminal.online !== 1) return LoneWorkCause.Offline;
  if (terminal.battery <= NO_BATTERY_PERCENT) return LoneWorkCause.NoBattery;
  if (terminal.signal <= WEAK_SIGNAL_BARS) return LoneWorkCause.WeakSignal;
  if (isBusy(msId, world)) return LoneWorkCause.Busy;
  const replied = work.replies[msId];
  if (work.lastCheckIn !== null && (replied === undefined || replied < work.lastCheckIn)) return LoneWorkCause.ForgotReply;
  return null;
}

/**
 * The scheduler's decision at `now`, pure: enabled plans whose planned time came start; running
 * plans whose work period ran out end; running plans whose check-in is due get each terminal
 * checked (an alarm per terminal in trouble) and the next check-in.
 */
export function checkPlans(world: PlanWorld, now: number, minuteMs: number): LoneWorkEvent[] {
  const events: LoneWorkEvent[] = [];
  let alarmId = world.lastAlarmId;
  for (const work of world.plans) {
    const phase = phaseOf(work);
    if (phase === LoneWorkPhase.Awaiting) {
      if (work.enabled && now >= work.plannedStart && now < work.plannedEnd) events.push(...startEvents(work, now, minuteMs, null));
      continue;
    }
    if (phase !== LoneWorkPhase.Doing) continue;
    if (work.dueEnd !== null && now >= work.dueEnd) {
      events.push({ type: 'loneWork.ended', id: work.id, at: now, by: null });
      continue;
    }
    if (work.nextCheckIn === null || now < work.nextCheckIn) continue;
    for (const msId of work.msIds) {
      const cause = causeOf(work, msId, world);
      if (cause === null) continue;
      alarmId += 1;
      const alarm: LoneWorkAlarm = { id: String(alarmId), workId: work.id, msId, alarmTime: now, cause, remark: '', handler: null, handledAt: null };
      events.push({ type: 'loneWork.alarmed', alarm });
    }
    events.push({ type: 'loneWork.checkIn', id: work.id, msIds: work.msIds, at: now, next: now + work.hb * minuteMs });
  }
  return events;
}
