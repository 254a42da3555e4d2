/**
 * A played-back track in typed arrays: a million fixes are ~60 MB of columns instead of a million
 * objects, the path goes to deck.gl as one binary attribute, and the cumulative distance and the
 * statistics are computed once, in one pass, when the last page has arrived.
 */

/** SPEC §9. */
export const EARTH_RADIUS_M = 6_371_000;

const RAD = Math.PI / 180;

/** Great-circle distance (haversine) in metres. */
export function greatCircleMetres(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = (lat2 - lat1) * RAD;
  const dLng = (lng2 - lng1) * RAD;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Speeds in m/s as the fixes report them; distance along the path in metres; times in ms. */
export type TrackStatistics = {
  readonly distanceM: number;
  readonly start: number;
  readonly end: number;
  readonly maxSpeed: number;
  readonly minSpeed: number;
  /** Mean of the reported speeds (what the radios measured, not distance over time with its stops). */
  readonly avgSpeed: number;
};

export type Track = {
  readonly length: number;
  readonly time: Float64Array;
  readonly lat: Float64Array;
  readonly lng: Float64Array;
  readonly speed: Float32Array;
  readonly direction: Float32Array;
  readonly altitude: Float32Array;
  /** Metres along the path up to each fix. */
  readonly cumulative: Float64Array;
  /** [lng, lat] pairs: deck.gl's PathLayer reads it as its position attribute. */
  readonly path: Float64Array;
  readonly statistics: TrackStatistics;
};

export type TrackFix = { lat: number; lng: number; speed: number; direction: number; altitude: number; time: number };

const INITIAL_CAPACITY = 1_024;

/** Collects pages of fixes into growing columns; `finish` trims them and derives the rest. */
export class TrackBuilder {
  private capacity = INITIAL_CAPACITY;
  length = 0;
  private time = new Float64Array(INITIAL_CAPACITY);
  private path = new Float64Array(INITIAL_CAPACITY * 2);
  private speed = new Float32Array(INITIAL_CAPACITY);
  private direction = new Float32Array(INITIAL_CAPACITY);
  private altitude = new Float32Array(INITIAL_CAPACITY);

  /** Appends one fix; fixes must come in time order (the platform answers them so). */
  push(lat: number, lng: number, speed: number, direction: number, altitude: number, time: number): void {
    if (this.length === this.capacity) this.grow();
    const row = this.length;
    this.time[row] = time;
    this.path[row * 2] = lng;
    this.path[row * 2 + 1] = lat;
    this.speed[row] = speed;
    this.direction[row] = direction;
    this.altitude[row] = altitude;
    this.length = row + 1;
  }

  finish(): Track {
    const n = this.length;
    const path = this.path.slice(0, n * 2);
    const lat = new Float64Array(n);
    const lng = new Float64Array(n);
    const cumulative = new Float64Array(n);
    const speed = this.speed.slice(0, n);
    let maxSpeed = n > 0 ? -Infinity : 0;
    let minSpeed = n > 0 ? Infinity : 0;
    let speedSum = 0;
    for (let row = 0; row < n; row += 1) {
      lng[row] = path[row * 2]!;
      lat[row] = path[row * 2 + 1]!;
      if (row > 0) cumulative[row] = cumulative[row - 1]! + greatCircleMetres(lat[row - 1]!, lng[row - 1]!, lat[row]!, lng[row]!);
      const v = speed[row]!;
      if (v > maxSpeed) maxSpeed = v;
      if (v < minSpeed) minSpeed = v;
      speedSum += v;
    }
    const time = this.time.slice(0, n);
    return {
      length: n,
      time,
      lat,
      lng,
      speed,
      direction: this.direction.slice(0, n),
      altitude: this.altitude.slice(0, n),
      cumulative,
      path,
      statistics: {
        distanceM: n > 0 ? cumulative[n - 1]! : 0,
        start: n > 0 ? time[0]! : 0,
        end: n > 0 ? time[n - 1]! : 0,
        maxSpeed,
        minSpeed,
        avgSpeed: n > 0 ? speedSum / n : 0,
      },
    };
  }

  private grow(): void {
    this.capacity *= 2;
    const widen = <A extends Float64Array | Float32Array>(old: A, make: (size: number) => A, size: number): A => {
      const next = make(size);
      next.set(old);
      return next;
    };
    this.time = widen(this.time, (size) => new Float64Array(size), this.capacity);
    this.path = widen(this.path, (size) => new Float64Array(size), this.capacity * 2);
    this.speed = widen(this.speed, (size) => new Float32Array(size), this.capacity);
    this.direction = widen(this.direction, (size) => new Float32Array(size), this.capacity);
    this.altitude = widen(this.altitude, (size) => new Float32Array(size), this.capacity);
  }
}

/**
 * The fix shown at track time `at`: the last one at or before it (the first before the track
 * starts). Binary search, so seeking a 1M-point track costs ~20 comparisons.
 */
export function indexAtTime(time: Float64Array, length: number, at: number): number {
  if (length === 0) return -1;
  let low = 0;
  let high = length - 1;
  if (at <= time[0]!) return 0;
  if (at >= time[high]!) return high;
  while (low < high) {
    const middle = (low + high + 1) >>> 1;
    if (time[middle]! <= at) low = middle;
    else high = middle - 1;
  }
  return low;
}
