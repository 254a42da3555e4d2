import { describe, expect, it } from 'vitest';
import type { Group, Terminal, UserInfo } from '../../protocol/index.ts';
import { fleetAtom } from './eventLog.ts';
import { apply, fromSnapshot } from './fleet.ts';
import { store } from './jotai.ts';
import { followOwnGroup, withOwnGroup } from './ownGroup.ts';
import { userAtom } from './session.ts';

const group = (gid: string, name: string): Group => ({ gid, fid: '0', name, color: '#336699', seqNum: Number(gid) });
const me: Terminal = {
  msId: '20000001',
  msName: 'Dispatcher One',
  cid: 'c1',
  type: 20,
  online: 1,
  grp: ['150', '100'],
  currentGroup: '150',
  battery: 80,
  signal: 4,
  model: 'Console',
  gps: null,
  lastOnline: null,
  lastOffline: null,
};
const user: UserInfo = { msId: '20000001', msName: 'Dispatcher One', msType: 20, gId: '150', gName: 'Control Room', pttGroup: '150' };
const fleet = fromSnapshot({ seq: 1, groups: [group('100', 'Metro'), group('150', 'Control Room')], terminals: [me] });

describe('withOwnGroup', () => {
  it('is the same user while the own terminal stays in its group', () => {
    expect(withOwnGroup(user, fleet)).toBe(user);
  });

  it('moves pttGroup, gId and gName to the group the platform switched the terminal into', () => {
    const switched = apply(fleet, { type: 'terminal.groupSwitched', msId: '20000001', gid: '100' }, 2);
    expect(withOwnGroup(user, switched)).toEqual({ ...user, pttGroup: '100', gId: '100', gName: 'Metro' });
  });

  it('keeps the user when the fleet does not know the own terminal yet', () => {
    expect(withOwnGroup({ ...user, msId: '20000009' }, fleet)).toEqual({ ...user, msId: '20000009' });
  });
});

describe('followOwnGroup', () => {
  it('updates the stored user as the fleet changes, until unsubscribed', () => {
    store.set(userAtom, user);
    store.set(fleetAtom, fleet);
    const stop = followOwnGroup(store);
    store.set(fleetAtom, apply(fleet, { type: 'terminal.groupSwitched', msId: '20000001', gid: '100' }, 2));
    expect(store.get(userAtom)?.pttGroup).toBe('100');
    stop();
    store.set(fleetAtom, fleet);
    expect(store.get(userAtom)?.pttGroup).toBe('100');
    store.set(userAtom, null);
  });
});
