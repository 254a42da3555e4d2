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
});
