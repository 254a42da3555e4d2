import { describe, expect, it } from 'vitest';
import type { FloorTalker } from '../../../protocol/index.ts';
import { DEFAULT_GROUP_AUDIO } from '../../../media/index.ts';
import type { GroupFloor } from '../../state/floors.ts';
import { playedAudio } from './playedAudio.ts';

const radio: FloorTalker = { msId: '10000005', name: 'NPA-05', type: 6, priority: 1 };
const dispatcher: FloorTalker = { msId: '20000001', name: 'Dispatcher One', type: 20, priority: 2 };
const floor = (gid: string, talker: FloorTalker | null): GroupFloor => ({ gid, talker, grantedAt: 0, maxMs: 60_000, queue: [], lastRelease: null });

describe('playedAudio', () => {
  it('silences a room only while a muted terminal holds its floor, keeping its volume', () => {
    const floors = new Map([
      ['100', floor('100', radio)],
      ['150', floor('150', null)],
    ]);
    const audio = new Map([['100', { volume: 40, muted: false }]]);
    const played = playedAudio(['100', '150'], audio, floors, new Set(['10000005']), null);
    expect(played.get('100')).toEqual({ volume: 40, muted: true });
    expect(played.get('150')).toEqual(DEFAULT_GROUP_AUDIO);
    expect(playedAudio(['100'], audio, new Map([['100', floor('100', null)]]), new Set(['10000005']), null).get('100')).toEqual({ volume: 40, muted: false });
  });

  it('plays a talker who is not on the list, and keeps a group the dispatcher muted muted', () => {
    const floors = new Map([['100', floor('100', radio)]]);
    expect(playedAudio(['100'], new Map(), floors, new Set(['10000006']), null).get('100')).toEqual(DEFAULT_GROUP_AUDIO);
    expect(playedAudio(['100'], new Map([['100', { volume: 70, muted: true }]]), floors, new Set(), null).get('100')).toEqual({ volume: 70, muted: true });
  });

  it("silences a room whose floor the dispatcher holds, so an all-call's relay does not echo back", () => {
    const mine = new Map([['100', floor('100', dispatcher)]]);
    expect(playedAudio(['100'], new Map(), mine, new Set(), dispatcher.msId).get('100')).toEqual({ ...DEFAULT_GROUP_AUDIO, muted: true });
    expect(playedAudio(['100'], new Map(), mine, new Set(), '20000002').get('100')).toEqual(DEFAULT_GROUP_AUDIO);
  });
});
