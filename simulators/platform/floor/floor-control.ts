import { callSetOf, FloorLimits, isDisabled, TerminalType, type FloorAnswer, type FloorReleaseReason } from '../../../protocol/index.ts';
import type { LogEntry } from '../events/emulator-event.ts';
import type { Platform } from '../platform.ts';
import { groupOfCaller } from '../organisations/organisation-of.ts';
import { tempGroupsOf } from '../projection/temp-group-reducer.ts';
import { Serial } from '../serial.ts';
import { decideExpiry, decideLeaveAll, decideRelease, decideRequest, type FloorEvent, type Requester } from './decide.ts';

export type FloorControlOptions = { maxTalkMs?: number; log?: (line: string) => void };

/**
 * The emulator's floor arbiter. Decisions are pure (decide.ts) and made one at a time: each waits
 * for the previous one's events to be in the log, so two presses at once cannot both be granted.
 * It also enforces the transmit time limit and frees the floors of terminals that go offline.
 */
export class FloorControl {
  private readonly queue = new Serial();
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly maxTalkMs: number;
  private readonly log: (line: string) => void;
  private readonly stopLive: () => void;
  private closed = false;

  constructor(
    private readonly platform: Platform,
    options: FloorControlOptions = {},
  ) {
    this.maxTalkMs = options.maxTalkMs ?? FloorLimits.maxTalkMs;
    this.log = options.log ?? (() => undefined);
    this.stopLive = platform.onLive((entries) => this.follow(entries));
  }

  /**
   * Floors open in the log belong to sockets of an earlier run: they end now. With several
   * instances only floors held by `isStale` terminals (this instance's) are stale.
   */
  endStaleFloors(isStale?: (msId: string) => boolean): Promise<void> {
    return this.serial(() => {
      const events: FloorEvent[] = [];
      const now = this.platform.now();
      for (const [gid, floor] of this.platform.state.floors) {
        if (isStale && !(floor.talker && isStale(floor.talker.msId))) continue;
        if (floor.talker) events.push({ type: 'floor.released', gid, msId: floor.talker.msId, reason: 'restart', talkMs: Math.max(0, now - floor.grantedAt) });
        events.push({ type: 'floor.idle', gid });
      }
      return this.append(events);
    });
  }

  request(msId: string, gid: string, emergency: boolean): Promise<FloorAnswer | null> {
    return this.serial(async () => {
      const terminal = this.platform.state.terminals.get(msId);
      if (!terminal) return null;
      if (isDisabled(callSetOf(terminal))) return { outcome: 'denied', reason: 'stunned' } as const;
      const requester: Requester = {
        msId,
        name: terminal.msName,
        type: terminal.type,
        isDispatcher: terminal.type === TerminalType.Dispatcher,
        groups: [...terminal.grp, ...tempGroupsOf(this.platform.state.tempGroups, msId)],
      };
      const { state } = this.platform;
      // Another organisation's group is denied as a missing one is ('no-group'), for dispatchers too.
      const groupExists = (state.groups.has(gid) || state.tempGroups.byGid.has(gid)) && groupOfCaller(state, msId, gid);
      const decision = decideRequest(this.platform.state.floors, requester, { gid, emergency, groupExists }, this.platform.now(), this.maxTalkMs);
      await this.append(decision.events);
      return decision.answer;
    });
  }

  release(msId: string, gid: string, reason: FloorReleaseReason = 'release'): Promise<void> {
    return this.serial(() => {
      // A one-way call's floor ends with the call (allCallEnd), not with a PTT release.
      if (this.platform.state.floors.get(gid)?.oneWay) return Promise.resolve();
      return this.append(decideRelease(this.platform.state.floors, msId, gid, reason, this.platform.now(), this.maxTalkMs));
    });
  }

  /** Runs work that reads the floors and appends floor events in turn with every floor decision. */
  exclusive<T>(work: () => Promise<T>): Promise<T> {
    return this.serial(work);
  }

  close(): void {
    this.closed = true;
    this.stopLive();
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }

  private serial<T>(work: () => Promise<T>): Promise<T> {
    return this.queue.run(work);
  }

  private async append(events: FloorEvent[]): Promise<void> {
    if (events.length > 0 && !this.closed) await this.platform.commit(events);
  }

  /** Arms the time limit of each new talker and frees what an offline terminal held. */
  private follow(entries: readonly LogEntry[]): void {
    for (const { event } of entries) {
      if (event.type === 'floor.taken') this.arm(event.gid, event.grantedAt + event.maxMs);
      else if (event.type === 'floor.idle' || event.type === 'floor.released') this.disarm(event.gid);
      else if (event.type === 'terminal.offline') this.leaveAll(event.msId, 'offline');
      // A stunned or killed terminal stops transmitting at once: its floor goes as if pre-empted.
      else if (event.type === 'terminal.callSet' && isDisabled(event.status)) this.leaveAll(event.msId, 'preempted');
      else if (event.type === 'tempGroup.removed') this.endFloor(event.gid);
    }
  }

  /** A removed temp group's talker and queue go with it. */
  private endFloor(gid: string): void {
    this.serial(() => {
      const floor = this.platform.state.floors.get(gid);
      if (!floor) return Promise.resolve();
      const now = this.platform.now();
      const released: FloorEvent[] = floor.talker
        ? [{ type: 'floor.released', gid, msId: floor.talker.msId, reason: 'release', talkMs: Math.max(0, now - floor.grantedAt) }]
        : [];
      return this.append([...released, { type: 'floor.idle', gid }]);
    }).catch((error: unknown) => this.log(`floor of removed ${gid} not ended: ${String(error)}`));
  }

  private leaveAll(msId: string, reason: 'offline' | 'preempted'): void {
    this.serial(() => this.append(decideLeaveAll(this.platform.state.floors, msId, reason, this.platform.now(), this.maxTalkMs))).catch((error: unknown) =>
      this.log(`floors of ${msId} (${reason}) not freed: ${String(error)}`),
    );
  }

  private arm(gid: string, at: number): void {
    this.disarm(gid);
    if (this.closed) return;
    const timer = setTimeout(() => {
      this.timers.delete(gid);
      this.serial(() => this.append(decideExpiry(this.platform.state.floors, gid, this.platform.now(), this.maxTalkMs))).catch((error: unknown) =>
        this.log(`time limit of ${gid} not enforced: ${String(error)}`),
      );
    }, Math.max(0, at - this.platform.now()));
    timer.unref();
    this.timers.set(gid, timer);
  }

  private disarm(gid: string): void {
    const timer = this.timers.get(gid);
    if (timer !== undefined) clearTimeout(timer);
    this.timers.delete(gid);
  }
}
