import { PathLayer, ScatterplotLayer } from '@deck.gl/layers';
import type { Track } from '../model/track.ts';

type Rgba = [number, number, number, number];

/** How a screen draws its track: layer ids from `id` (two tracks on one map must differ), colours, marker size. */
export type TrackLayerStyle = { readonly id: string; readonly path: Rgba; readonly marker: Rgba; readonly markerRadius: number };

const TRACK_PLAYBACK_STYLE: TrackLayerStyle = { id: 'track-playback', path: [37, 99, 235, 220], marker: [234, 88, 12, 255], markerRadius: 8 };

/** One path over the track's [lng, lat] column: deck.gl uploads it as is and calls no accessor per point. */
export function pathData(track: Track) {
  return {
    length: 1,
    startIndices: new Uint32Array([0, track.length]),
    attributes: { getPath: { value: track.path, size: 2 } },
  };
}

/**
 * The track's layers: the path (its data object is made once per track, so deck.gl keeps its
 * buffers while the marker moves; a moving "travelled" overlay would re-tessellate up to 1M
 * vertices a frame) and the marker at the current fix, a one-row attribute.
 */
export function trackLayers(track: Track, whole: ReturnType<typeof pathData>, index: number, style: TrackLayerStyle = TRACK_PLAYBACK_STYLE) {
  const row = Math.max(0, Math.min(index, track.length - 1));
  const marker = new Float64Array([track.lng[row] ?? 0, track.lat[row] ?? 0]);
  return [
    new PathLayer({
      id: `${style.id}-path`,
      data: whole,
      _pathType: 'open',
      positionFormat: 'XY',
      getColor: style.path,
      getWidth: 4,
      widthUnits: 'pixels',
      capRounded: true,
      jointRounded: true,
    }),
    new ScatterplotLayer({
      id: `${style.id}-marker`,
      data: { length: 1, attributes: { getPosition: { value: marker, size: 2 } } },
      getFillColor: style.marker,
      getLineColor: [255, 255, 255, 255],
      stroked: true,
      lineWidthMinPixels: 2,
      getRadius: style.markerRadius,
      radiusUnits: 'pixels',
    }),
  ];
}
