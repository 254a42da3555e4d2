/**
 * Which online tiles the map draws above the offline basemap, from the settings' map type and the
 * satellite switch: a raster source (templates, zoom range, attribution) or the reason there is
 * none. Pure, so the choice is tested without a browser.
 */
import { hasImagery, TILE_SOURCES, tileTemplates, type TileKind, type TileProvider } from '../../../../protocol/mapTiles.ts';
import type { MapType } from '../../../state/settings.ts';
import type { GoogleFailure, GoogleSession } from './googleSession.ts';

export type RasterTiles = {
  readonly provider: TileProvider;
  readonly kind: TileKind;
  readonly tiles: readonly string[];
  readonly tileSize: number;
  readonly maxzoom: number;
  readonly attribution: string;
};

export type OnlineTiles =
  | { readonly status: 'offline' }
  | { readonly status: 'connecting'; readonly provider: TileProvider }
  | { readonly status: 'ready'; readonly raster: RasterTiles }
  | { readonly status: 'googleUnavailable'; readonly reason: GoogleFailure };

export const providerOf = (mapType: MapType): TileProvider | null => (mapType === 'offline' ? null : mapType);

/** Satellite only where the provider has imagery; otherwise its road map. */
export const tileKindFor = (provider: TileProvider, satellite: boolean): TileKind => (satellite && hasImagery(provider) ? 'satellite' : 'roadmap');

export function onlineTiles(
  mapType: MapType,
  satellite: boolean,
  google: { readonly session: GoogleSession | null; readonly failure: GoogleFailure | null },
): OnlineTiles {
  const provider = providerOf(mapType);
  if (!provider) return { status: 'offline' };
  const kind = tileKindFor(provider, satellite);
  if (provider === 'google') {
    if (google.failure) return { status: 'googleUnavailable', reason: google.failure };
    if (!google.session) return { status: 'connecting', provider };
  }
  const tiles = tileTemplates(provider, kind, google.session ?? undefined);
  if (!tiles) return { status: 'offline' };
  const { tileSize, maxzoom, attribution } = TILE_SOURCES[provider];
  return { status: 'ready', raster: { provider, kind, tiles, tileSize, maxzoom, attribution } };
}
