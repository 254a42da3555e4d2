import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CallSet } from '../../../protocol/index.ts';
import type { EmulatorEvent, LogEntry } from '../events/emulator-event.ts';
import type { Platform } from '../platform.ts';
import { expireTimedStuns } from './stun-expiry.ts';

type Terminal = { msId: string; callSet: number; callSetUntil?: number };

/** The slice of Platform stun expiry reads: the clock, the terminals, live events and commit. */
function fakePlatform(terminals: Terminal[]) {
  const state = { terminals: new Map(terminals.map((terminal) => [terminal.msId, terminal])) };
  let listener: ((entries: readonly LogEntry[]) => void) | null = null;
  const committed: EmulatorEvent[] = [];
  const platform = {
    state,
    now: () => Date.now(),
    onLive: (next: (entries: readonly LogEntry[]) => void) => {
      listener = next;
      return () => (listener = null);
    },
    commit: async (events: EmulatorEvent[]) => {
      committed.push(...events);
      return [];
    },
  } as unknown as Platform;
  /** A dispatcher's setCallSet as the log applies it: the state changes, then live listeners hear it. */
  const set = (msId: string, status: number, until?: number) => {
    state.terminals.set(msId, until === undefined ? { msId, callSet: status } : { msId, callSet: status, callSetUntil: until });
    listener?.([{ event: { type: 'terminal.callSet', msId, status, by: '20000001', ...(until === undefined ? {} : { until }) } } as unknown as LogEntry]);
  };
  return { platform, committed, set };
}

describe('timed stuns', () => {
  beforeEach(() => void vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => void vi.useRealTimers());

  it('activate the terminal again when the interval is over', async () => {
    const { platform, committed, set } = fakePlatform([]);
    const stop = expireTimedStuns(platform, () => undefined);
    set('10000009', CallSet.Stunned, Date.now() + 1_000);
    await vi.advanceTimersByTimeAsync(999);
    expect(committed).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(committed).toEqual([{ type: 'terminal.callSet', msId: '10000009', status: CallSet.Active, by: '', expired: true }]);
    stop();
  });

  it('a new stun without an interval replaces the timed one: nothing ends it', async () => {
    const { platform, committed, set } = fakePlatform([]);
    const stop = expireTimedStuns(platform, () => undefined);
    set('10000010', CallSet.Stunned, Date.now() + 1_000);
    set('10000010', CallSet.Stunned);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(committed).toEqual([]);
    stop();
  });

  it('arms the stuns already in the log at start; one whose end has passed ends at once', async () => {
    const { platform, committed } = fakePlatform([
      { msId: '10000011', callSet: CallSet.Stunned, callSetUntil: Date.now() - 5 },
      { msId: '10000012', callSet: CallSet.Stunned, callSetUntil: Date.now() + 10_000 },
    ]);
    const stop = expireTimedStuns(platform, () => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(committed.map((event) => (event as { msId: string }).msId)).toEqual(['10000011']);
    stop();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(committed).toHaveLength(1);
  });
});
