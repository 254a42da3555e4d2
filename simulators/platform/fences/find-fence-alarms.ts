import type { FenceAlarm } from '../../../protocol/index.ts';
import type { PlatformState } from '../projection/state.ts';

export type FenceAlarmQuery = { readonly pageNo: number; readonly pageSize: number; readonly fenceid?: string; readonly msId?: string };

/** /ds/fence/fa: a customer's fence alarm records, newest first, optionally of one fence or terminal. */
export function findFenceAlarms(
  state: Pick<PlatformState, 'fences' | 'terminals'>,
  cid: string,
  query: FenceAlarmQuery,
): { total: number; list: FenceAlarm[] } {
  const matching: FenceAlarm[] = [];
  const alarms = state.fences.alarms;
  for (let at = alarms.length - 1; at >= 0; at -= 1) {
    const alarm = alarms[at]!;
    if (query.fenceid !== undefined && alarm.fenceid !== query.fenceid) continue;
    if (query.msId !== undefined && alarm.msId !== query.msId) continue;
    if (state.terminals.get(alarm.msId)?.cid !== cid) continue;
    matching.push(alarm);
  }
  const start = (query.pageNo - 1) * query.pageSize;
  return { total: matching.length, list: matching.slice(start, start + query.pageSize) };
}
