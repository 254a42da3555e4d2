import type { FenceAlarm } from '../../../../protocol/index.ts';
import { useT } from '../../../ui/index.ts';

/** "NPA-05 (10000005) left Depot" / "… entered Closed zone": names from the network stay text. */
export function FenceAlarmText({ alarm }: { alarm: FenceAlarm }) {
  const t = useT();
  return (
    <span className="geo-fences__alarm-text" data-testid="fence-alarm-text">
      {t(alarm.kind === 'left' ? 'geoFences.alarm.left' : 'geoFences.alarm.entered', { name: `${alarm.name} (${alarm.msId})`, fence: alarm.fenceName })}
    </span>
  );
}
