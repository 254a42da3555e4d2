import type { SosAlarm } from '../../../../protocol/index.ts';
import { useAtomValue } from '../../../state/jotai.ts';
import { Icon, useIntl, useT } from '../../../ui/index.ts';
import { openSosAlarmsAtom } from '../../sos/index.ts';

type SosListProps = { readonly onChoose: (alarm: SosAlarm) => void };

/** The map's SOS list: alarms not closed yet, newest first; choosing one pans to its terminal and opens its card. */
export function SosList({ onChoose }: SosListProps) {
  const t = useT();
  const intl = useIntl();
  const alarms = useAtomValue(openSosAlarmsAtom);
  if (alarms.length === 0) return null;
  return (
    <section className="maps-sos" aria-label={t('maps.sos.title', { count: alarms.length })} data-testid="map-sos-list">
      <h2 className="maps-sos__title">
        <Icon name="alert" size={16} />
        {t('maps.sos.title', { count: alarms.length })}
      </h2>
      <ul className="maps-sos__list">
        {alarms.map((alarm) => (
          <li key={alarm.id}>
            <button type="button" className="maps-sos__item" data-status={alarm.status} data-testid={`map-sos-${alarm.id}`} onClick={() => onChoose(alarm)}>
              <span className="maps-sos__name">{alarm.name}</span>
              <span className="maps-sos__id">{alarm.msId}</span>
              <span className="maps-sos__status">{t(alarm.status === 0 ? 'sos.status.sending' : 'sos.status.acknowledged')}</span>
              <time className="maps-sos__time" dateTime={new Date(alarm.alarmTime).toISOString()}>
                {intl.formatDate(alarm.alarmTime, { timeStyle: 'medium' })}
              </time>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
