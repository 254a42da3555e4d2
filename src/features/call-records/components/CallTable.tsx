import type { CallRecord } from '../../../../protocol/index.ts';
import { Button, useIntl, useT } from '../../../ui/index.ts';
import { callSeconds } from '../model.ts';

type CallTableProps = { readonly records: readonly CallRecord[]; readonly selectedId: number | null; readonly onPlay: (record: CallRecord) => void };

/** One row per call: time, type, caller, callee, frequency, duration, and its recording or why there is none. */
export function CallTable({ records, selectedId, onPlay }: CallTableProps) {
  const t = useT();
  const intl = useIntl();
  if (records.length === 0) return <p className="call-records__empty">{t('callRecords.empty')}</p>;
  return (
    <table className="call-records__table" data-testid="call-records-table">
      <thead>
        <tr>
          <th>{t('callRecords.field.time')}</th>
          <th>{t('callRecords.field.kind')}</th>
          <th>{t('callRecords.field.caller')}</th>
          <th>{t('callRecords.field.callee')}</th>
          <th>{t('callRecords.field.frequency')}</th>
          <th>{t('callRecords.field.duration')}</th>
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
            <td>{intl.formatDate(record.time, { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })}</td>
            <td>{t(record.kind === 'group' ? 'callRecords.kind.group' : 'callRecords.kind.individual')}</td>
            <td>
              {record.callerName} <span className="call-records__id">{record.caller}</span>
            </td>
            <td>
              {record.calleeName} <span className="call-records__id">{record.callee}</span>
            </td>
            <td data-testid="call-record-frequency">{t('callRecords.frequency', { count: record.frequency })}</td>
            <td data-testid="call-record-duration">
              {t('callRecords.duration', { seconds: callSeconds(record.durationMs) })}
              {record.status !== null && record.status !== 200 ? <span className="call-records__status"> {t('callRecords.status', { code: String(record.status) })}</span> : null}
            </td>
            <td>
              {record.recording ? (
                <Button variant="ghost" onPress={() => onPlay(record)} aria-label={t('callRecords.play', { name: record.callerName })} data-testid="call-record-play">
                  {t('callRecords.playShort')}
                </Button>
              ) : (
                <span className="call-records__not-recorded" data-testid="call-record-not-recorded">
                  {t('callRecords.notRecorded.peerToPeer')}
                </span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
