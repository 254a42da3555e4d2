import { describe, expect, it } from 'vitest';
import { Platform } from './platform.ts';
import type { EventStore, NewEvent, StoredEvent } from './store/event-store.ts';

/** A store whose appends settle when the test says, in the order they came, as the group commit does. */
function heldStore() {
  const held: { readonly events: readonly NewEvent[]; readonly resolve: (stored: StoredEvent[]) => void }[] = [];
  let seq = 0;
  let closed = false;
  const store = {
    append: (events: readonly NewEvent[]) => new Promise<StoredEvent[]>((resolve) => held.push({ events, resolve })),
    readAfter: () => Promise.resolve([]),
    latestSnapshot: () => Promise.resolve(null),
    onCommitted: () => () => undefined,
    saveSnapshot: () => Promise.resolve(),
    close: () => {
      closed = true;
      return Promise.resolve();
    },
  } as unknown as EventStore;
  const settleOldest = () => {
    const next = held.shift()!;
    next.resolve(next.events.map((event) => ({ ...event, seq: ++seq, time: 1 })));
  };
  return { store, held, settleOldest, isClosed: () => closed };
}

const online = (msId: string) => ({ type: 'terminal.online', msId }) as const;
const turns = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setImmediate(resolve));
};

describe('Platform.close', () => {
  it('waits for the commits asked before it, and not for those asked after', async () => {
    const { store, held, settleOldest, isClosed } = heldStore();
    const platform = await Platform.open(store, { log: () => undefined });
    const first = platform.commit([online('30000001')]);
    const second = platform.commit([online('30000002')]);
    let closed = false;
    const closing = platform.close().then(() => (closed = true));
    // A fleet still reporting while the emulator stops must not hold the close.
    const late = platform.commit([online('30000003')]);
    settleOldest();
    await first;
    await turns();
    expect(closed).toBe(false);
    settleOldest();
    await second;
    await closing;
    expect(closed).toBe(true);
    expect(isClosed()).toBe(true);
    expect(held).toHaveLength(1);
    settleOldest();
    await expect(late).resolves.toHaveLength(1);
  });

  it('closes at once with nothing in flight', async () => {
    const { store, isClosed } = heldStore();
    const platform = await Platform.open(store, { log: () => undefined });
    await platform.close();
    expect(isClosed()).toBe(true);
  });
});
