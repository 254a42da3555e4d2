import { PatrolLimits } from '../../../../protocol/index.ts';

const pad = (value: number) => String(value).padStart(2, '0');
export const dateText = (date: Date): string => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

export type CalendarCell = { readonly date: string; readonly day: number; readonly inMonth: boolean };

/** SPEC §9: a grid of 42 cells (six weeks from the Sunday on or before the 1st), so every month fits. */
export function monthGrid(year: number, month: number): CalendarCell[] {
  const first = new Date(year, month, 1);
  return Array.from({ length: PatrolLimits.calendarCells }, (_, index) => {
    const date = new Date(year, month, 1 - first.getDay() + index);
    return { date: dateText(date), day: date.getDate(), inMonth: date.getMonth() === month };
  });
}

/** The first and last date of a month's grid, for the orders query. */
export function gridRange(year: number, month: number): { from: string; to: string } {
  const cells = monthGrid(year, month);
  return { from: cells[0]!.date, to: cells[cells.length - 1]!.date };
}
