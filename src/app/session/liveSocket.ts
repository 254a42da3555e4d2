/**
 * What a signed-in console hangs on its socket: the event log with the map's positions worker, the
 * user's own group, notification tones and every module's listeners. A chunk of its own that the
 * session controller loads when signing in starts (SessionController.prepare), so the login page
 * does not carry the modules behind it (Issue 36 item 7).
 */
import { Subscription, type Observable } from 'rxjs';
import type { DsClient, SocketClient } from '../../../protocol/index.ts';
import { bindEventLog } from '../../state/eventLog.ts';
import { followOwnGroup } from '../../state/ownGroup.ts';
import { bindInstantRecall } from '../../features/instant-recall/index.ts';
import { bindLogs } from '../../features/logs/index.ts';
import { bindMapMarkers } from '../../features/map-markers/index.ts';
import { startLivePositions } from '../../features/maps/index.ts';
import { bindLoneWork } from '../../features/lone-worker/index.ts';
import { bindIndoor } from '../../features/indoor/index.ts';
import { bindJobTickets } from '../../features/job-ticketing/index.ts';
import { bindHandledCalls } from '../../features/calls/index.ts';
import { bindMissedCalls } from '../../features/missed-calls/index.ts';
import { bindMessages } from '../../features/messages/index.ts';
import { bindNotifications, type SentCommand } from '../../features/notifications/index.ts';
import { playNotificationTones } from './notificationTones.ts';

export { resetEventLog } from '../../state/eventLog.ts';

/** Everything that follows one socket client; the subscription ends it all. */
export function bindLiveSocket(client: SocketClient, ds: DsClient, sent$: Observable<SentCommand>): Subscription {
  const subscriptions = new Subscription();
  // The map draws fixes from a worker; the main thread's fleet keeps first and watched fixes.
  const positions = startLivePositions();
  subscriptions.add(bindEventLog(client, undefined, undefined, positions?.sink ?? null));
  if (positions) subscriptions.add(positions.stop);
  // SPEC §4: a group switch, the dispatcher's own or a remote one, moves the user's pttGroup and gId.
  // Only a bound socket changes the fleet, and binding runs it once, so following per socket misses nothing.
  subscriptions.add(followOwnGroup());
  subscriptions.add(playNotificationTones(client.events$));
  subscriptions.add(bindNotifications(client, sent$));
  subscriptions.add(bindMissedCalls(client.events$));
  subscriptions.add(bindHandledCalls(client.events$, client.snapshots$));
  subscriptions.add(bindInstantRecall(client.events$));
  subscriptions.add(bindLogs(client.logs$, client.status$));
  subscriptions.add(bindMessages(client.inbox$, ds, client.status$));
  subscriptions.add(bindMapMarkers(client));
  subscriptions.add(bindLoneWork(client));
  subscriptions.add(bindIndoor(client));
  subscriptions.add(bindJobTickets(client));
  return subscriptions;
}
