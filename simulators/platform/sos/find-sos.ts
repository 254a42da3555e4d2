import type { AlarmStatus, SosAlarm } from '../../../protocol/index.ts';
import { organisationOfTerminal } from '../organisations/organisation-of.ts';
import type { PlatformState } from '../projection/state.ts';

export type FindSos = { readonly pageNo: number; readonly pageSize: number; readonly status?: readonly AlarmStatus[] | undefined; readonly msId?: string | undefined };

/** An alarm belongs to its terminal's organisation (docs/protocol.md "Organisations"). */
export const alarmOfOrganisation = (state: Pick<PlatformState, 'terminals'>, alarm: SosAlarm, cid: string | null): boolean =>
  cid !== null && organisationOfTerminal(state, alarm.msId) === cid;

/** One page of the organisation's alarms, newest first (by alarm time, then id), and how many match in all. */
export function findSos(state: Pick<PlatformState, 'terminals' | 'sos'>, cid: string | null, query: FindSos): { total: number; list: SosAlarm[] } {
  const matching = [...state.sos.byId.values()]
    .filter((alarm) => alarmOfOrganisation(state, alarm, cid))
    .filter((alarm) => (query.status === undefined || query.status.includes(alarm.status)) && (query.msId === undefined || alarm.msId === query.msId))
    .sort((a, b) => b.alarmTime - a.alarmTime || Number(b.id) - Number(a.id));
  const from = (query.pageNo - 1) * query.pageSize;
  return { total: matching.length, list: matching.slice(from, from + query.pageSize) };
}
