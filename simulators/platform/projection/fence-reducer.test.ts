import { describe, expect, it } from 'vitest';
import type { Fence } from '../../../protocol/index.ts';
import { anyGeoCall } from '../geo-calls/membership.ts';
import { emptyFenceBook, fencesWatching, isWatched } from './fence-reducer.ts';
import { emptyState } from './state.ts';

const fence = (fenceid: string, terminals: string[]): Fence => ({
  fenceid,
  cid: '1',
  name: `fence ${fenceid}`,
  type: 1,
  shape: { kind: 'circle', center: [0, 0], radius: 100 },
  creator: '29000001',
  creatorName: 'dispatcher',
  time: 0,
  terminals,
}) as unknown as Fence;

describe('the GPS fast path questions', () => {
  it('isWatched answers what fencesWatching(…).length > 0 does', () => {
    const book = emptyFenceBook();
    expect(isWatched(book, '30000001')).toBe(false);
    book.byId.set('1', fence('1', ['30000002']));
    book.byId.set('2', fence('2', ['30000003', '30000001']));
    for (const msId of ['30000001', '30000002', '30000003', '30000004']) expect(isWatched(book, msId)).toBe(fencesWatching(book, msId).length > 0);
  });

  it('anyGeoCall is true only while a temp group with an area exists', () => {
    const state = emptyState();
    expect(anyGeoCall(state)).toBe(false);
    state.tempGroups.byGid.set('900001', { gid: '900001', members: [] } as never);
    expect(anyGeoCall(state)).toBe(false);
    state.tempGroups.byGid.set('900002', { gid: '900002', members: [], area: { kind: 'circle' } } as never);
    expect(anyGeoCall(state)).toBe(true);
  });
});
