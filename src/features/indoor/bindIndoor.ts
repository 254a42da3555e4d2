import { merge, type Observable, type Subscription } from 'rxjs';
import { isIndoorEvent, type EventFrame, type SnapshotFrame } from '../../../protocol/index.ts';
import { store } from '../../state/jotai.ts';
import { indoorRevisionAtom } from './atoms.ts';
import { indoorFixFeed } from './model/fixFeed.ts';

/**
 * Follows the socket's indoor.* events: a fix goes straight to the feed the blueprint draws from;
 * an area change, or a snapshot that may have skipped events, has the page read its list again.
 */
export function bindIndoor(client: { readonly events$: Observable<EventFrame>; readonly snapshots$: Observable<SnapshotFrame> }): Subscription {
  return merge(client.events$, client.snapshots$).subscribe((frame) => {
    if (frame.type !== 'event') {
      store.set(indoorRevisionAtom, (n) => n + 1);
      return;
    }
    const { event, time } = frame;
    if (!isIndoorEvent(event)) return;
    if (event.type === 'indoor.position') {
      const { type: _type, ...fix } = event;
      indoorFixFeed.put({ ...fix, time });
      return;
    }
    store.set(indoorRevisionAtom, (n) => n + 1);
  });
}
