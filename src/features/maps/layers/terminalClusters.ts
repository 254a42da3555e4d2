/**
 * Zoomed out, terminals that would overlap fold into one disc with their count (supercluster, a
 * maintained k-d tree clusterer used by MapLibre itself). A terminal in SOS, one talking and the
 * one whose card is open are never folded: what a dispatcher must see stays a disc of its own.
 */
import Supercluster, { type PointFeature } from 'supercluster';
import { MarkerState } from '../model/terminalMarkers.ts';
import type { TerminalAttributes } from './terminalAttributes.ts';

/** Up to this zoom terminals fold; from the next whole zoom on (streets) every one is drawn. */
export const CLUSTER_MAX_ZOOM = 13;
/** Terminals nearer than this on screen fold: a disc's diameter (22 px) and a little. */
export const CLUSTER_RADIUS_PX = 24;

export type TerminalCluster = {
  readonly id: number;
  readonly position: [number, number];
  readonly count: number;
  /** How many of them are online: a cluster of offline terminals is drawn dimmed. */
  readonly online: number;
};

export type ClusterView = {
  readonly clusters: readonly TerminalCluster[];
  /** Per row: 1 drawn on its own, 0 folded into a cluster (the discs' filter value). */
  readonly shown: Float32Array;
};

type PointProps = { row: number; online: number };
type ClusterProps = { online: number };

export class TerminalClusters {
  private index: Supercluster<PointProps, ClusterProps> | null = null;
  private rows = 0;
  private solo: number[] = [];

  /** Whether a zoom folds terminals at all. */
  static folds(zoom: number): boolean {
    return Math.floor(zoom) <= CLUSTER_MAX_ZOOM;
  }

  /** Indexes every row's drawn position; rows that `keepApart` accepts are left out of every cluster. */
  load(attributes: TerminalAttributes, keepApart: (row: number) => boolean): void {
    const points: PointFeature<PointProps>[] = [];
    const solo: number[] = [];
    for (let row = 0; row < attributes.length; row += 1) {
      const state = attributes.stateAt(row);
      if (state === MarkerState.Sos || state === MarkerState.Talking || keepApart(row)) {
        solo.push(row);
        continue;
      }
      const position = attributes.positionAt(row)!;
      const props = { row, online: state === MarkerState.Offline ? 0 : 1 };
      points.push({ type: 'Feature', properties: props, geometry: { type: 'Point', coordinates: position } });
    }
    const index = new Supercluster<PointProps, ClusterProps>({
      radius: CLUSTER_RADIUS_PX,
      maxZoom: CLUSTER_MAX_ZOOM,
      map: (props) => ({ online: props.online }),
      reduce: (sum, props) => {
        sum.online += props.online;
      },
    });
    this.index = index.load(points);
    this.rows = attributes.length;
    this.solo = solo;
  }

  /** The clusters at a zoom, and which of `length` rows are drawn on their own (rows newer than the index are). */
  view(zoom: number, length: number): ClusterView {
    const shown = new Float32Array(length);
    const clusters: TerminalCluster[] = [];
    for (const row of this.solo) shown[row] = 1;
    shown.fill(1, Math.min(this.rows, length));
    if (!this.index) return { clusters, shown: shown.fill(1) };
    // A row the index holds but the layers no longer do (a new worker renumbers) is skipped.
    for (const feature of this.index.getClusters([-180, -85, 180, 85], Math.floor(zoom))) {
      const [lng, lat] = feature.geometry.coordinates as [number, number];
      const props = feature.properties;
      if ('cluster' in props && props.cluster) clusters.push({ id: props.cluster_id, position: [lng, lat], count: props.point_count, online: props.online });
      else if ((props as PointProps).row < length) shown[(props as PointProps).row] = 1;
    }
    return { clusters, shown };
  }

  /** The zoom at which a cluster comes apart: where a click on it takes the map. */
  expansionZoom(id: number): number {
    return this.index ? Math.min(this.index.getClusterExpansionZoom(id), CLUSTER_MAX_ZOOM + 1) : CLUSTER_MAX_ZOOM + 1;
  }
}
