import type { Observable, Subscription } from 'rxjs';
import type { EventFrame } from '../../../protocol/index.ts';
import { fleetAtom } from '../../state/eventLog.ts';
import { store } from '../../state/jotai.ts';
import { handledCallsAtom } from './atoms.ts';
import { nextHandledCalls } from './handledCalls.ts';

/** Follows the socket's call.* events: which dispatcher handles each terminal's call, on every console. */
export function bindHandledCalls(events$: Observable<EventFrame>): Subscription {
  return events$.subscribe((frame) => {
    const calls = store.get(handledCallsAtom);
    const next = nextHandledCalls(calls, frame.event, (msId) => store.get(fleetAtom).terminals.get(msId));
    if (next !== calls) store.set(handledCallsAtom, next);
  });
}
