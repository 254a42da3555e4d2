import { describe, expect, it } from 'vitest';
import { SosLogType, type SosAlarm } from '../../protocol/index.ts';
import { EMPTY_PROJECTION, reduceLog } from './eventLog.ts';
import { applySosEvents, EMPTY_SOS_ALARMS, sosAlarmsFromSnapshot } from './sosAlarms.ts';

const alarm = (id: string, status: 0 | 1 | 2 = 0): SosAlarm => ({
  id, msId: '10000001', name: 'Radio', type: 6, alarmType: 'sos', time: 1, alarmTime: 1, lat: null, lng: null, status,
  responder: null, responderName: null, responseTime: null, closer: null, closerName: null, closeTime: null, remark: '', handler: null, handlerName: null, verdict: null,
});
const at = (event: Parameters<typeof applySosEvents>[1][number]['event']) => ({ event, time: 0 });

describe('SOS alarms projection', () => {
  it('snapshot, raise, acknowledge, close; other events leave the same map', () => {
    const start = sosAlarmsFromSnapshot([alarm('1', 1)]);
    expect(applySosEvents(start, [at({ type: 'terminal.online', msId: '1' })])).toBe(start);
    const next = applySosEvents(start, [
      at({ type: 'sos.raised', alarm: alarm('2'), logType: SosLogType.Alarm }),
      at({ type: 'sos.acknowledged', id: '2', msId: '10000001', responder: '20000002', responderName: 'Two', responseTime: 5, remark: '' }),
      at({ type: 'sos.closed', id: '1', msId: '10000001', closer: '20000001', closerName: 'One', closeTime: 6, remark: 'ok', logType: SosLogType.RemotelyClosed }),
      at({ type: 'sos.closed', id: '9', msId: '10000001', closer: '20000001', closerName: 'One', closeTime: 6, remark: 'ok', logType: SosLogType.RemotelyClosed }),
    ]);
    expect(next.get('2')).toMatchObject({ status: 1, responderName: 'Two' });
    expect(next.get('1')).toMatchObject({ status: 2, closerName: 'One', remark: 'ok' });
    expect(next.has('9')).toBe(false);
    expect(sosAlarmsFromSnapshot(undefined)).toEqual(EMPTY_SOS_ALARMS);
  });

  it('through the event log: a reload\'s snapshot brings back the unacknowledged alarm; a later snapshot without it drops it', () => {
    const frame = (seq: number, sos?: SosAlarm[]) => ({ kind: 'snapshot' as const, frame: { type: 'snapshot' as const, seq, groups: [], terminals: [], floors: [], ...(sos ? { sos } : {}) } });
    const reloaded = reduceLog(EMPTY_PROJECTION, [frame(10, [alarm('7')])]);
    expect(reloaded.sos.get('7')?.status).toBe(0);
    const acknowledged = reduceLog(reloaded, [
      { kind: 'event', frame: { type: 'event', seq: 11, stream: 'sos:7', time: 5, event: { type: 'sos.acknowledged', id: '7', msId: '10000001', responder: '20000002', responderName: 'Two', responseTime: 5, remark: '' } } },
    ]);
    expect(acknowledged.sos.get('7')).toMatchObject({ status: 1, responderName: 'Two' });
    expect(reduceLog(acknowledged, [frame(20)]).sos.size).toBe(0);
  });
});
