import type { PickingInfo } from '@deck.gl/core';
import { useEffect, useMemo, useRef } from 'react';
import { useMap } from 'react-map-gl/maplibre';
import { fleetAtom, floorsAtom, sosAlarmsAtom } from '../../../state/eventLog.ts';
import type { FleetState } from '../../../state/fleet.ts';
import type { FloorsState } from '../../../state/floors.ts';
import type { SosAlarmsState } from '../../../state/sosAlarms.ts';
import { store, useAtomValue } from '../../../state/jotai.ts';
import { hiddenTerminalsAtom } from '../../../state/outsideTerminals.ts';
import { drawGlyphAtlas } from '../layers/glyphAtlas.ts';
import { MAP_LAYER_ORDER, useMapLayerSlot } from '../layers/mapLayers.ts';
import { TerminalAttributes } from '../layers/terminalAttributes.ts';
import { TerminalClusters, type TerminalCluster } from '../layers/terminalClusters.ts';
import { TERMINAL_CLUSTER_LAYER_ID, TERMINAL_DISC_LAYER_ID, terminalLayers, type FoldedTerminals } from '../layers/terminalLayers.ts';
import { normalisePosition } from '../model/coordinates.ts';
import { talkersOf } from '../model/terminalMarkers.ts';
import type { MovedRows } from '../positions/positionFold.ts';
import { livePositionsAtom } from '../positions/livePositions.ts';

type TerminalsOverlayProps = {
  readonly selected: string | null;
  /** A follow window's terminal: the camera stays centred on it. */
  readonly follow: string | null;
  readonly onPick: (msId: string | null) => void;
  /** Called once, when the first positions arrive, with their bounds: [[west, south], [east, north]]. */
  readonly onFirstPositions: (bounds: [[number, number], [number, number]]) => void;
  /** A terminal to bring into view (a new SOS, or one picked from the SOS list); a new key pans again. */
  readonly focus?: MapFocus | null;
  /** The layers panel's terminal layer switch: hidden terminals are neither drawn nor picked. */
  readonly visible?: boolean;
};

/** Where to pan: the terminal's drawn position, else the position it reported with the alarm. */
export type MapFocus = { readonly key: string; readonly msId: string; readonly lat: number | null; readonly lng: number | null };

/** Terminals whose alarm is not closed yet: drawn in the SOS colour. */
const inSos = (alarms: SosAlarmsState): string[] => [...alarms.values()].filter((alarm) => alarm.status !== 2).map((alarm) => alarm.msId);

/**
 * The terminals drawn by deck.gl over the basemap. GPS frames reach the layers outside React: the
 * session's positions worker answers each event-log frame with the rows that moved, which are
 * written into the binary attributes before the map's deck.gl overlay gets new layers, at most once
 * per log frame. Without a worker the fleet's positions are synced instead, through the store.
 */
export function TerminalsOverlay({ selected, follow, onPick, onFirstPositions, focus = null, visible = true }: TerminalsOverlayProps) {
  // Jumps over 50 m glide in SPEC §9's value steps, driven by animation frames below.
  const attributes = useMemo(() => new TerminalAttributes({ glide: true }), []);
  const atlas = useMemo(() => drawGlyphAtlas(), []);
  const { current: map } = useMap();
  const latest = useRef({ selected, follow, onPick, onFirstPositions, map, focus, visible });
  latest.current = { selected, follow, onPick, onFirstPositions, map, focus, visible };

  /** Eases to a focused terminal: where it is drawn, else where it reported the alarm; false when neither is known. */
  const panTo = useRef((target: MapFocus): boolean => {
    const camera = latest.current.map;
    if (!camera) return false;
    const row = attributes.rowOf(target.msId);
    const drawn = row === undefined ? null : attributes.positionAt(row);
    const reported = target.lat !== null && target.lng !== null ? normalisePosition(target.lat, target.lng) : null;
    const center = drawn ?? (reported ? ([reported.lng, reported.lat] as [number, number]) : null);
    if (center) camera.easeTo({ center, zoom: Math.max(camera.getZoom(), FOCUS_ZOOM), duration: 600 });
    return center !== null;
  });

  // On the map's one deck.gl overlay, above the fences, geo-calls, markers and tracks: a fence's
  // fill never tints a terminal's state colour. A click anywhere tells who was picked, or nobody.
  const setLayers = useMapLayerSlot('terminals', MAP_LAYER_ORDER.terminals, (info: PickingInfo) => {
    // A cluster opens where its terminals come apart; the card stays as it was.
    if (info.layer?.id === TERMINAL_CLUSTER_LAYER_ID && info.object) {
      const cluster = info.object as { id: number; position: [number, number] };
      latest.current.map?.easeTo({ center: cluster.position, zoom: clusters.expansionZoom(cluster.id), duration: 400 });
      return;
    }
    const msId = info.layer?.id === TERMINAL_DISC_LAYER_ID && info.index >= 0 ? attributes.msIdAt(info.index) : undefined;
    latest.current.onPick(msId ?? null);
  });

  const live = useAtomValue(livePositionsAtom);
  const selectedRow = selected ? (attributes.rowOf(selected) ?? null) : null;
  const clusters = useMemo(() => new TerminalClusters(), []);
  const folding = useRef<Folding>({ at: 0, data: null, zoom: -1, selected: null, sos: null, floors: null, folded: null });
  const refold = useRef(0);
  const redraw = useRef<() => void>(() => undefined);
  redraw.current = () => {
    const row = latest.current.selected ? (attributes.rowOf(latest.current.selected) ?? null) : null;
    const folded = foldedTerminals(row);
    setLayers(latest.current.visible ? terminalLayers(attributes, atlas, row, folded) : []);
    // How many terminals the layers hold, beside the camera probe below: the console-load bench waits for it.
    const element = latest.current.map?.getContainer();
    if (element) {
      element.dataset.terminalsDrawn = String(latest.current.visible ? attributes.length : 0);
      // Tests and support staff read the folding: how many clusters, and how many terminals they hold.
      element.dataset.clusters = String(folded?.clusters.length ?? 0);
      element.dataset.clusteredTerminals = String(folded?.clusters.reduce((sum, cluster) => sum + cluster.count, 0) ?? 0);
      const largest = folded?.clusters.reduce<TerminalCluster | null>((top, cluster) => (!top || cluster.count > top.count ? cluster : top), null);
      element.dataset.largestCluster = largest ? `${largest.position[0]} ${largest.position[1]} ${largest.count}` : '';
    }
  };
  /**
   * Zoomed out, the clusters of the drawn positions. The index is rebuilt when the zoom, the card's
   * terminal or the rows' count change, and for moves at most once a second (10k terminals take
   * some 15 ms), with a last rebuild after the moves stop so no cluster is left where it was.
   */
  const foldedTerminals = (row: number | null): FoldedTerminals | null => {
    const zoom = latest.current.map?.getZoom() ?? 0;
    if (!TerminalClusters.folds(zoom)) return null;
    const state = folding.current;
    const data = attributes.data();
    const now = performance.now();
    const [sos, floors] = [store.get(sosAlarmsAtom), store.get(floorsAtom)];
    // A new alarm or talk takes its terminal out of its cluster at once.
    const stale = Math.floor(zoom) !== state.zoom || row !== state.selected || sos !== state.sos || floors !== state.floors || data.length !== (state.folded?.shown.value.length ?? -1);
    if (!stale && state.folded && (data === state.data || now - state.at < REFOLD_MS)) {
      if (data !== state.data && !refold.current) refold.current = window.setTimeout(() => ((refold.current = 0), (state.at = 0), redraw.current()), REFOLD_MS);
      return state.folded;
    }
    clusters.load(attributes, (candidate) => candidate === row);
    const view = clusters.view(zoom, data.length);
    const folded: FoldedTerminals = { shown: { value: view.shown, size: 1 }, clusters: view.clusters };
    folding.current = { at: now, data, zoom: Math.floor(zoom), selected: row, sos, floors, folded };
    return folded;
  };

  useEffect(() => {
    let seen: { fleet: FleetState | null; floors: FloorsState | null; sos: SosAlarmsState | null; hidden: ReadonlySet<string> | null } = { fleet: null, floors: null, sos: null, hidden: null };
    let located = false;
    let followed: [number, number] | null = null;
    let glideFrame = 0;
    const sync = (glide = false, moved: MovedRows | null = null) => {
      const fleet = store.get(fleetAtom);
      const floors = store.get(floorsAtom);
      const sos = store.get(sosAlarmsAtom);
      // Terminals outside the dispatcher's groups, unless the host shows them ('others').
      const hidden = store.get(hiddenTerminalsAtom);
      const before = attributes.data();
      const rows = attributes.length;
      if (glide) attributes.advanceGlides(performance.now());
      if (moved) attributes.applyMoved(moved, fleet.terminals, hidden);
      // With the worker, a terminal that joins the fleet or is shown again is placed where it waits.
      if (live) {
        if (fleet.terminals !== seen.fleet?.terminals || hidden !== seen.hidden) attributes.placeWaiting(fleet.terminals, hidden);
      } else if (fleet.positions !== seen.fleet?.positions || hidden !== seen.hidden) attributes.syncPositions(fleet.positions, fleet.terminals, hidden);
      // New rows (the worker's answers add them) take their talk and SOS colours at once.
      if (attributes.length !== rows || fleet.terminals !== seen.fleet?.terminals || floors !== seen.floors || sos !== seen.sos) attributes.syncStates(fleet.terminals, talkersOf(floors, inSos(sos)));
      seen = { fleet, floors, sos, hidden };
      const { follow: target, map: camera } = latest.current;
      const row = target ? attributes.rowOf(target) : undefined;
      // The camera jumps once per fix, to the fix, and the marker glides into the centre after it.
      // Stepping the camera with the glide redrew the whole basemap per step, and an animated camera
      // waits for frames: on a loaded machine those came seconds apart and the window lagged behind.
      const destination = row === undefined ? null : attributes.destinationAt(row);
      if (destination && camera && (destination[0] !== followed?.[0] || destination[1] !== followed?.[1])) {
        followed = destination;
        camera.jumpTo({ center: destination, ...(located ? {} : { zoom: FOLLOW_ZOOM }) });
        located = true;
      }
      if (!located && !target && attributes.length > 0) {
        located = true;
        // A terminal in SOS keeps the view; otherwise the first view shows the whole fleet.
        const focused = latest.current.focus;
        if (!focused || !panTo.current(focused)) latest.current.onFirstPositions(boundsOf(attributes));
      }
      if (attributes.data() !== before) redraw.current();
      // Only while some marker glides: an idle fleet costs no frames.
      if (attributes.gliding && !glideFrame) {
        glideFrame = requestAnimationFrame(() => {
          glideFrame = 0;
          sync(true);
        });
      }
    };
    // A new worker numbers its terminals afresh; it tells every one's position first (the dump).
    if (live) attributes.resetFeed();
    const unsubscribeFeed = live?.feed.subscribe((moved) => sync(false, moved));
    live?.feed.requestDump();
    sync();
    redraw.current();
    const unsubscribeFleet = store.sub(fleetAtom, () => sync());
    const unsubscribeFloors = store.sub(floorsAtom, () => sync());
    const unsubscribeSos = store.sub(sosAlarmsAtom, () => sync());
    const unsubscribeHidden = store.sub(hiddenTerminalsAtom, () => sync());
    // Another whole zoom folds differently.
    const camera = latest.current.map;
    const onZoom = () => {
      if (Math.floor(camera?.getZoom() ?? 0) !== folding.current.zoom) redraw.current();
    };
    camera?.on('zoomend', onZoom);
    return () => {
      camera?.off('zoomend', onZoom);
      window.clearTimeout(refold.current);
      refold.current = 0;
      if (glideFrame) cancelAnimationFrame(glideFrame);
      unsubscribeFeed?.();
      unsubscribeFleet();
      unsubscribeFloors();
      unsubscribeSos();
      unsubscribeHidden();
    };
  }, [attributes, live]);

  // A new selection only changes the highlight; the layer switch draws or clears the terminals.
  useEffect(() => redraw.current(), [selectedRow, visible]);

  // Bring a focused terminal into view, at street level at least; a follow window keeps its own terminal.
  const focusKey = focus?.key ?? null;
  useEffect(() => {
    const { focus: target, follow: following } = latest.current;
    // Keyed on focus.key: focusing the same alarm again pans again.
    if (target && !following) panTo.current(target);
  }, [focusKey]);

  useMapViewProbe();
  return null;
}

/** What the clusters were folded from. */
type Folding = {
  at: number;
  data: unknown;
  zoom: number;
  selected: number | null;
  sos: SosAlarmsState | null;
  floors: FloorsState | null;
  folded: FoldedTerminals | null;
};

/** Moves refold the clusters at most this often. */
const REFOLD_MS = 1_000;
/** Street level: a follow window shows the terminal's surroundings. */
const FOLLOW_ZOOM = 16;
/** Close enough to see the streets around a terminal in SOS. */
const FOCUS_ZOOM = 15;

function boundsOf(attributes: TerminalAttributes): [[number, number], [number, number]] {
  let [west, south, east, north] = [180, 90, -180, -90];
  for (let row = 0; row < attributes.length; row += 1) {
    const [lng, lat] = attributes.positionAt(row)!;
    west = Math.min(west, lng);
    east = Math.max(east, lng);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  }
  return [[west, south], [east, north]];
}

/**
 * Writes the camera onto the map's element as data attributes after every move: support staff and
 * the end-to-end tests read where the map looks, and tests project a terminal's position with the
 * Web Mercator formula themselves to click it.
 */
function useMapViewProbe(): void {
  const { current: map } = useMap();
  useEffect(() => {
    if (!map) return;
    const element = map.getContainer();
    const write = () => {
      const centre = map.getCenter();
      element.dataset.centerLng = String(centre.lng);
      element.dataset.centerLat = String(centre.lat);
      element.dataset.zoom = String(map.getZoom());
      element.dataset.bearing = String(map.getBearing());
      element.dataset.pitch = String(map.getPitch());
    };
    write();
    map.on('moveend', write);
    return () => {
      map.off('moveend', write);
    };
  }, [map]);
}
