/**
 * Online map tile sources (SPEC §2 settings "map type": Amap, Google or OpenStreet). The console
 * builds MapLibre raster sources from these templates; the emulator names their origins in its
 * Content-Security-Policy, so the page may fetch tiles from them and from nowhere else.
 *
 * Google tiles come from the Map Tiles API: a session is created with the host's PoCGMapKey
 * (POST createSession) and every tile URL carries the session and the key.
 */
export const TileProvider = { Amap: 'amap', Google: 'google', OpenStreet: 'openstreet' } as const;
export type TileProvider = (typeof TileProvider)[keyof typeof TileProvider];

export const TileKind = { Roadmap: 'roadmap', Satellite: 'satellite' } as const;
export type TileKind = (typeof TileKind)[keyof typeof TileKind];

/** Amap serves the same tiles from four hosts; MapLibre spreads requests over the list. */
const AMAP_HOSTS = [1, 2, 3, 4] as const;

export const GOOGLE_TILES_ORIGIN = 'https://tile.googleapis.com';
export const GOOGLE_SESSION_URL = `${GOOGLE_TILES_ORIGIN}/v1/createSession`;

type TileSourceSpec = {
  /** Tile URL templates ({z}/{x}/{y}) per kind; null where the provider has no such imagery. */
  readonly templates: Readonly<Record<TileKind, readonly string[] | null>>;
  readonly maxzoom: number;
  readonly tileSize: number;
  readonly attribution: string;
};

export const TILE_SOURCES: Readonly<Record<TileProvider, TileSourceSpec>> = {
  openstreet: {
    templates: { roadmap: ['https://tile.openstreetmap.org/{z}/{x}/{y}.png'], satellite: null },
    maxzoom: 19,
    tileSize: 256,
    attribution: '© OpenStreetMap contributors',
  },
  amap: {
    templates: {
      roadmap: AMAP_HOSTS.map((n) => `https://webrd0${n}.is.autonavi.com/appmaptile?lang=zh_cn&size=1&scale=1&style=8&x={x}&y={y}&z={z}`),
      satellite: AMAP_HOSTS.map((n) => `https://webst0${n}.is.autonavi.com/appmaptile?style=6&x={x}&y={y}&z={z}`),
    },
    maxzoom: 18,
    tileSize: 256,
    attribution: '© AutoNavi',
  },
  google: {
    // {session} and {key} are filled in once a session exists (googleTileTemplates).
    templates: {
      roadmap: [`${GOOGLE_TILES_ORIGIN}/v1/2dtiles/{z}/{x}/{y}?session={session}&key={key}`],
      satellite: [`${GOOGLE_TILES_ORIGIN}/v1/2dtiles/{z}/{x}/{y}?session={session}&key={key}`],
    },
    maxzoom: 22,
    tileSize: 256,
    attribution: '© Google',
  },
};

export const hasImagery = (provider: TileProvider): boolean => TILE_SOURCES[provider].templates.satellite !== null;

/** The tile templates of a provider and kind, or null when it has none (OSM has no satellite imagery). */
export function tileTemplates(provider: TileProvider, kind: TileKind, google?: { session: string; key: string }): string[] | null {
  const templates = TILE_SOURCES[provider].templates[kind];
  if (!templates) return null;
  if (provider !== TileProvider.Google) return [...templates];
  if (!google) return null;
  return templates.map((template) =>
    template.replace('{session}', encodeURIComponent(google.session)).replace('{key}', encodeURIComponent(google.key)),
  );
}

/** Every origin a tile or a Google session can come from (for a Content-Security-Policy). */
export const TILE_ORIGINS: readonly string[] = [
  ...new Set(
    Object.values(TILE_SOURCES).flatMap((source) =>
      Object.values(source.templates).flatMap((templates) => (templates ?? []).map((template) => new URL(template.replace(/[{}]/g, '')).origin)),
    ),
  ),
];
