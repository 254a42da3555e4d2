import { describe, expect, it } from 'vitest';
import type { PlatformEvent } from '../../../protocol/index.ts';
import { foldNotices, foldTempGroups, isOwnAction, selectHappening, summarise, type Happening, type Notice, type NotifyToggles, type SelectContext, type ShownNotice } from './model.ts';

const ME = '20000001';
const ALL_ON: NotifyToggles = {
  notifyOnline: true,
  notifyOffline: true,
  notifyCreateTempGroup: true,
  notifySwitchGroup: true,
  notifyQuitTempGroup: true,
  notifyCancelTempGroup: true,
};
const context = (patch: Partial<SelectContext> = {}): SelectContext => ({
  me: ME,
  toggles: ALL_ON,
  sent: [],
  now: 100_000,
  terminalName: (msId) => `Radio ${msId}`,
  groupName: (gid) => `Group ${gid}`,
  ...patch,
});
const TEMP = new Map([['900001', { name: 'Fire', members: [ME, '10000001'] }]]);

describe('selectHappening', () => {
  it('names a terminal that comes online, only while its toggle is on', () => {
    const event: PlatformEvent = { type: 'terminal.online', msId: '10000003' };
    expect(selectHappening(event, TEMP, context())).toEqual({ kind: 'online', msId: '10000003', name: 'Radio 10000003' });
    expect(selectHappening(event, TEMP, context({ toggles: { ...ALL_ON, notifyOnline: false } }))).toBeNull();
    expect(selectHappening({ type: 'terminal.offline', msId: '10000003' }, TEMP, context({ toggles: { ...ALL_ON, notifyOnline: false } }))?.kind).toBe('offline');
  });

  it('says nothing about the dispatcher itself coming online', () => {
    expect(selectHappening({ type: 'terminal.online', msId: ME }, TEMP, context())).toBeNull();
  });

  it('reports a group switch of a terminal and of mine, unless this console asked for it', () => {
    const theirs: PlatformEvent = { type: 'terminal.groupSwitched', msId: '10000003', gid: '111' };
    expect(selectHappening(theirs, TEMP, context())).toMatchObject({ kind: 'switched', mine: false, group: 'Group 111' });
    const remote = [{ name: 'remoteSwitchGroup', args: { msId: '10000003', gid: '111' }, at: 95_000 }];
    expect(selectHappening(theirs, TEMP, context({ sent: remote }))).toBeNull();
    const mine: PlatformEvent = { type: 'terminal.groupSwitched', msId: ME, gid: '900001' };
    expect(selectHappening(mine, TEMP, context())).toMatchObject({ kind: 'switched', mine: true, group: 'Fire' });
    expect(selectHappening(mine, TEMP, context({ sent: [{ name: 'switchGroup', args: { gid: '900001' }, at: 99_000 }] }))).toBeNull();
    // A command older than its time-out explains nothing.
    expect(selectHappening(mine, TEMP, context({ sent: [{ name: 'switchGroup', args: { gid: '900001' }, at: 80_000 }] }))).not.toBeNull();
    expect(selectHappening(mine, TEMP, context({ toggles: { ...ALL_ON, notifySwitchGroup: false } }))).toBeNull();
  });

  it('reports a temp group that includes me, created by someone else', () => {
    const created = (creator: string, members: string[]): PlatformEvent => ({
      type: 'tempGroup.created',
      tempGroup: { gid: '900002', name: 'Flood', creator, members, createdAt: 1 },
    });
    expect(selectHappening(created('20000002', ['20000002', ME]), TEMP, context())).toEqual({ kind: 'tempCreated', gid: '900002', group: 'Flood' });
    expect(selectHappening(created('20000002', ['20000002', '10000001']), TEMP, context())).toBeNull();
    expect(selectHappening(created(ME, [ME, '10000001']), TEMP, context())).toBeNull();
    expect(selectHappening(created('20000002', ['20000002', ME]), TEMP, context({ toggles: { ...ALL_ON, notifyCreateTempGroup: false } }))).toBeNull();
  });

  it('reports being removed from a temp group, and its cancellation while a member', () => {
    const edited: PlatformEvent = { type: 'tempGroup.edited', gid: '900001', name: 'Fire', members: ['10000001', '10000002'] };
    expect(selectHappening(edited, TEMP, context())).toEqual({ kind: 'tempLeft', gid: '900001', group: 'Fire' });
    expect(selectHappening({ ...edited, members: [ME, '10000001', '10000002'] }, TEMP, context())).toBeNull();
    const removed: PlatformEvent = { type: 'tempGroup.removed', gid: '900001', reason: 'cancelled' };
    expect(selectHappening(removed, TEMP, context())).toEqual({ kind: 'tempCancelled', gid: '900001', group: 'Fire' });
    expect(selectHappening(removed, new Map(), context())).toBeNull();
    expect(selectHappening(removed, TEMP, context({ toggles: { ...ALL_ON, notifyCancelTempGroup: false } }))).toBeNull();
    expect(selectHappening(removed, TEMP, context({ sent: [{ name: 'tempGroupRemove', args: { gid: '900001' }, at: 99_000 }] }))).toBeNull();
  });

  it('ignores what is not a notification', () => {
    expect(selectHappening({ type: 'terminal.status', msId: '10000003', battery: 5, signal: 1 }, TEMP, context())).toBeNull();
    expect(isOwnAction({ type: 'floor.idle', gid: '111' }, ME, [], 0)).toBe(false);
  });
});

describe('foldTempGroups', () => {
  it('follows created, edited and removed', () => {
    let groups = foldTempGroups(new Map(), { type: 'tempGroup.created', tempGroup: { gid: '9', name: 'A', creator: ME, members: [ME, '1'], createdAt: 0 } });
    groups = foldTempGroups(groups, { type: 'tempGroup.edited', gid: '9', name: 'B', members: ['1', '2'] });
    expect(groups.get('9')).toEqual({ name: 'B', members: ['1', '2'] });
    expect(foldTempGroups(groups, { type: 'tempGroup.removed', gid: '9', reason: 'last-member' }).size).toBe(0);
  });
});

describe('summarise', () => {
  const online = (msId: string): Happening => ({ kind: 'online', msId, name: `Radio ${msId}` });
  const offline = (msId: string): Happening => ({ kind: 'offline', msId, name: `Radio ${msId}` });

  it('names a single terminal and counts several', () => {
    expect(summarise([online('1')])).toEqual([{ kind: 'online', count: 1, name: 'Radio 1' }]);
    expect(summarise([offline('1'), offline('2'), offline('3'), offline('2')])).toEqual([{ kind: 'offline', count: 3, name: null }]);
  });

  it('makes at most one notice per kind for a burst of hundreds', () => {
    const burst = Array.from({ length: 300 }, (_, index) => (index % 2 ? online(String(index)) : offline(String(index))));
    expect(summarise(burst)).toEqual([
      { kind: 'online', count: 150, name: null },
      { kind: 'offline', count: 150, name: null },
    ]);
  });

  it('keeps my own switch apart and sums up the terminals', () => {
    const notices = summarise([
      { kind: 'switched', msId: '1', name: 'A', mine: false, group: 'X' },
      { kind: 'switched', msId: '2', name: 'B', mine: false, group: 'Y' },
      { kind: 'switched', msId: ME, name: 'Me', mine: true, group: 'Z' },
    ]);
    expect(notices).toEqual([
      { kind: 'switched', count: 1, name: null, mine: true, group: 'Z' },
      { kind: 'switched', count: 2, name: null, mine: false, group: 'Y' },
    ]);
  });

  it('shows temp group notices one by one, a few at most', () => {
    const temps = Array.from({ length: 5 }, (_, index): Happening => ({ kind: 'tempCreated', gid: String(index), group: `T${index}` }));
    expect(summarise(temps)).toHaveLength(3);
  });
});

describe('foldNotices', () => {
  const shown = (id: number, notice: Notice): ShownNotice => ({ id, notice });
  const online = (count: number, name: string | null = null): Notice => ({ kind: 'online', count, name });

  it('folds the next online notice into the one on screen: one notice counts them all, with the newest id', () => {
    const visible = [shown(1, online(1, 'Radio 1'))];
    expect(foldNotices(visible, [shown(2, online(5))], 4)).toEqual([shown(2, online(6))]);
    expect(foldNotices([shown(2, online(6))], [shown(3, online(1, 'Radio 9'))], 4)).toEqual([shown(3, online(7))]);
  });

  it('folds twelve single notices arriving one after the other into "12 came online"', () => {
    let visible: ShownNotice[] = [];
    for (let id = 1; id <= 12; id += 1) visible = foldNotices(visible, [shown(id, online(1, `Radio ${id}`))], 4);
    expect(visible).toEqual([shown(12, online(12))]);
  });

  it('keeps online and offline apart, and the same terminal twice is still one', () => {
    const visible = [shown(1, online(1, 'Radio 1'))];
    const offline: Notice = { kind: 'offline', count: 2, name: null };
    expect(foldNotices(visible, [shown(2, offline)], 4)).toEqual([shown(1, online(1, 'Radio 1')), shown(2, offline)]);
    expect(foldNotices(visible, [shown(2, online(1, 'Radio 1'))], 4)).toEqual([shown(2, online(1, 'Radio 1'))]);
  });

  it('adds other notices one by one and lets the oldest give way beyond the limit', () => {
    const temp = (id: number): ShownNotice => shown(id, { kind: 'tempCreated', group: `T${id}` });
    const visible = [temp(1), temp(2), shown(3, online(2))];
    expect(foldNotices(visible, [temp(4), temp(5), shown(6, online(3))], 4)).toEqual([temp(2), temp(4), temp(5), shown(6, online(5))]);
  });
});
