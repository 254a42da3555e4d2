import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { MultiPolygon, Polygon, Position } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

/**
 * Which places are land, after the same Natural Earth 1:50m data the console draws: the demo's
 * streets and the fleet stay where the map shows land, not in the sea.
 */
export type IsLand = (lng: number, lat: number) => boolean;

/** West, south, east, north in degrees. */
export type Area = readonly [number, number, number, number];

/**
 * Even-odd ray casting (a ray east from the point) over every ring, holes included. Only edges that
 * such a ray from inside `area` can cross are kept: the continent's other coasts cost nothing.
 */
export function landMask(geometry: Polygon | MultiPolygon, [west, south, , north]: Area): IsLand {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  const edges: number[] = [];
  for (const ring of polygons.flat()) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
      const [xi, yi] = ring[i] as Position as [number, number];
      const [xj, yj] = ring[j] as Position as [number, number];
      if (Math.max(yi, yj) < south || Math.min(yi, yj) > north || Math.max(xi, xj) < west) continue;
      edges.push(xi, yi, xj, yj);
    }
  }
  return (lng, lat) => {
    let inside = false;
    for (let at = 0; at < edges.length; at += 4) {
      const xi = edges[at]!;
      const yi = edges[at + 1]!;
      const xj = edges[at + 2]!;
      const yj = edges[at + 3]!;
      if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
    }
    return inside;
  };
}

/** Natural Earth 1:50m land from the world-atlas package, for places inside `area`. */
export function naturalEarthLand(area: Area): IsLand {
  const file = createRequire(import.meta.url).resolve('world-atlas/land-50m.json');
  const topology = JSON.parse(readFileSync(file, 'utf8')) as Topology<{ land: GeometryCollection }>;
  const land = feature(topology, topology.objects.land);
  const geometry = land.features[0]?.geometry as Polygon | MultiPolygon | undefined;
  if (!geometry) throw new Error('world-atlas land-50m has no land');
  return landMask(geometry, area);
}
