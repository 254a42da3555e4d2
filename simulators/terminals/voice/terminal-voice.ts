import type { Subscription } from 'rxjs';
import { FLOOR_ROOM_OF, FloorAnswerSchema, type EventFrame, type FloorReleaseReason } from '../../../protocol/index.ts';
import type { Heard } from './level-meter.ts';
import { epochNow } from './pacing-clock.ts';
import type { PhraseSpec } from './phrase-spec.ts';
import type { TalkReport } from './rtp-sender.ts';
import type { Phrase } from './synthesis.ts';
import { framesFor } from './talk-frames.ts';
import type { FloorSocket, TalkOptions, TalkOutcome, TalkResult, VoiceLine } from './talk-types.ts';

export type TerminalVoiceOptions = {
  readonly msId: string;
  readonly line: VoiceLine;
  readonly loadPhrase: (spec: PhraseSpec | undefined) => Promise<Phrase>;
  readonly log?: (line: string) => void;
  readonly now?: () => number;
};

/** How long a queued request waits for the floor before leaving the queue. */
export const QUEUE_PATIENCE_MS = 30_000;

type Holding = { readonly gid: string; lost: FloorReleaseReason | null };
type Waiting = { readonly gid: string; resolve: (at: number) => void };

/**
 * Push-to-talk of one simulated terminal, by the floor-control contract of docs/protocol.md: ask for
 * the floor, and only while holding it unmute and send; mute and release after. A floor lost to
 * pre-emption or the time limit stops the audio at once.
 */
export class TerminalVoice {
  private socket: FloorSocket | null = null;
  private subscription: Subscription | null = null;
  private gid: string | null = null;
  private joined = false;
  private holding: Holding | null = null;
  private waiting: Waiting | null = null;
  private talking: Promise<TalkResult> | null = null;
  private last: TalkResult | null = null;
  /** Stunned or killed by a dispatcher: out of its room, no talks, until activated. */
  private stunned = false;
  private readonly now: () => number;

  constructor(private readonly options: TerminalVoiceOptions) {
    this.now = options.now ?? epochNow;
  }

  get group(): string | null {
    return this.gid;
  }

  /** False once the media line is gone: the owner opens a new voice. */
  get usable(): boolean {
    return !this.options.line.closed;
  }

  /** In the voice room of its group (a failed join leaves it out until enterGroup succeeds). */
  get inRoom(): boolean {
    return this.joined;
  }

  /** In its room with a working line. */
  get ready(): boolean {
    return this.joined && !this.options.line.closed;
  }

  get isStunned(): boolean {
    return this.stunned;
  }

  get busy(): boolean {
    return this.talking !== null;
  }

  /** The last talk's outcome and timings. */
  get lastTalk(): TalkResult | null {
    return this.last;
  }

  heard(): Heard {
    return this.options.line.heard();
  }

  resetHeard(): void {
    this.options.line.resetHeard();
  }

  /** A socket session began: follow its floor events and join the room of the current group. */
  async attach(socket: FloorSocket, gid: string): Promise<void> {
    this.detachSocket();
    this.socket = socket;
    this.subscription = socket.events$.subscribe((frame) => this.onEvent(frame));
    await this.enterGroup(gid);
  }

  /** The session ended (offline, stopped): stop talking and leave the room. */
  async detach(): Promise<void> {
    this.detachSocket();
    this.gid = null;
    this.joined = false;
    await this.options.line.leave().catch(() => undefined);
  }

  /** Moves to the room of `gid` (group switch), or tries again to join it; a talk under way stops. */
  async enterGroup(gid: string): Promise<void> {
    if (this.gid === gid && this.joined) return;
    if (this.gid !== gid) this.loseFloor('release');
    this.gid = gid;
    this.joined = false;
    if (this.stunned) return; // it joins when activated
    const room = FLOOR_ROOM_OF(gid);
    if (!Number.isSafeInteger(room)) throw new Error(`group ${gid} has no voice room`);
    await this.options.line.join(room);
    if (this.gid === gid) this.joined = true; // unless it moved on meanwhile
  }

  /**
   * Remote control: stunned, it stops sending at once and leaves its room, so it hears nothing;
   * activated, it joins its group's room again.
   */
  async setStunned(stunned: boolean): Promise<void> {
    if (stunned === this.stunned) return;
    this.stunned = stunned;
    const gid = this.gid;
    if (stunned) {
      this.loseFloor('preempted');
      this.joined = false;
      await this.options.line.leave().catch(() => undefined);
    } else if (gid !== null && this.socket) {
      await this.enterGroup(gid);
    }
  }

  /** Asks for the floor and, once granted, says the phrase; one talk at a time. */
  talk(options: TalkOptions = {}): Promise<TalkResult> {
    if (this.stunned) return Promise.resolve(this.failed('stunned', this.now()));
    if (this.talking) return Promise.resolve(this.failed('already talking', this.now()));
    const run = this.run(options).finally(() => {
      this.talking = null;
    });
    this.talking = run;
    return run.then((result) => (this.last = result));
  }

  /** Lets go of the key: the talk under way ends now (the rest of its phrase unsent) and releases the floor. */
  endTalk(): void {
    if (this.holding) this.options.line.stopSending();
  }

  /** Stops for good. Safe to call twice. */
  async close(): Promise<void> {
    await this.detach();
    await this.options.line.close();
  }

  private async run(options: TalkOptions): Promise<TalkResult> {
    const { line } = this.options;
    const socket = this.socket;
    const gid = this.gid;
    if (!socket || gid === null || !this.joined) return this.failed('not in a voice room', this.now());
    // Synthesis can take a moment: do it before asking, never while holding the floor.
    let packets: readonly Uint8Array[];
    try {
      packets = framesFor(await this.options.loadPhrase(options.phrase), options.ms);
    } catch (error) {
      return this.failed(messageOf(error), this.now());
    }
    const requestedAt = this.now();
    const granted = this.waitForGrant(gid);
    let grantedAt: number;
    try {
      const answer = FloorAnswerSchema.safeParse(await socket.command('floorRequest', { gid, ...(options.emergency ? { emergency: true } : {}) }));
      if (!answer.success) return this.failed('malformed floorRequest answer', requestedAt);
      if (answer.data.outcome === 'denied') return this.ended({ outcome: 'denied', reason: answer.data.reason }, requestedAt, null, null, null);
      grantedAt = answer.data.outcome === 'granted' ? this.now() : await this.queued(granted, gid, requestedAt);
    } catch (error) {
      if (error instanceof GaveUp) return this.ended({ outcome: 'gave-up' }, requestedAt, null, null, null);
      return this.failed(messageOf(error), requestedAt);
    } finally {
      this.waiting = null;
    }
    const holding: Holding = { gid, lost: null };
    this.holding = holding;
    let report: TalkReport | null = null;
    try {
      await line.setMuted(false);
      if (holding.lost === null) report = await line.send(packets);
    } catch (error) {
      this.options.log?.(`${this.options.msId}: talk failed: ${messageOf(error)}`);
    } finally {
      if (this.holding === holding) this.holding = null;
      await line.setMuted(true).catch(() => undefined);
    }
    if (holding.lost !== null && holding.lost !== 'release') {
      return this.ended({ outcome: 'lost', reason: holding.lost }, requestedAt, grantedAt, report, report?.firstSentAt ?? null);
    }
    await socket.command('floorRelease', { gid }).catch(() => undefined); // offline: the platform ends the floor itself
    return this.ended({ outcome: 'talked' }, requestedAt, grantedAt, report, report?.firstSentAt ?? null);
  }

  /** Waits in the queue for a floor.taken naming us; leaves the queue when patience runs out. */
  private async queued(granted: Promise<number>, gid: string, requestedAt: number): Promise<number> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const patience = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new GaveUp()), Math.max(0, requestedAt + QUEUE_PATIENCE_MS - this.now()));
    });
    try {
      return await Promise.race([granted, patience]);
    } catch (error) {
      await this.socket?.command('floorRelease', { gid }).catch(() => undefined);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  private waitForGrant(gid: string): Promise<number> {
    return new Promise((resolve) => {
      this.waiting = { gid, resolve };
    });
  }

  private onEvent(frame: EventFrame): void {
    const event = frame.event;
    const me = this.options.msId;
    switch (event.type) {
      case 'floor.taken':
        if (event.talker.msId === me && this.waiting?.gid === event.gid) this.waiting.resolve(this.now());
        return;
      case 'floor.released':
        if (event.msId === me && this.holding?.gid === event.gid) this.loseFloor(event.reason);
        return;
      case 'terminal.groupSwitched':
        if (event.msId === me) void this.enterGroup(event.gid).catch((error: unknown) => this.options.log?.(`${me}: cannot join room: ${messageOf(error)}`));
        return;
      default:
        return;
    }
  }

  /** The floor is gone: stop sending now; the talk loop mutes and reports. */
  private loseFloor(reason: FloorReleaseReason): void {
    const holding = this.holding;
    if (!holding) return;
    holding.lost = reason;
    this.holding = null;
    this.options.line.stopSending();
    void this.options.line.setMuted(true).catch(() => undefined);
  }

  private detachSocket(): void {
    this.subscription?.unsubscribe();
    this.subscription = null;
    this.socket = null;
    this.loseFloor('offline');
  }

  private ended(outcome: TalkOutcome, requestedAt: number, grantedAt: number | null, report: TalkReport | null, firstPacketAt: number | null): TalkResult {
    return { ...outcome, timings: { requestedAt, grantedAt, firstPacketAt, endedAt: this.now() }, report };
  }

  private failed(reason: string, requestedAt: number): TalkResult {
    return this.ended({ outcome: 'failed', reason }, requestedAt, null, null, null);
  }
}

class GaveUp extends Error {}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
