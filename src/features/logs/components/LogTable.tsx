import type { LogRecord } from '../../../../protocol/index.ts';
import { useIntl, useT } from '../../../ui/index.ts';
import { CATEGORY_KEY, OPERATION_KEY } from '../model.ts';

/** SPEC §3's log record, one row each: date, time, name, account, terminal ID, type, operation type, description, remark (network text as text). */
export function LogTable({ records }: { readonly records: readonly LogRecord[] }) {
  const t = useT();
  const intl = useIntl();
  if (records.length === 0) return <p className="logs-page__empty">{t('logs.empty')}</p>;
  return (
    <table className="logs-table" data-testid="logs-table">
      <thead>
        <tr>
          <th>{t('logs.field.date')}</th>
          <th>{t('logs.field.time')}</th>
          <th>{t('logs.field.name')}</th>
          <th>{t('logs.field.account')}</th>
          <th>{t('logs.field.terminal')}</th>
          <th>{t('logs.field.type')}</th>
          <th>{t('logs.field.operation')}</th>
          <th>{t('logs.field.description')}</th>
          <th>{t('logs.field.remark')}</th>
        </tr>
      </thead>
      <tbody>
        {records.map((record) => {
          const operation = t(OPERATION_KEY[record.operation]);
          return (
            <tr key={record.id} data-testid="log-row" data-id={record.id} data-category={record.category} data-operation={record.operation} data-ms-id={record.msId} data-time={record.time}>
              <td>{intl.formatDate(record.time, { year: 'numeric', month: '2-digit', day: '2-digit' })}</td>
              {/* SPEC §9: log time hh:mm:ss. */}
              <td>{intl.formatDate(record.time, { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })}</td>
              <td>{record.name}</td>
              <td>{record.account}</td>
              <td>{record.msId}</td>
              <td>{t(CATEGORY_KEY[record.category])}</td>
              <td>{record.logType === null ? operation : `${operation} (${record.logType})`}</td>
              <td data-testid="log-description">{record.subject === '' ? operation : t('logs.description', { operation, subject: record.subject })}</td>
              <td>{record.remark}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
