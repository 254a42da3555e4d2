import { describe, expect, it } from 'vitest';
import { LogType } from '../../../protocol/index.ts';
import { logRowOf } from './log-rows.ts';

describe('log rows', () => {
  it('makes a row of each logged event, with who did it and what it concerned', () => {
    expect(logRowOf(1, 10, 'terminal.online', { msId: '10000001', logType: LogType.LoggedInElsewhere })).toMatchObject({
      category: 'login',
      operation: 'loggedInElsewhere',
      logType: 7,
      account: '10000001',
      msId: '10000001',
    });
    expect(logRowOf(2, 10, 'terminal.groupSwitched', { msId: '10000001', gid: '110', by: '20000001', logType: 8 })).toMatchObject({
      category: 'login',
      operation: 'groupSwitch',
      account: '20000001',
      msId: '10000001',
      subjectKind: 'group',
      subject: '110',
    });
    const video = { callId: 'c', caller: '20000001', callee: '10000001', media: 'video' };
    expect(logRowOf(3, 10, 'call.connected', { ...video, logType: LogType.VideoCall })).toMatchObject({ category: 'videoCall', operation: 'videoCall', logType: 128 });
    expect(logRowOf(4, 10, 'call.ended', { ...video, media: 'audio', status: 486, talkMs: 0, logType: 3 })).toMatchObject({
      category: 'singleCall',
      operation: 'callEnded',
      remark: '486',
      subjectKind: 'terminal',
    });
    expect(logRowOf(5, 10, 'sos.closed', { id: '1', msId: '10000001', closer: '20000002', remark: 'done', logType: 119 })).toMatchObject({
      category: 'alarm',
      operation: 'alarmClosed',
      account: '20000002',
      remark: 'done',
    });
    expect(logRowOf(6, 10, 'tone.sent', { toneId: 't', name: 'Evacuate', msId: '20000001', target: { gid: '110' }, delivered: [] })).toMatchObject({
      category: 'alarmTone',
      logType: null,
      subject: 'Evacuate',
      msId: '',
    });
    expect(logRowOf(7, 10, 'tempGroup.removed', { gid: '900001', reason: 'cancelled', name: 'Ops', by: '20000001', logType: 1 })).toMatchObject({
      category: 'tempGroup',
      subject: 'Ops',
      account: '20000001',
    });
  });

  it('takes any other module’s event by its log type alone, and older events without one by their type', () => {
    expect(logRowOf(8, 10, 'loneWorker.set', { id: 'w', name: 'Night shift', createBy: '20000001', logType: 120 })).toMatchObject({
      category: 'loneWorker',
      operation: 'loneWorkerSet',
      account: '20000001',
      subject: 'Night shift',
    });
    expect(logRowOf(12, 10, 'fence.created', { fence: { name: 'Depot', creator: '20000001' }, logType: 113 })).toMatchObject({ category: 'fence', account: '20000001', subject: 'Depot' });
    expect(logRowOf(13, 10, 'job.handedOver', { id: '7', from: '20000001', fromName: 'One', to: '20000002', toName: 'Two', time: 10, logType: LogType.JobHandedOver })).toMatchObject({
      category: 'alarm',
      operation: 'jobHandedOver',
      logType: 143,
      account: '20000001',
      subject: '7',
      remark: '20000002',
    });
    expect(logRowOf(14, 10, 'call.handedOver', { callId: 'c1', terminal: '10000001', terminalName: 'R1', from: '20000001', fromName: 'One', to: '20000002', toName: 'Two', media: 'audio', logType: LogType.CallHandedOver })).toMatchObject({
      category: 'singleCall',
      operation: 'callHandedOver',
      logType: 144,
      account: '20000001',
      msId: '10000001',
      remark: '20000002',
    });
    expect(logRowOf(9, 10, 'terminal.offline', { msId: '10000001' })).toMatchObject({ operation: 'offline', logType: 6 });
    expect(logRowOf(10, 10, 'fence.alarmed', { alarm: { msId: '10000001', fenceName: 'Depot', kind: 'left' }, logType: 102 })).toMatchObject({
      category: 'alarm',
      operation: 'alarm',
      msId: '10000001',
      subject: 'Depot',
    });
    expect(logRowOf(11, 10, 'fence.deleted', { fenceid: '7', editor: '20000001', logType: 114 })).toMatchObject({ category: 'fence', account: '20000001', subject: '7' });
  });

  it('leaves out events SPEC §4 gives no log type and codes it does not show', () => {
    expect(logRowOf(1, 10, 'terminal.gps', { msId: '10000001' })).toBeNull();
    expect(logRowOf(1, 10, 'sos.acknowledged', { id: '1', msId: '10000001' })).toBeNull();
    expect(logRowOf(1, 10, 'something.else', { msId: '10000001', logType: 4 })).toBeNull();
  });
});
