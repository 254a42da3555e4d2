import type { PatrolOrder } from '../../../../protocol/index.ts';

/** Normal, abnormal (punched late) and missed points of a day or a patrol user. */
export type PatrolTally = { readonly label: string; readonly normal: number; readonly abnormal: number; readonly missed: number };

function tally(orders: readonly PatrolOrder[], labelOf: (order: PatrolOrder) => string): PatrolTally[] {
  const byLabel = new Map<string, { normal: number; abnormal: number; missed: number }>();
  for (const order of orders) {
    const label = labelOf(order);
    const entry = byLabel.get(label) ?? { normal: 0, abnormal: 0, missed: 0 };
    entry.normal += order.normal;
    entry.abnormal += order.late;
    entry.missed += order.missed;
    byLabel.set(label, entry);
  }
  return [...byLabel].map(([label, entry]) => ({ label, ...entry }));
}

/** Per day, in date order (every order's day appears, even with nothing punched yet). */
export const tallyByDay = (orders: readonly PatrolOrder[]): PatrolTally[] => tally(orders, (order) => order.date).sort((a, b) => a.label.localeCompare(b.label));
/** Per patrol user, by name. */
export const tallyByUser = (orders: readonly PatrolOrder[]): PatrolTally[] => tally(orders, (order) => order.userName || order.userId).sort((a, b) => a.label.localeCompare(b.label));

export const totalOf = (tallies: readonly PatrolTally[]) =>
  tallies.reduce((sum, entry) => ({ normal: sum.normal + entry.normal, abnormal: sum.abnormal + entry.abnormal, missed: sum.missed + entry.missed }), { normal: 0, abnormal: 0, missed: 0 });
