import { describe, expect, it } from 'vitest';
import { TerminalType } from '../../../protocol/index.ts';
import { CallRowFolder, type CallRow } from './call-rows.ts';
import { queryCallRows } from './query.ts';

const TYPES: Record<string, number> = { '1': TerminalType.Poc0, '2': TerminalType.App, '3': TerminalType.Camera, '4': TerminalType.Sos, '9': TerminalType.Dispatcher };
const typeOf = (msId: string) => TYPES[msId];
let seq = 0;
const group = (time: number, caller: string, gid: string, durationMs = 1_000): CallRow => ({ seq: ++seq, kind: 'group', time, caller, callee: gid, durationMs, status: null, file: `${gid}-${time}-${caller}.wav` });
const single = (time: number, caller: string, callee: string, durationMs = 5_000): CallRow => ({ seq: ++seq, kind: 'individual', time, caller, callee, durationMs, status: 200, file: null });
const all = { start: 0, end: 10_000, msId: null, gid: null, offset: 0, limit: 50 };

describe('queryCallRows', () => {
  it('lists the range newest first, ends inclusive', () => {
    const rows = [group(100, '1', '500'), single(300, '1', '2'), group(200, '2', '500'), group(20_000, '1', '500')];
    const page = queryCallRows(rows, { ...all, end: 300 }, typeOf);
    expect(page.rows.map((row) => row.time)).toEqual([300, 200, 100]);
    expect(page.total).toBe(3);
  });

  it('counts each caller → callee pair over the whole range, not the page, and direction matters', () => {
    const rows = [group(1, '1', '500'), group(2, '1', '500'), group(3, '1', '500'), single(4, '1', '2'), single(5, '2', '1'), group(6, '1', '501')];
    const page = queryCallRows(rows, { ...all, limit: 2 }, typeOf);
    expect(page.total).toBe(6);
    expect(page.rows.map((row) => [row.caller, row.callee, row.frequency])).toEqual([
      ['1', '501', 1],
      ['2', '1', 1],
    ]);
    const second = queryCallRows(rows, { ...all, offset: 2, limit: 2 }, typeOf);
    expect(second.rows.map((row) => [row.caller, row.callee, row.frequency])).toEqual([
      ['1', '2', 1],
      ['1', '500', 3],
    ]);
    expect(queryCallRows(rows, { ...all, offset: 6 }, typeOf).rows).toEqual([]);
  });

  it('counts only terminals with voice-call permission: cameras, SoS badges and unknown terminals are left out', () => {
    const rows = [group(1, '3', '500'), group(2, '4', '500'), single(3, '1', '3'), single(4, '4', '1'), group(5, '77', '500'), group(6, '9', '500'), single(7, '1', '2')];
    const page = queryCallRows(rows, all, typeOf);
    expect(page.rows.map((row) => row.time)).toEqual([7, 6]);
    expect(page.total).toBe(2);
  });

  it('filters by terminal (caller or callee of an individual call) and by group', () => {
    const rows = [group(1, '1', '500'), group(2, '2', '500'), single(3, '2', '1'), group(4, '1', '501')];
    expect(queryCallRows(rows, { ...all, msId: '1' }, typeOf).rows.map((row) => row.time)).toEqual([4, 3, 1]);
    expect(queryCallRows(rows, { ...all, gid: '500' }, typeOf).rows.map((row) => row.time)).toEqual([2, 1]);
    expect(queryCallRows(rows, { ...all, gid: '500', msId: '2' }, typeOf).rows.map((row) => row.time)).toEqual([2]);
  });
});

describe('CallRowFolder', () => {
  it('makes a group row of a recorded transmission and an individual row of an ended voice call, from its connection', () => {
    const folder = new CallRowFolder();
    expect(folder.fold(1, 1_000, { type: 'transmission.recorded', gid: '500', msId: '1', name: 'R', startedAt: 900, talkMs: 2_000, file: '500-900-1.wav', bytes: 10 })).toMatchObject({
      kind: 'group',
      time: 900,
      caller: '1',
      callee: '500',
      durationMs: 2_000,
      file: '500-900-1.wav',
    });
    expect(folder.fold(2, 2_000, { type: 'call.invited', callId: 'c', caller: '9', callee: '1', media: 'audio' })).toBeNull();
    expect(folder.fold(3, 2_500, { type: 'call.connected', callId: 'c', caller: '9', callee: '1', media: 'audio' })).toBeNull();
    expect(folder.fold(4, 6_500, { type: 'call.ended', callId: 'c', caller: '9', callee: '1', media: 'audio', status: 200, talkMs: 4_000 })).toMatchObject({
      kind: 'individual',
      time: 2_500,
      durationMs: 4_000,
      status: 200,
      file: null,
    });
    // Unanswered: from the invitation, no talk.
    folder.fold(5, 7_000, { type: 'call.invited', callId: 'd', caller: '9', callee: '1', media: 'audio' });
    expect(folder.fold(6, 9_000, { type: 'call.ended', callId: 'd', caller: '9', callee: '1', media: 'audio', status: 487, talkMs: 0 })).toMatchObject({ time: 7_000, durationMs: 0, status: 487 });
    // Video calls are not voice records.
    folder.fold(7, 10_000, { type: 'call.invited', callId: 'v', caller: '9', callee: '1', media: 'video' });
    expect(folder.fold(8, 11_000, { type: 'call.ended', callId: 'v', caller: '9', callee: '1', media: 'video', status: 200, talkMs: 1_000 })).toBeNull();
  });
});
