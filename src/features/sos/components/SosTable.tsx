import type { SosAlarm } from '../../../../protocol/index.ts';
import { Button, useIntl, useT } from '../../../ui/index.ts';
import { STATUS_KEY } from '../model.ts';

export type SosTableProps = {
  alarms: readonly SosAlarm[];
  onAcknowledge: (alarm: SosAlarm) => void;
  onClose: (alarm: SosAlarm) => void;
};

/** Every field of SPEC §3's alarm record; names and remarks from the network are rendered as text. */
export function SosTable({ alarms, onAcknowledge, onClose }: SosTableProps) {
  const t = useT();
  const intl = useIntl();
  const when = (at: number | null) => (at === null ? '—' : intl.formatDate(at, { dateStyle: 'short', timeStyle: 'medium' }));
  const coordinate = (value: number | null) => (value === null ? '—' : intl.formatNumber(value, { maximumFractionDigits: 6 }));
  const who = (name: string | null, msId: string | null) => (msId === null ? '—' : `${name ?? msId} (${msId})`);
  if (alarms.length === 0) return <p className="sos-page__empty">{t('sos.empty')}</p>;
  return (
    <table className="sos-table" data-testid="sos-table">
      <thead>
        <tr>
          <th>{t('sos.field.id')}</th>
          <th>{t('sos.field.terminal')}</th>
          <th>{t('sos.field.type')}</th>
          <th>{t('sos.field.alarmType')}</th>
          <th>{t('sos.field.time')}</th>
          <th>{t('sos.field.alarmTime')}</th>
          <th>{t('sos.field.lng')}</th>
          <th>{t('sos.field.lat')}</th>
          <th>{t('sos.field.status')}</th>
          <th>{t('sos.field.responder')}</th>
          <th>{t('sos.field.responseTime')}</th>
          <th>{t('sos.field.closer')}</th>
          <th>{t('sos.field.closeTime')}</th>
          <th>{t('sos.field.remark')}</th>
          <th>{t('sos.field.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {alarms.map((alarm) => (
          <tr key={alarm.id} data-testid="sos-row" data-id={alarm.id} data-status={alarm.status}>
            <td>{alarm.id}</td>
            <td>{`${alarm.name} (${alarm.msId})`}</td>
            <td>{alarm.type}</td>
            <td>{t('sos.alarmType.sos')}</td>
            <td>{when(alarm.time)}</td>
            <td>{when(alarm.alarmTime)}</td>
            <td>{coordinate(alarm.lng)}</td>
            <td>{coordinate(alarm.lat)}</td>
            <td data-testid="sos-status">
              <span className={`sos-status sos-status--${alarm.status}`}>{t(STATUS_KEY[alarm.status])}</span>
            </td>
            <td data-testid="sos-responder">{who(alarm.responderName, alarm.responder)}</td>
            <td>{when(alarm.responseTime)}</td>
            <td data-testid="sos-closer">{who(alarm.closerName, alarm.closer)}</td>
            <td>{when(alarm.closeTime)}</td>
            <td data-testid="sos-remark-text">{alarm.remark}</td>
            <td className="sos-table__actions">
              {alarm.status === 0 ? (
                <Button variant="primary" onPress={() => onAcknowledge(alarm)} data-testid="sos-acknowledge">
                  {t('sos.acknowledge')}
                </Button>
              ) : null}
              {alarm.status !== 2 ? (
                <Button variant="danger" onPress={() => onClose(alarm)} data-testid="sos-close">
                  {t('sos.close')}
                </Button>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
