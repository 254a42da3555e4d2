import { gainForVolume, TONES, type ToneName, type ToneStep } from './tones.ts';

/** The part of the Web Audio API the player uses, so tests can record what it schedules. */
export type ToneContext = {
  readonly currentTime: number;
  readonly state: string;
  readonly destination: AudioNode;
  resume(): Promise<void>;
  close(): Promise<void>;
  createOscillator(): OscillatorNode;
  createGain(): GainNode;
};

export type TonePlayerOptions = {
  createContext?: () => ToneContext;
  now?: () => number;
};

/** The same tone again within this time is dropped: a burst of replayed events must not become a din. */
export const TONE_REPEAT_GUARD_MS = 400;

/** Ramps keep oscillators from clicking at their edges. */
const EDGE_S = 0.008;

const createBrowserContext = (): ToneContext => new AudioContext();

/** Plays synthesised tones at a volume; owns one AudioContext, made on first use. */
export class TonePlayer {
  private context: ToneContext | null = null;
  private unavailable = false;
  private readonly lastPlayed = new Map<ToneName, number>();
  private readonly createContext: () => ToneContext;
  private readonly now: () => number;

  constructor(options: TonePlayerOptions = {}) {
    this.createContext = options.createContext ?? createBrowserContext;
    this.now = options.now ?? (() => Date.now());
  }

  /** Plays `name` at `volume` (0-100); silent when the volume is 0 or the browser has no Web Audio. */
  play(name: ToneName, volume: number): void {
    const gain = gainForVolume(volume);
    if (gain === 0) return;
    const now = this.now();
    const last = this.lastPlayed.get(name);
    if (last !== undefined && now - last < TONE_REPEAT_GUARD_MS) return;
    const context = this.audioContext();
    if (!context) return;
    this.lastPlayed.set(name, now);
    // Browsers start a context suspended until the page has had a user gesture.
    if (context.state === 'suspended') context.resume().catch(() => undefined);
    let at = context.currentTime + 0.01;
    for (const part of TONES[name]) at = this.schedule(context, part, gain, at);
  }

  /** The audio context's state ('running', 'suspended' until the page had a user gesture...), null before first use. */
  get audioState(): string | null {
    return this.context?.state ?? null;
  }

  /** Resumes a suspended context; call it from a user gesture (a click) to let sound out. */
  resume(): Promise<void> {
    return this.context?.resume() ?? Promise.resolve();
  }

  close(): void {
    const context = this.context;
    this.context = null;
    context?.close().catch(() => undefined);
  }

  private audioContext(): ToneContext | null {
    if (this.context || this.unavailable) return this.context;
    try {
      this.context = this.createContext();
    } catch {
      this.unavailable = true;
    }
    return this.context;
  }

  private schedule(context: ToneContext, part: ToneStep, gain: number, at: number): number {
    const end = at + part.durationMs / 1000;
    const oscillator = context.createOscillator();
    const envelope = context.createGain();
    oscillator.type = part.wave;
    oscillator.frequency.setValueAtTime(part.frequency, at);
    envelope.gain.setValueAtTime(0, at);
    envelope.gain.linearRampToValueAtTime(gain, at + EDGE_S);
    envelope.gain.setValueAtTime(gain, Math.max(at + EDGE_S, end - EDGE_S));
    envelope.gain.linearRampToValueAtTime(0, end);
    oscillator.connect(envelope).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(end);
    return end + part.gapMs / 1000;
  }
}
