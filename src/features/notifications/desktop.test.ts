import { describe, expect, it } from 'vitest';
import { AlarmStatus, type SosAlarm } from '../../../protocol/index.ts';
import { newlyRaised, noticeTag, shouldNotifyDesktop } from './desktop.ts';

const alarm = (id: string, status: SosAlarm['status'] = AlarmStatus.Alarm): SosAlarm => ({
  id,
  msId: '10000001',
  name: 'Radio 1',
  type: 6,
  alarmType: 'sos',
  time: 1,
  alarmTime: 1,
  lng: null,
  lat: null,
  status,
  responder: null,
  responderName: null,
  responseTime: null,
  closer: null,
  closerName: null,
  closeTime: null,
  remark: '',
  handler: null,
  handlerName: null,
  verdict: null,
});

describe('desktop notifications', () => {
  it('notify only when switched on, granted and the tab is hidden', () => {
    const on = { enabled: true, permission: 'granted', hidden: true } as const;
    expect(shouldNotifyDesktop(on)).toBe(true);
    expect(shouldNotifyDesktop({ ...on, hidden: false })).toBe(false);
    expect(shouldNotifyDesktop({ ...on, enabled: false })).toBe(false);
    expect(shouldNotifyDesktop({ ...on, permission: 'default' })).toBe(false);
    expect(shouldNotifyDesktop({ ...on, permission: 'denied' })).toBe(false);
    expect(shouldNotifyDesktop({ ...on, permission: 'unsupported' })).toBe(false);
  });

  it('a new sounding alarm is news; an acknowledgement or a close of a known one is not', () => {
    const before = new Map([['1', alarm('1')]]);
    const after = new Map([
      ['1', alarm('1', AlarmStatus.Acknowledged)],
      ['2', alarm('2')],
      ['3', alarm('3', AlarmStatus.Closed)],
    ]);
    expect(newlyRaised(before, after).map((raised) => raised.id)).toEqual(['2']);
    expect(newlyRaised(after, after)).toEqual([]);
    expect(noticeTag({ kind: 'sos', id: '2', name: 'Radio 1', msId: '10000001' })).toBe('sos:2');
  });
});
