import type { Observable, Subscription } from 'rxjs';
import type { EventFrame } from '../../../protocol/index.ts';
import { fleetAtom } from '../../state/eventLog.ts';
import { store } from '../../state/jotai.ts';
import { userAtom } from '../../state/session.ts';
import { missedCallsAtom } from './atoms.ts';
import { addMissedCall, missedCallOf } from './model.ts';

/**
 * Records missed calls from a socket's events. Replayed events count too: a call missed while the
 * console was reconnecting is still missed, and the call id keeps it from being listed twice.
 */
export function bindMissedCalls(events$: Observable<EventFrame>): Subscription {
  return events$.subscribe((frame) => {
    if (frame.event.type !== 'call.ended') return;
    const me = store.get(userAtom)?.msId ?? null;
    const nameOf = (msId: string) => store.get(fleetAtom).terminals.get(msId)?.msName ?? msId;
    const call = missedCallOf(frame.event, me, frame.time, nameOf);
    if (!call) return;
    const list = store.get(missedCallsAtom);
    const next = addMissedCall(list, call);
    if (next !== list) store.set(missedCallsAtom, next);
  });
}
