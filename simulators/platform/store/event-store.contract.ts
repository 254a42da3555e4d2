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
    for (const seq of [10, 20, 30, 40, 50]) await store.saveSnapshot(seq, [JSON.stringify({ seq, nested: { list: [seq] } })]);
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

  it('answers the reports through its indexes: presence, ended calls with their talk time, fixes and distance per day', async () => {
    const from = tick;
    const presence = (type: 'terminal.online' | 'terminal.offline', msId: string): NewEvent => ({ stream: `terminal-${msId}`, type, payload: { msId } });
    await store.append([presence('terminal.online', 'r1')]);
    await store.append([presence('terminal.offline', 'r1')]);
    await store.append([{ stream: 'call-c1', type: 'call.ended', payload: { callId: 'c1', caller: 'r1', callee: 'r2', media: 'audio', status: 200, talkMs: 4_200 } }]);
    const to = tick;
    const { changes, onlineAtStart } = await store.reports.presence({ start: from, end: to });
    expect(changes.map((change) => [change.msId, change.online])).toEqual([['r1', true], ['r1', false]]);
    expect(changes[1]!.time - changes[0]!.time).toBe(1_000);
    expect(onlineAtStart.size).toBe(0);
    expect((await store.reports.presence({ start: to + 1, end: to + 2 })).onlineAtStart.size).toBe(0);
    expect(await store.reports.endedCalls({ start: from, end: to })).toEqual([{ time: expect.any(Number), caller: 'r1', callee: 'r2', talkMs: 4_200 }]);
    // A terminal's first fix adds no distance; 0.01° of latitude is 1,111.95 m on the 6371 km sphere.
    const fix = (time: number, lat: number): NewEvent => ({ stream: 'terminal-g1', type: 'terminal.gps', payload: { msId: 'g1', fix: { lat, lng: 0, speed: 0, direction: 0, altitude: 0, time } } });
    const day = Date.parse('2026-05-14T00:00:00Z');
    await store.append([fix(day + 1_000, 10), fix(day + 2_000, 10.01), fix(day + 86_400_000 + 1_000, 10.02)]);
    const days = await store.reports.gpsDays({ start: day, end: day + 2 * 86_400_000 - 1, tz: 0, msIds: ['g1', 'nobody'] });
    expect(days.map((row) => [row.day, row.fixes, Math.round(row.metres)]).sort()).toEqual([['2026-05-14', 2, 1112], ['2026-05-15', 1, 1112]]);
    // Hour buckets (a range of one day): the two fixes of 14 May fall in its first hour.
    const hours = await store.reports.gpsDays({ start: day, end: day + 86_400_000 - 1, tz: 0, msIds: ['g1'], hourly: true });
    expect(hours.map((row) => [row.day, row.hour, row.fixes, Math.round(row.metres)])).toEqual([['2026-05-14', day, 2, 1112]]);
  });
}
