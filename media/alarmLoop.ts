import { TonePlayer } from './tonePlayer.ts';
import { toneDurationMs, type ToneName } from './tones.ts';

/** Silence between two plays of the alarm tone. */
export const ALARM_LOOP_GAP_MS = 400;

/** What the loop needs of a player: play, and (for a browser) whether sound really gets out. */
export type AlarmPlayer = Pick<TonePlayer, 'play'> & Partial<Pick<TonePlayer, 'audioState' | 'resume'>>;

export type AlarmLoopState = { readonly looping: boolean; readonly audible: boolean };

export type AlarmLoopOptions = {
  readonly player?: AlarmPlayer;
  readonly setInterval?: (run: () => void, ms: number) => unknown;
  readonly clearInterval?: (handle: unknown) => void;
};

/**
 * Plays an alarm tone over and over until stopped: the SOS sound that keeps going until a dispatcher
 * acknowledges. `looping`, `audible` and `onChange` report what it really does, so the screen can
 * show it: a browser keeps audio suspended until the page had a user gesture (after a reload), and
 * the alert then asks for a click rather than stay silent unnoticed.
 */
export class AlarmLoop {
  private handle: unknown = null;
  private current: { readonly name: ToneName; readonly volume: number } | null = null;
  private readonly listeners = new Set<(state: AlarmLoopState) => void>();
  private readonly player: AlarmPlayer;
  private reported: AlarmLoopState = { looping: false, audible: false };
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

  /** Looping and the audio context running (a player without a context state counts as audible). */
  get audible(): boolean {
    return this.looping && this.player.audioState !== 'suspended';
  }

  /** From a user gesture: resumes suspended audio and plays at once. */
  unlock(): void {
    void this.player.resume?.().then(() => {
      if (this.current) this.player.play(this.current.name, this.current.volume);
      this.emit();
    });
  }

  /** Starts (or retunes) the loop; the same tone and volume again changes nothing. A volume of 0 is silence: stopped. */
  start(name: ToneName, volume: number): void {
    if (volume <= 0) return this.stop();
    if (this.current?.name === name && this.current.volume === volume && this.handle !== null) return;
    this.stopTimer();
    this.current = { name, volume };
    this.player.play(name, volume);
    this.handle = this.every(() => {
      if (this.current) this.player.play(this.current.name, this.current.volume);
      this.emit(); // the audio may have been suspended or resumed since
    }, toneDurationMs(name) + ALARM_LOOP_GAP_MS);
    this.emit();
  }

  /** Safe to call when not looping. */
  stop(): void {
    this.stopTimer();
    this.current = null;
    this.emit();
  }

  /** Called with the new state whenever looping or audible changes. */
  onChange(listener: (state: AlarmLoopState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private stopTimer(): void {
    if (this.handle !== null) this.clear(this.handle);
    this.handle = null;
  }

  private emit(): void {
    const state = { looping: this.looping, audible: this.audible };
    if (state.looping === this.reported.looping && state.audible === this.reported.audible) return;
    this.reported = state;
    for (const listener of this.listeners) listener(state);
  }
}
