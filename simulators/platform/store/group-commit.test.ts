import { describe, expect, it } from 'vitest';
import { GroupCommit, SETTLE_SLICE } from './group-commit.ts';

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A commit that answers each item doubled once the test lets it. */
function gatedCommit() {
  const batches: number[][] = [];
  const gates: (() => void)[] = [];
  const commit = (items: number[]) => {
    batches.push(items);
    return new Promise<number[]>((resolve) => gates.push(() => resolve(items.map((item) => item * 2))));
  };
  return { batches, gates, commit };
}

describe('GroupCommit', () => {
  it('commits what was submitted in one tick as one batch, and tells each submitter its own part', async () => {
    const { batches, gates, commit } = gatedCommit();
    const group = new GroupCommit(commit, 1_000);
    const answers = [group.submit([1]), group.submit([2, 3]), group.submit([4])];
    await turn();
    expect(batches).toEqual([[1, 2, 3, 4]]);
    gates.shift()!();
    expect(await Promise.all(answers)).toEqual([[2], [4, 6], [8]]);
  });

  it('tells a big batch a slice per turn of the event loop, in submission order, across batches', async () => {
    const { gates, commit } = gatedCommit();
    const group = new GroupCommit(commit, 10_000);
    const told: number[] = [];
    const count = SETTLE_SLICE * 3 + 5;
    const first = Array.from({ length: count }, (_, i) => group.submit([i]).then(() => told.push(i)));
    await turn();
    gates.shift()!();
    await Promise.resolve();
    // The first slice is told in the commit's own task; later ones one per turn.
    while (told.length === 0) await Promise.resolve();
    await new Promise<void>((resolve) => queueMicrotask(resolve));
    expect(told.length).toBe(SETTLE_SLICE);
    const second = group.submit([count]).then(() => told.push(count));
    await turn();
    expect(told.length).toBeLessThan(count);
    while (gates.length === 0) await turn();
    gates.shift()!();
    await Promise.all([...first, second]);
    expect(told).toEqual(Array.from({ length: count + 1 }, (_, i) => i));
  });

  it('rejects every submitter of a failed batch and goes on with the next', async () => {
    let calls = 0;
    const group = new GroupCommit(async (items: number[]) => {
      calls += 1;
      if (calls === 1) throw new Error('disk full');
      return items;
    }, 1_000);
    const failed = [group.submit([1]), group.submit([2])];
    await expect(Promise.all(failed)).rejects.toThrow('disk full');
    await Promise.allSettled(failed);
    await expect(group.submit([3])).resolves.toEqual([3]);
  });

  it('is drained only once every submitter has been told', async () => {
    const { gates, commit } = gatedCommit();
    const group = new GroupCommit(commit, 10_000);
    let told = 0;
    for (let i = 0; i < SETTLE_SLICE * 4; i += 1) void group.submit([i]).then(() => (told += 1));
    const drained = group.drained().then(() => told);
    await turn();
    gates.shift()!();
    expect(await drained).toBe(SETTLE_SLICE * 4);
    await expect(group.drained()).resolves.toBeUndefined();
  });

  describe('linger', () => {
    const linger = { underLoad: 4, target: 10, ms: 60_000 };
    const settle = async () => {
      for (let i = 0; i < 5; i += 1) await turn();
    };

    it('lets the batch after a busy one fill up to the target instead of committing at once', async () => {
      const { batches, gates, commit } = gatedCommit();
      const group = new GroupCommit(commit, 1_000, linger);
      const busy = Array.from({ length: 6 }, (_, i) => group.submit([i]));
      await turn();
      const early = group.submit([6, 7, 8]);
      gates.shift()!();
      await Promise.all(busy);
      await settle();
      expect(batches).toHaveLength(1);
      const rest = group.submit([9, 10, 11, 12, 13, 14, 15]);
      await settle();
      expect(batches).toEqual([[0, 1, 2, 3, 4, 5], [6, 7, 8, 9, 10, 11, 12, 13, 14, 15]]);
      gates.shift()!();
      expect(await Promise.all([early, rest])).toEqual([[12, 14, 16], [18, 20, 22, 24, 26, 28, 30]]);
    });

    it('commits after a quiet batch at once: a lone append never waits', async () => {
      const { batches, gates, commit } = gatedCommit();
      const group = new GroupCommit(commit, 1_000, linger);
      const first = group.submit([1]);
      await turn();
      const second = group.submit([2]);
      gates.shift()!();
      await first;
      await settle();
      expect(batches).toEqual([[1], [2]]);
      gates.shift()!();
      await expect(second).resolves.toEqual([4]);
    });

    it('waits no longer than its time limit', async () => {
      const { batches, gates, commit } = gatedCommit();
      const group = new GroupCommit(commit, 1_000, { ...linger, ms: 20 });
      const busy = group.submit([1, 2, 3, 4, 5]);
      await turn();
      const late = group.submit([6]);
      gates.shift()!();
      await busy;
      await settle();
      expect(batches).toHaveLength(1);
      await new Promise((resolve) => setTimeout(resolve, 40));
      expect(batches).toEqual([[1, 2, 3, 4, 5], [6]]);
      gates.shift()!();
      await expect(late).resolves.toEqual([12]);
    });
  });
});
