import { afterAll, beforeAll, expect, it } from 'vitest';
import type { EventStore, NewEvent, StoredEvent } from './event-store.ts';

/**
 * Behaviour every EventStore adapter must show; each adapter's test file runs it against a fresh
 * store. `open` receives a clock so the tests can see which appends shared a transaction.
 */
export function eventStoreContract(open: (now: () => number) => Promise<EventStore>): void {
  let store: EventStore;
  let tick = 1_700_000_000_000;
  const now = () => (tick += 1000);

  beforeAll(async () => {
    store = await open(now);
  });
  afterAll(async () => {
    await store?.close();
  });

  const event = (n: number, type = 'test.counted'): NewEvent => ({ stream: `s-${n % 3}`, type, payload: { n, text: `it's "${n}"` } });

  it('starts empty, appends in order and reads back what it stored', async () => {
    expect(await store.head()).toBe(0);
    const stored = await store.append([event(1), event(2), event(3)]);
    expect(stored.map((e) => e.seq)).toEqual([1, 2, 3]);
    expect(await store.head()).toBe(3);
    const read = await store.readAfter(1, 10);
    expect(read).toEqual(stored.slice(1));
    expect(read[0]?.payload).toEqual({ n: 2, text: `it's "2"` });
  });

  it('commits appends of the same tick in one transaction, in call order', async () => {
    const calls = Array.from({ length: 50 }, (_, i) => store.append([event(100 + i), event(200 + i)]));
    const results = await Promise.all(calls);
    const seqs = results.flat().map((e) => e.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    // One transaction, one clock reading.
    expect(new Set(results.flat().map((e) => e.time)).size).toBe(1);
  });

  it('tells committed listeners before the append resolves, once and in order', async () => {
    const seen: number[] = [];
    const stop = store.onCommitted((events) => seen.push(...events.map((e) => e.seq)));
    const first = store.append([event(1)]);
    const second = store.append([event(2), event(3)]);
    const [a, b] = await Promise.all([first, second]);
    const expected = [...a!, ...b!].map((e) => e.seq);
    expect(seen).toEqual(expected);
    stop();
    await store.append([event(4)]);
    expect(seen).toEqual(expected);
  });

  it('filters by type and pages with a limit', async () => {
    const head = await store.head();
    await store.append([event(1, 'keep'), event(2, 'skip'), event(3, 'keep'), event(4, 'keep')]);
    const kept = await store.readAfter(head, 2, { types: ['keep'] });
    expect(kept.map((e: StoredEvent) => e.payload)).toEqual([event(1).payload, event(3).payload]);
    const rest = await store.readAfter(kept[1]!.seq, 10, { types: ['keep'] });
    expect(rest).toHaveLength(1);
  });

  it('keeps the latest snapshot and prunes old ones', async () => {
    expect(await store.latestSnapshot()).toBeNull();
    for (const seq of [10, 20, 30, 40, 50]) await store.saveSnapshot(seq, { seq, nested: { list: [seq] } });
    expect(await store.latestSnapshot()).toEqual({ seq: 50, state: { seq: 50, nested: { list: [50] } } });
  });

  it('appends 10,000 events in one batch quickly', async () => {
    const started = performance.now();
    const stored = await store.append(Array.from({ length: 10_000 }, (_, i) => event(i)));
    const elapsed = performance.now() - started;
    expect(stored).toHaveLength(10_000);
    expect(elapsed).toBeLessThan(10_000);
  });

  it('keeps GPS fixes in the track store with their events, read by terminal and time in pages', async () => {
    const fix = (msId: string, time: number): NewEvent => ({
      stream: `terminal-${msId}`,
      type: 'terminal.gps',
      payload: { msId, fix: { lat: 39.47, lng: -0.37, speed: time / 1_000, direction: 0, altitude: 9, time } },
    });
    await store.append([fix('t1', 3_000), fix('t2', 2_000), fix('t1', 1_000), fix('t1', 2_000), fix('t1', 9_000)]);
    const first = await store.readTrack({ msId: 't1', start: 1_000, end: 3_000, after: null, limit: 2 });
    expect(first.map((row) => [row.time, row.speed])).toEqual([[1_000, 1], [2_000, 2]]);
    const second = await store.readTrack({ msId: 't1', start: 1_000, end: 3_000, after: { time: first[1]!.time, seq: first[1]!.seq }, limit: 2 });
    expect(second.map((row) => row.time)).toEqual([3_000]);
  });
}
