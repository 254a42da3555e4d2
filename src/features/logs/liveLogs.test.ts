import { BehaviorSubject, Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { ConnectionStatus, LogRecord } from '../../../protocol/index.ts';
import { bindLogs, logsResync$ } from './liveLogs.ts';

describe('bindLogs', () => {
  it('asks the open query again after each reconnection, not at the first connection', () => {
    const status = new BehaviorSubject<ConnectionStatus>('connecting');
    let resyncs = 0;
    const listening = logsResync$.subscribe(() => (resyncs += 1));
    const binding = bindLogs(new Subject<LogRecord>(), status);
    for (const next of ['online', 'online', 'offline', 'connecting', 'online', 'offline', 'online'] as const) status.next(next);
    expect(resyncs).toBe(2);
    binding.unsubscribe();
    status.next('offline');
    status.next('online');
    expect(resyncs).toBe(2);
    listening.unsubscribe();
  });
});
