import { describe, expect, it } from 'vitest';
import type { PlatformEvent, TempGroup } from '../../protocol/index.ts';
import { applyTempGroupEvents, EMPTY_TEMP_GROUPS, tempGroupsFromSnapshot, tempGroupsOf } from './tempGroups.ts';

const incident: TempGroup = { gid: '900001', name: 'Bridge fire', creator: '20000001', members: ['20000001', '10000003'], createdAt: 1 };
const at = (...events: PlatformEvent[]) => events.map((event, index) => ({ event, time: index }));

describe('temp groups projection', () => {
  it('starts from the snapshot, empty when the snapshot has none', () => {
    expect(tempGroupsFromSnapshot(undefined).size).toBe(0);
    expect(tempGroupsFromSnapshot([incident]).get('900001')).toEqual(incident);
  });

  it('adds created groups, applies edits and forgets removed ones', () => {
    const created = applyTempGroupEvents(EMPTY_TEMP_GROUPS, at({ type: 'tempGroup.created', tempGroup: incident }));
    expect([...created.keys()]).toEqual(['900001']);
    const edited = applyTempGroupEvents(created, at({ type: 'tempGroup.edited', gid: '900001', name: 'Harbour', members: ['20000001', '10000004', '10000005'] }));
    expect(edited.get('900001')).toMatchObject({ name: 'Harbour', creator: '20000001', members: ['20000001', '10000004', '10000005'] });
    expect(created.get('900001')?.name).toBe('Bridge fire');
    const removed = applyTempGroupEvents(edited, at({ type: 'tempGroup.removed', gid: '900001', reason: 'last-member' }));
    expect(removed.size).toBe(0);
  });

  it("follows a geo-call's members as they join and leave, once each", () => {
    const created = applyTempGroupEvents(EMPTY_TEMP_GROUPS, at({ type: 'tempGroup.created', tempGroup: incident }));
    const joined = applyTempGroupEvents(
      created,
      at({ type: 'tempGroup.memberJoined', gid: '900001', msId: '10000004' }, { type: 'tempGroup.memberJoined', gid: '900001', msId: '10000004' }),
    );
    expect(joined.get('900001')?.members).toEqual(['20000001', '10000003', '10000004']);
    const left = applyTempGroupEvents(joined, at({ type: 'tempGroup.memberLeft', gid: '900001', msId: '10000003' }, { type: 'tempGroup.memberLeft', gid: '900009', msId: '10000003' }));
    expect(left.get('900001')?.members).toEqual(['20000001', '10000004']);
    expect(left.has('900009')).toBe(false);
  });

  it('folds a batch in order and ignores edits of unknown groups', () => {
    const state = applyTempGroupEvents(
      EMPTY_TEMP_GROUPS,
      at(
        { type: 'tempGroup.edited', gid: '900009', name: 'Ghost', members: ['1', '2'] },
        { type: 'tempGroup.created', tempGroup: incident },
        { type: 'tempGroup.removed', gid: '900001', reason: 'cancelled' },
        { type: 'tempGroup.created', tempGroup: { ...incident, gid: '900002', name: 'Second' } },
      ),
    );
    expect([...state.values()].map((group) => group.name)).toEqual(['Second']);
  });

  it('keeps the same map when the batch has no temp group event', () => {
    const state = tempGroupsFromSnapshot([incident]);
    expect(applyTempGroupEvents(state, at({ type: 'terminal.online', msId: '10000003' }))).toBe(state);
  });

  it('lists the groups a terminal is a member of', () => {
    const state = tempGroupsFromSnapshot([incident, { ...incident, gid: '900002', members: ['10000003', '10000004'] }]);
    expect(tempGroupsOf(state, '20000001').map((group) => group.gid)).toEqual(['900001']);
    expect(tempGroupsOf(state, null)).toEqual([]);
  });
});
