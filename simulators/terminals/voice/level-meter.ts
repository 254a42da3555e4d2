/** What a listener heard: enough for a test to assert that speech arrived, and when. */
export type Heard = {
  /** Clock time of the first RTP packet, loud or not; null before any. */
  readonly firstPacketAt: number | null;
  readonly packets: number;
  /** Loudest window, dBFS (-Infinity before any audio). */
  readonly peakDbfs: number;
  /** Start of the first and end of the last window above the silence threshold. */
  readonly firstLoudAt: number | null;
  readonly lastLoudAt: number | null;
  /** Total length of the loud windows. */
  readonly loudMs: number;
};

export const SILENCE_DBFS = -45;

export const NOTHING_HEARD: Heard = { firstPacketAt: null, packets: 0, peakDbfs: -Infinity, firstLoudAt: null, lastLoudAt: null, loudMs: 0 };

/** RMS of samples in [-1, 1] as dBFS; a full-scale sine reads about -3. */
export function rmsDbfs(samples: Float32Array): number {
  if (samples.length === 0) return -Infinity;
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  return 10 * Math.log10(sum / samples.length);
}

export type LevelMeterOptions = { readonly sampleRate?: number; readonly windowMs?: number; readonly silenceDbfs?: number };

/**
 * Measures decoded audio in fixed windows (20 ms by default, one Opus frame) and keeps the running
 * Heard summary. Pure arithmetic: the caller says when each block of samples arrived.
 */
export class LevelMeter {
  private state: Heard = NOTHING_HEARD;
  private readonly windowSamples: number;
  private readonly windowMs: number;
  private readonly silenceDbfs: number;
  private sumSquares = 0;
  private count = 0;

  constructor(options: LevelMeterOptions = {}) {
    this.windowMs = options.windowMs ?? 20;
    this.windowSamples = Math.round(((options.sampleRate ?? 48_000) * this.windowMs) / 1000);
    this.silenceDbfs = options.silenceDbfs ?? SILENCE_DBFS;
  }

  get heard(): Heard {
    return this.state;
  }

  /** One packet arrived (counted even when it cannot be decoded). */
  packet(at: number): void {
    this.state = { ...this.state, firstPacketAt: this.state.firstPacketAt ?? at, packets: this.state.packets + 1 };
  }

  /** Decoded samples that arrived at `at`; windows that complete are measured. */
  samples(samples: Float32Array, at: number): void {
    for (const sample of samples) {
      this.sumSquares += sample * sample;
      this.count += 1;
      if (this.count === this.windowSamples) this.closeWindow(at);
    }
  }

  /** Starts a fresh measurement (before a talk whose arrival a test times). */
  reset(): void {
    this.state = NOTHING_HEARD;
    this.sumSquares = 0;
    this.count = 0;
  }

  private closeWindow(at: number): void {
    const dbfs = this.sumSquares > 0 ? 10 * Math.log10(this.sumSquares / this.count) : -Infinity;
    this.sumSquares = 0;
    this.count = 0;
    const state = this.state;
    const loud = dbfs > this.silenceDbfs;
    this.state = {
      ...state,
      peakDbfs: Math.max(state.peakDbfs, dbfs),
      firstLoudAt: loud ? (state.firstLoudAt ?? at) : state.firstLoudAt,
      lastLoudAt: loud ? at : state.lastLoudAt,
      loudMs: loud ? state.loudMs + this.windowMs : state.loudMs,
    };
  }
}
