/** Fixes in columns, as a track keeps them (typed arrays of longitude and latitude). */
export type FixColumns = { readonly length: number; readonly lng: ArrayLike<number>; readonly lat: ArrayLike<number> };

export type LngLatBounds = [[west: number, south: number], [east: number, north: number]];

/** The box around every fix of the given tracks, or null when they hold none. */
export function boundsOfFixes(tracks: readonly FixColumns[]): LngLatBounds | null {
  let [west, south, east, north] = [180, 90, -180, -90];
  let any = false;
  for (const track of tracks) {
    for (let row = 0; row < track.length; row += 1) {
      const lng = track.lng[row]!;
      const lat = track.lat[row]!;
      any = true;
      if (lng < west) west = lng;
      if (lng > east) east = lng;
      if (lat < south) south = lat;
      if (lat > north) north = lat;
    }
  }
  return any ? [[west, south], [east, north]] : null;
}
