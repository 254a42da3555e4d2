import { GpsFixColumns, type GpsFix } from '../../protocol/index.ts';
import { applyAll, FleetDraft, fromSnapshot, type FleetState, type TerminalRecord, type TimedEvent } from '../../src/state/fleet.ts';
import { MARKER_COLOURS, markerGlyphOf, markerStateOf, normalisePosition, TerminalAttributes } from '../../src/features/maps/index.ts';
import { writeSuite, type Measurement } from './report.ts';

/**
 * The terminals layer's main-thread cost of taking in a batch of GPS fixes, in Node (no GPU):
 * binary attributes (what the console does: rows rewritten in place, deck.gl gets new wrappers
 * around the same typed arrays and recomputes nothing) against the common way, a new array of
 * terminal objects that deck.gl then walks with accessors to fill its attributes. The upload of
 * the buffers to the GPU is the same for both and is not measured here.
 */

const RUNS = 60;

const terminalRecord = (msId: string, type: number, online: 0 | 1): TerminalRecord => ({
  msId, msName: `Radio ${msId}`, cid: '1001', type, online, grp: ['111'], currentGroup: '111',
  model: 'T320 LTE PoC Radio', lastOnline: null, lastOffline: null,
});
const fixAt = (lat: number, lng: number): GpsFix => ({ lat, lng, speed: 8, direction: 90, altitude: 15, time: 1_700_000_000_000 });

type Fleet = { terminals: Map<string, TerminalRecord>; before: Map<string, GpsFix>; after: Map<string, GpsFix> };

/** N terminals around Valencia; `after` moves the first `moved` of them a few metres. */
function fleetOf(size: number, moved: number): Fleet {
  const terminals = new Map<string, TerminalRecord>();
  const before = new Map<string, GpsFix>();
  for (let i = 0; i < size; i += 1) {
    const msId = String(10_000_000 + i);
    terminals.set(msId, terminalRecord(msId, [6, 0, 10, 8, 30, 505][i % 6]!, i % 5 === 0 ? 0 : 1));
    before.set(msId, fixAt(39.40 + (i % 400) / 2_000, -0.45 + Math.floor(i / 400) / 2_000));
  }
  const after = new Map(before);
  let count = 0;
  for (const [msId, fix] of before) {
    if (count++ >= moved) break;
    after.set(msId, { ...fix, lat: fix.lat + 0.0001, lng: fix.lng + 0.0001, time: fix.time + 1_000 });
  }
  return { terminals, before, after };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Milliseconds per batch (median), alternating the two position maps so every batch changes rows. */
function timeBatches(apply: (positions: Map<string, GpsFix>) => void, fleet: Fleet): number {
  for (let i = 0; i < 10; i += 1) apply(i % 2 ? fleet.after : fleet.before); // warm up the JIT
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const positions = i % 2 ? fleet.before : fleet.after;
    const started = performance.now();
    apply(positions);
    times.push(performance.now() - started);
  }
  return median(times);
}

function binaryPath(fleet: Fleet): (positions: Map<string, GpsFix>) => void {
  const attributes = new TerminalAttributes();
  attributes.syncPositions(fleet.before, fleet.terminals);
  attributes.syncStates(fleet.terminals, new Map());
  let drawn = attributes.data();
  return (positions) => {
    attributes.syncPositions(positions, fleet.terminals);
    const next = attributes.data();
    attributes.glyphRowsSince(drawn); // deck.gl's _dataDiff: which glyphs to recompute (none)
    drawn = next;
  };
}

type TerminalObject = { msId: string; position: [number, number]; colour: readonly number[]; glyph: string };

/** A new object per terminal, then what deck.gl does with a new data array: call every accessor for every row. */
function objectArrayPath(fleet: Fleet): (positions: Map<string, GpsFix>) => void {
  let capacity = 0;
  let positionsOut = new Float64Array(0);
  let coloursOut = new Uint8Array(0);
  const glyphsOut: string[] = [];
  return (positions) => {
    const data: TerminalObject[] = [];
    for (const [msId, fix] of positions) {
      const at = normalisePosition(fix.lat, fix.lng);
      const terminal = fleet.terminals.get(msId);
      if (!at || !terminal) continue;
      data.push({ msId, position: [at.lng, at.lat], colour: MARKER_COLOURS[markerStateOf(terminal.online, undefined)], glyph: markerGlyphOf(terminal.type) });
    }
    if (data.length > capacity) {
      capacity = data.length;
      positionsOut = new Float64Array(capacity * 2);
      coloursOut = new Uint8Array(capacity * 4);
    }
    const getPosition = (object: TerminalObject) => object.position;
    const getColour = (object: TerminalObject) => object.colour;
    const getGlyph = (object: TerminalObject) => object.glyph;
    data.forEach((object, row) => {
      positionsOut.set(getPosition(object), row * 2);
      coloursOut.set(getColour(object), row * 4);
      glyphsOut[row] = getGlyph(object);
    });
  };
}

/**
 * The console's whole path for one batch: the fleet reducer folds the GPS events (positions in a
 * PositionMap, O(batch)), then the attributes write only the rows that changed. Against it, the
 * way it was before: a copy of the whole position map per batch and a scan of every row.
 */
function reducerPaths(fleet: Fleet, moved: number): { current: number; copying: number; columns: number } {
  const terminals = [...fleet.terminals.values()].map((terminal) => ({ ...terminal, battery: 80, signal: 4, gps: fleet.before.get(terminal.msId)! }));
  const batches = [fleet.after, fleet.before].map((positions) =>
    [...positions].slice(0, moved).map(([msId, fix]): TimedEvent => ({ event: { type: 'terminal.gps', msId, fix }, time: fix.time })),
  );
  // The same batches as the socket decodes them now: rows of typed columns, no object per fix.
  const columnBatches = [fleet.after, fleet.before].map((positions) => {
    const columns = new GpsFixColumns();
    for (const [msId, fix] of [...positions].slice(0, moved)) {
      const row = columns.stage();
      columns.id[row] = Number(msId);
      columns.lat[row] = fix.lat;
      columns.lng[row] = fix.lng;
      columns.speed[row] = fix.speed;
      columns.direction[row] = fix.direction;
      columns.altitude[row] = fix.altitude;
      columns.fixTime[row] = fix.time;
      columns.commit();
    }
    return columns;
  });
  let state = fromSnapshot({ seq: 0, groups: [], terminals });
  const attributes = new TerminalAttributes();
  attributes.syncPositions(state.positions, state.terminals);
  let columnState: FleetState = fromSnapshot({ seq: 0, groups: [], terminals });
  const columnAttributes = new TerminalAttributes();
  columnAttributes.syncPositions(columnState.positions, columnState.terminals);
  let copy = new Map(fleet.before);
  const copying = new TerminalAttributes();
  copying.syncPositions(copy, fleet.terminals);
  const time = (apply: (batch: number) => void) => {
    for (let i = 0; i < 10; i += 1) apply(i % 2);
    const times: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const started = performance.now();
      apply(i % 2);
      times.push(performance.now() - started);
    }
    return median(times);
  };
  const current = time((batch) => {
    state = applyAll(state, batches[batch]!);
    attributes.syncPositions(state.positions, state.terminals);
  });
  const copyingMs = time((batch) => {
    copy = new Map(copy);
    for (const { event } of batches[batch]!) if (event.type === 'terminal.gps') copy.set(event.msId, event.fix);
    copying.syncPositions(copy, fleet.terminals);
  });
  const columns = time((batch) => {
    const rows = columnBatches[batch]!;
    const draft = new FleetDraft(columnState);
    draft.applyFixes(rows, 0, rows.length);
    columnState = draft.result();
    columnAttributes.syncPositions(columnState.positions, columnState.terminals);
  });
  return { current, copying: copyingMs, columns };
}

export function runMapLayerBench(): void {
  const measurements: Measurement[] = [];
  const ratios: Record<string, number> = {};
  for (const [size, moved] of [[1_000, 1_000], [10_000, 10_000], [10_000, 1_000], [100_000, 10_000]] as const) {
    const fleet = fleetOf(size, moved);
    const binary = timeBatches(binaryPath(fleet), fleet);
    const objects = timeBatches(objectArrayPath(fleet), fleet);
    const label = `${moved.toLocaleString('en-US')} of ${size.toLocaleString('en-US')} terminals moved`;
    measurements.push(
      { name: `binary attributes, ${label}`, value: Number(binary.toFixed(3)), unit: 'ms/batch', note: 'median' },
      { name: `object array rebuild, ${label}`, value: Number(objects.toFixed(3)), unit: 'ms/batch', note: 'median' },
    );
    ratios[`binary / objects, ${label}`] = Number((binary / objects).toFixed(3));
    if (moved < size) {
      const { current, copying, columns } = reducerPaths(fleet, moved);
      measurements.push(
        { name: `fleet reducer + attributes, fixes in columns (as the socket decodes them now), ${label}`, value: Number(columns.toFixed(3)), unit: 'ms/batch', note: 'median' },
        { name: `fleet reducer + attributes (PositionMap, changed rows only), fix event objects, ${label}`, value: Number(current.toFixed(3)), unit: 'ms/batch', note: 'median; the events exist before the batch (made by the decoder), as with the columns' },
        { name: `copied position map + full row scan (before PositionMap), ${label}`, value: Number(copying.toFixed(3)), unit: 'ms/batch', note: 'median' },
      );
      ratios[`PositionMap / copied map, ${label}`] = Number((current / copying).toFixed(3));
      ratios[`fixes in columns / fix event objects, ${label}`] = Number((columns / current).toFixed(3));
    }
  }
  writeSuite('map-layer', measurements, ratios);
}
