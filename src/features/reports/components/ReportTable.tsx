import type { ReportRow } from '../../../../protocol/index.ts';
import { Cell, DataTable, useT } from '../../../ui/index.ts';
import { formatFigure, type ReportModule } from '../model/reportModules.ts';

/** One row per terminal (names from the network, rendered as text) and the range's totals. */
export function ReportTable({ module, rows, totals }: { readonly module: ReportModule; readonly rows: readonly ReportRow[]; readonly totals: Readonly<Record<string, number>> }) {
  const t = useT();
  if (rows.length === 0) return <p className="reports-page__empty" data-testid="report-empty">{t('reports.empty')}</p>;
  return (
    <DataTable className="reports-table" testId="report-table" label={t('reports.menu')}>
      <thead>
        <tr>
          <th>{t('reports.column.name')}</th>
          <th>{t('reports.column.msId')}</th>
          {module.columns.map((column) => (
            <th key={column.figure}>{t(column.titleKey)}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.msId} data-testid="report-row" data-ms-id={row.msId}>
            <td>{row.name}</td>
            <Cell kind="id">{row.msId}</Cell>
            {module.columns.map((column) => (
              <td key={column.figure} data-figure={column.figure} data-value={row.figures[column.figure] ?? 0}>
                {formatFigure(row.figures[column.figure] ?? 0, column.format)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr data-testid="report-total">
          <th colSpan={2}>{t('reports.total')}</th>
          {module.columns.map((column) => (
            <td key={column.figure} data-figure={column.figure} data-value={totals[column.figure] ?? 0}>
              {formatFigure(totals[column.figure] ?? 0, column.format)}
            </td>
          ))}
        </tr>
      </tfoot>
    </DataTable>
  );
}
