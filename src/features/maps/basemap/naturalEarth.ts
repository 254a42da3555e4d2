/**
 * The offline basemap's world: Natural Earth 1:50m countries from the world-atlas package, shipped
 * with the console as a build asset (same origin) and turned from TopoJSON into GeoJSON here.
 */
import type { FeatureCollection, MultiLineString } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countriesUrl from 'world-atlas/countries-50m.json?url';

export type NaturalEarth = {
  readonly land: FeatureCollection;
  /** Borders between countries only (coastlines are the land's edge). */
  readonly borders: MultiLineString;
};

type Countries = Topology<{ countries: GeometryCollection; land: GeometryCollection }>;

export function naturalEarthFrom(topology: Countries): NaturalEarth {
  const land = feature(topology, topology.objects.countries) as FeatureCollection;
  const borders = mesh(topology, topology.objects.countries, (a, b) => a !== b);
  return { land, borders };
}

let loading: Promise<NaturalEarth> | null = null;

/** Fetched once per page load from the console's own origin. */
export function loadNaturalEarth(): Promise<NaturalEarth> {
  loading ??= fetch(countriesUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`basemap data: HTTP ${response.status}`);
      return response.json() as Promise<Countries>;
    })
    .then(naturalEarthFrom)
    .catch((error: unknown) => {
      loading = null; // the next map mount tries again
      throw error;
    });
  return loading;
}
