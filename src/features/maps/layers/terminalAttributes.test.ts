import { describe, expect, it } from 'vitest';
import { decodeGpsEventFrame, decodeServerFrame, GpsFixColumns, type GpsFix } from '../../../../protocol/index.ts';
import { FleetDraft, type FleetState } from '../../../state/fleet.ts';
import { fixAt, terminalRecord } from '../model/fixtures.ts';
import { MARKER_COLOURS, MarkerState } from '../model/terminalMarkers.ts';
import { PositionMap } from '../../../state/positionMap.ts';
import { VersionedMap } from '../../../state/versionedMap.ts';
import { TerminalAttributes } from './terminalAttributes.ts';

const terminals = new Map([
  ['10000001', terminalRecord('10000001')],
  ['10000002', terminalRecord('10000002', { type: 40, online: 0 })],
]);

const colourAt = (attributes: TerminalAttributes, row: number) => [...attributes.data().attributes.getFillColor.value.subarray(row * 4, row * 4 + 4)];

/** Socket text of a GPS event frame, as the emulator writes it. */
const gpsFrame = (seq: number, msId: string, lat: number | string, lng: number) =>
  JSON.stringify({ type: 'event', seq, prev: seq - 1, stream: `terminal-${msId}`, time: seq, event: { type: 'terminal.gps', msId, fix: { lat, lng, speed: 3, direction: 90, altitude: 10, time: seq } } });

describe('GPS fixes from socket text to rows, through columns', () => {
  it('decodes frames into columns, folds them into the fleet and writes the rows, normalising microdegrees (magnitude ≥ 200 ÷ 1,000,000)', () => {
    let fleet: FleetState = { snapshotSeq: 1, groups: new Map(), terminals: VersionedMap.of(terminals), positions: PositionMap.of([['10000001', fixAt(39.1, -0.1)], ['10000002', fixAt(39.2, -0.2)]]), vitals: VersionedMap.of() };
    const attributes = new TerminalAttributes();
    attributes.syncPositions(fleet.positions, fleet.terminals);
    const columns = new GpsFixColumns();
    const frames = [
      gpsFrame(2, '10000001', 39_480_000, -380_000), // microdegrees
      gpsFrame(3, '10000002', 39.25, -0.25),
      gpsFrame(4, '10000002', '39.3', -0.3), // malformed: refused whole, nothing of it applied
      gpsFrame(5, '10000002', -199.9, 500), // degrees below 200 stay degrees: no place on Earth, not drawn
    ];
    const refused: string[] = [];
    for (const text of frames) {
      if (decodeGpsEventFrame(text, columns)) columns.commit();
      else if (!decodeServerFrame(text).ok) refused.push(text);
    }
    expect(refused).toEqual([frames[2]]);
    expect(columns.length).toBe(3);
    const draft = new FleetDraft(fleet);
    draft.applyFixes(columns, 0, columns.length);
    fleet = draft.result();
    // The fleet keeps fixes as sent; the layer normalises them.
    expect(fleet.positions.get('10000001')).toEqual({ lat: 39_480_000, lng: -380_000, speed: 3, direction: 90, altitude: 10, time: 2 });
    expect(fleet.positions.get('10000002')?.lat).toBe(-199.9);
    expect(attributes.syncPositions(fleet.positions, fleet.terminals)).toBe(1);
    expect(attributes.positionAt(attributes.rowOf('10000001')!)).toEqual([-0.38, 39.48]);
    // The undrawable fix leaves the row where the last drawable one put it.
    expect(attributes.positionAt(attributes.rowOf('10000002')!)).toEqual([-0.2, 39.2]);
  });
});

describe('terminal binary attributes', () => {
  it('takes from a newer PositionMap only the fixes that changed, and leaves hidden terminals out', () => {
    const attributes = new TerminalAttributes();
    const first = PositionMap.of([['10000001', fixAt(39.1, -0.1)], ['10000002', fixAt(39.2, -0.2)]]);
    const hidden = new Set(['10000002']);
    expect(attributes.syncPositions(first, terminals, hidden)).toBe(1);
    expect(attributes.rowOf('10000002')).toBeUndefined();
    const second = first.with(new Map([['10000001', fixAt(39.15, -0.15)]]));
    expect(attributes.syncPositions(second, terminals, hidden)).toBe(1);
    expect(attributes.positionAt(attributes.rowOf('10000001')!)).toEqual([-0.15, 39.15]);
    // Showing the hidden one again reads every fix once more.
    expect(attributes.syncPositions(second, terminals, new Set())).toBe(1);
    expect(attributes.positionAt(attributes.rowOf('10000002')!)).toEqual([-0.2, 39.2]);
  });

  it('packs positions as [lng, lat] doubles, normalising microdegrees', () => {
    const attributes = new TerminalAttributes();
    const positions = new Map<string, GpsFix>([
      ['10000001', fixAt(39.4699, -0.3763)],
      ['10000002', fixAt(39_480_000, -380_000)],
    ]);
    expect(attributes.syncPositions(positions, terminals)).toBe(2);
    const data = attributes.data();
    expect(data.length).toBe(2);
    expect(data.attributes.getPosition.size).toBe(2);
    expect(data.attributes.getPosition.value).toBeInstanceOf(Float64Array);
    expect(attributes.positionAt(attributes.rowOf('10000001')!)).toEqual([-0.3763, 39.4699]);
    expect(attributes.positionAt(attributes.rowOf('10000002')!)).toEqual([-0.38, 39.48]);
  });

  it('writes only changed fixes, in place, and gives deck.gl a new object only after a change', () => {
    const attributes = new TerminalAttributes();
    const first = new Map([['10000001', fixAt(39.1, -0.1)], ['10000002', fixAt(39.2, -0.2)]]);
    attributes.syncPositions(first, terminals);
    const before = attributes.data();
    const positionArray = before.attributes.getPosition.value;
    expect(attributes.syncPositions(first, terminals)).toBe(0);
    expect(attributes.data()).toBe(before);

    const moved = new Map(first);
    moved.set('10000002', fixAt(39.25, -0.25));
    expect(attributes.syncPositions(moved, terminals)).toBe(1);
    const after = attributes.data();
    expect(after).not.toBe(before);
    // The same wrapper (deck.gl does not upload it whole again) and array, rewritten in the changed row.
    expect(after.attributes.getPosition).toBe(before.attributes.getPosition);
    expect(after.attributes.getPosition.value).toBe(positionArray);
    expect(attributes.positionRowsSince(before)).toEqual([{ startRow: 0, endRow: 2 }]);
    expect(attributes.positionAt(attributes.rowOf('10000002')!)).toEqual([-0.25, 39.25]);
    // Moves leave the colours' wrapper alone (deck.gl uploads only what changed), and recolouring the positions'.
    expect(after.attributes.getFillColor).toBe(before.attributes.getFillColor);
    attributes.syncStates(new Map([...terminals].map(([msId, terminal]) => [msId, { ...terminal, online: 1 - terminal.online } as typeof terminal])), new Map());
    const recoloured = attributes.data();
    expect(recoloured.attributes.getFillColor).not.toBe(after.attributes.getFillColor);
    expect(recoloured.attributes.getPosition).toBe(after.attributes.getPosition);
  });

  it('reads a chain of PositionMap versions by slot, a new chain (a snapshot) from scratch, and the same fixes as a plain Map would', () => {
    const bySlots = new TerminalAttributes();
    const byMap = new TerminalAttributes();
    let positions = PositionMap.of([['10000001', fixAt(39.1, -0.1)]]);
    const steps = [
      new Map([['10000002', fixAt(39.2, -0.2)]]),
      new Map([['10000001', fixAt(39.3, -0.3)], ['10000002', fixAt(39.4, -0.4)]]),
      new Map([['10000001', fixAt(39.5, -0.5)]]),
    ];
    for (const step of [new Map(), ...steps]) {
      positions = positions.with(step);
      bySlots.syncPositions(positions, terminals);
      byMap.syncPositions(new Map(positions), terminals);
      for (const msId of terminals.keys()) expect(bySlots.positionAt(bySlots.rowOf(msId)!)).toEqual(byMap.positionAt(byMap.rowOf(msId)!));
    }
    // A snapshot starts another chain: its slots number terminals differently, rows stay by msId.
    const snapshot = PositionMap.of([['10000002', fixAt(38.2, -1.2)], ['10000001', fixAt(38.1, -1.1)]]);
    expect(bySlots.syncPositions(snapshot, terminals)).toBe(2);
    expect(bySlots.positionAt(bySlots.rowOf('10000001')!)).toEqual([-1.1, 38.1]);
    expect(bySlots.syncPositions(snapshot.with(new Map([['10000001', fixAt(38.3, -1.3)]])), terminals)).toBe(1);
    expect(bySlots.positionAt(bySlots.rowOf('10000001')!)).toEqual([-1.3, 38.3]);
    expect(bySlots.positionAt(bySlots.rowOf('10000002')!)).toEqual([-1.2, 38.2]);
  });

  it('skips fixes that are no place and grows past its first capacity', () => {
    const attributes = new TerminalAttributes();
    const positions = new Map<string, GpsFix>([['bad', fixAt(Number.NaN, 0)]]);
    for (let i = 0; i < 1_000; i += 1) positions.set(String(20_000_000 + i), fixAt(39 + i / 1e4, -0.3));
    expect(attributes.syncPositions(positions, new Map())).toBe(1_000);
    expect(attributes.rowOf('bad')).toBeUndefined();
    expect(attributes.positionAt(999)).toEqual([-0.3, 39 + 999 / 1e4]);
  });

  it('colours rows by state: offline, online, talking, SOS', () => {
    const attributes = new TerminalAttributes();
    attributes.syncPositions(new Map([['10000001', fixAt(39, 0)], ['10000002', fixAt(39, 0.1)]]), terminals);
    const a = attributes.rowOf('10000001')!;
    const b = attributes.rowOf('10000002')!;
    expect(colourAt(attributes, a)).toEqual([...MARKER_COLOURS[MarkerState.Online]]);
    expect(colourAt(attributes, b)).toEqual([...MARKER_COLOURS[MarkerState.Offline]]);
    expect(attributes.syncStates(terminals, new Map([['10000001', 'talking']]))).toBe(1);
    expect(colourAt(attributes, a)).toEqual([...MARKER_COLOURS[MarkerState.Talking]]);
    attributes.syncStates(terminals, new Map([['10000001', 'emergency']]));
    expect(colourAt(attributes, a)).toEqual([...MARKER_COLOURS[MarkerState.Sos]]);
    expect(attributes.syncStates(terminals, new Map([['10000001', 'emergency']]))).toBe(0);
  });

  it('tells deck.gl which rows need their glyph, and none when only positions moved', () => {
    const attributes = new TerminalAttributes();
    const positions = new Map([['10000001', fixAt(39, 0)], ['10000002', fixAt(39, 0.1)]]);
    attributes.syncPositions(positions, terminals);
    const first = attributes.data();
    expect(attributes.glyphAt(attributes.rowOf('10000002')!)).toBe('camera');
    expect(attributes.glyphRowsSince(undefined)).toEqual([{ startRow: 0, endRow: 2 }]);

    attributes.syncPositions(new Map([...positions, ['10000001', fixAt(39.5, 0)]]), terminals);
    const moved = attributes.data();
    expect(attributes.glyphRowsSince(first)).toEqual([]);

    attributes.syncPositions(new Map([['10000003', fixAt(39, 0.2)]]), terminals);
    attributes.data();
    expect(attributes.glyphRowsSince(moved)).toEqual([{ startRow: 2, endRow: 3 }]);
    // The second layer asks with the same older data and gets the same answer.
    expect(attributes.glyphRowsSince(moved)).toEqual([{ startRow: 2, endRow: 3 }]);
  });

  it('names the position rows changed since the data a layer drew, until the array grows', () => {
    const attributes = new TerminalAttributes();
    const many = new Map(Array.from({ length: 200 }, (_, i) => [String(10_000_000 + i), fixAt(39, i / 1000)] as const));
    attributes.syncPositions(many, new Map());
    const first = attributes.data();
    expect(attributes.positionRowsSince(first)).toEqual([]);

    const moved = fixAt(39.5, 0);
    attributes.syncPositions(new Map([...many, ['10000150', moved]]), new Map());
    const second = attributes.data();
    expect(second.attributes.getPosition).toBe(first.attributes.getPosition);
    expect(attributes.positionRowsSince(first)).toEqual([{ startRow: 128, endRow: 192 }]);
    attributes.syncPositions(new Map([...many, ['10000150', moved], ['10000002', fixAt(38, 0)]]), new Map());
    attributes.data();
    // A layer that skipped a version gets both versions' rows; one that drew `second` only the newest.
    expect(attributes.positionRowsSince(first)).toEqual([{ startRow: 0, endRow: 64 }, { startRow: 128, endRow: 192 }]);
    expect(attributes.positionRowsSince(second)).toEqual([{ startRow: 0, endRow: 64 }]);

    // Past the first capacity the array is replaced: a new wrapper, which deck.gl uploads whole.
    const more = new Map([...many, ...Array.from({ length: 100 }, (_, i) => [String(20_000_000 + i), fixAt(40, i / 1000)] as const)]);
    attributes.syncPositions(more, new Map());
    const grown = attributes.data();
    expect(grown.attributes.getPosition).not.toBe(second.attributes.getPosition);
    expect(attributes.positionRowsSince(second)).toEqual([]);
  });
});
