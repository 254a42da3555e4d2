import type { LogRecord } from '../../../../protocol/index.ts';
import { Cell, DataTable, useIntl, useT } from '../../../ui/index.ts';
import { CATEGORY_KEY, operationKey, operationType } from '../model.ts';

/** SPEC §3's log record, one row each: date, time, name, account, terminal ID, type, operation type, description, remark (network text as text). */
export function LogTable({ records }: { readonly records: readonly LogRecord[] }) {
  const t = useT();
  const intl = useIntl();
  if (records.length === 0) return <p className="logs-page__empty">{t('logs.empty')}</p>;
  return (
    <DataTable className="logs-table" testId="logs-table" label={t('logs.title')}>
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
          const key = operationKey(record.operation);
          const operation = key === null ? record.operation : t(key);
          return (
            <tr key={record.id} data-testid="log-row" data-id={record.id} data-category={record.category} data-operation={record.operation} data-ms-id={record.msId} data-time={record.time}>
              <Cell kind="date">{intl.formatDate(record.time, { year: 'numeric', month: '2-digit', day: '2-digit' })}</Cell>
              {/* SPEC §9: log time hh:mm:ss. */}
              <Cell kind="date">{intl.formatDate(record.time, { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })}</Cell>
              <Cell>{record.name}</Cell>
              <Cell kind="id">{record.account}</Cell>
              <Cell kind="id">{record.msId}</Cell>
              <Cell>{t(CATEGORY_KEY[record.category])}</Cell>
              <Cell data-testid="log-operation">{operationType(operation, record.logType)}</Cell>
              <Cell data-testid="log-description">{record.subject === '' ? operation : t('logs.description', { operation, subject: record.subject })}</Cell>
              <Cell>{record.remark}</Cell>
            </tr>
          );
        })}
      </tbody>
    </DataTable>
  );
}
