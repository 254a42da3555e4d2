import { describe, expect, it } from 'vitest';
import { Platform } from './platform.ts';
import type { EventStore, NewEvent, StoredEvent } from './store/event-store.ts';
import { TurnBatch } from './turn-batch.ts';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('TurnBatch', () => {
  it("appends a turn's rows as one batch when the turn ends, every asker sharing one promise", async () => {
    const appended: number[][] = [];
    const batch = new TurnBatch<number>((rows) => {
      appended.push(rows);
      return Promise.resolve();
    });
    const first = batch.add(1);
    const second = batch.add(2);
    expect(second).toBe(first);
    expect(appended).toEqual([]);
    expect(batch.pending).toBe(2);
    await first;
    expect(appended).toEqual([[1, 2]]);
    expect(batch.pending).toBe(0);
    // The next turn starts a batch of its own.
    const third = batch.add(3);
    expect(third).not.toBe(first);
    await third;
    expect(appended).toEqual([[1, 2], [3]]);
  });

  it('flush appends at once what waits (before another append), and nothing when empty', async () => {
    const appended: number[][] = [];
    const batch = new TurnBatch<number>((rows) => {
      appended.push(rows);
      return Promise.resolve();
    });
    batch.flush();
    expect(appended).toEqual([]);
    const first = batch.add(1);
    batch.flush();
    expect(appended).toEqual([[1]]);
    const second = batch.add(2);
    expect(second).not.toBe(first);
    await Promise.all([first, second]);
    await nextTurn();
    expect(appended).toEqual([[1], [2]]);
  });

  it("a failed append rejects every asker of its batch and still counts them done", async () => {
    const batch = new TurnBatch<number>(() => Promise.reject(new Error('store down')));
    const first = batch.add(1);
    const second = batch.add(2);
    await expect(first).rejects.toThrow('store down');
    await expect(second).rejects.toThrow('store down');
    expect(batch.pending).toBe(0);
  });
});

/** A store that commits at once and keeps what it was given, in order. */
function recordingStore() {
  const batches: (readonly NewEvent[])[] = [];
  let seq = 0;
  const listeners: ((events: readonly StoredEvent[]) => void)[] = [];
  const store = {
    append: (events: readonly NewEvent[]) => {
      batches.push(events);
      const stored = events.map((event) => ({ ...event, seq: ++seq, time: 1 }));
      for (const listener of listeners) listener(stored);
      return Promise.resolve(stored);
    },
    readAfter: () => Promise.resolve([]),
    latestSnapshot: () => Promise.resolve(null),
    onCommitted: (listener: (events: readonly StoredEvent[]) => void) => {
      listeners.push(listener);
      return () => undefined;
    },
    saveSnapshot: () => Promise.resolve(),
    close: () => Promise.resolve(),
  } as unknown as EventStore;
  return { store, batches };
}

const online = (msId: string) => ({ type: 'terminal.online', msId }) as const;
const gps = (msId: string, lat: number) => ({ type: 'terminal.gps', msId, fix: { lat, lng: -0.37, speed: 0, direction: 0, altitude: 0, time: 1_700_000_000_000 } }) as const;

describe('Platform.commitInTurn', () => {
  it("commits a turn's fixes as one append, and a commit in the same turn after them goes in after them", async () => {
    const { store, batches } = recordingStore();
    const platform = await Platform.open(store, { log: () => undefined });
    const first = platform.commitInTurn(gps('30000001', 39.1));
    const second = platform.commitInTurn(gps('30000002', 39.2));
    expect(second).toBe(first);
    expect(platform.inTurnPending).toBe(2);
    const sos = platform.commit([online('30000001')]);
    const third = platform.commitInTurn(gps('30000003', 39.3));
    await Promise.all([first, sos, third]);
    expect(batches.map((batch) => batch.map((event) => event.type))).toEqual([['terminal.gps', 'terminal.gps'], ['terminal.online'], ['terminal.gps']]);
    expect(platform.inTurnPending).toBe(0);
    await platform.close();
  });

  it('refuses an invalid event alone, appending nothing for it', async () => {
    const { store, batches } = recordingStore();
    const platform = await Platform.open(store, { log: () => undefined });
    const good = platform.commitInTurn(gps('30000001', 39.1));
    const bad = platform.commitInTurn({ type: 'terminal.gps', msId: '30000002', fix: { lat: 'north' } } as never);
    await expect(bad).rejects.toThrow();
    await good;
    expect(batches).toHaveLength(1);
    expect(batches[0]).toHaveLength(1);
    await platform.close();
  });

  it('close appends what the turn still holds before it closes', async () => {
    const { store, batches } = recordingStore();
    const platform = await Platform.open(store, { log: () => undefined });
    const fix = platform.commitInTurn(gps('30000001', 39.1));
    await platform.close();
    await fix;
    expect(batches).toHaveLength(1);
  });
});
