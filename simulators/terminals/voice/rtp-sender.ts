import { systemPacingClock, type PacingClock } from './pacing-clock.ts';
import { encodeRtp, OPUS_PAYLOAD_TYPE, SAMPLES_PER_FRAME } from './rtp.ts';

export type TalkReport = {
  readonly sent: number;
  /** Clock time of the first and last packet sent. */
  readonly firstSentAt: number | null;
  readonly lastSentAt: number | null;
  /** Stopped before the last packet (floor lost, stop()). */
  readonly stopped: boolean;
  /** How late packets left against their 20 ms schedule: mean and worst, in ms. */
  readonly meanLateMs: number;
  readonly maxLateMs: number;
};

export type RtpSenderOptions = {
  /** Puts one datagram on the wire. */
  readonly send: (packet: Uint8Array) => void;
  readonly clock?: PacingClock;
  readonly random?: () => number;
  readonly frameMs?: number;
};

/** Behind schedule by more than this (a blocked event loop), re-anchor instead of bursting to catch up. */
const MAX_CATCH_UP_MS = 100;

/**
 * Sends Opus packets as one RTP stream, one every 20 ms. Each packet is due at start + n·20 ms, so
 * timer lateness does not add up over a phrase. Sequence and timestamp run on across talk spurts.
 */
export class RtpSender {
  readonly ssrc: number;
  private sequence: number;
  private readonly timestampBase: number;
  private readonly createdAt: number;
  private readonly clock: PacingClock;
  private readonly frameMs: number;
  private current: AbortController | null = null;

  constructor(private readonly options: RtpSenderOptions) {
    const random = options.random ?? Math.random;
    this.clock = options.clock ?? systemPacingClock;
    this.frameMs = options.frameMs ?? 20;
    this.ssrc = Math.floor(random() * 0xffffffff) >>> 0;
    this.sequence = Math.floor(random() * 0x10000);
    this.timestampBase = Math.floor(random() * 0xffffffff);
    this.createdAt = this.clock.now();
  }

  get talking(): boolean {
    return this.current !== null;
  }

  /** Sends the packets paced in real time; resolves when all went out or stop() was called. One talk at a time. */
  async talk(packets: readonly Uint8Array[]): Promise<TalkReport> {
    this.stop();
    const abort = new AbortController();
    this.current = abort;
    const { clock, frameMs } = this;
    let anchor = clock.now();
    // The RTP clock follows wall time across silences, so a listener's jitter buffer sees the gap.
    const firstTimestamp = this.timestampBase + Math.round(((anchor - this.createdAt) * SAMPLES_PER_FRAME) / frameMs);
    let sent = 0;
    let lateSum = 0;
    let maxLate = 0;
    let firstSentAt: number | null = null;
    let lastSentAt: number | null = null;
    let slot = 0;
    for (const [n, payload] of packets.entries()) {
      const due = anchor + slot * frameMs;
      const wait = due - clock.now();
      if (wait > 0) await clock.sleep(wait, abort.signal);
      if (abort.signal.aborted) break;
      const now = clock.now();
      const late = Math.max(0, now - due);
      if (late > MAX_CATCH_UP_MS) {
        anchor = now - slot * frameMs;
      } else {
        lateSum += late;
        maxLate = Math.max(maxLate, late);
      }
      const timestamp = (firstTimestamp + n * SAMPLES_PER_FRAME) >>> 0;
      this.options.send(encodeRtp({ payloadType: OPUS_PAYLOAD_TYPE, marker: n === 0, sequence: this.sequence, timestamp, ssrc: this.ssrc }, payload));
      this.sequence = (this.sequence + 1) & 0xffff;
      firstSentAt ??= now;
      lastSentAt = now;
      sent += 1;
      slot += 1;
    }
    if (this.current === abort) this.current = null;
    return {
      sent,
      firstSentAt,
      lastSentAt,
      stopped: sent < packets.length,
      meanLateMs: sent > 0 ? lateSum / sent : 0,
      maxLateMs: maxLate,
    };
  }

  /** Stops the talk under way at once (the floor was lost). Safe to call when idle. */
  stop(): void {
    this.current?.abort();
    this.current = null;
  }
}
