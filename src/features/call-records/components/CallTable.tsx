import type { CallRecord } from '../../../../protocol/index.ts';
import { Button, Cell, DataTable, useIntl, useT } from '../../../ui/index.ts';
import { callSeconds, callStatusKey } from '../model/model.ts';

type CallTableProps = { readonly records: readonly CallRecord[]; readonly selectedId: number | null; readonly onPlay: (record: CallRecord) => void };

/** One row per call: time, type, caller, callee, frequency, duration, and its recording or why there is none. */
export function CallTable({ records, selectedId, onPlay }: CallTableProps) {
  const t = useT();
  const intl = useIntl();
  const ended = (code: number) => {
    const key = callStatusKey(code);
    return key === null ? t('callRecords.status', { code: String(code) }) : t('callRecords.status.named', { reason: t(key), code: String(code) });
  };
  if (records.length === 0) return <p className="call-records__empty">{t('callRecords.empty')}</p>;
  return (
    <DataTable className="call-records__table" testId="call-records-table" label={t('callRecords.title')}>
      <thead>
        <tr>
          <th>{t('callRecords.field.time')}</th>
          <th>{t('callRecords.field.kind')}</th>
          <th>{t('callRecords.field.caller')}</th>
          <th>{t('callRecords.field.callee')}</th>
          <th>{t('callRecords.field.frequency')}</th>
          <th>{t('callRecords.field.duration')}</th>
          <th>{t('callRecords.field.status')}</th>
          <th>{t('callRecords.field.recording')}</th>
        </tr>
      </thead>
      <tbody>
        {records.map((record) => (
          <tr
            key={record.id}
            data-testid="call-record-row"
            data-kind={record.kind}
            data-caller={record.caller}
            data-callee={record.callee}
            data-duration-ms={record.durationMs}
            data-selected={record.id === selectedId}
          >
            <Cell kind="date">{intl.formatDate(record.time, { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })}</Cell>
            <Cell kind="status">{t(record.kind === 'group' ? 'callRecords.kind.group' : 'callRecords.kind.individual')}</Cell>
            <Cell title={`${record.callerName} (${record.caller})`}>
              {record.callerName} <span className="call-records__id">{record.caller}</span>
            </Cell>
            <Cell title={`${record.calleeName} (${record.callee})`}>
              {record.calleeName} <span className="call-records__id">{record.callee}</span>
            </Cell>
            <Cell kind="number" data-testid="call-record-frequency">
              {t('callRecords.frequency', { count: record.frequency })}
            </Cell>
            <Cell kind="number" data-testid="call-record-duration">
              {t('callRecords.duration', { seconds: callSeconds(record.durationMs) })}
            </Cell>
            <Cell data-testid="call-record-status" data-status={record.status ?? ''}>
              {record.status !== null && record.status !== 200 ? <span className="call-records__status">{ended(record.status)}</span> : null}
            </Cell>
            <Cell kind="actions">
              {record.recording ? (
                <Button variant="ghost" onPress={() => onPlay(record)} aria-label={t('callRecords.play', { name: record.callerName })} data-testid="call-record-play">
                  {t('callRecords.playShort')}
                </Button>
              ) : (
                <span className="call-records__not-recorded" data-testid="call-record-not-recorded">
                  {t('callRecords.notRecorded.peerToPeer')}
                </span>
              )}
            </Cell>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
