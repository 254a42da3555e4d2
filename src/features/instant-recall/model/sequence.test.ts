import { describe, expect, it } from 'vitest';
import { recordedTransmissionOf, type RecordedTransmission } from '../../../../protocol/index.ts';
import type { RecordingState } from '../../../../media/index.ts';
import { playOrder, RecallSequence, type SequencePlayer } from './sequence.ts';

const entry = (startedAt: number): RecordedTransmission =>
  recordedTransmissionOf({ gid: '100', msId: '10000005', name: 'NPA-05', startedAt, talkMs: 1_000, file: `100-${startedAt}-10000005.wav`, bytes: 100 });

/** A player that starts at once and lets the test end the recording or play another. */
function fakePlayer() {
  let state: RecordingState = { kind: 'idle' };
  const listeners = new Set<(state: RecordingState) => void>();
  const started: string[] = [];
  const set = (next: RecordingState) => {
    state = next;
    for (const listener of listeners) listener(next);
  };
  const player: SequencePlayer = {
    async play(id) {
      if (state.kind !== 'idle') set({ kind: 'idle' });
      started.push(id);
      set({ kind: 'loading', id });
      await Promise.resolve();
      set({ kind: 'playing', id, durationS: 1 });
    },
    stop: () => state.kind !== 'idle' && set({ kind: 'idle' }),
    state: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const endCurrent = () => state.kind === 'playing' && set({ kind: 'idle', ended: state.id });
  return { player, started, endCurrent, listeners };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const bytes = async () => new ArrayBuffer(4);

describe('recall sequence', () => {
  it('plays the last N oldest first', () => {
    const newestFirst = [entry(50), entry(40), entry(30), entry(20)];
    expect(playOrder(newestFirst, 3).map((e) => e.startedAt)).toEqual([30, 40, 50]);
  });

  it('starts each next one only when the current one played to its end, then goes idle', async () => {
    const fake = fakePlayer();
    const sequence = new RecallSequence(fake.player, bytes);
    const kinds: string[] = [];
    sequence.subscribe((state) => kinds.push(state.kind === 'playing' ? `${state.index + 1}/${state.total}` : 'idle'));
    sequence.start([entry(1), entry(2), entry(3)]);
    await settle();
    expect(fake.started).toEqual([entry(1).file]);
    fake.endCurrent();
    await settle();
    fake.endCurrent();
    await settle();
    expect(fake.started).toEqual([entry(1).file, entry(2).file, entry(3).file]);
    fake.endCurrent();
    await settle();
    expect(kinds).toEqual(['1/3', '2/3', '3/3', 'idle']);
    expect(sequence.state()).toEqual({ kind: 'idle', played: [entry(1).file, entry(2).file, entry(3).file], failed: 0 });
    expect(fake.listeners.size).toBe(0);
  });

  it('skips a recording that cannot be fetched and counts it', async () => {
    const fake = fakePlayer();
    const sequence = new RecallSequence(fake.player, async (e) => (e.startedAt === 2 ? Promise.reject(new Error('403')) : new ArrayBuffer(4)));
    sequence.start([entry(1), entry(2), entry(3)]);
    await settle();
    fake.endCurrent();
    await settle();
    expect(fake.started).toEqual([entry(1).file, entry(3).file]);
    fake.endCurrent();
    await settle();
    expect(sequence.state()).toMatchObject({ kind: 'idle', failed: 1 });
  });

  it('ends when the dispatcher stops the player or plays another recording, without starting the next', async () => {
    const fake = fakePlayer();
    const sequence = new RecallSequence(fake.player, bytes);
    sequence.start([entry(1), entry(2)]);
    await settle();
    fake.player.stop();
    await settle();
    expect(sequence.state().kind).toBe('idle');
    expect(fake.started).toEqual([entry(1).file]);

    sequence.start([entry(1), entry(2)]);
    await settle();
    void fake.player.play('other.wav', new ArrayBuffer(1));
    await settle();
    fake.endCurrent();
    await settle();
    expect(sequence.state().kind).toBe('idle');
    expect(fake.started).toEqual([entry(1).file, entry(1).file, 'other.wav']);
  });

  it('stop ends the sequence and its recording', async () => {
    const fake = fakePlayer();
    const sequence = new RecallSequence(fake.player, bytes);
    sequence.start([entry(1), entry(2)]);
    await settle();
    sequence.stop();
    expect(fake.player.state().kind).toBe('idle');
    expect(sequence.state()).toEqual({ kind: 'idle', played: [entry(1).file], failed: 0 });
  });
});
