import { greatCircleMetres, indexAtTime, TrackBuilder } from '../../src/features/track-playback/index.ts';
import { writeSuite, type Measurement } from './report.ts';

/**
 * Track playback with a 1M-point track, in Node (no GPU): preparing the track once the pages have
 * arrived (columns, cumulative distance, statistics, the path buffer deck.gl uploads as is) and
 * seeking (time → point index), against the common way in the same run: an array of fix objects
 * with a [lng, lat] array per point for PathLayer's accessor, and a linear scan to seek.
 */

const POINTS = 1_000_000;
const SEEKS = 20_000;
const NAIVE_SEEKS = 200;
const START = Date.UTC(2026, 4, 14);

type Fix = { lat: number; lng: number; speed: number; direction: number; altitude: number; time: number };

/** What the pages decode to: a drive around Valencia, one fix a second. */
function fixes(): Fix[] {
  const list: Fix[] = new Array(POINTS);
  let lat = 39.47;
  let lng = -0.376;
  for (let i = 0; i < POINTS; i += 1) {
    const heading = Math.floor(i / 600) % 4;
    lat += heading === 0 ? 8e-5 : heading === 2 ? -8e-5 : 0;
    lng += heading === 1 ? 1e-4 : heading === 3 ? -1e-4 : 0;
    list[i] = { lat, lng, speed: 5 + (i % 11), direction: heading * 90, altitude: 15 + (i % 7), time: START + i * 1_000 };
  }
  return list;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function timed<T>(fn: () => T): { ms: number; value: T } {
  const started = performance.now();
  const value = fn();
  return { ms: performance.now() - started, value };
}

function prepareTyped(list: Fix[]) {
  const builder = new TrackBuilder();
  for (const fix of list) builder.push(fix.lat, fix.lng, fix.speed, fix.direction, fix.altitude, fix.time);
  return builder.finish();
}

/** The common way: objects kept, a position array each for the accessor, statistics by walking them. */
function prepareNaive(list: Fix[]) {
  const points = list.map((fix) => ({ ...fix, position: [fix.lng, fix.lat] as [number, number] }));
  const cumulative: number[] = [0];
  for (let i = 1; i < points.length; i += 1) {
    cumulative.push(cumulative[i - 1]! + greatCircleMetres(points[i - 1]!.lat, points[i - 1]!.lng, points[i]!.lat, points[i]!.lng));
  }
  const speeds = points.map((point) => point.speed);
  const statistics = {
    distanceM: cumulative.at(-1)!,
    maxSpeed: speeds.reduce((high, v) => Math.max(high, v), -Infinity),
    minSpeed: speeds.reduce((low, v) => Math.min(low, v), Infinity),
    avgSpeed: speeds.reduce((sum, v) => sum + v, 0) / speeds.length,
  };
  return { points, cumulative, statistics, path: points.map((point) => point.position) };
}

export function runTrackPlaybackBench(): void {
  const list = fixes();
  // Warm both paths on a small track so the JIT does not weigh on the first measured run.
  prepareTyped(list.slice(0, 50_000));
  prepareNaive(list.slice(0, 50_000));

  // Only the last run's track stays alive: three million-object copies at once would measure the GC.
  const runs = (prepare: () => unknown) => [0, 1, 2].map(() => timed(prepare).ms);
  const prepareTypedMs = median(runs(() => prepareTyped(list)));
  const prepareNaiveMs = median(runs(() => prepareNaive(list)));
  const typed = prepareTyped(list);
  const naive = prepareNaive(list);
  if (Math.abs(typed.statistics.distanceM - naive.statistics.distanceM) > 1e-3 * naive.statistics.distanceM) throw new Error('the two ways disagree on the distance');

  // Seeks at random track times; the naive one finds the first fix after the time and steps back.
  let seed = 7;
  const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
  const targets = Array.from({ length: SEEKS }, () => START + random() * POINTS * 1_000);
  let check = 0;
  const typedSeek = timed(() => {
    for (const at of targets) check += indexAtTime(typed.time, typed.length, at);
  });
  const naiveSeek = timed(() => {
    for (let i = 0; i < NAIVE_SEEKS; i += 1) {
      const at = targets[i]!;
      const after = naive.points.findIndex((point) => point.time > at);
      check += after === -1 ? naive.points.length - 1 : Math.max(0, after - 1);
    }
  });
  if (check < 0) throw new Error('unreachable');
  const seekTypedUs = (typedSeek.ms * 1_000) / SEEKS;
  const seekNaiveUs = (naiveSeek.ms * 1_000) / NAIVE_SEEKS;

  const typedBytes = typed.time.byteLength + typed.lat.byteLength + typed.lng.byteLength + typed.speed.byteLength + typed.direction.byteLength + typed.altitude.byteLength + typed.cumulative.byteLength + typed.path.byteLength;

  const measurements: Measurement[] = [
    { name: 'prepare 1M points, typed arrays', value: round(prepareTypedMs), unit: 'ms', note: 'columns + cumulative distance + statistics + path buffer, median of 3' },
    { name: 'prepare 1M points, array of objects', value: round(prepareNaiveMs), unit: 'ms', note: 'objects with a [lng, lat] each + cumulative + statistics, median of 3' },
    { name: 'seek (time → index), binary search', value: round(seekTypedUs, 3), unit: 'µs', note: `mean of ${SEEKS}` },
    { name: 'seek (time → index), linear scan', value: round(seekNaiveUs, 1), unit: 'µs', note: `mean of ${NAIVE_SEEKS}` },
    { name: 'typed track size', value: round(typedBytes / 2 ** 20, 1), unit: 'MiB', note: 'exact: the columns' },
  ];
  writeSuite('track-playback', measurements, {
    prepareTypedOverObjects: round(prepareTypedMs / prepareNaiveMs, 3),
    seekBinaryOverLinear: round(seekTypedUs / seekNaiveUs, 6),
  });
}

const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
