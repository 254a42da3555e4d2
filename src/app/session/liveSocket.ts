/**
 * What a signed-in console hangs on its socket: the event log with the map's positions worker, the
 * user's own group, notification tones and every feature's listeners, which each feature's manifest
 * declares (`listeners`). A chunk of its own that the session controller loads when signing in starts
 * (SessionController.prepare), beside the features' listeners, so the login page carries neither (Issue 36 item 7).
 */
import { Subscription, type Observable } from 'rxjs';
import type { DsClient, SocketClient } from '../../../protocol/index.ts';
import type { LiveSocketContext, SentCommand, SocketListener } from '../../manifest/index.ts';
import { bindEventLog, resetEventLog } from '../../state/eventLog.ts';
import { followOwnGroup } from '../../state/ownGroup.ts';
import { startLivePositions } from '../../features/maps/index.ts';
import { playNotificationTones } from './notificationTones.ts';

export type LiveSocket = {
  /** Everything that follows one socket client; the subscription ends it all. */
  readonly bindLiveSocket: (client: SocketClient, ds: DsClient, sent$: Observable<SentCommand>) => Subscription;
  readonly resetEventLog: () => void;
};

/** Hangs the listeners on one socket client; the subscription ends them all. */
export function bindListeners(listeners: readonly SocketListener[], socket: LiveSocketContext): Subscription {
  const subscriptions = new Subscription();
  for (const listen of listeners) subscriptions.add(listen(socket));
  return subscriptions;
}

/** The live socket with the features' listeners (loadListeners, loaded beside this chunk), so binding a client is synchronous. */
export function liveSocketWith(listeners: readonly SocketListener[]): LiveSocket {
  return { bindLiveSocket: (client, ds, sent$) => bindLiveSocket(client, ds, sent$, listeners), resetEventLog };
}

export function bindLiveSocket(client: SocketClient, ds: DsClient, sent$: Observable<SentCommand>, listeners: readonly SocketListener[]): Subscription {
  const subscriptions = new Subscription();
  // The map draws fixes from a worker; the main thread's fleet keeps first and watched fixes.
  const positions = startLivePositions();
  subscriptions.add(bindEventLog(client, undefined, undefined, positions?.sink ?? null));
  if (positions) subscriptions.add(positions.stop);
  // SPEC §4: a group switch, the dispatcher's own or a remote one, moves the user's pttGroup and gId.
  // Only a bound socket changes the fleet, and binding runs it once, so following per socket misses nothing.
  subscriptions.add(followOwnGroup());
  subscriptions.add(playNotificationTones(client.events$));
  // The features' listeners, after the event log: they read the fleet it folds.
  subscriptions.add(bindListeners(listeners, { client, ds, sent$ }));
  return subscriptions;
}
