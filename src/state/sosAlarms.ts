/**
 * SOS alarms as the console sees them (SPEC §3 alarm record): the snapshot's open alarms, then the
 * sos.* events folded in; pure, like tempGroups.ts. A snapshot (page load, resync) brings back every
 * alarm not yet closed, so an unacknowledged alarm alerts again after a reload (at least once).
 */
import { applySosEvent, type PlatformEvent, type SosAlarm, type SosEvent } from '../../protocol/index.ts';
import type { TimedEvent } from './fleet.ts';

/** Alarms by id, as raised in this session or open at the last snapshot. */
export type SosAlarmsState = ReadonlyMap<string, SosAlarm>;

export const EMPTY_SOS_ALARMS: SosAlarmsState = new Map();

export const sosAlarmsFromSnapshot = (alarms: readonly SosAlarm[] | undefined): SosAlarmsState =>
  new Map((alarms ?? []).map((alarm) => [alarm.id, alarm]));

export const isSosEvent = (event: PlatformEvent): event is SosEvent => event.type.startsWith('sos.');

/** Folds a batch; the same map when no SOS event is in it, so views do not re-render. */
export function applySosEvents(state: SosAlarmsState, events: readonly TimedEvent[]): SosAlarmsState {
  let draft: Map<string, SosAlarm> | null = null;
  for (const { event } of events) {
    if (!isSosEvent(event)) continue;
    draft ??= new Map(state);
    const id = event.type === 'sos.raised' ? event.alarm.id : event.id;
    // A change to an alarm this state never saw (closed before the snapshot) is ignored: findSos has it.
    const next = applySosEvent(draft.get(id), event);
    if (next) draft.set(id, next);
  }
  return draft ?? state;
}
