import { describe, expect, it } from 'vitest';
import { FenceLogType, GeoCallLimits, GeoCallRefusal, type FenceShape, type GpsFix } from '../../../protocol/index.ts';
import type { EmulatorEvent } from '../events/emulator-event.ts';
import { applyEntry } from '../projection/apply.ts';
import { emptyState, type PlatformState } from '../projection/state.ts';
import { decideEdit, decideRemove } from '../temp-groups/decide.ts';
import { decideEnd, decideStart, type GeoCallOutcome } from './decide.ts';
import { membershipChanges } from './membership.ts';

const DISPATCHER = '20000001';
/** A square of about 1.1 km around (0.005, 0.005). */
const SQUARE: FenceShape = { kind: 'polygon', points: [[0, 0], [0.01, 0], [0.01, 0.01], [0, 0.01]] };
const IN = { lat: 0.005, lng: 0.005 };
const OUT = { lat: 0.05, lng: 0.05 };
const fix = (at: { lat: number; lng: number }): GpsFix => ({ ...at, speed: 5, direction: 0, altitude: 0, time: 0 });

function stateWith(): PlatformState {
  const state = emptyState();
  const add = (event: EmulatorEvent) => applyEntry(state, { seq: state.head + 1, time: 0, stream: 's', event });
  add({ type: 'group.created', group: { gid: '111', fid: '0', name: 'North Patrol A', color: '#000000', seqNum: 1 } });
  const terminals = [
    [DISPATCHER, 20, '1', null],
    ['10000001', 6, '1', IN],
    ['10000002', 6, '1', OUT],
    ['10000003', 6, '2', IN], // another customer's radio
    ['20000002', 20, '1', IN], // a dispatcher is never gathered by position
  ] as const;
  for (const [msId, type, cid, at] of terminals) {
    add({
      type: 'terminal.registered',
      terminal: { msId, msName: msId, cid, type, online: 1, grp: ['111'], currentGroup: '111', battery: 50, signal: 3, model: 'm', gps: at ? fix(at) : null, lastOnline: null, lastOffline: null },
    });
  }
  add({ type: 'fence.created', fence: { fenceid: '1', cid: '1', name: 'Depot', type: 'in', shape: SQUARE, creator: DISPATCHER, creatorName: 'd', time: 0, terminals: [] }, logType: FenceLogType.Created });
  return state;
}

function commit(state: PlatformState, events: readonly EmulatorEvent[]): void {
  for (const event of events) applyEntry(state, { seq: state.head + 1, time: 0, stream: 's', event });
}

function apply(state: PlatformState, outcome: GeoCallOutcome) {
  if (!outcome.ok) throw new Error(outcome.desc);
  commit(state, outcome.events);
  return outcome.group;
}

/** A fix as the GPS command commits it: the fix, then the membership changes it makes. */
function drive(state: PlatformState, msId: string, at: { lat: number; lng: number }): EmulatorEvent[] {
  const changes = membershipChanges(state, msId, at);
  commit(state, [{ type: 'terminal.gps', msId, fix: fix(at) }, ...changes]);
  return changes;
}

describe('geo-call start', () => {
  it("gathers the creator's customer's terminals inside and moves them into its room", () => {
    const state = stateWith();
    const group = apply(state, decideStart(state, DISPATCHER, 'Flood east', { kind: 'polygon', points: SQUARE.points }, 7));
    expect(group).toEqual({ gid: '900001', name: 'Flood east', creator: DISPATCHER, members: [DISPATCHER, '10000001'], createdAt: 7, area: SQUARE });
    expect(state.terminals.get('10000001')?.currentGroup).toBe('900001');
    expect(state.terminals.get('10000002')?.currentGroup).toBe('111');
    expect(state.terminals.get('10000003')?.currentGroup).toBe('111');
  });

  it("takes a fence's shape, and a circle", () => {
    const state = stateWith();
    expect(apply(state, decideStart(state, DISPATCHER, 'At depot', { kind: 'fence', fenceid: '1' }, 0))?.area).toEqual(SQUARE);
    const circle = apply(state, decideStart(state, DISPATCHER, 'Ring', { kind: 'circle', center: [0.05, 0.05], radius: 200 }, 0));
    expect(circle?.members).toEqual([DISPATCHER, '10000002']);
  });

  it('refuses what the console refuses too', () => {
    const state = stateWith();
    expect(decideStart(state, '10000001', 'X', { kind: 'fence', fenceid: '1' }, 0)).toEqual({ ok: false, code: '403', desc: GeoCallRefusal.NotDispatcher });
    expect(decideStart(state, DISPATCHER, ' ', { kind: 'fence', fenceid: '1' }, 0)).toEqual({ ok: false, code: '400', desc: 'name:required' });
    expect(decideStart(state, DISPATCHER, 'north patrol a', { kind: 'fence', fenceid: '1' }, 0)).toEqual({ ok: false, code: '409', desc: 'name:exists' });
    expect(decideStart(state, DISPATCHER, 'X', { kind: 'fence', fenceid: '9' }, 0)).toMatchObject({ ok: false, code: '404' });
    expect(decideStart(state, DISPATCHER, 'X', { kind: 'polygon', points: [[0, 0], [1, 1]] }, 0)).toEqual({ ok: false, code: '400', desc: `${GeoCallRefusal.BadArea} shape.tooFewPoints` });
    expect(decideStart(state, DISPATCHER, 'X', { kind: 'circle', center: [0, 0], radius: 1 }, 0)).toEqual({ ok: false, code: '400', desc: `${GeoCallRefusal.BadArea} shape.radius` });
    for (let at = 0; at < GeoCallLimits.maxActive; at += 1) apply(state, decideStart(state, DISPATCHER, `Call ${at}`, SQUARE, 0));
    expect(decideStart(state, DISPATCHER, 'One more', SQUARE, 0)).toEqual({ ok: false, code: '409', desc: GeoCallRefusal.TooMany });
  });
});

describe('geo-call membership', () => {
  it('a terminal driving in joins and enters the room; driving out, it leaves and goes back to its group', () => {
    const state = stateWith();
    apply(state, decideStart(state, DISPATCHER, 'Flood', SQUARE, 0));
    expect(drive(state, '10000002', OUT)).toEqual([]); // still outside: nothing
    expect(drive(state, '10000002', IN).map((event) => event.type)).toEqual(['tempGroup.memberJoined', 'terminal.groupSwitched']);
    expect(state.tempGroups.byGid.get('900001')?.members).toEqual([DISPATCHER, '10000001', '10000002']);
    expect(state.terminals.get('10000002')?.currentGroup).toBe('900001');
    expect(drive(state, '10000002', { lat: 0.006, lng: 0.006 })).toEqual([]); // moving inside: nothing
    expect(drive(state, '10000002', OUT)).toEqual([
      { type: 'tempGroup.memberLeft', gid: '900001', msId: '10000002' },
      { type: 'terminal.groupSwitched', msId: '10000002', gid: '111', by: DISPATCHER, logType: expect.anything() },
    ]);
    expect(state.tempGroups.byGid.get('900001')?.members).toEqual([DISPATCHER, '10000001']);
    expect(state.terminals.get('10000002')?.currentGroup).toBe('111');
  });

  it("ignores dispatchers and other customers' terminals; the last radio leaving keeps the call open", () => {
    const state = stateWith();
    apply(state, decideStart(state, DISPATCHER, 'Flood', SQUARE, 0));
    expect(drive(state, '20000002', OUT)).toEqual([]);
    expect(drive(state, '10000003', OUT)).toEqual([]);
    drive(state, '10000001', OUT);
    expect(state.tempGroups.byGid.get('900001')?.members).toEqual([DISPATCHER]);
  });

  it('a terminal that switched away stays where it is when it leaves', () => {
    const state = stateWith();
    apply(state, decideStart(state, DISPATCHER, 'Flood', SQUARE, 0));
    commit(state, [{ type: 'terminal.groupSwitched', msId: '10000001', gid: '111' }]);
    expect(drive(state, '10000001', OUT)).toEqual([{ type: 'tempGroup.memberLeft', gid: '900001', msId: '10000001' }]);
  });
});

describe('geo-call end', () => {
  it('moves the members back, then removes it; temp group edits and removals do not apply to it', () => {
    const state = stateWith();
    apply(state, decideStart(state, DISPATCHER, 'Flood', SQUARE, 0));
    expect(decideEdit(state, '900001', 'Flood', [DISPATCHER])).toEqual({ ok: false, code: '409', desc: GeoCallRefusal.IsGeoCall });
    expect(decideRemove(state, '900001')).toEqual({ ok: false, code: '409', desc: GeoCallRefusal.IsGeoCall });
    const outcome = decideEnd(state, '900001', DISPATCHER);
    expect(outcome.ok && outcome.events.map((event) => event.type)).toEqual(['terminal.groupSwitched', 'tempGroup.removed']);
    apply(state, outcome);
    expect(state.tempGroups.byGid.size).toBe(0);
    expect(state.terminals.get('10000001')?.currentGroup).toBe('111');
    expect(drive(state, '10000002', IN)).toEqual([]); // dissolved: no one joins any more
    expect(decideEnd(state, '900001', DISPATCHER)).toEqual({ ok: false, code: '404', desc: GeoCallRefusal.Unknown });
  });
});
