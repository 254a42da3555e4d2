import { describe, expect, it } from 'vitest';
import { DsError } from '../../../../protocol/index.ts';
import { CallStatus } from '../../../../protocol/index.ts';
import { callSeconds, callStatusKey, findCalls, pageCount, queryErrorKey } from './model.ts';

describe('call records model', () => {
  it('sends the range, the filter and the page, and decodes the answer', async () => {
    const asked: unknown[] = [];
    const ds = {
      get: async (path: string, params?: Record<string, string | number | undefined>) => {
        asked.push([path, params]);
        return { desc: { total: 1, pageNo: 2, pageSize: 20 }, list: [{ id: 5, kind: 'individual', time: 1, caller: '1', callerName: 'A', callee: '2', calleeName: 'B', frequency: 1, durationMs: 0, status: 603, recording: null, notRecorded: 'peerToPeer' }] };
      },
    };
    const result = await findCalls(ds, { start: 10, end: 20, tz: 60, gid: null, msId: '1', pageNo: 2 });
    expect(asked).toEqual([['/ds/data/callByUTC', { start: 10, end: 20, tz: 60, gid: undefined, msId: '1', pageNo: 2, pageSize: 20 }]]);
    expect(result.records[0]?.notRecorded).toBe('peerToPeer');
  });

  it('words a refusal by its range rule, a 403, or as a failure', () => {
    expect(queryErrorKey(new DsError('400', 'range: crossMonth'))).toBe('trackPlayback.error.crossMonth');
    expect(queryErrorKey(new DsError('400', 'gid: must be a group id'))).toBe('callRecords.error.load');
    expect(queryErrorKey(new DsError('403', 'no'))).toBe('callRecords.error.forbidden');
    expect(queryErrorKey(new Error('network'))).toBe('callRecords.error.load');
  });

  it('counts pages and seconds', () => {
    expect(pageCount({ total: 0, pageNo: 1, pageSize: 20 })).toBe(1);
    expect(pageCount({ total: 41, pageNo: 1, pageSize: 20 })).toBe(3);
    expect(callSeconds(0)).toBe(0);
    expect(callSeconds(300)).toBe(1);
    expect(callSeconds(2_600)).toBe(3);
  });
});

describe('call status by name', () => {
  it('names every SPEC §4 call status code with the call panel\'s message', () => {
    for (const code of Object.values(CallStatus)) expect(callStatusKey(code)).toMatch(/^calls\.status\./);
    expect(callStatusKey(486)).toBe('calls.status.busy');
    expect(callStatusKey(603)).toBe('calls.status.decline');
    expect(callStatusKey(408)).toBe('calls.status.timeout');
  });
  it('has no name for a code SPEC does not give (shown as the code)', () => {
    expect(callStatusKey(999)).toBeNull();
    expect(callStatusKey(0)).toBeNull();
  });
});
