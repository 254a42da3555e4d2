import { describe, expect, it } from 'vitest';
import { sosAllowedSteps, sosStepRefusal, type SosAlarm } from '../../../protocol/index.ts';
import { floorOutcomeOf, responseOf } from './response/model.ts';
import { handlerLabel, handOverTargets, stepFailureKey } from './workflow.ts';

const alarm = (change: Partial<SosAlarm> = {}): SosAlarm => ({
  id: '7', msId: '10000001', name: 'Radio', type: 6, alarmType: 'sos', time: 1, alarmTime: 1, lat: null, lng: null, status: 1,
  responder: '20000001', responderName: 'One', responseTime: 2, closer: null, closerName: null, closeTime: null, remark: '',
  handler: '20000001', handlerName: 'One', verdict: null, ...change,
});

describe('the emergency workflow on the console', () => {
  it('offers the handler only the steps the platform allows', () => {
    expect(sosAllowedSteps(alarm(), '20000001')).toEqual(['mark', 'handOver']);
    expect(sosAllowedSteps(alarm({ verdict: 'valid' }), '20000001')).toEqual(['resolve', 'handOver']);
    expect(sosAllowedSteps(alarm(), '20000002')).toEqual([]);
    expect(sosAllowedSteps(alarm({ status: 0, handler: null }), '20000001')).toEqual([]);
    expect(sosAllowedSteps(alarm({ status: 2 }), '20000001')).toEqual([]);
    expect(sosStepRefusal(alarm(), 'resolve', '20000001')).toEqual({ code: '409', desc: 'verdict:missing' });
  });

  it('says who handles an alarm, and the refusals in words', () => {
    expect(handlerLabel(alarm(), '20000001')).toEqual({ key: 'sosWorkflow.handledByYou', who: '' });
    expect(handlerLabel(alarm({ handler: '20000002', handlerName: 'Two' }), '20000001')).toEqual({ key: 'sosWorkflow.handledBy', who: 'Two' });
    expect(handlerLabel(alarm({ handler: null }), '20000001')).toBeNull();
    expect(stepFailureKey('handler:other')).toBe('sosWorkflow.error.notHandler');
    expect(stepFailureKey('verdict:missing')).toBe('sosWorkflow.error.verdictMissing');
    expect(stepFailureKey(undefined)).toBe('sosWorkflow.error.failed');
  });

  it('hands over to any other dispatcher, by name', () => {
    const terminals = [
      { msId: '20000002', msName: 'Zed', type: 20 },
      { msId: '20000001', msName: 'Me', type: 20 },
      { msId: '10000001', msName: 'Radio', type: 6 },
      { msId: '20000003', msName: 'Ann', type: 20 },
    ];
    expect(handOverTargets(terminals, '20000001').map((t) => t.msId)).toEqual(['20000003', '20000002']);
  });

  it('responds in the terminal group, with the camera only when it has one', () => {
    const response = responseOf(alarm(), { currentGroup: '', grp: ['100'] }, (gid) => `G${gid}`, true, true);
    expect(response).toMatchObject({ gid: '100', groupName: 'G100', floor: { kind: 'requesting' }, camera: { kind: 'starting' }, listening: true });
    expect(responseOf(alarm(), undefined, String, false, false)).toMatchObject({ gid: null, floor: { kind: 'noGroup' }, camera: { kind: 'none' } });
    expect(floorOutcomeOf({ outcome: 'granted', grantedAt: 1, maxMs: 60_000 })).toEqual({ kind: 'granted' });
    expect(floorOutcomeOf({ outcome: 'denied', reason: 'busy' })).toEqual({ kind: 'denied', reason: 'busy' });
    expect(floorOutcomeOf({})).toEqual({ kind: 'failed', code: 'bad-answer' });
  });
});
