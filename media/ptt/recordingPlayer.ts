/**
 * Plays one recorded transmission at a time through the console's mixer (so the master volume
 * applies) with a gain of its own that the audio play priority can ramp to silence, and a level
 * read after that gain: what the dispatcher actually hears of the recording.
 */

/** The part of Web Audio a recording needs. */
export type RecordingContext = {
  readonly state: string;
  readonly currentTime: number;
  resume(): Promise<void>;
  createGain(): GainNode;
  createAnalyser?(): AnalyserNode;
  createBufferSource(): AudioBufferSourceNode;
  decodeAudioData(data: ArrayBuffer): Promise<AudioBuffer>;
};

/** Where recordings play into: the mixer's master bus. */
export type RecordingOutput = { readonly context: RecordingContext; readonly input: AudioNode };

export type RecordingState =
  /** `ended`: the recording that just played to its end (not stopped, not replaced), for sequences. */
  | { readonly kind: 'idle'; readonly ended?: string }
  | { readonly kind: 'loading'; readonly id: string }
  | { readonly kind: 'playing'; readonly id: string; readonly durationS: number }
  | { readonly kind: 'failed'; readonly id: string };

const IDLE: RecordingState = { kind: 'idle' };

/** As the rooms' gains: a ramp, so silencing for live voice does not click. */
const RAMP_S = 0.03;
const LEVEL_WINDOW = 2048;

type Playing = {
  readonly id: string;
  readonly source: AudioBufferSourceNode;
  readonly gain: GainNode;
  readonly analyser: AnalyserNode | null;
  readonly context: RecordingContext;
  /** Context time at which offset 0 of the recording played (moved back by a seek). */
  readonly startedAt: number;
  readonly durationS: number;
  readonly buffer: AudioBuffer;
  readonly output: RecordingOutput;
};

export class RecordingPlayer {
  private playing: Playing | null = null;
  private current: RecordingState = IDLE;
  private volume = 1;
  private silenced = false;
  /** Bumped by each play and stop, so a decode that finishes late does not start. */
  private attempt = 0;
  private readonly listeners = new Set<(state: RecordingState) => void>();
  private readonly samples = new Float32Array(LEVEL_WINDOW);

  constructor(private readonly output: () => RecordingOutput | null) {}

  /** Decodes and plays `data` (a WAV), replacing whatever played. */
  async play(id: string, data: ArrayBuffer): Promise<void> {
    this.stop();
    const attempt = ++this.attempt;
    this.set({ kind: 'loading', id });
    const output = this.output();
    try {
      if (!output) throw new Error('no audio output');
      const buffer = await output.context.decodeAudioData(data);
      if (attempt !== this.attempt) return;
      this.start(id, buffer, output);
    } catch (error) {
      if (attempt === this.attempt) this.set({ kind: 'failed', id });
      throw error;
    }
  }

  /** Jumps the playing recording to `fraction` (0-1) of its length; nothing when none plays. */
  seek(fraction: number): void {
    const playing = this.playing;
    if (!playing) return;
    const offsetS = Math.min(1, Math.max(0, fraction)) * playing.durationS;
    this.release(playing);
    this.playing = null;
    this.start(playing.id, playing.buffer, playing.output, offsetS);
  }

  stop(): void {
    this.halt(IDLE);
  }

  private halt(next: RecordingState): void {
    this.attempt += 1;
    const playing = this.playing;
    this.playing = null;
    if (playing) this.release(playing);
    if (this.current.kind !== 'idle' || next !== IDLE) this.set(next);
  }

  private release(playing: Playing): void {
    playing.source.onended = null;
    try {
      playing.source.stop();
    } catch {
      // Already ended.
    }
    playing.source.disconnect();
    playing.gain.disconnect();
    playing.analyser?.disconnect();
  }

  /** The master volume's share (0-1), as the mixer computes it for rooms. */
  setVolume(volume: number): void {
    this.volume = volume;
    this.applyGain();
  }

  /** The audio play priority: silenced while live voice wins. */
  setSilenced(silenced: boolean): void {
    this.silenced = silenced;
    this.applyGain();
  }

  isSilenced(): boolean {
    return this.silenced;
  }

  state(): RecordingState {
    return this.current;
  }

  /** How far the recording has played, 0-1 (0 when nothing plays). */
  progress(): number {
    const playing = this.playing;
    if (!playing || playing.durationS <= 0) return 0;
    return Math.min(1, Math.max(0, (playing.context.currentTime - playing.startedAt) / playing.durationS));
  }

  /** The level of the recording as played (after its gain), dBFS; -Infinity when nothing plays. */
  level(): number {
    const analyser = this.playing?.analyser;
    if (!analyser) return -Infinity;
    analyser.getFloatTimeDomainData(this.samples as Float32Array<ArrayBuffer>);
    let sum = 0;
    for (const sample of this.samples) sum += sample * sample;
    return sum === 0 ? -Infinity : 10 * Math.log10(sum / this.samples.length);
  }

  subscribe(listener: (state: RecordingState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private start(id: string, buffer: AudioBuffer, output: RecordingOutput, offsetS = 0): void {
    const { context, input } = output;
    const source = context.createBufferSource();
    source.buffer = buffer;
    const gain = context.createGain();
    gain.gain.value = this.gainNow();
    source.connect(gain);
    gain.connect(input);
    const analyser = context.createAnalyser?.() ?? null;
    if (analyser) {
      analyser.fftSize = LEVEL_WINDOW;
      gain.connect(analyser);
    }
    const playing: Playing = { id, source, gain, analyser, context, startedAt: context.currentTime - offsetS, durationS: buffer.duration, buffer, output };
    source.onended = () => {
      if (this.playing === playing) this.halt({ kind: 'idle', ended: id });
    };
    this.playing = playing;
    if (context.state === 'suspended') context.resume().catch(() => undefined);
    source.start(0, offsetS);
    if (this.current.kind !== 'playing' || this.current.id !== id) this.set({ kind: 'playing', id, durationS: buffer.duration });
  }

  private gainNow(): number {
    return this.silenced ? 0 : this.volume;
  }

  private applyGain(): void {
    const playing = this.playing;
    if (playing) playing.gain.gain.setTargetAtTime(this.gainNow(), playing.context.currentTime, RAMP_S);
  }

  private set(state: RecordingState): void {
    this.current = state;
    for (const listener of this.listeners) listener(state);
  }
}
