/**
 * The browser map bench's page (tests/bench/map-browser.bench.ts drives it): N live terminals,
 * 10 % of them moving each second, drawn either by the console's own path (the fleet reducer and
 * the positions worker, then the binary attributes and deck.gl layers of src/features/maps), by its
 * path before the worker (every fix folded on the main thread), or by the baseline common
 * open-source trackers use (a MapLibre GeoJSON source given every position with setData).
 * It measures what one batch costs the main thread, frame times, long tasks, redraws and input delay.
 */
import { MapLibreOverlay } from '@deck.gl/maplibre';
import { Map as MapLibreMap, type GeoJSONSource } from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import { LivePositions, loadTerminalLayerKit, MAP_LAYER_ORDER, MapLayerRegistry, startPositionFeed, TerminalAttributes, type MovedRows } from '../../../src/features/maps/index.ts';
import { applyAll, FleetDraft, fromSnapshot, type FleetState, type TimedEvent } from '../../../src/state/fleet.ts';
import { GpsFixColumns, type GpsFix, type Terminal } from '../../../protocol/index.ts';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { setWorkerUrl } from 'maplibre-gl';

setWorkerUrl(workerUrl);

/**
 * deck: the console (fixes in columns from the socket; the fleet folds watched terminals' only, the
 * positions worker folds every fix and the main thread writes what moved: src/features/maps/positions);
 * deck-fold: the console before the worker (every fix folded on the main thread, the attributes
 * synced from the fleet's positions); deck-objects: that path fed event objects; geojson: the baseline.
 */
type Mode = 'deck' | 'deck-fold' | 'deck-objects' | 'geojson';
const params = new URLSearchParams(location.search);
const mode = (params.get('mode') ?? 'deck') as Mode;
const count = Number(params.get('n') ?? '1000');
// Diagnostics (MAP_BENCH_QUERY='&draw=0&rows=0'): the apply without handing deck.gl new layers, without writing the attribute rows.
const draw = params.get('draw') !== '0';
const rowsOn = params.get('rows') !== '0';
const CENTRE = { lng: -0.3768, lat: 39.4702 };
const SPAN = 0.25; // degrees: the fleet covers the view at zoom 10

/** A deterministic generator, so both modes move the same terminals the same way. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}
const next = random(42);

const msIdOf = (i: number) => String(30_000_000 + i);
const start = Date.now();
// The fleet's latest fixes as numbers, so generating a batch makes no objects of its own.
const lats = new Float64Array(count);
const lngs = new Float64Array(count);
const times = new Float64Array(count).fill(start);
for (let i = 0; i < count; i += 1) {
  lats[i] = CENTRE.lat + (next() - 0.5) * SPAN;
  lngs[i] = CENTRE.lng + (next() - 0.5) * SPAN * 1.3;
}
const fixOf = (i: number): GpsFix => ({ lat: lats[i]!, lng: lngs[i]!, speed: 10, direction: 0, altitude: 15, time: times[i]! });

/** A batch as each path receives it from the socket: event objects, or rows of typed columns. */
type Batch = { readonly events: readonly TimedEvent[]; readonly columns: GpsFixColumns };
const columns = new GpsFixColumns();

/** The next second's moves: a tenth of the fleet, each about 20 m (the same moves in every mode). */
function batch(): Batch {
  const moving = Math.max(1, Math.round(count / 10));
  const events: TimedEvent[] = [];
  columns.clear();
  for (let k = 0; k < moving; k += 1) {
    const i = Math.floor(next() * count);
    lats[i] = lats[i]! + (next() - 0.5) * 0.0004;
    lngs[i] = lngs[i]! + (next() - 0.5) * 0.0005;
    times[i] = times[i]! + 1000;
    if (mode === 'deck' || mode === 'deck-fold') {
      const row = columns.stage();
      columns.id[row] = 30_000_000 + i;
      columns.lat[row] = lats[i]!;
      columns.lng[row] = lngs[i]!;
      columns.speed[row] = 10;
      columns.direction[row] = 0;
      columns.altitude[row] = 15;
      columns.fixTime[row] = times[i]!;
      columns.commit();
    } else {
      const fix = fixOf(i);
      events.push({ event: { type: 'terminal.gps', msId: msIdOf(i), fix }, time: fix.time });
    }
  }
  return { events, columns };
}

const map = new MapLibreMap({
  container: 'map',
  style: { version: 8, sources: {}, layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#e5e7eb' } }] },
  center: [CENTRE.lng, CENTRE.lat],
  zoom: 10,
  attributionControl: false,
});

let redraws = 0;
/** Applies a batch; the worker's path returns its second half, run when the worker has answered. */
let apply: (batch: Batch) => void | Promise<() => void>;
/** Wall time of the deck modes' apply by step (fold, rows, deck.gl), one entry per batch. */
const steps: { fold: number[]; rows: number[]; deck: number[] } = { fold: [], rows: [], deck: [] };

async function setUp(): Promise<void> {
  await new Promise<void>((resolve) => map.once('load', () => resolve()));
  if (mode !== 'geojson') {
    const { terminalLayers, drawGlyphAtlas } = await loadTerminalLayerKit();
    const terminals: Terminal[] = Array.from({ length: count }, (_, i) => ({
      msId: msIdOf(i), msName: `T${i}`, cid: 'c', type: 6, online: 1, grp: ['1'], currentGroup: '1', battery: 80, signal: 4, model: 'R', gps: fixOf(i), lastOnline: null, lastOffline: null,
    }));
    let fleet: FleetState = fromSnapshot({ seq: 0, groups: [], terminals });
    const attributes = new TerminalAttributes();
    const atlas = drawGlyphAtlas();
    const overlay = new MapLibreOverlay({ interleaved: false, onAfterRender: () => (redraws += 1) });
    map.addControl(overlay);
    // The map's one overlay, as MapDeck holds it: the terminals' slot among the other modules' (empty here).
    const registry = new MapLayerRegistry((layers) => overlay.setProps({ layers }));
    for (const [key, order] of Object.entries(MAP_LAYER_ORDER)) if (key !== 'terminals') registry.set(key, order, []);
    const live = mode === 'deck' ? new LivePositions(startPositionFeed()) : null;
    const feed = live?.feed;
    // The console's watch list: a card open on one terminal the moves never touch.
    const watched = new Set([msIdOf(count - 1)]);
    const answer = () => new Promise<MovedRows>((resolve) => {
      const off = feed!.subscribe((moved) => {
        off();
        resolve(moved);
      });
    });
    if (feed) {
      // The snapshot's positions go to the worker as one batch, as the console's would.
      const first = answer();
      for (const terminal of terminals) live!.fix(terminal.msId, terminal.gps!);
      live!.flush();
      attributes.applyMoved(await first, fleet.terminals);
    } else attributes.syncPositions(fleet.positions, fleet.terminals);
    attributes.syncStates(fleet.terminals, new Map());
    registry.set('terminals', MAP_LAYER_ORDER.terminals, terminalLayers(attributes, atlas, null));
    registry.flush();
    // What TerminalsOverlay does for each frame's batch: fold the events, write the attributes, hand the
    // registry new layers; the registry's setProps (at the end of the task in the console) is measured too.
    if (feed) {
      // What reduceLog does with a frame of GPS rows when a sink is attached: the fleet folds only
      // watched terminals' rows (ids compared as numbers); the sink copies three columns and posts them. When the
      // worker answers, write what moved into the rows and hand deck.gl new layers. Both halves are
      // main-thread work.
      apply = ({ columns: rows }) => {
        const t0 = performance.now();
        const moved = answer();
        const draft = new FleetDraft(fleet, watched);
        draft.applyFixes(rows, 0, rows.length);
        fleet = draft.result();
        live!.rows(rows, 0, rows.length);
        live!.flush();
        steps.fold.push(performance.now() - t0);
        return moved.then((answered) => () => {
          const t1 = performance.now();
          if (rowsOn) attributes.applyMoved(answered, fleet.terminals);
          const t2 = performance.now();
          if (draw) {
            registry.set('terminals', MAP_LAYER_ORDER.terminals, terminalLayers(attributes, atlas, null));
            registry.flush();
          }
          steps.rows.push(t2 - t1);
          steps.deck.push(performance.now() - t2);
        });
      };
    } else apply = ({ events, columns: rows }) => {
      const t0 = performance.now();
      if (mode === 'deck-fold') {
        // What reduceLog did with a frame of GPS rows before the worker: the fleet takes them all as numbers.
        const draft = new FleetDraft(fleet);
        draft.applyFixes(rows, 0, rows.length);
        fleet = draft.result();
      } else fleet = applyAll(fleet, events);
      const t1 = performance.now();
      if (rowsOn) attributes.syncPositions(fleet.positions, fleet.terminals);
      const t2 = performance.now();
      if (draw) {
        registry.set('terminals', MAP_LAYER_ORDER.terminals, terminalLayers(attributes, atlas, null));
        registry.flush();
      }
      steps.fold.push(t1 - t0);
      steps.rows.push(t2 - t1);
      steps.deck.push(performance.now() - t2);
    };
  } else {
    const features = Array.from({ length: count }, (_, i) => ({ type: 'Feature' as const, geometry: { type: 'Point' as const, coordinates: [lngs[i]!, lats[i]!] }, properties: { msId: msIdOf(i), online: 1 } }));
    const rowOf = new Map(features.map((feature, i) => [feature.properties.msId, i]));
    map.addSource('terminals', { type: 'geojson', data: { type: 'FeatureCollection', features } });
    map.addLayer({ id: 'terminals', type: 'circle', source: 'terminals', paint: { 'circle-radius': 11, 'circle-color': '#16a34a', 'circle-stroke-color': '#ffffff', 'circle-stroke-width': 2 } });
    map.on('render', () => (redraws += 1));
    const source = map.getSource('terminals') as GeoJSONSource;
    // What a typical tracker does: update its feature list, then give the source every position again.
    apply = ({ events }) => {
      for (const { event } of events) {
        if (event.type !== 'terminal.gps') continue;
        const row = rowOf.get(event.msId);
        if (row !== undefined) features[row]!.geometry.coordinates = [event.fix.lng, event.fix.lat];
      }
      source.setData({ type: 'FeatureCollection', features });
    };
  }
  // Let the first full upload and draw settle before measuring.
  await new Promise((resolve) => setTimeout(resolve, 1500));
}

type Result = {
  applyMs: number[];
  /** The deck modes' apply by step, wall time per batch (empty for the baseline). */
  steps: { fold: number[]; rows: number[]; deck: number[] };
  /** Main-thread CPU time of each apply, when the driver exposes `benchCpuMs` (CDP thread ticks). */
  applyCpuMs: number[];
  /** The median CPU cost of the two reads themselves, already subtracted from applyCpuMs. */
  readCostMs: number;
  frameMs: number[];
  longTasks: number[];
  /** How many of longTasks started during the warm-up batches. */
  longTasksWarmUp: number;
  inputDelayMs: number[];
  redrawsPerSecond: number;
  framesPerSecond: number;
  seconds: number;
};

const longTasks: { start: number; duration: number }[] = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) longTasks.push({ start: entry.startTime, duration: entry.duration });
}).observe({ type: 'longtask', buffered: false });

const inputDelayMs: number[] = [];
document.getElementById('probe')!.addEventListener('pointerdown', (event) => inputDelayMs.push(performance.now() - event.timeStamp));

/**
 * Applies `batches` batches a second (intervalMs) apart. After the first `warmUp` of them (V8 still
 * optimising the path) it calls the driver's `benchPhase`, so main-thread totals can be split too.
 */
async function run(batches: number, intervalMs: number, warmUp: number): Promise<Result> {
  longTasks.length = 0;
  inputDelayMs.length = 0;
  const frameMs: number[] = [];
  let frames = 0;
  let last = performance.now();
  let running = true;
  const tick = (now: number) => {
    frameMs.push(now - last);
    last = now;
    frames += 1;
    if (running) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  const applyMs: number[] = [];
  steps.fold.length = steps.rows.length = steps.deck.length = 0;
  const applyCpuMs: number[] = [];
  const cpuMs = window.benchCpuMs;
  // What two reads with nothing between cost (their own tasks): taken off each apply's CPU time.
  const empty: number[] = [];
  for (let i = 0; cpuMs && i < 7; i += 1) {
    const before = await cpuMs();
    empty.push((await cpuMs()) - before);
  }
  const readCostMs = empty.sort((a, b) => a - b)[Math.floor(empty.length / 2)] ?? 0;
  redraws = 0;
  const started = performance.now();
  let steadyFrom = Infinity;
  for (let b = 0; b < batches; b += 1) {
    if (b === warmUp) {
      steadyFrom = performance.now();
      await window.benchPhase?.();
    }
    const events = batch();
    // The CPU clock is read over CDP: the two reads bracket the apply (and their own small cost).
    const cpu0 = cpuMs ? await cpuMs() : 0;
    const t0 = performance.now();
    const second = apply(events);
    let wall = performance.now() - t0;
    if (second) {
      // The worker's path: the CPU reads bracket the post, the answer's arrival and its handling,
      // so receiving the message counts too; the wall time is the two halves' own.
      const finish = await second;
      const t1 = performance.now();
      finish();
      wall += performance.now() - t1;
    }
    applyMs.push(wall);
    if (cpuMs) applyCpuMs.push(Math.max(0, (await cpuMs()) - cpu0 - readCostMs));
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  running = false;
  const seconds = (performance.now() - started) / 1000;
  return { applyMs, steps: { fold: [...steps.fold], rows: [...steps.rows], deck: [...steps.deck] }, applyCpuMs, readCostMs, frameMs: frameMs.slice(1), longTasks: longTasks.map((task) => task.duration), longTasksWarmUp: longTasks.filter((task) => task.start < steadyFrom).length, inputDelayMs: [...inputDelayMs], redrawsPerSecond: redraws / seconds, framesPerSecond: frames / seconds, seconds };
}

declare global {
  interface Window {
    mapBench: { ready: Promise<void>; run: typeof run };
    benchCpuMs?: () => Promise<number>;
    benchPhase?: () => Promise<void>;
  }
}
window.mapBench = { ready: setUp(), run };
