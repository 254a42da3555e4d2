import { describe, expect, it } from 'vitest';
import { DEFAULT_GROUP_AUDIO, liveVoiceHeard } from '../../../media/index.ts';
import type { FloorsState, GroupFloor } from '../../state/floors.ts';
import { liveRoomsOf, roomsUnderPriority } from './usePlayPriority.ts';

const floor = (gid: string, talker: string | null): GroupFloor => ({
  gid,
  talker: talker === null ? null : { msId: talker, name: talker, type: 6, priority: 1 },
  grantedAt: 0,
  maxMs: 60_000,
  queue: [],
  lastRelease: null,
});

describe('rooms for the play priority', () => {
  it('an idle floor (null talker) is no live voice; a talker in an audible room is', () => {
    const live = new Map([
      ['100', DEFAULT_GROUP_AUDIO],
      ['110', DEFAULT_GROUP_AUDIO],
    ]);
    const idle: FloorsState = new Map([['100', floor('100', null)]]);
    expect(liveVoiceHeard(liveRoomsOf(live, idle))).toBe(false);
    const talking: FloorsState = new Map([['110', floor('110', '10000005')]]);
    expect(liveRoomsOf(live, talking)).toEqual([
      { talking: false, audible: true },
      { talking: true, audible: true },
    ]);
  });

  it('a muted or silent room does not count as heard', () => {
    const talking: FloorsState = new Map([['100', floor('100', '10000005')]]);
    expect(liveVoiceHeard(liveRoomsOf(new Map([['100', { volume: 80, muted: true }]]), talking))).toBe(false);
    expect(liveVoiceHeard(liveRoomsOf(new Map([['100', { volume: 0, muted: false }]]), talking))).toBe(false);
  });
});

describe('rooms under the play priority', () => {
  const live = new Map([
    ['100', DEFAULT_GROUP_AUDIO],
    ['110', { volume: 40, muted: false }],
  ]);
  it('are unchanged (same map) without a decision, ducked or silenced with one', () => {
    expect(roomsUnderPriority(live, false, false)).toBe(live);
    expect([...roomsUnderPriority(live, false, true).values()]).toEqual([
      { volume: 100, muted: false, ducked: true },
      { volume: 40, muted: false, ducked: true },
    ]);
    expect([...roomsUnderPriority(live, true, false).values()].map((audio) => audio.muted)).toEqual([true, true]);
  });
});
