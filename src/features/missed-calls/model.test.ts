import { describe, expect, it } from 'vitest';
import type { PlatformEvent } from '../../../protocol/index.ts';
import { addMissedCall, clearMissedCalls, decodeMissedCalls, MAX_MISSED_CALLS, missedCallOf, missedCallsOf, type MissedCall } from './model.ts';

const ME = '20000001';
const ended = (patch: Partial<Extract<PlatformEvent, { type: 'call.ended' }>> = {}): PlatformEvent => ({
  type: 'call.ended',
  callId: 'call-0001',
  caller: '10000003',
  callee: ME,
  media: 'audio',
  status: 487,
  talkMs: 0,
  ...patch,
});
const nameOf = (msId: string) => `Radio ${msId}`;

describe('missedCallOf', () => {
  it.each([408, 487, 101])('records a call to me that ended %i without connecting', (status) => {
    expect(missedCallOf(ended({ status }), ME, 5, nameOf)).toEqual({ callId: 'call-0001', caller: '10000003', callerName: 'Radio 10000003', callee: ME, status, at: 5 });
  });

  it('ignores answered, declined, busy, outgoing and other accounts’ calls', () => {
    expect(missedCallOf(ended({ status: 200, talkMs: 3000 }), ME, 5, nameOf)).toBeNull();
    expect(missedCallOf(ended({ status: 101, talkMs: 3000 }), ME, 5, nameOf)).toBeNull();
    expect(missedCallOf(ended({ status: 603 }), ME, 5, nameOf)).toBeNull();
    expect(missedCallOf(ended({ status: 486 }), ME, 5, nameOf)).toBeNull();
    expect(missedCallOf(ended({ caller: ME, callee: '10000003' }), ME, 5, nameOf)).toBeNull();
    expect(missedCallOf(ended(), null, 5, nameOf)).toBeNull();
    expect(missedCallOf({ type: 'floor.idle', gid: '1' }, ME, 5, nameOf)).toBeNull();
  });
});

describe('the list', () => {
  const call = (callId: string, callee = ME): MissedCall => ({ callId, caller: '10000003', callerName: 'R', callee, status: 487, at: 1 });

  it('keeps the newest first, once per call, and a bounded number', () => {
    let list: readonly MissedCall[] = [];
    for (let index = 0; index < MAX_MISSED_CALLS + 5; index += 1) list = addMissedCall(list, call(`c${index}`));
    expect(list).toHaveLength(MAX_MISSED_CALLS);
    expect(list[0]!.callId).toBe(`c${MAX_MISSED_CALLS + 4}`);
    expect(addMissedCall(list, call(`c${MAX_MISSED_CALLS + 4}`))).toBe(list);
  });

  it('shows and clears only the signed-in dispatcher’s calls', () => {
    const list = [call('a'), call('b', '20000002')];
    expect(missedCallsOf(list, ME).map((entry) => entry.callId)).toEqual(['a']);
    expect(clearMissedCalls(list, ME).map((entry) => entry.callId)).toEqual(['b']);
  });

  it('decodes what storage holds and drops what is not a missed call', () => {
    expect(decodeMissedCalls([call('a'), { callId: 1 }, null])).toEqual([call('a')]);
    expect(decodeMissedCalls('nope')).toBeUndefined();
  });
});
