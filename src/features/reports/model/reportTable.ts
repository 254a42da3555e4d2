import type { ReportRow } from '../../../../protocol/index.ts';
import type { Cell } from './exportFile.ts';
import { formatFigure, type ReportModule } from './reportModules.ts';

/** The range's totals of each figure. */
export function totalsOf(module: ReportModule, rows: readonly ReportRow[]): Record<string, number> {
  return Object.fromEntries(module.columns.map((column) => [column.figure, rows.reduce((sum, row) => sum + (row.figures[column.figure] ?? 0), 0)]));
}

/**
 * The table as exported: a header, a line per terminal, the totals; counts as numbers, durations as
 * h:mm:ss and distances as km (numbers), as the table shows them.
 */
export function exportRows(module: ReportModule, rows: readonly ReportRow[], headers: readonly string[], totalLabel: string): Cell[][] {
  const figure = (value: number, format: ReportModule['columns'][number]['format']): Cell =>
    format === 'duration' ? formatFigure(value, format) : Number(formatFigure(value, format));
  const totals = totalsOf(module, rows);
  return [
    [...headers],
    ...rows.map((row) => [row.name, row.msId, ...module.columns.map((column) => figure(row.figures[column.figure] ?? 0, column.format))]),
    [totalLabel, '', ...module.columns.map((column) => figure(totals[column.figure] ?? 0, column.format))],
  ];
}
