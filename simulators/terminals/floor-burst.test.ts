import { describe, expect, it } from 'vitest';
import { floorBurst, type FloorCommand } from './floor-burst.ts';

const recorder = (answer: unknown) => {
  const calls: string[] = [];
  const command: FloorCommand = async (name, args) => {
    calls.push(`${name} ${args.gid}`);
    return name === 'floorRequest' ? answer : null;
  };
  return { calls, command };
};

describe('floorBurst', () => {
  it('holds a granted floor for the burst, at most its limit, then gives it back', async () => {
    const waits: number[] = [];
    const { calls, command } = recorder({ outcome: 'granted', grantedAt: 1, maxMs: 60_000 });
    expect(await floorBurst(command, '7', 3_000, async (ms) => void waits.push(ms))).toBe('talked');
    expect(calls).toEqual(['floorRequest 7', 'floorRelease 7']);
    expect(waits).toEqual([3_000]);
    const limited = recorder({ outcome: 'granted', grantedAt: 1, maxMs: 1_000 });
    await floorBurst(limited.command, '7', 3_000, async (ms) => void waits.push(ms));
    expect(waits).toEqual([3_000, 1_000]);
  });

  it('does not wait in line, and says why it was denied', async () => {
    const queued = recorder({ outcome: 'queued', position: 1 });
    expect(await floorBurst(queued.command, '7', 3_000)).toBe('busy');
    expect(queued.calls).toEqual(['floorRequest 7', 'floorRelease 7']);
    const denied = recorder({ outcome: 'denied', reason: 'stunned' });
    expect(await floorBurst(denied.command, '7', 3_000)).toBe('denied (stunned)');
    expect(denied.calls).toEqual(['floorRequest 7']);
  });
});
