import { merge, type Observable, type Subscription } from 'rxjs';
import { isLoneWorkEvent, type EventFrame, type SnapshotFrame } from '../../../protocol/index.ts';
import { store } from '../../state/jotai.ts';
import { liveLoneWorkAlarmsAtom, loneWorkRevisionAtom } from './model/atoms.ts';

/** Live alarms kept for the banner at most. */
const KEPT = 20;

/**
 * Follows the socket's loneWork.* events: a new alarm goes to the banner at once (every console),
 * an acknowledged or handed-over one shows its handler, a handled one leaves it, and any change has the page read its list again. A snapshot (load,
 * resync) may have skipped events, so it also asks for a fresh list.
 */
export function bindLoneWork(client: { readonly events$: Observable<EventFrame>; readonly snapshots$: Observable<SnapshotFrame> }): Subscription {
  return merge(client.events$, client.snapshots$).subscribe((frame) => {
    if (frame.type !== 'event') {
      store.set(loneWorkRevisionAtom, (n) => n + 1);
      return;
    }
    const { event } = frame;
    if (!isLoneWorkEvent(event)) return;
    // The newest alarm per plan and terminal: one that keeps missing check-ins does not flood the banner.
    if (event.type === 'loneWork.alarmed') {
      const { alarm } = event;
      store.set(liveLoneWorkAlarmsAtom, (alarms) => [alarm, ...alarms.filter((other) => other.workId !== alarm.workId || other.msId !== alarm.msId)].slice(0, KEPT));
    }
    if (event.type === 'loneWork.alarmHandled') store.set(liveLoneWorkAlarmsAtom, (alarms) => alarms.filter((alarm) => alarm.id !== event.id));
    // Several dispatchers: the banner shows who handles each live alarm.
    if (event.type === 'loneWork.alarmAcknowledged') setHandler(event.id, event.by, event.byName);
    if (event.type === 'loneWork.alarmHandedOver') setHandler(event.id, event.to, event.toName);
    store.set(loneWorkRevisionAtom, (n) => n + 1);
  });
}

function setHandler(id: string, handler: string, handlerName: string): void {
  store.set(liveLoneWorkAlarmsAtom, (alarms) => (alarms.some((alarm) => alarm.id === id) ? alarms.map((alarm) => (alarm.id === id ? { ...alarm, handler, handlerName } : alarm)) : alarms));
}
