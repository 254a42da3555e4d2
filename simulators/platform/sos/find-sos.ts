import type { AlarmStatus, SosAlarm } from '../../../protocol/index.ts';
import type { SosBook } from '../projection/sos-reducer.ts';

export type FindSos = { readonly pageNo: number; readonly pageSize: number; readonly status?: readonly AlarmStatus[] | undefined; readonly msId?: string | undefined };

/** One page of alarms, newest first (by alarm time, then id), and how many match in all. */
export function findSos(book: SosBook, query: FindSos): { total: number; list: SosAlarm[] } {
  const matching = [...book.byId.values()]
    .filter((alarm) => (query.status === undefined || query.status.includes(alarm.status)) && (query.msId === undefined || alarm.msId === query.msId))
    .sort((a, b) => b.alarmTime - a.alarmTime || Number(b.id) - Number(a.id));
  const from = (query.pageNo - 1) * query.pageSize;
  return { total: matching.length, list: matching.slice(from, from + query.pageSize) };
}
