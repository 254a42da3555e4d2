/**
 * A simulated terminal's side of individual calls (docs/protocol.md "Individual calls"): rings on
 * an invite and then answers, declines, is busy, lets it ring out, or answers and hangs up, per
 * its behaviour; answered calls carry real audio through a werift peer (WeriftCallPeer), and
 * video calls of a terminal with a camera (`video`) real VP8 video from an ffmpeg test source.
 * Environment monitoring (media 'ambient') is answered at once whatever the behaviour, with no
 * ringing and no prompt, and sends the terminal's "microphone" (its packets) one way.
 */
import type { Observable, Subscription } from 'rxjs';
import { CallStatus, DEFAULT_VIDEO_RESOLUTION, type CallFrame, type CallMedia, type CallSignal, type VideoResolution } from '../../../protocol/index.ts';
import type { Heard } from '../voice/index.ts';
import { WeriftCallPeer, type CallIceConfig, type VideoSeen } from './werift-call-peer.ts';

export type CallBehaviour = 'answer' | 'decline' | 'busy' | 'no-answer' | 'answer-then-bye';

export type CallSignalArgs = { callId: string; signal: CallSignal; to?: string; media?: CallMedia; resolution?: VideoResolution; data?: unknown };
/** The terminal's socket as calls use it (a SocketClient fits). */
export type CallSocket = {
  readonly calls$: Observable<CallFrame>;
  command(name: 'callSignal', args: CallSignalArgs): Promise<unknown>;
};

export type CallTerminalOptions = {
  readonly socket: CallSocket;
  readonly behaviour: CallBehaviour;
  /** Without it an answered call signals only (no media). */
  readonly ice?: CallIceConfig;
  /** Opus packets (20 ms each) to send while connected: a phrase or a tone. */
  readonly packets?: readonly Uint8Array[];
  /** Ringing before the terminal answers, declines or is busy. */
  readonly answerDelayMs?: number;
  /** answer-then-bye: how long the call lasts once connected. */
  readonly byeAfterMs?: number;
  /** The terminal has a camera: video calls (with ice) send its test video and count what arrives. */
  readonly video?: boolean;
};

export type CallRecord = {
  readonly callId: string;
  readonly from: string;
  readonly direction: 'incoming' | 'outgoing';
  readonly invitedAt: number;
  media: CallMedia;
  /** A video call: the resolution asked with the invite (the camera sends it). */
  resolution: VideoResolution | null;
  /** Signals this terminal sent and received, in order. */
  readonly sent: CallSignal[];
  readonly received: CallFrame['signal'][];
  answeredAt: number | null;
  /** The platform relayed the caller's ack (signalling connected). */
  ackedAt: number | null;
  /** ICE + DTLS up on the werift peer. */
  mediaConnectedAt: number | null;
  endedAt: number | null;
  endStatus: number | null;
  peer: WeriftCallPeer | null;
  /** The terminal rang or showed an incoming prompt for this call (never for environment monitoring). */
  prompted: boolean;
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
let counter = 0;
const newCallId = () => `term-${Date.now().toString(36)}-${(counter += 1).toString(36)}`;

export class CallTerminal {
  private readonly subscription: Subscription;
  private readonly records = new Map<string, CallRecord>();
  private readonly waiters = new Set<() => void>();
  private closed = false;
  behaviour: CallBehaviour;

  constructor(private readonly options: CallTerminalOptions) {
    this.behaviour = options.behaviour;
    this.subscription = options.socket.calls$.subscribe((frame) => void this.onFrame(frame).catch(() => undefined));
  }

  /** Calls as they happened, oldest first. */
  get calls(): readonly CallRecord[] {
    return [...this.records.values()];
  }

  call(callId: string): CallRecord | undefined {
    return this.records.get(callId);
  }

  /** Resolves with the first call record that satisfies the predicate (checked on every change). */
  waitFor(predicate: (record: CallRecord) => boolean, timeoutMs = 15_000): Promise<CallRecord> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = this.calls.find(predicate);
        if (!found) return false;
        this.waiters.delete(check);
        clearTimeout(timer);
        resolve(found);
        return true;
      };
      const timer = setTimeout(() => {
        this.waiters.delete(check);
        reject(new Error(`no call matched within ${timeoutMs} ms; calls: ${JSON.stringify(this.calls.map(({ peer: _peer, ...rest }) => rest))}`));
      }, timeoutMs);
      if (!check()) this.waiters.add(check);
    });
  }

  /** What the terminal heard on a call (null without media). */
  heard(callId: string): Heard | null {
    return this.records.get(callId)?.peer?.heard() ?? null;
  }

  /** The video a call received (all zero without video or media). */
  videoSeen(callId: string): VideoSeen {
    return this.records.get(callId)?.peer?.videoSeen() ?? { packets: 0, frames: 0, keyFrames: 0, bytes: 0, lastAt: null };
  }

  /** Calls someone (e.g. the dispatcher) with a werift offer; resolves with the call id. */
  async place(to: string, media: CallMedia = 'audio', resolution: VideoResolution = DEFAULT_VIDEO_RESOLUTION): Promise<string> {
    const callId = newCallId();
    const record = this.newRecord(callId, to, 'outgoing', media, media === 'video' ? resolution : null);
    const pending: unknown[] = [];
    let invited = false;
    const forward = (data: unknown) => {
      if (!invited) {
        pending.push(data);
        return;
      }
      void this.send(record, 'candidate', data);
    };
    let offer: unknown = null;
    if (this.options.ice) {
      let resolveOffer: (data: unknown) => void = () => undefined;
      const offered = new Promise<unknown>((resolve) => (resolveOffer = resolve));
      record.peer = await WeriftCallPeer.open({
        ice: this.options.ice,
        packets: this.options.packets ?? [],
        onSignal: (data) => ((data as { sdp?: unknown }).sdp !== undefined && offer === null ? resolveOffer(data) : forward(data)),
        ...this.videoOf(record),
      });
      void record.peer.offer();
      offer = await offered;
    }
    await this.send(record, 'invite', offer ?? undefined, { to, media, ...(record.resolution ? { resolution: record.resolution } : {}) });
    invited = true;
    for (const data of pending.splice(0)) void this.send(record, 'candidate', data);
    return callId;
  }

  /** Ends a call this terminal is in with bye (connected) or cancel (still ringing, as the caller). */
  async hangup(callId: string): Promise<void> {
    const record = this.records.get(callId);
    if (!record || record.endedAt !== null) return;
    const signal: CallSignal = record.ackedAt !== null || record.answeredAt !== null ? 'bye' : record.direction === 'outgoing' ? 'cancel' : 'decline';
    await this.send(record, signal).catch(() => undefined);
    await this.finish(record, signal === 'cancel' ? CallStatus.Cancel : signal === 'decline' ? CallStatus.Decline : CallStatus.Ok);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.subscription.unsubscribe();
    await Promise.all(this.calls.map((record) => record.peer?.close()));
  }

  /** The peer's video option: a video call of a terminal with a camera. */
  private videoOf(record: CallRecord): { video?: { resolution: VideoResolution } } {
    return this.options.video && record.media === 'video' ? { video: { resolution: record.resolution ?? DEFAULT_VIDEO_RESOLUTION } } : {};
  }

  private newRecord(callId: string, from: string, direction: 'incoming' | 'outgoing', media: CallMedia, resolution: VideoResolution | null): CallRecord {
    const record: CallRecord = {
      callId,
      from,
      direction,
      media,
      resolution,
      invitedAt: Date.now(),
      sent: [],
      received: [],
      answeredAt: null,
      ackedAt: null,
      mediaConnectedAt: null,
      endedAt: null,
      endStatus: null,
      peer: null,
      prompted: false,
    };
    this.records.set(callId, record);
    this.changed();
    return record;
  }

  private changed(): void {
    for (const check of [...this.waiters]) check();
  }

  private async send(record: CallRecord, signal: CallSignal, data?: unknown, extra: { to?: string; media?: CallMedia; resolution?: VideoResolution } = {}): Promise<unknown> {
    record.sent.push(signal);
    this.changed();
    return this.options.socket.command('callSignal', { callId: record.callId, signal, ...extra, ...(data === undefined ? {} : { data }) });
  }

  private open(): CallRecord[] {
    return this.calls.filter((record) => record.endedAt === null);
  }

  private async onFrame(frame: CallFrame): Promise<void> {
    if (this.closed) return;
    const existing = this.records.get(frame.callId);
    if (!existing) {
      if (frame.signal !== 'invite') return;
      const busyElsewhere = this.open().length > 0;
      const record = this.newRecord(frame.callId, frame.from, 'incoming', frame.media, frame.media === 'video' ? (frame.resolution ?? DEFAULT_VIDEO_RESOLUTION) : null);
      record.received.push('invite');
      if (busyElsewhere) {
        await this.send(record, 'busy');
        return this.finish(record, CallStatus.Busy);
      }
      return record.media === 'ambient' ? this.answerSilently(record, frame.data) : this.ring(record, frame.data);
    }
    const record = existing;
    record.received.push(frame.signal);
    this.changed();
    switch (frame.signal) {
      case 'ack':
        record.ackedAt = Date.now();
        this.changed();
        if (this.behaviour === 'answer-then-bye') {
          await sleep(this.options.byeAfterMs ?? 3_000);
          if (record.endedAt === null) await this.hangup(record.callId);
        }
        return;
      case 'answer':
        // We called: the other party answered.
        record.answeredAt = Date.now();
        await record.peer?.signal(frame.data);
        await this.send(record, 'ack');
        record.ackedAt = Date.now();
        this.watchMedia(record);
        this.changed();
        return;
      case 'candidate':
        await record.peer?.signal(frame.data);
        return;
      case 'decline':
      case 'busy':
      case 'cancel':
      case 'bye':
      case 'bye_myself':
        return this.finish(record, frame.status ?? CallStatus.Ok);
      default:
        return;
    }
  }

  private async ring(record: CallRecord, offer: unknown): Promise<void> {
    const behaviour = this.behaviour;
    record.prompted = true;
    await this.send(record, 'ringing');
    if (behaviour === 'no-answer') return;
    await sleep(this.options.answerDelayMs ?? 300);
    if (record.endedAt !== null || this.closed) return;
    if (behaviour === 'decline' || behaviour === 'busy') {
      await this.send(record, behaviour);
      return this.finish(record, behaviour === 'decline' ? CallStatus.Decline : CallStatus.Busy);
    }
    return this.answerSilently(record, offer);
  }

  /** Answers now, no ringing: the end of ring(), and all of environment monitoring. */
  private async answerSilently(record: CallRecord, offer: unknown): Promise<void> {
    if (record.endedAt !== null || this.closed) return;
    record.answeredAt = Date.now();
    if (!this.options.ice) {
      await this.send(record, 'answer', { type: 'answer', sdp: '' });
      return;
    }
    // The answer SDP must go out before any trickled candidate: hold candidates until then.
    const held: unknown[] = [];
    let answered = false;
    record.peer = await WeriftCallPeer.open({
      ice: this.options.ice,
      packets: this.options.packets ?? [],
      ...this.videoOf(record),
      ...(record.media === 'ambient' ? { sendOnly: true } : {}),
      onSignal: (data) => {
        if ((data as { type?: unknown }).type === 'answer' && !answered) {
          answered = true;
          void this.send(record, 'answer', data).then(() => {
            for (const candidate of held.splice(0)) void this.send(record, 'candidate', candidate).catch(() => undefined);
          });
          return;
        }
        if (!answered) held.push(data);
        else void this.send(record, 'candidate', data).catch(() => undefined);
      },
    });
    this.watchMedia(record);
    await record.peer.answer(offer);
  }

  private watchMedia(record: CallRecord): void {
    const peer = record.peer;
    if (!peer) return;
    const poll = setInterval(() => {
      if (peer.connectedAt !== null) {
        record.mediaConnectedAt = peer.connectedAt;
        this.changed();
        clearInterval(poll);
      } else if (record.endedAt !== null) clearInterval(poll);
    }, 50);
  }

  private async finish(record: CallRecord, status: number): Promise<void> {
    if (record.endedAt !== null) return;
    record.endedAt = Date.now();
    record.endStatus = status;
    this.changed();
    await record.peer?.close();
  }
}
