import type { RecordedTransmission } from '../../../../protocol/index.ts';
import type { RecordingState } from '../../../../media/index.ts';

/** The part of the console's RecordingPlayer a sequence drives, so tests can stand in for it. */
export type SequencePlayer = {
  play(id: string, data: ArrayBuffer): Promise<void>;
  stop(): void;
  state(): RecordingState;
  subscribe(listener: (state: RecordingState) => void): () => void;
};

export type SequenceState =
  | { readonly kind: 'idle'; readonly played: readonly string[]; readonly failed: number }
  | { readonly kind: 'playing'; readonly index: number; readonly total: number; readonly file: string; readonly played: readonly string[]; readonly failed: number };

const IDLE: SequenceState = { kind: 'idle', played: [], failed: 0 };

/** The last `count` of a newest-first list in the order they were said: oldest first. */
export const playOrder = (newestFirst: readonly RecordedTransmission[], count: number): RecordedTransmission[] => newestFirst.slice(0, count).reverse();

/**
 * "Play all": the transmissions one after another through the shared player. The next starts when
 * the player reports the current one played to its end; a stop, or any other recording started on
 * the player (a row's own play, another list's sequence), ends the sequence. A recording that cannot
 * be fetched or decoded is counted and skipped. `played` lists the files in the order they started.
 */
export class RecallSequence {
  private current: SequenceState = IDLE;
  private entries: readonly RecordedTransmission[] = [];
  /** Bumped by each start and stop: late fetches and player events of an older run are ignored. */
  private run = 0;
  /** The player has shown the current item as loading or playing (before that, its idle is not ours). */
  private seen = false;
  private unsubscribe: (() => void) | null = null;
  private readonly listeners = new Set<(state: SequenceState) => void>();

  constructor(
    private readonly player: SequencePlayer,
    private readonly fetchBytes: (entry: RecordedTransmission) => Promise<ArrayBuffer>,
  ) {}

  state(): SequenceState {
    return this.current;
  }

  subscribe(listener: (state: SequenceState) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  start(entries: readonly RecordedTransmission[]): void {
    this.stop();
    if (entries.length === 0) return;
    const run = ++this.run;
    this.entries = entries;
    this.unsubscribe = this.player.subscribe((state) => this.onPlayer(run, state));
    void this.playAt(run, 0, [], 0);
  }

  /** Ends the sequence, and the recording it plays (a recording someone else started plays on). */
  stop(): void {
    const was = this.current;
    this.end();
    if (was.kind !== 'playing') return;
    const playing = this.player.state();
    if (playing.kind !== 'idle' && playing.id === was.file) this.player.stop();
  }

  private end(): void {
    this.run += 1;
    this.unsubscribe?.();
    this.unsubscribe = null;
    if (this.current.kind === 'playing') this.set({ kind: 'idle', played: this.current.played, failed: this.current.failed });
  }

  private async playAt(run: number, index: number, played: readonly string[], failed: number): Promise<void> {
    const entry = this.entries[index];
    if (!entry) {
      this.end();
      return;
    }
    this.seen = false;
    this.set({ kind: 'playing', index, total: this.entries.length, file: entry.file, played: [...played, entry.file], failed });
    try {
      const bytes = await this.fetchBytes(entry);
      if (run !== this.run) return;
      await this.player.play(entry.file, bytes);
    } catch {
      if (run === this.run) void this.playAt(run, index + 1, this.current.played, failed + 1);
    }
  }

  private onPlayer(run: number, state: RecordingState): void {
    const current = this.current;
    if (run !== this.run || current.kind !== 'playing') return;
    if (state.kind === 'idle') {
      if (state.ended === current.file) void this.playAt(run, current.index + 1, current.played, current.failed);
      else if (this.seen) this.end();
      return;
    }
    if (state.id !== current.file) return this.end();
    // 'failed' of ours: play() rejects and the catch goes on.
    this.seen = true;
  }

  private set(state: SequenceState): void {
    this.current = state;
    for (const listener of this.listeners) listener(state);
  }
}
