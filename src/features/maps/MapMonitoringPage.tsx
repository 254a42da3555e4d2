import { useCallback, useEffect, useRef, useState } from 'react';
import { Feature, type SosAlarm } from '../../../protocol/index.ts';
import type { RoadNet } from '../../../protocol/roadNet.ts';
import { featuresAtom } from '../../state/features.ts';
import { useAtom, useAtomValue, useSetAtom } from '../../state/jotai.ts';
import { hiddenTerminalsAtom } from '../../state/outsideTerminals.ts';
import { useAsyncEffect, useT } from '../../ui/index.ts';
import { LayersPanel, MapLists, MapMarkers, MarkerForm, MarkerTools, markerDrawingAtom, terminalLayerVisibleAtom, type MarkerDs } from '../map-markers/index.ts';
import { FenceAlarmBanner, fenceDrawingAtom, GeoFencesButton, GeoFencesLayer, GeoFencesPanel, type FenceDs } from '../geo-fences/index.ts';
import { GeoCallButton, geoCallDrawingAtom, GeoCallLayer, GeoCallPanel } from '../geo-calls/index.ts';
import { newestSoundingSosAtom, openSosAlarmsAtom, sosTrackRequestAtom, SOS_RECENT_TRACK_MS } from '../sos/index.ts';
import { JobsMapLayer } from '../job-ticketing/index.ts';
import { TrackPlayback, TrackPlaybackButton, type TrackDs } from '../track-playback/index.ts';
import { IncidentTimeline, IncidentTimelineButton } from '../incident-timeline/index.ts';
import { MapLegend } from './components/MapLegend.tsx';
import { MonitoringMap, type TileOutcome } from './components/MonitoringMap.tsx';
import { SosList } from './components/SosList.tsx';
import { TerminalInfoCard } from './components/TerminalInfoCard.tsx';
import { TerminalOperations } from './components/TerminalOperations.tsx';
import { FollowWindowButton } from './components/FollowWindowButton.tsx';
import { MapSidePanel } from './components/MapSidePanel.tsx';
import { mapPanelFoldedAtom } from './atoms.ts';
import type { MapFocus } from './components/TerminalsOverlay.tsx';
import { loadRoadNet, type RoadNetDs } from './model/roadNet.ts';
import { sosToFocus } from './model/sosFocus.ts';
import { MapToolbar } from './tools/MapToolbar.tsx';
import { RangingPanel } from './tools/RangingPanel.tsx';
import { TilesNotice } from './tools/TilesNotice.tsx';
import { useMapTools } from './tools/useMapTools.ts';
import { useOnlineTiles } from './tools/useOnlineTiles.ts';
import { useTerminalInfo, type LastGpsDs } from './useTerminalInfo.ts';
import './maps.css';

export type MapMonitoringPageProps = {
  readonly ds: RoadNetDs & TrackDs & MarkerDs & FenceDs & LastGpsDs;
  /** A follow window (SPEC §2 /maps/monitoring-follow-child-n): the map keeps this terminal centred and its card open. */
  readonly follow?: string | null;
  /** The follow windows a card may open (SPEC §2; none without the multi-screen feature or in a follow window). */
  readonly followWindows?: readonly number[];
};

/** Map monitoring (SPEC §2 /maps/monitoring): the fleet live on an offline basemap; pick a terminal for its card. */
export function MapMonitoringPage({ ds, follow = null, followWindows = [] }: MapMonitoringPageProps) {
  const t = useT();
  const [roadNet, setRoadNet] = useState<RoadNet | null>(null);
  const [roadNetFailed, setRoadNetFailed] = useState(false);
  const [selected, setSelected] = useState<string | null>(follow);
  const info = useTerminalInfo(selected, roadNet, ds);
  // Track playback (src/features/track-playback) of the terminal whose card opened it.
  const [playback, setPlayback] = useState<{ msId: string; name: string; recent?: boolean } | null>(null);
  // The incident timeline (src/features/incident-timeline) of the terminal whose card opened it.
  const [timeline, setTimeline] = useState<{ msId: string; name: string } | null>(null);
  // An SOS this dispatcher acknowledged asks for its terminal's recent track (src/features/sos).
  const [trackRequest, setTrackRequest] = useAtom(sosTrackRequestAtom);
  useEffect(() => {
    if (!trackRequest || follow) return;
    setPlayback({ msId: trackRequest.msId, name: trackRequest.name, recent: true });
    setSelected(trackRequest.msId);
    setTrackRequest(null);
  }, [trackRequest, follow, setTrackRequest]);
  const tools = useMapTools();
  const tiles = useOnlineTiles(tools.satellite ?? false);
  const raster = tiles.status === 'ready' ? tiles.raster : null;
  const tilesFailing = useTileOutcome(raster?.tiles.join(' ') ?? '');

  useAsyncEffect(
    () => loadRoadNet(ds),
    setRoadNet,
    () => setRoadNetFailed(true), // the map works without streets; say so
    [ds],
  );

  // A new SOS (and one still sounding when the map opens) pans to its terminal and opens its card.
  const [focus, setFocus] = useState<MapFocus | null>(null);
  // An alarm (SOS, or a fence crossing from the records) pans to where it was raised and opens its terminal's card.
  const focusOn = useCallback((alarm: Pick<SosAlarm, 'id' | 'msId' | 'lat' | 'lng'>) => {
    setSelected(alarm.msId);
    setFocus({ key: `${alarm.id}@${Date.now()}`, msId: alarm.msId, lat: alarm.lat, lng: alarm.lng });
  }, []);
  const sounding = useAtomValue(newestSoundingSosAtom);
  // Geo-fencing is a SPEC §6 feature of its own: without it the tool and its panel are not offered.
  const fences = useAtomValue(featuresAtom)?.has(Feature.Fence) ?? false;
  const openSos = useAtomValue(openSosAlarmsAtom);
  const seenSos = useRef<ReadonlySet<string> | null>(null);
  useEffect(() => {
    if (follow) return;
    // Only an alarm new to this page moves the map: not an older one left sounding after an acknowledgement.
    const step = sosToFocus(
      seenSos.current,
      openSos.map((alarm) => alarm.id),
      sounding?.id ?? null,
    );
    seenSos.current = step.seen;
    if (sounding && step.focus === sounding.id) focusOn(sounding);
  }, [follow, sounding, openSos, focusOn]);
  // The selected terminal's open alarm, newest first: its card shows the alarm's state and handler.
  const selectedSos = selected ? (openSos.find((alarm) => alarm.msId === selected) ?? null) : null;

  // While ranging or drawing a marker, a click on the map is a point of the measurement or marker, not a pick.
  const ranging = tools.ranging !== null;
  const drawing = useAtomValue(markerDrawingAtom);
  // So is drawing a geo-fence (src/features/geo-fences).
  const drawingFence = useAtomValue(fenceDrawingAtom);
  // And drawing a geo-call's area (src/features/geo-calls).
  const drawingGeoCall = useAtomValue(geoCallDrawingAtom);
  const onPick = useCallback(
    (msId: string | null) => !ranging && !drawing && !drawingFence && !drawingGeoCall && setSelected(msId),
    [ranging, drawing, drawingFence, drawingGeoCall],
  );
  // A geo-call is a temp group: it needs the temp-group-management feature.
  const geoCalls = useAtomValue(featuresAtom)?.has(Feature.TempGroupManage) ?? false;
  const terminalsVisible = useAtomValue(terminalLayerVisibleAtom);
  const [layersOpen, setLayersOpen] = useState(false);
  const hidden = useAtomValue(hiddenTerminalsAtom);
  const isShown = useCallback((msId: string) => !hidden.has(msId), [hidden]);
  const focusOnTerminal = useCallback((msId: string) => {
    setSelected(msId);
    setFocus({ key: `${msId}@${Date.now()}`, msId, lat: null, lng: null });
  }, []);

  // The card lives in the side panel: opening one unfolds it, so a picked terminal's card always shows.
  const setPanelFolded = useSetAtom(mapPanelFoldedAtom);
  useEffect(() => {
    if (selected) setPanelFolded(false);
  }, [selected, setPanelFolded]);

  return (
    <div className="maps" data-testid="map-monitoring" data-follow={follow ?? undefined}>
      <h1 className="visually-hidden">{t('maps.title')}</h1>
      <div className="maps__stage">
        <MonitoringMap
          roadNet={roadNet}
          roadNetVisible={tools.roadNet}
          theme={tools.theme}
          raster={raster}
          onTiles={tilesFailing.report}
          eagleEye={tools.eagleEye}
          ranging={tools.ranging}
          onRangingPoint={tools.addRangingPoint}
          selected={selected}
          follow={follow}
          onPick={onPick}
          focus={focus}
          terminalsVisible={terminalsVisible}
        >
          <MapMarkers ds={ds} />
          <GeoFencesLayer ds={ds} />
          <GeoCallLayer />
          <JobsMapLayer ds={ds} />
          {playback && (
            <TrackPlayback
              key={`${playback.msId}${playback.recent ? ':recent' : ''}`}
              ds={ds}
              msId={playback.msId}
              name={playback.name}
              recentMs={playback.recent ? SOS_RECENT_TRACK_MS : undefined}
              onClose={() => setPlayback(null)}
            />
          )}
          {timeline && <IncidentTimeline key={timeline.msId} ds={ds} msId={timeline.msId} name={timeline.name} onClose={() => setTimeline(null)} />}
        </MonitoringMap>
        {raster && (
          <p className="maps-attribution" data-testid="map-attribution">
            {raster.attribution}
          </p>
        )}
      </div>
      <MapSidePanel>
        <MapToolbar
          roadNet={tools.roadNet}
          satellite={tools.satellite}
          eagleEye={tools.eagleEye}
          ranging={ranging}
          theme={tools.theme}
          onRoadNet={tools.setRoadNet}
          onSatellite={tools.setSatellite}
          onEagleEye={tools.setEagleEye}
          onRanging={tools.setRangingOn}
          onTheme={tools.setTheme}
        >
          {fences ? <GeoFencesButton /> : null}
          {geoCalls ? <GeoCallButton /> : null}
        </MapToolbar>
        <MapLegend />
        {roadNetFailed && (
          <p className="maps__notice" role="status">
            {t('maps.roadNetFailed')}
          </p>
        )}
        <TilesNotice tiles={tiles} failing={tilesFailing.failing} />
        {tools.ranging && <RangingPanel points={tools.ranging} onUndo={tools.undoRangingPoint} onClear={tools.clearRanging} />}
        {fences ? <GeoFencesPanel ds={ds} onShowAlarm={focusOn} /> : null}
        {geoCalls ? <GeoCallPanel /> : null}
        <FenceAlarmBanner />
        {info && (
          <TerminalInfoCard info={info} alarm={selectedSos} onClose={() => setSelected(null)}>
            <TerminalOperations
              msId={info.id}
              watch={followWindows.length > 0 && follow === null ? <FollowWindowButton msId={info.id} numbers={followWindows} /> : null}
              history={
                <>
                  <TrackPlaybackButton
                    onOpen={() => {
                      setTimeline(null);
                      setPlayback({ msId: info.id, name: info.name });
                    }}
                  />
                  <IncidentTimelineButton
                    onOpen={() => {
                      setPlayback(null);
                      setTimeline({ msId: info.id, name: info.name });
                    }}
                  />
                </>
              }
            />
          </TerminalInfoCard>
        )}
        <MapLists ds={ds} sosList={follow ? null : <SosList onChoose={focusOn} />} isShown={isShown} onChooseTerminal={focusOnTerminal} onChooseAlarm={focusOn} />
        <MarkerTools layersOpen={layersOpen} onLayers={setLayersOpen} />
        {layersOpen && <LayersPanel />}
      </MapSidePanel>
      <MarkerForm ds={ds} />
    </div>
  );
}

/** Whether the online source's latest tile failed; a new source (other provider or kind) starts clean. */
function useTileOutcome(source: string) {
  const [latest, setLatest] = useState<{ source: string; outcome: TileOutcome } | null>(null);
  const report = useCallback(
    (outcome: TileOutcome) => setLatest((before) => (before?.source === source && before.outcome === outcome ? before : { source, outcome })),
    [source],
  );
  return { failing: latest?.source === source && latest.outcome === 'failed', report };
}
