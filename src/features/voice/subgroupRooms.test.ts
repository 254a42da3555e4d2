import { describe, expect, it } from 'vitest';
import { mediaRoomsOf, nextLingering } from './subgroupRooms.ts';

describe('subgroup rooms', () => {
  it('joins own groups always and a subgroup only while active, in the panel order', () => {
    const rooms = ['150', '100', '110', '111', '140', '143'];
    expect(mediaRoomsOf(rooms, new Set(['150', '100']), new Set())).toEqual(['150', '100']);
    expect(mediaRoomsOf(rooms, new Set(['150', '100']), new Set(['143', '111']))).toEqual(['150', '100', '111', '143']);
    // An active group the panel no longer monitors is not joined.
    expect(mediaRoomsOf(rooms, new Set(['150']), new Set(['999']))).toEqual(['150']);
  });

  it('keeps a group whose talk ended for the linger time, and drops the end when talk starts again', () => {
    const ended = nextLingering(new Map(), new Set(['143']), new Set(), 1_000, 30_000);
    expect([...ended]).toEqual([['143', 31_000]]);
    // Still there before the end, gone after it.
    expect([...nextLingering(ended, new Set(), new Set(), 30_999, 30_000)]).toEqual([['143', 31_000]]);
    expect([...nextLingering(ended, new Set(), new Set(), 31_000, 30_000)]).toEqual([]);
    // Talking again: no end is pending while the talk lasts; a second end starts a new linger.
    const again = nextLingering(ended, new Set(), new Set(['143']), 5_000, 30_000);
    expect([...again]).toEqual([]);
    expect([...nextLingering(again, new Set(['143']), new Set(), 9_000, 30_000)]).toEqual([['143', 39_000]]);
  });
});
