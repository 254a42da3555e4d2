import { merge, type Observable, type Subscription } from 'rxjs';
import { isJobEvent, type EventFrame, type SnapshotFrame } from '../../../protocol/index.ts';
import { store } from '../../state/jotai.ts';
import { jobRevisionAtom } from './atoms.ts';

/** Follows the socket for the job list: another dispatcher's job or an assignee's answer shows at once. */
export function bindJobTickets(client: { readonly events$: Observable<EventFrame>; readonly snapshots$: Observable<SnapshotFrame> }): Subscription {
  return merge(client.events$, client.snapshots$).subscribe((frame) => {
    if (frame.type === 'snapshot' || isJobEvent(frame.event)) store.set(jobRevisionAtom, (revision) => revision + 1);
  });
}
