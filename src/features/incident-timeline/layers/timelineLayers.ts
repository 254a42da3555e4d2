import { PathLayer, ScatterplotLayer } from '@deck.gl/layers';
import type { Track } from '../../track-playback/index.ts';

export const TIMELINE_PATH_LAYER_ID = 'incident-timeline-path';
export const TIMELINE_MARKER_LAYER_ID = 'incident-timeline-marker';

const PATH_COLOUR: [number, number, number, number] = [124, 58, 237, 200];
const MARKER_COLOUR: [number, number, number, number] = [220, 38, 38, 255];

/** The track as one binary path (made once per timeline, so deck.gl keeps its buffers while the marker moves). */
export function timelinePath(track: Track) {
  return {
    length: 1,
    startIndices: new Uint32Array([0, track.length]),
    attributes: { getPath: { value: track.path, size: 2 } },
  };
}

/** The timeline's track and the marker on the fix of the scrubber's time. */
export function timelineLayers(track: Track, path: ReturnType<typeof timelinePath>, index: number) {
  const row = Math.max(0, Math.min(index, track.length - 1));
  const marker = new Float64Array([track.lng[row] ?? 0, track.lat[row] ?? 0]);
  return [
    new PathLayer({
      id: TIMELINE_PATH_LAYER_ID,
      data: path,
      _pathType: 'open',
      positionFormat: 'XY',
      getColor: PATH_COLOUR,
      getWidth: 4,
      widthUnits: 'pixels',
      capRounded: true,
      jointRounded: true,
    }),
    new ScatterplotLayer({
      id: TIMELINE_MARKER_LAYER_ID,
      data: { length: 1, attributes: { getPosition: { value: marker, size: 2 } } },
      getFillColor: MARKER_COLOUR,
      getLineColor: [255, 255, 255, 255],
      stroked: true,
      lineWidthMinPixels: 2,
      getRadius: 9,
      radiusUnits: 'pixels',
    }),
  ];
}
