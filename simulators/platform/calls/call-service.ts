import { CallLimits, CallStatus, isDisabled, type CallFrame } from '../../../protocol/index.ts';
import type { LogEntry } from '../events/emulator-event.ts';
import type { Platform } from '../platform.ts';
import { Serial } from '../serial.ts';
import { decideHandOver, decidePlatformEnd, decideSignal, DEFAULT_VIDEO_LIMITS, openCallsOf, type CallDecision, type SignalInput, type VideoLimits } from './decide.ts';

/** Sends a call frame to an account's socket; false when it has none. */
export type CallDelivery = (msId: string, frame: CallFrame) => boolean;
export type CallAnswer = { code: string; status: number };

/**
 * The platform side of individual calls: relays signals between the two parties, logs invites,
 * connections and ends, and ends calls nobody answers (408), whose party went away (101), or
 * video calls past the platform's maximum duration (418).
 */
export class CallService {
  private readonly serial = new Serial();
  private readonly ringTimers = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly durationTimers = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly stopLive: () => void;
  private closed = false;

  constructor(
    private readonly platform: Platform,
    private readonly deliver: CallDelivery,
    private readonly log: (line: string) => void = () => undefined,
    private readonly ringTimeoutMs: number = CallLimits.ringTimeoutMs,
    private readonly video: VideoLimits = DEFAULT_VIDEO_LIMITS,
  ) {
    this.stopLive = platform.onLive((entries) => this.follow(entries));
  }

  signal(from: string, input: SignalInput): Promise<CallAnswer> {
    return this.run(() => decideSignal(this.platform.state, from, input, this.platform.now(), this.video));
  }

  /** Ours: the dispatcher hands its call with a terminal to another dispatcher (decideHandOver). */
  async handOver(from: string, callId: string, to: string): Promise<{ code: string; desc?: string }> {
    let refusal: { code: string; desc: string } | null = null;
    const answer = await this.run(() => {
      const decision = decideHandOver(this.platform.state, from, callId, to, this.platform.now());
      if ('desc' in decision) {
        refusal = decision;
        return null;
      }
      return decision;
    });
    return refusal ?? { code: answer.code };
  }

  /**
   * Calls open in the log belong to an earlier run: they end now (503, no session). With several
   * instances only those of `isStale` terminals (this instance's) are stale.
   */
  endStaleCalls(isStale: (msId: string) => boolean = () => true): Promise<void> {
    return this.serial.run(async () => {
      const now = this.platform.now();
      const events = [...this.platform.state.calls.values()].filter((call) => isStale(call.caller) || isStale(call.callee)).flatMap((call) => decidePlatformEnd(this.platform.state, call, CallStatus.NoSession, now).events);
      if (events.length > 0) await this.platform.commit(events);
    });
  }

  close(): void {
    this.closed = true;
    this.stopLive();
    for (const timer of [...this.ringTimers.values(), ...this.durationTimers.values()]) clearTimeout(timer);
    this.ringTimers.clear();
    this.durationTimers.clear();
  }

  private run(decide: () => CallDecision | null): Promise<CallAnswer> {
    return this.serial.run(async () => {
      const decision = decide();
      if (!decision) return { code: '0', status: 0 };
      if (decision.events.length > 0 && !this.closed) await this.platform.commit(decision.events);
      for (const relay of decision.relays) this.deliver(relay.to, relay.frame);
      return { code: decision.code, status: decision.status };
    });
  }

  private follow(entries: readonly LogEntry[]): void {
    for (const { event } of entries) {
      if (event.type === 'call.invited') this.armRing(event.callId);
      else if (event.type === 'call.connected') {
        this.disarm(event.callId);
        if (event.media === 'video') this.armMaxDuration(event.callId);
      } else if (event.type === 'call.ended') this.disarm(event.callId);
      else if (event.type === 'terminal.offline') this.endCallsOf(event.msId, true);
      // A stunned or killed terminal is cut off: its call ends for both sides as if it went offline.
      else if (event.type === 'terminal.callSet' && isDisabled(event.status)) this.endCallsOf(event.msId, false);
    }
  }

  /** `gone`: the terminal has no socket any more, so only the other side is told. */
  private endCallsOf(msId: string, gone: boolean): void {
    this.run(() => {
      const [call] = openCallsOf(this.platform.state, msId);
      return call ? decidePlatformEnd(this.platform.state, call, CallStatus.Offline, this.platform.now(), gone ? msId : undefined) : null;
    }).catch((error: unknown) => this.log(`calls of ${msId} not ended: ${String(error)}`));
  }

  private armRing(callId: string): void {
    if (this.closed || this.ringTimers.has(callId)) return;
    const timer = setTimeout(() => {
      this.ringTimers.delete(callId);
      this.run(() => {
        const call = this.platform.state.calls.get(callId);
        return call?.state === 'inviting' ? decidePlatformEnd(this.platform.state, call, CallStatus.Timeout, this.platform.now()) : null;
      }).catch((error: unknown) => this.log(`ring time-out of ${callId} not applied: ${String(error)}`));
    }, this.ringTimeoutMs);
    timer.unref();
    this.ringTimers.set(callId, timer);
  }

  /** A connected video call ends with 418 when it reaches the platform's maximum duration. */
  private armMaxDuration(callId: string): void {
    if (this.closed || this.durationTimers.has(callId)) return;
    const timer = setTimeout(() => {
      this.durationTimers.delete(callId);
      this.run(() => {
        const call = this.platform.state.calls.get(callId);
        return call?.state === 'connected' ? decidePlatformEnd(this.platform.state, call, CallStatus.MaxDuration, this.platform.now()) : null;
      }).catch((error: unknown) => this.log(`maximum duration of ${callId} not applied: ${String(error)}`));
    }, this.video.maxDurationS * 1000);
    timer.unref();
    this.durationTimers.set(callId, timer);
  }

  private disarm(callId: string): void {
    for (const timers of [this.ringTimers, this.durationTimers]) {
      const timer = timers.get(callId);
      if (timer !== undefined) clearTimeout(timer);
      timers.delete(callId);
    }
  }
}
