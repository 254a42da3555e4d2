import { Subscription, type Observable } from 'rxjs';
import type { EventFrame, SnapshotFrame, Terminal } from '../../../protocol/index.ts';
import { fleetAtom } from '../../state/eventLog.ts';
import { store } from '../../state/jotai.ts';
import { userAtom } from '../../state/session.ts';
import { handedCallAtom, handledCallsAtom } from './model/atoms.ts';
import { handledCallsFromSnapshot, nextHandledCalls } from './model/handledCalls.ts';

/** A hand-over older than this (an event replayed after a reconnection) invites nobody. */
const FRESH_MS = 15_000;

/**
 * Follows the socket's call.* events: which dispatcher handles each terminal's call, on every console;
 * and a call handed to this dispatcher, which its console then invites again. A snapshot (login, reload,
 * resync) replaces them with the calls it says are under way, named from its own terminals.
 *
 * The fleet takes a snapshot in at the next animation frame, while events come here at once: a call
 * event in the same frame as a snapshot would find neither party in the fleet (a fresh page's fleet is
 * empty) and be dropped. So a party the fleet does not know yet is looked up in the last snapshot.
 */
export function bindHandledCalls(events$: Observable<EventFrame>, snapshots$?: Observable<SnapshotFrame>): Subscription {
  const subscriptions = new Subscription();
  let snapshotTerminals: ReadonlyMap<string, Terminal> = new Map();
  const lookup = (msId: string) => store.get(fleetAtom).terminals.get(msId) ?? snapshotTerminals.get(msId);
  if (snapshots$) {
    subscriptions.add(
      snapshots$.subscribe((snapshot) => {
        const terminals = new Map(snapshot.terminals.map((terminal) => [terminal.msId, terminal]));
        snapshotTerminals = terminals;
        store.set(handledCallsAtom, handledCallsFromSnapshot(snapshot.calls, (msId) => terminals.get(msId)));
      }),
    );
  }
  subscriptions.add(
    events$.subscribe((frame) => {
      const event = frame.event;
      if (event.type === 'call.handedOver' && event.to === store.get(userAtom)?.msId && Date.now() - frame.time < FRESH_MS && event.media !== 'ambient') {
        store.set(handedCallAtom, { terminal: event.terminal, terminalName: event.terminalName, media: event.media });
      }
      const calls = store.get(handledCallsAtom);
      const next = nextHandledCalls(calls, frame.event, lookup);
      if (next !== calls) store.set(handledCallsAtom, next);
    }),
  );
  return subscriptions;
}
