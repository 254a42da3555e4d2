import type { Observable, Subscription } from 'rxjs';
import { recordedTransmissionOf, type EventFrame } from '../../../../protocol/index.ts';
import { store } from '../../../state/jotai.ts';
import { recallListsAtom } from './atoms.ts';
import { mergeTransmissions, sourceKey } from './model.ts';

/** Puts each `transmission.recorded` of the socket into its group's and its talker's recall lists as it happens. */
export function bindInstantRecall(events$: Observable<EventFrame>): Subscription {
  return events$.subscribe((frame) => {
    if (frame.event.type !== 'transmission.recorded') return;
    const entry = recordedTransmissionOf(frame.event);
    addTransmissions(frame.event.gid, [entry]);
    addTransmissions(sourceKey({ kind: 'terminal', msId: entry.msId }), [entry]);
  });
}

/** Merges entries into the list of `key` (a sourceKey). */
export function addTransmissions(key: string, entries: Parameters<typeof mergeTransmissions>[1]): void {
  const lists = store.get(recallListsAtom);
  const list = lists.get(key) ?? [];
  const next = mergeTransmissions(list, entries);
  if (next !== list) store.set(recallListsAtom, new Map(lists).set(key, next));
}
