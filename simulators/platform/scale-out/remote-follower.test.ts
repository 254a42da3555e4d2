import { describe, expect, it } from 'vitest';
import type { StoredEvent } from '../store/event-store.ts';
import { RemoteFollower, type FollowerTarget } from './remote-follower.ts';

const event = (seq: number): StoredEvent => ({ seq, time: seq, stream: 's', type: 't', payload: null });

/** A store holding seqs 1..n (some skipped, as a rolled-back transaction leaves them) and a projection. */
function fixture(stored: readonly number[]) {
  const applied: number[] = [];
  const reads: number[] = [];
  const target: FollowerTarget = {
    head: () => applied.at(-1) ?? 0,
    apply: (events) => {
      for (const { seq } of events) if (seq > (applied.at(-1) ?? 0)) applied.push(seq);
    },
    readAfter: async (after, limit) => {
      reads.push(after);
      return stored.filter((seq) => seq > after).slice(0, limit).map(event);
    },
  };
  return { applied, reads, follower: new RemoteFollower(target) };
}

describe('RemoteFollower', () => {
  it('applies batches that follow the head and drops ones seen before', async () => {
    const { applied, reads, follower } = fixture([1, 2, 3, 5]);
    await follower.receive({ prev: 0, events: [event(1), event(2)] });
    await follower.receive({ prev: 0, events: [event(1), event(2)] });
    // Seq 4 was rolled back: prev says 3 is the predecessor, so nothing is missing.
    await follower.receive({ prev: 2, events: [event(3)] });
    await follower.receive({ prev: 3, events: [event(5)] });
    expect(applied).toEqual([1, 2, 3, 5]);
    expect(reads).toEqual([]);
    expect(follower.stats).toEqual({ direct: 3, duplicate: 1, filled: 0 });
  });

  it('reads a lost publish from the store, then goes on from the bus', async () => {
    const stored = [1, 2, 3, 4];
    const { applied, reads, follower } = fixture(stored);
    await follower.receive({ prev: 0, events: [event(1)] });
    // The batch of 2..3 never arrived (its instance died between commit and publish).
    await follower.receive({ prev: 3, events: [event(4)] });
    expect(applied).toEqual([1, 2, 3, 4]);
    expect(reads).toEqual([1]);
    // The bus redelivers 2..3 late (dropped), then brings 5 (applied).
    stored.push(5);
    await follower.receive({ prev: 1, events: [event(2), event(3)] });
    await follower.receive({ prev: 4, events: [event(5)] });
    expect(applied).toEqual([1, 2, 3, 4, 5]);
    expect(follower.stats).toEqual({ direct: 2, duplicate: 1, filled: 1 });
    // A lost last publish: nothing follows it on the bus, the store poll finds it.
    stored.push(6);
    await follower.catchUp();
    expect(applied).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('applies concurrent deliveries in order', async () => {
    const { applied, follower } = fixture([1, 2, 3, 4]);
    await Promise.all([follower.receive({ prev: 2, events: [event(3), event(4)] }), follower.receive({ prev: 0, events: [event(1), event(2)] })]);
    expect(applied).toEqual([1, 2, 3, 4]);
  });
});
