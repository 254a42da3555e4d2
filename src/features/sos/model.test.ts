import { describe, expect, it } from 'vitest';
import type { SosAlarm } from '../../../protocol/index.ts';
import { alarmSoundDecision, alarmTypeKey, alertAlarms, checkRemark, failureKey, terminalTypeKey, withLive } from './model.ts';

const alarm = (id: string, status: 0 | 1 | 2, alarmTime = Number(id)): SosAlarm => ({
  id, msId: '10000001', name: 'Radio', type: 6, alarmType: 'sos', time: alarmTime, alarmTime, lat: null, lng: null, status,
  responder: status > 0 ? '20000001' : null, responderName: status > 0 ? 'One' : null, responseTime: null, closer: null, closerName: null, closeTime: null, remark: '',
  handler: status > 0 ? '20000001' : null, handlerName: status > 0 ? 'One' : null, verdict: null,
});

describe('SOS console model', () => {
  it('loops the chosen sound at the alarm volume while any alarm is unacknowledged', () => {
    expect(alarmSoundDecision([alarm('1', 1), alarm('2', 0)], 'beep', 70)).toEqual({ tone: 'beep', volume: 70 });
    expect(alarmSoundDecision([alarm('1', 1), alarm('2', 2)], 'beep', 70)).toBeNull();
    expect(alarmSoundDecision([alarm('2', 0)], 'siren', 0)).toBeNull();
    expect(alarmSoundDecision([], 'siren', 60)).toBeNull();
  });

  it('banners: unacknowledged first and newest first; hidden acknowledged ones go, unacknowledged never', () => {
    const list = alertAlarms([alarm('1', 0), alarm('2', 1), alarm('3', 0), alarm('4', 2)], new Set(['2', '1']));
    expect(list.map((a) => a.id)).toEqual(['3', '1']);
    expect(alertAlarms([alarm('2', 1)], new Set()).map((a) => a.id)).toEqual(['2']);
  });

  it('validates the remark like the platform and names refusals', () => {
    expect(checkRemark('  ', 2).error).toBe('sos.remark.required');
    expect(checkRemark('  ', 1)).toEqual({ remark: '', error: null });
    expect(checkRemark('x'.repeat(201), 1).error).toBe('sos.remark.tooLong');
    expect(checkRemark(' on site ', 2)).toEqual({ remark: 'on site', error: null });
    expect(failureKey('409')).toBe('sos.error.closed');
    expect(failureKey('500')).toBe('sos.error.failed');
    const live = new Map([['1', alarm('1', 1)]]);
    expect(withLive([alarm('1', 0), alarm('2', 0)], live).map((a) => a.status)).toEqual([1, 0]);
  });
});

describe('alarm record codes by name', () => {
  it('names every SPEC §3 terminal type code and leaves an unknown one to be shown as its code', () => {
    expect([20, 10, 8, 6, 0, 30, 31, 505, 40].map(terminalTypeKey)).toEqual([
      'terminalType.dispatcher',
      'terminalType.app',
      'terminalType.gateway',
      'terminalType.poc',
      'terminalType.poc',
      'terminalType.pmr',
      'terminalType.dmr',
      'terminalType.sos',
      'terminalType.camera',
    ]);
    expect(terminalTypeKey(77)).toBeNull();
    expect(terminalTypeKey(-1)).toBeNull();
  });
  it('names the SOS key alarm type; an unknown alarm type has no name', () => {
    expect(alarmTypeKey('sos')).toBe('sos.alarmType.sos');
    expect(alarmTypeKey('fall')).toBeNull();
    expect(alarmTypeKey('toString')).toBeNull();
  });
});
