import { Subject, type Observable, type Subscription } from 'rxjs';
import type { LogRecord } from '../../../protocol/index.ts';

/** Records as the platform writes them, from whichever socket is bound now; the open logs screen listens. */
const live = new Subject<LogRecord>();
export const liveLogs$: Observable<LogRecord> = live.asObservable();

/** The session binds each socket's log frames here (SessionController.bind). */
export function bindLogs(logs$: Observable<LogRecord>): Subscription {
  return logs$.subscribe((record) => live.next(record));
}
