import { TonePlayer } from './tonePlayer.ts';
import { toneDurationMs, type ToneName } from './tones.ts';

/** Silence between two plays of the alarm tone. */
export const ALARM_LOOP_GAP_MS = 400;

export type AlarmLoopOptions = {
  readonly player?: Pick<TonePlayer, 'play'>;
  readonly setInterval?: (run: () => void, ms: number) => unknown;
  readonly clearInterval?: (handle: unknown) => void;
};

/**
 * Plays an alarm tone over and over until stopped: the SOS sound that keeps going until a dispatcher
 * acknowledges. `looping` and `onChange` report what it really does, so the screen can show it.
 */
export class AlarmLoop {
  private handle: unknown = null;
  private current: { readonly name: ToneName; readonly volume: number } | null = null;
  private readonly listeners = new Set<(looping: boolean) => void>();
  private readonly player: Pick<TonePlayer, 'play'>;
  private readonly every: (run: () => void, ms: number) => unknown;
  private readonly clear: (handle: unknown) => void;

  constructor(options: AlarmLoopOptions = {}) {
    this.player = options.player ?? new TonePlayer();
    this.every = options.setInterval ?? ((run, ms) => globalThis.setInterval(run, ms));
    this.clear = options.clearInterval ?? ((handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>));
  }

  get looping(): boolean {
    return this.handle !== null;
  }

  /** Starts (or retunes) the loop; the same tone and volume again changes nothing. A volume of 0 is silence: stopped. */
  start(name: ToneName, volume: number): void {
    if (volume <= 0) return this.stop();
    if (this.current?.name === name && this.current.volume === volume && this.handle !== null) return;
    this.stopTimer();
    this.current = { name, volume };
    this.player.play(name, volume);
    this.handle = this.every(() => this.current && this.player.play(this.current.name, this.current.volume), toneDurationMs(name) + ALARM_LOOP_GAP_MS);
    this.emit();
  }

  /** Safe to call when not looping. */
  stop(): void {
    const was = this.looping;
    this.stopTimer();
    this.current = null;
    if (was) this.emit();
  }

  onChange(listener: (looping: boolean) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private stopTimer(): void {
    if (this.handle !== null) this.clear(this.handle);
    this.handle = null;
  }

  private emit(): void {
    for (const listener of this.listeners) listener(this.looping);
  }
}
