import { sosAllowedSteps, type SosAlarm, type SosVerdict } from '../../../../protocol/index.ts';
import { Button, Cell, DataTable, useIntl, useT } from '../../../ui/index.ts';
import { alarmTypeKey, STATUS_KEY, terminalTypeKey } from '../model.ts';
import { handlerLabel } from '../workflow.ts';

export type SosTableProps = {
  alarms: readonly SosAlarm[];
  /** This dispatcher: the workflow's steps are offered to the alarm's handler only. */
  me: string | null;
  onAcknowledge: (alarm: SosAlarm) => void;
  onClose: (alarm: SosAlarm) => void;
  onMark: (alarm: SosAlarm, verdict: SosVerdict) => void;
  onHandOver: (alarm: SosAlarm) => void;
};

/** Every field of SPEC §3's alarm record; names and remarks from the network are rendered as text. */
export function SosTable({ alarms, me, onAcknowledge, onClose, onMark, onHandOver }: SosTableProps) {
  const t = useT();
  const intl = useIntl();
  const when = (at: number | null) => (at === null ? '—' : intl.formatDate(at, { dateStyle: 'short', timeStyle: 'medium' }));
  const coordinate = (value: number | null) => (value === null ? '—' : intl.formatNumber(value, { maximumFractionDigits: 6 }));
  const who = (name: string | null, msId: string | null) => (msId === null ? '—' : `${name ?? msId} (${msId})`);
  const terminalType = (type: number) => {
    const key = terminalTypeKey(type);
    return key === null ? String(type) : t(key);
  };
  const alarmType = (value: string) => {
    const key = alarmTypeKey(value);
    return key === null ? value : t(key);
  };
  if (alarms.length === 0) return <p className="sos-page__empty">{t('sos.empty')}</p>;
  return (
    <DataTable className="sos-table" testId="sos-table" label={t('sos.title')}>
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
          <th>{t('sosWorkflow.handler')}</th>
          <th>{t('sosWorkflow.verdict')}</th>
          <th>{t('sos.field.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {alarms.map((alarm) => {
          const steps = me === null ? [] : sosAllowedSteps(alarm, me);
          const handler = handlerLabel(alarm, me);
          return (
          <tr key={alarm.id} data-testid="sos-row" data-id={alarm.id} data-status={alarm.status}>
            <Cell kind="id">{alarm.id}</Cell>
            <Cell>{`${alarm.name} (${alarm.msId})`}</Cell>
            <Cell data-testid="sos-type" data-type={alarm.type} title={`${terminalType(alarm.type)} (${alarm.type})`}>
              {terminalType(alarm.type)}
            </Cell>
            <Cell data-testid="sos-alarm-type">{alarmType(alarm.alarmType)}</Cell>
            <Cell kind="date">{when(alarm.time)}</Cell>
            <Cell kind="date">{when(alarm.alarmTime)}</Cell>
            <Cell kind="number">{coordinate(alarm.lng)}</Cell>
            <Cell kind="number">{coordinate(alarm.lat)}</Cell>
            <Cell kind="status" data-testid="sos-status">
              <span className={`sos-status sos-status--${alarm.status}`}>{t(STATUS_KEY[alarm.status])}</span>
            </Cell>
            <Cell data-testid="sos-responder">{who(alarm.responderName, alarm.responder)}</Cell>
            <Cell kind="date">{when(alarm.responseTime)}</Cell>
            <Cell data-testid="sos-closer">{who(alarm.closerName, alarm.closer)}</Cell>
            <Cell kind="date">{when(alarm.closeTime)}</Cell>
            <Cell data-testid="sos-remark-text">{alarm.remark}</Cell>
            <Cell data-testid="sos-handler" data-handler={alarm.handler ?? ''}>
              {handler ? t(handler.key, { who: handler.who }) : '—'}
            </Cell>
            <Cell data-testid="sos-verdict" data-verdict={alarm.verdict ?? ''}>
              {t(alarm.verdict === null ? 'sosWorkflow.verdict.none' : `sosWorkflow.verdict.${alarm.verdict}`)}
            </Cell>
            <Cell kind="actions">
              {alarm.status === 0 ? (
                <Button variant="primary" onPress={() => onAcknowledge(alarm)} data-testid="sos-acknowledge">
                  {t('sos.acknowledge')}
                </Button>
              ) : null}
              {steps.includes('mark') ? (
                <>
                  <Button onPress={() => onMark(alarm, 'valid')} data-testid="sos-mark-valid">
                    {t('sosWorkflow.markValid')}
                  </Button>
                  <Button onPress={() => onMark(alarm, 'false')} data-testid="sos-mark-false">
                    {t('sosWorkflow.markFalse')}
                  </Button>
                </>
              ) : null}
              {steps.includes('resolve') ? (
                <Button variant="danger" onPress={() => onClose(alarm)} data-testid="sos-close">
                  {t('sosWorkflow.resolve')}
                </Button>
              ) : null}
              {steps.includes('handOver') ? (
                <Button variant="ghost" onPress={() => onHandOver(alarm)} data-testid="sos-hand-over">
                  {t('sosWorkflow.handOver')}
                </Button>
              ) : null}
            </Cell>
          </tr>
          );
        })}
      </tbody>
    </DataTable>
  );
}
