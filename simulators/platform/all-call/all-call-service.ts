import { randomUUID } from 'node:crypto';
import { AllCallLimits, AllCallRefusal, Feature, TerminalType, type AllCallEndReason, type AllCallGrant } from '../../../protocol/index.ts';
import type { LogEntry } from '../events/emulator-event.ts';
import type { FloorControl } from '../floor/floor-control.ts';
import { groupOfCaller } from '../organisations/organisation-of.ts';
import type { Platform } from '../platform.ts';
import { decideEnd, decideStart, decideTargets, endReasonOf, type OneWayCaller, type Refusal, type StartRequest } from './decide.ts';
import type { OneWayMedia, OneWayMediaCall } from './one-way-media.ts';

type OpenCall = {
  readonly callId: string;
  readonly caller: string;
  readonly startedAt: number;
  /** Groups whose floor the call still holds. */
  readonly holding: Set<string>;
  readonly media: OneWayMediaCall;
};

export type StartAnswer = { readonly ok: true; readonly grant: AllCallGrant } | ({ readonly ok: false } & (Refusal | { readonly code: '502'; readonly desc: string }));

/**
 * Runs one-way calls (all-call, broadcast call): checks, sets up the media, takes the floors in turn
 * with every other floor decision (FloorControl.exclusive), and ends the call when the caller ends
 * it or when it has lost its last floor (time limit, caller offline, emergencies, restart). The
 * media of a call lives exactly as long as the call.
 */
export class AllCallService {
  private readonly open = new Map<string, OpenCall>();
  private readonly stopLive: () => void;
  private closed = false;

  constructor(
    private readonly platform: Platform,
    private readonly floor: FloorControl,
    private readonly media: OneWayMedia,
    private readonly log: (line: string) => void = () => undefined,
  ) {
    this.stopLive = platform.onLive((entries) => this.follow(entries));
  }

  /** Calls open in the log belong to an earlier run: they end now (before their floors are freed). */
  endStaleCalls(isStale: (msId: string) => boolean = () => true): Promise<void> {
    return this.floor.exclusive(async () => {
      const stale = new Map<string, { callId: string; caller: string; startedAt: number }>();
      for (const floor of this.platform.state.floors.values()) {
        if (floor.oneWay && floor.talker && isStale(floor.talker.msId)) stale.set(floor.oneWay.callId, { callId: floor.oneWay.callId, caller: floor.talker.msId, startedAt: floor.grantedAt });
      }
      const now = this.platform.now();
      for (const call of stale.values()) await this.platform.commit(decideEnd(this.platform.state.floors, call, 'restart', now));
    });
  }

  async start(msId: string, request: StartRequest): Promise<StartAnswer> {
    const terminal = this.platform.state.terminals.get(msId);
    if (!terminal || this.closed) return { ok: false, code: '404', desc: 'no terminal for this account' };
    const caller: OneWayCaller = { msId, name: terminal.msName, type: terminal.type, isDispatcher: terminal.type === TerminalType.Dispatcher };
    const targets = decideTargets(this.context(msId), caller, request);
    if ('code' in targets) return { ok: false, ...targets };

    const callId = randomUUID();
    const media = await this.media.open(callId, msId, targets.gids);
    if (!media) return { ok: false, code: '502', desc: AllCallRefusal.MediaUnavailable };
    const started = await this.floor.exclusive(async () => {
      // Checked again: the state may have moved while the media was set up.
      const again = decideTargets(this.context(msId), caller, request);
      if ('code' in again) return again;
      const now = this.platform.now();
      const gids = targets.gids.filter((gid) => media.relayed.has(gid));
      const decision = decideStart(this.platform.state.floors, caller, { callId, kind: request.kind, room: media.room, gids }, now);
      if (decision.gids.length === 0) return { code: '409' as const, desc: AllCallRefusal.NoGroups };
      this.open.set(callId, { callId, caller: msId, startedAt: now, holding: new Set(decision.gids), media });
      await this.platform.commit(decision.events);
      return { gids: decision.gids, now };
    });
    if ('code' in started) {
      await media.close();
      return { ok: false, ...started };
    }
    for (const gid of media.relayed) if (!started.gids.includes(gid)) void media.drop(gid);
    this.log(`one-way call ${callId} (${request.kind}) by ${msId} to ${started.gids.length} groups`);
    return {
      ok: true,
      grant: { callId, kind: request.kind, gids: started.gids, startedAt: started.now, maxMs: AllCallLimits.maxTalkMs, room: media.room, pin: media.pin },
    };
  }

  /** The caller ends its call; '404' when it has no such call open. */
  async end(msId: string, callId: string): Promise<'0' | '404'> {
    const call = this.open.get(callId);
    if (!call || call.caller !== msId) return '404';
    await this.finish(call, 'ended');
    return '0';
  }

  /** Stops following the log and tears down the media of every open call. Safe to call twice. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.stopLive();
    const calls = [...this.open.values()];
    this.open.clear();
    await Promise.all(calls.map((call) => call.media.close()));
    await this.media.close();
  }

  private context(msId: string) {
    const { state } = this.platform;
    return {
      floors: state.floors,
      // The caller's organisation's groups only: an all-call takes no other's, a broadcast naming one is refused as unknown.
      groups: [...state.groups.keys(), ...state.tempGroups.byGid.keys()].filter((gid) => groupOfCaller(state, msId, gid)),
      featureEnabled: state.hostSwitches[Feature.AllCall] !== false,
      callerInCall: [...this.open.values()].some((call) => call.caller === msId),
    };
  }

  private async finish(call: OpenCall, reason: AllCallEndReason): Promise<void> {
    if (this.open.get(call.callId) !== call) return;
    this.open.delete(call.callId);
    await this.floor
      .exclusive(() => this.platform.commit(decideEnd(this.platform.state.floors, call, reason, this.platform.now())))
      .catch((error: unknown) => this.log(`one-way call ${call.callId} end not recorded: ${String(error)}`));
    await call.media.close();
    this.log(`one-way call ${call.callId} ended (${reason})`);
  }

  /** A call that loses a group's floor stops its audio there; one that lost them all ends. */
  private follow(entries: readonly LogEntry[]): void {
    for (const { event } of entries) {
      if (event.type !== 'floor.released') continue;
      for (const call of this.open.values()) {
        if (call.caller !== event.msId || !call.holding.delete(event.gid)) continue;
        void call.media.drop(event.gid);
        if (call.holding.size === 0) void this.finish(call, endReasonOf(event.reason));
      }
    }
  }
}
