/**
 * Geo-fence activity as the console sees it: the fence alarms raised while it is connected (newest
 * first, with their handler; resolved ones leave) and a revision that every fence.* event and every snapshot bumps, so the fence list and
 * the alarm records re-read /ds/fence when something changed, also while the socket was away.
 */
import type { FenceAlarm, PlatformEvent } from '../../protocol/index.ts';
import type { TimedEvent } from './fleet.ts';

export type GeoFenceActivity = { readonly revision: number; readonly alarms: readonly FenceAlarm[] };

export const EMPTY_GEO_FENCE_ACTIVITY: GeoFenceActivity = { revision: 0, alarms: [] };

/** Live alarms kept for the banner; older ones are in the alarm records (/ds/fence/fa). */
export const LIVE_FENCE_ALARMS_KEPT = 50;

export const isFenceEvent = (event: PlatformEvent): boolean => event.type.startsWith('fence.');

/** After a snapshot: the same live alarms, a new revision (what changed meanwhile is re-read). */
export const geoFencesAfterSnapshot = (state: GeoFenceActivity): GeoFenceActivity => ({ ...state, revision: state.revision + 1 });

/** Folds a batch; the same object when no fence event is in it, so views do not re-render. */
export function applyGeoFenceEvents(state: GeoFenceActivity, events: readonly TimedEvent[]): GeoFenceActivity {
  let revision = state.revision;
  let alarms: FenceAlarm[] | null = null;
  const change = (id: string, update: (alarm: FenceAlarm) => FenceAlarm | null) => {
    alarms ??= [...state.alarms];
    const at = alarms.findIndex((alarm) => alarm.id === id);
    if (at < 0) return;
    const next = update(alarms[at]!);
    if (next) alarms[at] = next;
    else alarms.splice(at, 1);
  };
  for (const { event } of events) {
    if (!isFenceEvent(event)) continue;
    revision += 1;
    switch (event.type) {
      case 'fence.alarmed':
        alarms ??= [...state.alarms];
        alarms.unshift(event.alarm);
        break;
      // Several dispatchers: the banner shows who handles each live alarm; a resolved one leaves it.
      case 'fence.alarmAcknowledged':
        change(event.id, (alarm) => ({ ...alarm, handler: event.by, handlerName: event.byName }));
        break;
      case 'fence.alarmHandedOver':
        change(event.id, (alarm) => ({ ...alarm, handler: event.to, handlerName: event.toName }));
        break;
      case 'fence.alarmResolved':
        change(event.id, () => null);
        break;
    }
  }
  if (revision === state.revision) return state;
  return { revision, alarms: alarms ? alarms.slice(0, LIVE_FENCE_ALARMS_KEPT) : state.alarms };
}
