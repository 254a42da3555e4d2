import type { Observable, Subscription } from 'rxjs';
import { recordedTransmissionOf, type EventFrame } from '../../../protocol/index.ts';
import { store } from '../../state/jotai.ts';
import { recallListsAtom } from './atoms.ts';
import { mergeTransmissions } from './model.ts';

/** Puts each `transmission.recorded` of the socket into its group's recall list as it happens. */
export function bindInstantRecall(events$: Observable<EventFrame>): Subscription {
  return events$.subscribe((frame) => {
    if (frame.event.type !== 'transmission.recorded') return;
    addTransmissions(frame.event.gid, [recordedTransmissionOf(frame.event)]);
  });
}

export function addTransmissions(gid: string, entries: Parameters<typeof mergeTransmissions>[1]): void {
  const lists = store.get(recallListsAtom);
  const list = lists.get(gid) ?? [];
  const next = mergeTransmissions(list, entries);
  if (next !== list) store.set(recallListsAtom, new Map(lists).set(gid, next));
}
