import { useEffect, useState } from 'react';
import type { RoadNet } from '../../../protocol/roadNet.ts';
import { useT } from '../../ui/index.ts';
import { TrackPlayback, TrackPlaybackButton, type TrackDs } from '../track-playback/index.ts';
import { MapLegend } from './components/MapLegend.tsx';
import { MonitoringMap } from './components/MonitoringMap.tsx';
import { TerminalInfoCard } from './components/TerminalInfoCard.tsx';
import { loadRoadNet, type RoadNetDs } from './model/roadNet.ts';
import { useTerminalInfo } from './useTerminalInfo.ts';
import './maps.css';

export type MapMonitoringPageProps = {
  readonly ds: RoadNetDs & TrackDs;
  /** A follow window (SPEC §2 /maps/monitoring-follow-child-n): the map keeps this terminal centred and its card open. */
  readonly follow?: string | null;
};

/** Map monitoring (SPEC §2 /maps/monitoring): the fleet live on an offline basemap; pick a terminal for its card. */
export function MapMonitoringPage({ ds, follow = null }: MapMonitoringPageProps) {
  const t = useT();
  const [roadNet, setRoadNet] = useState<RoadNet | null>(null);
  const [roadNetFailed, setRoadNetFailed] = useState(false);
  const [selected, setSelected] = useState<string | null>(follow);
  const info = useTerminalInfo(selected, roadNet);
  // Track playback (src/features/track-playback) of the terminal whose card opened it.
  const [playback, setPlayback] = useState<{ msId: string; name: string } | null>(null);

  useEffect(() => {
    let current = true;
    loadRoadNet(ds).then(
      (net) => current && setRoadNet(net),
      () => current && setRoadNetFailed(true), // the map works without streets; say so
    );
    return () => {
      current = false;
    };
  }, [ds]);

  return (
    <div className="maps" data-testid="map-monitoring" data-follow={follow ?? undefined}>
      <h1 className="visually-hidden">{t('maps.title')}</h1>
      <MonitoringMap roadNet={roadNet} selected={selected} follow={follow} onPick={setSelected}>
        {playback && <TrackPlayback key={playback.msId} ds={ds} msId={playback.msId} name={playback.name} onClose={() => setPlayback(null)} />}
      </MonitoringMap>
      <div className="maps__overlay">
        <MapLegend />
        {roadNetFailed && (
          <p className="maps__notice" role="status">
            {t('maps.roadNetFailed')}
          </p>
        )}
      </div>
      {info && (
        <TerminalInfoCard info={info} onClose={() => setSelected(null)}>
          <TrackPlaybackButton onOpen={() => setPlayback({ msId: info.id, name: info.name })} />
        </TerminalInfoCard>
      )}
    </div>
  );
}
