import { describe, expect, it } from 'vitest';
import { AlarmStatus, applySosEvent, FindSosQuery, remarkProblem, SosLogType, SosUpdateBody, type SosAlarm } from './sos.ts';

const alarm: SosAlarm = {
  id: '1', msId: '10000001', name: 'Radio 1', type: 6, alarmType: 'sos', time: 1, alarmTime: 2, lat: 1, lng: 2, status: 0,
  responder: null, responderName: null, responseTime: null, closer: null, closerName: null, closeTime: null, remark: '', handler: null, handlerName: null, verdict: null,
};
const ack = (responder: string) => ({ type: 'sos.acknowledged' as const, id: '1', msId: '10000001', responder, responderName: responder, responseTime: 3, remark: '' });
const close = { type: 'sos.closed' as const, id: '1', msId: '10000001', closer: '20000002', closerName: 'Two', closeTime: 4, remark: 'done', logType: SosLogType.RemotelyClosed };

describe('SOS alarm transitions', () => {
  it('0 → 1 → 2; the first acknowledgement wins; a closed alarm stays closed', () => {
    const acknowledged = applySosEvent(alarm, ack('20000001'))!;
    expect(acknowledged).toMatchObject({ status: AlarmStatus.Acknowledged, responder: '20000001', responseTime: 3 });
    expect(applySosEvent(acknowledged, ack('20000002'))).toBe(acknowledged);
    const closed = applySosEvent(acknowledged, close)!;
    expect(closed).toMatchObject({ status: AlarmStatus.Closed, closer: '20000002', remark: 'done', responder: '20000001' });
    expect(applySosEvent(closed, ack('20000003'))).toBe(closed);
    expect(applySosEvent(undefined, ack('x'))).toBeUndefined();
  });

  it('validates remarks and updates as the console and emulator both do', () => {
    expect(remarkProblem('  ', true)).toBe('required');
    expect(remarkProblem('  ', false)).toBeNull();
    expect(remarkProblem('x'.repeat(201), false)).toBe('tooLong');
    expect(remarkProblem('a\nb', false)).toBe('control');
    expect(remarkProblem('<script>ok</script>', true)).toBeNull();
    expect(SosUpdateBody.safeParse({ id: '1', status: 2 }).success).toBe(false);
    expect(SosUpdateBody.safeParse({ id: '1', status: 2, remark: ' ok ' }).data).toEqual({ id: '1', status: 2, remark: 'ok' });
    expect(SosUpdateBody.safeParse({ id: '1', status: 0 }).success).toBe(false);
    expect(FindSosQuery.parse({ status: '0,1,1' })).toEqual({ pageNo: 1, pageSize: 20, status: [0, 1] });
    expect(FindSosQuery.safeParse({ status: '0;1' }).success).toBe(false);
  });
});
