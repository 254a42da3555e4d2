import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GpsFix, Group, PlatformEvent, Terminal } from '../../protocol/index.ts';
import { apply, applyAll, EMPTY_FLEET, fromSnapshot, type FleetState, type TimedEvent } from './fleet.ts';
import { unpackVitals } from './vitals.ts';

const group = (gid: string, fid = '0'): Group => ({ gid, fid, name: `Group ${gid}`, color: '#336699', seqNum: Number(gid) });

const fix: GpsFix = { lat: 22.5, lng: 114.1, speed: 3, direction: 90, altitude: 12, time: 1_000 };

const terminal = (msId: string, patch: Partial<Terminal> = {}): Terminal => ({
  msId,
  msName: `Radio ${msId}`,
  cid: 'c1',
  type: 6,
  online: 0,
  grp: ['1'],
  currentGroup: '1',
  battery: 80,
  signal: 4,
  model: 'R1',
  gps: null,
  lastOnline: null,
  lastOffline: null,
  ...patch,
});

const seeded = (): FleetState =>
  fromSnapshot({ seq: 10, groups: [group('1'), group('2', '1')], terminals: [terminal('30000001', { gps: fix }), terminal('30000002')] });

describe('fromSnapshot', () => {
  it('indexes groups and terminals and keeps positions apart', () => {
    const state = seeded();
    expect(state.snapshotSeq).toBe(10);
    expect([...state.groups.keys()]).toEqual(['1', '2']);
    expect(state.terminals.get('30000001')).not.toHaveProperty('gps');
    expect(state.positions.get('30000001')).toEqual(fix);
    expect(state.positions.has('30000002')).toBe(false);
  });
});

describe('apply', () => {
  it('marks a terminal online and offline with the log time', () => {
    const online = apply(seeded(), { type: 'terminal.online', msId: '30000002' }, 5_000);
    expect(online.terminals.get('30000002')).toMatchObject({ online: 1, lastOnline: 5_000 });
    const offline = apply(online, { type: 'terminal.offline', msId: '30000002' }, 6_000);
    expect(offline.terminals.get('30000002')).toMatchObject({ online: 0, lastOffline: 6_000 });
  });

  it('updates battery, signal and current group', () => {
    let state = apply(seeded(), { type: 'terminal.status', msId: '30000001', battery: 12, signal: 1 }, 1);
    state = apply(state, { type: 'terminal.groupSwitched', msId: '30000001', gid: '2' }, 2);
    expect(state.terminals.get('30000001')).toMatchObject({ currentGroup: '2' });
    expect(unpackVitals(state.vitals.get('30000001')!)).toEqual({ battery: 12, signal: 1 });
  });

  it('keeps battery and signal apart from the records: a status event makes no new record', () => {
    const before = seeded();
    expect(unpackVitals(before.vitals.get('30000002')!)).toEqual({ battery: 80, signal: 4 });
    const after = apply(before, { type: 'terminal.status', msId: '30000002', battery: 100, signal: 5 }, 1);
    expect(after.terminals).toBe(before.terminals);
    expect(unpackVitals(after.vitals.get('30000002')!)).toEqual({ battery: 100, signal: 5 });
    // The old state still reads as it did; an unknown terminal's status is ignored.
    expect(unpackVitals(before.vitals.get('30000002')!)).toEqual({ battery: 80, signal: 4 });
    expect(apply(after, { type: 'terminal.status', msId: '39999999', battery: 1, signal: 1 }, 2)).toBe(after);
    const registered = apply(after, { type: 'terminal.registered', terminal: terminal('30000003', { battery: 0, signal: 0 }) }, 3);
    expect(unpackVitals(registered.vitals.get('30000003')!)).toEqual({ battery: 0, signal: 0 });
  });

  it('adds created groups and registered terminals', () => {
    let state = apply(seeded(), { type: 'group.created', group: group('3', '2') }, 1);
    state = apply(state, { type: 'terminal.registered', terminal: terminal('30000003', { gps: fix }) }, 2);
    expect(state.groups.get('3')?.fid).toBe('2');
    expect(state.terminals.has('30000003')).toBe(true);
    expect(state.positions.get('30000003')).toEqual(fix);
  });

  it('follows network management: group name, colour, deletion, memberships and icons', () => {
    const events: TimedEvent[] = [
      { event: { type: 'group.renamed', gid: '2', name: 'Night', by: 'd' }, time: 1 },
      { event: { type: 'group.colored', gid: '2', color: '#00aa33', by: 'd' }, time: 2 },
      { event: { type: 'group.membersAdded', gid: '2', msIds: ['30000001', '39999999'], by: 'd' }, time: 3 },
      { event: { type: 'terminal.iconSet', msId: '30000002', icon: 'camera', by: 'd' }, time: 4 },
    ];
    const state = applyAll(seeded(), events);
    expect(state.groups.get('2')).toMatchObject({ name: 'Night', color: '#00aa33' });
    expect(state.terminals.get('30000001')?.grp).toEqual(['1', '2']);
    expect(state.terminals.get('30000002')?.icon).toBe('camera');
    const gone = applyAll(state, [
      { event: { type: 'group.membersRemoved', gid: '2', msIds: ['30000001'], by: 'd' }, time: 5 },
      { event: { type: 'group.deleted', gid: '2', by: 'd' }, time: 6 },
    ]);
    expect(gone.groups.has('2')).toBe(false);
    expect(gone.terminals.get('30000001')?.grp).toEqual(['1']);
  });

  it('moves a position without touching the terminal records', () => {
    const before = seeded();
    const moved = { ...fix, lat: 23 };
    const after = apply(before, { type: 'terminal.gps', msId: '30000001', fix: moved }, 1);
    expect(after.terminals).toBe(before.terminals);
    expect(after.positions.get('30000001')).toEqual(moved);
  });

  it('returns the same state for events that change nothing', () => {
    const before = seeded();
    expect(apply(before, { type: 'terminal.online', msId: '99999999' }, 1)).toBe(before);
    expect(apply(before, { type: 'terminal.gps', msId: '99999999', fix }, 1)).toBe(before);
    expect(apply(before, { type: 'terminal.status', msId: '30000001', battery: 80, signal: 4 }, 1)).toBe(before);
  });

  it('never mutates the state it was given', () => {
    const before = seeded();
    const snapshot = structuredClone({ terminals: [...before.terminals], positions: [...before.positions] });
    apply(before, { type: 'terminal.online', msId: '30000001' }, 1);
    apply(before, { type: 'terminal.gps', msId: '30000001', fix: { ...fix, lat: 0 } }, 1);
    expect({ terminals: [...before.terminals], positions: [...before.positions] }).toEqual(snapshot);
  });
});

describe('applyAll', () => {
  const ids = ['30000001', '30000002', '30000009'];
  const eventArb: fc.Arbitrary<PlatformEvent> = fc.oneof(
    fc.constantFrom(...ids).map((msId): PlatformEvent => ({ type: 'terminal.online', msId })),
    fc.constantFrom(...ids).map((msId): PlatformEvent => ({ type: 'terminal.offline', msId })),
    fc
      .record({ msId: fc.constantFrom(...ids), battery: fc.integer({ min: 0, max: 100 }), signal: fc.integer({ min: 0, max: 5 }) })
      .map((status): PlatformEvent => ({ type: 'terminal.status', ...status })),
    fc
      .record({ msId: fc.constantFrom(...ids), lat: fc.double({ min: -80, max: 80, noNaN: true }) })
      .map(({ msId, lat }): PlatformEvent => ({ type: 'terminal.gps', msId, fix: { ...fix, lat } })),
    fc.constantFrom(...ids).map((msId): PlatformEvent => ({ type: 'terminal.registered', terminal: terminal(msId) })),
    // Registered again with a position: its fix and a later GPS event in one batch must keep their order.
    fc
      .record({ msId: fc.constantFrom(...ids), lat: fc.double({ min: -80, max: 80, noNaN: true }) })
      .map(({ msId, lat }): PlatformEvent => ({ type: 'terminal.registered', terminal: terminal(msId, { gps: { ...fix, lat } }) })),
  );
  const timedArb = fc
    .array(eventArb, { maxLength: 60 })
    .map((events) => events.map((event, index): TimedEvent => ({ event, time: index })));

  it('folds a batch exactly as one event at a time, however it is cut', () => {
    fc.assert(
      fc.property(timedArb, fc.integer({ min: 1, max: 10 }), (events, size) => {
        const oneByOne = events.reduce((state, { event, time }) => apply(state, event, time), seeded());
        let batched = seeded();
        for (let start = 0; start < events.length; start += size) batched = applyAll(batched, events.slice(start, start + size));
        expect([...batched.terminals]).toEqual([...oneByOne.terminals]);
        expect([...batched.positions]).toEqual([...oneByOne.positions]);
        expect([...batched.vitals]).toEqual([...oneByOne.vitals]);
      }),
      { seed: 20_260_101, numRuns: 200 },
    );
  });

  it('starts from an empty fleet before any snapshot', () => {
    expect(EMPTY_FLEET.snapshotSeq).toBeNull();
    expect(applyAll(EMPTY_FLEET, [])).toBe(EMPTY_FLEET);
  });
});
