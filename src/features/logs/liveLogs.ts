import { distinctUntilChanged, filter, skip, Subject, Subscription, type Observable } from 'rxjs';
import type { ConnectionStatus, LogRecord } from '../../../protocol/index.ts';

/** Records as the platform writes them, from whichever socket is bound now; the open logs screen listens. */
const live = new Subject<LogRecord>();
export const liveLogs$: Observable<LogRecord> = live.asObservable();

/**
 * Each reconnection of the bound socket: log frames are not replayed, so the open logs screen asks
 * its query again and gets what was written while the socket was down.
 */
const resync = new Subject<void>();
export const logsResync$: Observable<void> = resync.asObservable();

/** The session binds each socket's log frames here (SessionController.bind). */
export function bindLogs(logs$: Observable<LogRecord>, status$?: Observable<ConnectionStatus>): Subscription {
  const subscriptions = new Subscription();
  subscriptions.add(logs$.subscribe((record) => live.next(record)));
  if (status$) {
    subscriptions.add(
      status$
        .pipe(
          distinctUntilChanged(),
          filter((status) => status === 'online'),
          skip(1),
        )
        .subscribe(() => resync.next()),
    );
  }
  return subscriptions;
}
