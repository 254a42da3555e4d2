import type { ReactNode } from 'react';
import { DataTable, useT, type MessageKey } from '../../../ui/index.ts';

type BroadcastTableProps = {
  /** Column headings, in order; the rows give one cell per column. */
  columns: readonly MessageKey[];
  /** Said instead of nothing when there are no rows. */
  empty: MessageKey;
  rowCount: number;
  children: ReactNode;
};

/** The broadcast screens' record table: headings, the rows, and a line saying when there are none. */
export function BroadcastTable({ columns, empty, rowCount, children }: BroadcastTableProps) {
  const t = useT();
  return (
    <>
      {rowCount === 0 ? <p className="broadcast__muted">{t(empty)}</p> : null}
      <DataTable className="broadcast__table" label={t('broadcast.title')}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {t(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </DataTable>
    </>
  );
}
