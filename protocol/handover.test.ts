import { describe, expect, it } from 'vitest';
import { alarmAllowedSteps, alarmStepRefusal } from './handover.ts';
import { fenceAlarmHandling } from './fences.ts';
import { loneWorkAlarmHandling } from './loneWork.ts';

const ONE = '20000001';
const TWO = '20000002';

describe('who may acknowledge, hand over and close a fence or lone-worker alarm', () => {
  it('nobody handles a raised alarm: anyone acknowledges or closes it, nobody hands it over', () => {
    const raised = { handler: null, closed: false };
    expect(alarmAllowedSteps(raised, ONE)).toEqual(['acknowledge', 'close']);
    expect(alarmStepRefusal(raised, 'handOver', ONE)).toEqual({ code: '409', desc: 'status:not-acknowledged' });
  });

  it('once acknowledged only its handler hands it over or closes it; nobody acknowledges it again', () => {
    const handled = { handler: ONE, closed: false };
    expect(alarmAllowedSteps(handled, ONE)).toEqual(['handOver', 'close']);
    expect(alarmAllowedSteps(handled, TWO)).toEqual([]);
    expect(alarmStepRefusal(handled, 'handOver', TWO)).toEqual({ code: '403', desc: 'handler:other' });
    expect(alarmStepRefusal(handled, 'close', TWO)).toEqual({ code: '403', desc: 'handler:other' });
    expect(alarmStepRefusal(handled, 'acknowledge', TWO)).toEqual({ code: '409', desc: 'handler:already' });
  });

  it('a closed alarm takes no step', () => {
    for (const step of ['acknowledge', 'handOver', 'close'] as const) expect(alarmStepRefusal({ handler: ONE, closed: true }, step, ONE)).toEqual({ code: '409', desc: 'status:closed' });
  });

  it("reads each kind's fields: a fence alarm stored before handlers is open with nobody; a lone-worker alarm is closed once handled", () => {
    expect(fenceAlarmHandling({})).toEqual({ handler: null, closed: false });
    expect(fenceAlarmHandling({ handler: ONE, resolvedAt: 5 })).toEqual({ handler: ONE, closed: true });
    expect(loneWorkAlarmHandling({ handler: ONE, handledAt: null })).toEqual({ handler: ONE, closed: false });
    expect(loneWorkAlarmHandling({ handler: ONE, handledAt: 7 })).toEqual({ handler: ONE, closed: true });
  });
});
