import { useEffect, useState } from 'react';
import type { RoadNet } from '../../../protocol/roadNet.ts';
import { useT } from '../../ui/index.ts';
import { MapLegend } from './components/MapLegend.tsx';
import { MonitoringMap } from './components/MonitoringMap.tsx';
import { TerminalInfoCard } from './components/TerminalInfoCard.tsx';
import { loadRoadNet, type RoadNetDs } from './model/roadNet.ts';
import { useTerminalInfo } from './useTerminalInfo.ts';
import './maps.css';

export type MapMonitoringPageProps = {
  readonly ds: RoadNetDs;
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
      <MonitoringMap roadNet={roadNet} selected={selected} follow={follow} onPick={setSelected} />
      <div className="maps__overlay">
        <MapLegend />
        {roadNetFailed && (
          <p className="maps__notice" role="status">
            {t('maps.roadNetFailed')}
          </p>
        )}
      </div>
      {info && <TerminalInfoCard info={info} onClose={() => setSelected(null)} />}
    </div>
  );
}
