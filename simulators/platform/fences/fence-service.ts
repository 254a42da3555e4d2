import {
  alarmStepRefusal,
  fenceAlarmHandling,
  handOverTargetRefusal,
  LogType,
  FENCE_ALARM_LOG_TYPE,
  fenceContains,
  fenceCrossing,
  FenceLimits,
  FenceLogType,
  FenceRefusal,
  TerminalType,
  type Fence,
  type FenceAlarm,
  type FenceShape,
  type FenceTerminal,
  type FenceType,
  type GpsFix,
  type Terminal,
} from '../../../protocol/index.ts';
import type { EmulatorEvent } from '../events/emulator-event.ts';
import type { Platform } from '../platform.ts';
import { fencesWatching, isWatched } from '../projection/fence-reducer.ts';
import { Serial } from '../serial.ts';
import { anyGeoCall, membershipChanges } from '../geo-calls/membership.ts';

/** About two seconds of a 10,000-terminal fleet at 1 Hz: beyond it `reportGps` answers busy (503). */
export const MAX_PENDING_FIXES = 20_000;
/** The answer to a fix refused as busy: one settled promise for all of them. */
const STORED_NOT: Promise<boolean> = Promise.resolve(false);

export type FenceAlarmAnswer = { readonly code: '0'; readonly alarm: FenceAlarm } | { readonly code: string; readonly desc: string; readonly alarm?: FenceAlarm };
export type FenceAnswer = { readonly code: '0'; readonly fence: Fence } | { readonly code: string; readonly desc: string };
export type FenceDraft = { readonly name: string; readonly type: FenceType; readonly shape: FenceShape };

/**
 * Creates, edits, assigns and deletes geo-fences, and checks GPS fixes against them. A fix of a
 * watched terminal is committed together with the alarms it raises, in one batch, after the
 * decisions before it: the previous position is the terminal's last fix in the state, so each
 * crossing raises exactly one alarm however many fixes follow on the wrong side.
 */
export class FenceService {
  private readonly serial = new Serial();
  /** Fixes of watched terminals (or during a geo-call) accepted and not yet committed; the others count in the platform's turn batch. */
  private pendingFixes = 0;
  private turnDone: Promise<void> | null = null;
  private turnStored: Promise<boolean> | null = null;
  /** Tests lower it to see the busy answer. */
  maxPendingFixes = MAX_PENDING_FIXES;

  constructor(private readonly platform: Platform) {}

  create(dispatcher: string, draft: FenceDraft, terminals: readonly string[] = []): Promise<FenceAnswer> {
    return this.serial.run(async () => {
      const me = this.dispatcher(dispatcher);
      if (!me) return { code: '403', desc: FenceRefusal.NotDispatcher };
      const fences = this.visible(me.cid);
      if (fences.length >= FenceLimits.maxFences) return { code: '409', desc: FenceRefusal.TooMany };
      if (fences.some((fence) => fence.name === draft.name)) return { code: '409', desc: FenceRefusal.NameTaken };
      const unknown = this.unknownTerminal(me.cid, terminals);
      if (unknown) return { code: '404', desc: `${FenceRefusal.UnknownTerminal} ${unknown}` };
      const fence: Fence = {
        fenceid: String(this.platform.state.fences.lastId + 1),
        cid: me.cid,
        name: draft.name,
        type: draft.type,
        shape: draft.shape,
        creator: dispatcher,
        creatorName: me.msName,
        time: this.platform.now(),
        terminals: [...new Set(terminals)],
      };
      await this.platform.commit([{ type: 'fence.created', fence, logType: FenceLogType.Created }]);
      return { code: '0', fence: this.platform.state.fences.byId.get(fence.fenceid) ?? fence };
    });
  }

  edit(dispatcher: string, fenceid: string, draft: FenceDraft): Promise<FenceAnswer> {
    return this.serial.run(async () => {
      const found = this.owned(dispatcher, fenceid);
      if ('code' in found) return found;
      if (this.visible(found.me.cid).some((fence) => fence.fenceid !== fenceid && fence.name === draft.name)) return { code: '409', desc: FenceRefusal.NameTaken };
      await this.platform.commit([
        { type: 'fence.edited', fenceid, name: draft.name, fenceType: draft.type, shape: draft.shape, editor: dispatcher, logType: FenceLogType.Edited },
      ]);
      return { code: '0', fence: this.platform.state.fences.byId.get(fenceid)! };
    });
  }

  setTerminals(dispatcher: string, fenceid: string, terminals: readonly string[]): Promise<FenceAnswer> {
    return this.serial.run(async () => {
      const found = this.owned(dispatcher, fenceid);
      if ('code' in found) return found;
      const unknown = this.unknownTerminal(found.me.cid, terminals);
      if (unknown) return { code: '404', desc: `${FenceRefusal.UnknownTerminal} ${unknown}` };
      await this.platform.commit([{ type: 'fence.terminalsSet', fenceid, terminals: [...new Set(terminals)], editor: dispatcher, logType: FenceLogType.Edited }]);
      return { code: '0', fence: this.platform.state.fences.byId.get(fenceid)! };
    });
  }

  delete(dispatcher: string, fenceid: string): Promise<FenceAnswer> {
    return this.serial.run(async () => {
      const found = this.owned(dispatcher, fenceid);
      if ('code' in found) return found;
      await this.platform.commit([{ type: 'fence.deleted', fenceid, editor: dispatcher, logType: FenceLogType.Deleted }]);
      return { code: '0', fence: found.fence };
    });
  }

  /**
   * Ours (several dispatchers, protocol/handover.ts): a dispatcher of the alarm's customer acknowledges
   * an open alarm nobody handles and becomes its handler (140); the handler hands it to another
   * dispatcher (142) or resolves it (119). In the fixes' queue, so two dispatchers never both win.
   */
  acknowledgeAlarm(dispatcher: string, id: string): Promise<FenceAlarmAnswer> {
    return this.alarmStep(dispatcher, id, 'acknowledge', (me, alarm) => [
      { type: 'fence.alarmAcknowledged', id, msId: alarm.msId, by: me.msId, byName: me.msName, time: this.platform.now(), logType: LogType.AlarmAcknowledged },
    ]);
  }

  handOverAlarm(dispatcher: string, id: string, to: string): Promise<FenceAlarmAnswer> {
    return this.alarmStep(dispatcher, id, 'handOver', (me, alarm) => {
      const target = this.platform.state.terminals.get(to);
      const refusal = handOverTargetRefusal(me.msId, to, target);
      if (refusal) return refusal;
      return [
        { type: 'fence.alarmHandedOver', id, msId: alarm.msId, from: me.msId, fromName: me.msName, to, toName: target!.msName, time: this.platform.now(), logType: LogType.AlarmHandedOver },
      ];
    });
  }

  resolveAlarm(dispatcher: string, id: string, remark = ''): Promise<FenceAlarmAnswer> {
    return this.alarmStep(dispatcher, id, 'close', (me, alarm) => [
      { type: 'fence.alarmResolved', id, msId: alarm.msId, by: me.msId, byName: me.msName, time: this.platform.now(), remark, logType: LogType.AlarmRemotelyClosed },
    ]);
  }

  private alarmStep(
    dispatcher: string,
    id: string,
    step: 'acknowledge' | 'handOver' | 'close',
    decide: (me: Terminal, alarm: FenceAlarm) => EmulatorEvent[] | { code: string; desc: string },
  ): Promise<FenceAlarmAnswer> {
    return this.serial.run(async () => {
      const me = this.dispatcher(dispatcher);
      if (!me) return { code: '403', desc: FenceRefusal.NotDispatcher };
      const { alarms } = this.platform.state.fences;
      const alarm = alarms.find((one) => one.id === id);
      // Another customer's alarm is not there for this dispatcher (as in /ds/fence/fa).
      if (!alarm || this.platform.state.terminals.get(alarm.msId)?.cid !== me.cid) return { code: '404', desc: FenceRefusal.UnknownAlarm };
      const refusal = alarmStepRefusal(fenceAlarmHandling(alarm), step, dispatcher);
      if (refusal) return { ...refusal, alarm };
      const events = decide(me, alarm);
      if (!Array.isArray(events)) return { ...events, alarm };
      await this.platform.commit(events);
      return { code: '0', alarm: alarms.find((one) => one.id === id) ?? alarm };
    });
  }

  /** findter: the fence's terminals, with whether each one's last fix is inside. */
  terminalsOf(dispatcher: string, fenceid: string): { code: '0'; list: FenceTerminal[] } | { code: string; desc: string } {
    const found = this.owned(dispatcher, fenceid);
    if ('code' in found) return found;
    const list = found.fence.terminals.map((msId): FenceTerminal => {
      const terminal = this.platform.state.terminals.get(msId);
      const gps = terminal?.gps;
      return { msId, msName: terminal?.msName ?? msId, inside: gps ? fenceContains(found.fence.shape, [gps.lng, gps.lat]) : null };
    });
    return { code: '0', list };
  }

  /** Fences the dispatcher's customer owns, oldest first. */
  listFor(dispatcher: string): Fence[] | null {
    const me = this.dispatcher(dispatcher);
    return me ? this.visible(me.cid) : null;
  }

  /**
   * Commits a terminal's fix with the fence alarms it raises and the geo-call membership it changes;
   * resolves true once committed, or false at once when MAX_PENDING_FIXES fixes are already waiting
   * for the store (the caller answers busy). A fleet reporting faster than the store commits would
   * otherwise queue fixes without bound until the process spends its time collecting garbage and
   * stops answering (the 10,000-terminal load run, docs/performance.md "Load").
   * A terminal no fence watches, while no geo-call is open, takes the fast path (no queue), so the
   * fleet's GPS does not wait on fence decisions.
   */
  commitFix(msId: string, fix: GpsFix): Promise<boolean> {
    const { platform } = this;
    if (this.pendingFixes + platform.inTurnPending >= this.maxPendingFixes) return STORED_NOT;
    const { state } = platform;
    // The usual case: the fix joins this turn's one batch, and its callers share one promise.
    if (!isWatched(state.fences, msId) && !anyGeoCall(state)) return this.storedInTurn(platform.commitInTurn({ type: 'terminal.gps', msId, fix }));
    // Geo-calls gain and lose members on the same fixes (simulators/platform/geo-calls).
    const committed = this.serial.run(() => platform.commit([{ type: 'terminal.gps', msId, fix }, ...this.alarmsFor(msId, fix), ...membershipChanges(platform.state, msId, fix)]));
    this.pendingFixes += 1;
    return committed.then(this.fixStored, this.fixFailed);
  }

  /** The turn's batch as stored-or-not, made once per batch (commitInTurn gives each of its fixes the same promise). */
  private storedInTurn(done: Promise<void>): Promise<boolean> {
    if (done !== this.turnDone) {
      this.turnDone = done;
      this.turnStored = done.then(() => true);
    }
    return this.turnStored!;
  }

  // Made once: closures made per fix were a context and two functions more for every fix in flight.
  private readonly fixStored = (): boolean => {
    this.pendingFixes -= 1;
    return true;
  };

  private readonly fixFailed = (error: unknown): never => {
    this.pendingFixes -= 1;
    throw error;
  };

  /** Runs a decision in the fixes' queue: a geo-call starts or ends between fixes, never across one. */
  inFixQueue<T>(work: () => Promise<T>): Promise<T> {
    return this.serial.run(work);
  }

  private alarmsFor(msId: string, fix: GpsFix): EmulatorEvent[] {
    const { fences, terminals } = this.platform.state;
    const terminal = terminals.get(msId);
    if (!terminal) return [];
    const before = terminal.gps ? ([terminal.gps.lng, terminal.gps.lat] as const) : null;
    const after = [fix.lng, fix.lat] as const;
    const now = this.platform.now();
    let lastId = fences.lastAlarmId;
    const events: EmulatorEvent[] = [];
    for (const fence of fencesWatching(fences, msId)) {
      const kind = fenceCrossing(fence.type, fence.shape, before, after);
      if (!kind) continue;
      lastId += 1;
      const alarm: FenceAlarm = {
        id: String(lastId),
        fenceid: fence.fenceid,
        fenceName: fence.name,
        fenceType: fence.type,
        msId,
        name: terminal.msName,
        kind,
        lat: fix.lat,
        lng: fix.lng,
        time: fix.time,
        alarmTime: now,
      };
      events.push({ type: 'fence.alarmed', alarm, logType: FENCE_ALARM_LOG_TYPE });
    }
    return events;
  }

  private dispatcher(msId: string): Terminal | null {
    const me = this.platform.state.terminals.get(msId);
    return me?.type === TerminalType.Dispatcher ? me : null;
  }

  private visible(cid: string): Fence[] {
    return [...this.platform.state.fences.byId.values()].filter((fence) => fence.cid === cid);
  }

  private owned(dispatcher: string, fenceid: string): { me: Terminal; fence: Fence } | { code: string; desc: string } {
    const me = this.dispatcher(dispatcher);
    if (!me) return { code: '403', desc: FenceRefusal.NotDispatcher };
    const fence = this.platform.state.fences.byId.get(fenceid);
    if (!fence || fence.cid !== me.cid) return { code: '404', desc: FenceRefusal.Unknown };
    return { me, fence };
  }

  /** The first msId that is not a terminal of this customer (dispatchers are not fenced). */
  private unknownTerminal(cid: string, msIds: readonly string[]): string | null {
    for (const msId of msIds) {
      const terminal = this.platform.state.terminals.get(msId);
      if (!terminal || terminal.cid !== cid || terminal.type === TerminalType.Dispatcher) return msId;
    }
    return null;
  }
}

