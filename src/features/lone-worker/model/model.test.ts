import { describe, expect, it } from 'vitest';
import type { LoneWork } from '../../../../protocol/index.ts';
import { countdown, draftOf, emptyForm, formProblems, lockReason, todayState } from './model.ts';

const work = (change: Partial<LoneWork>): LoneWork => ({ date: '2026-11-25', status: 'normal', realStart: null, realEnd: null, ...change }) as LoneWork;

describe('lone worker console model', () => {
  it('reads minutes only from digits, so "1.5" or "ten" is a missing value', () => {
    expect(draftOf({ msIds: [], date: ' 2026-11-25 ', sTime: '08:00', wTime: ' 30 ', hb: '1.5', enabled: true })).toEqual({ msIds: [], date: '2026-11-25', sTime: '08:00', wTime: 30, hb: null });
  });

  it('maps each rule to its message', () => {
    const form = { ...emptyForm(new Date(2026, 10, 25, 9, 15)), wTime: '20', hb: '30' };
    expect(form.date).toBe('2026-11-25');
    expect(form.sTime).toBe('10:00');
    expect(formProblems(form)).toEqual({ msIds: 'loneWork.problem.terminalRequired', hb: 'loneWork.problem.intervalAboveDuration' });
  });

  it('says why a plan cannot be edited (SPEC §4)', () => {
    expect(lockReason(work({}))).toBeNull();
    expect(lockReason(work({ realStart: 1 }))).toBe('loneWork.locked.running');
    expect(lockReason(work({ realStart: 1, status: 'alarm' }))).toBe('loneWork.locked.alarm');
    expect(lockReason(work({ realStart: 1, realEnd: 2, status: 'finished' }))).toBe('loneWork.locked.finished');
  });

  it("gives today's job state: working over not started over ended", () => {
    expect(todayState([], '2026-11-25')).toBe('none');
    expect(todayState([work({ realStart: 1, realEnd: 2 })], '2026-11-25')).toBe('ended');
    expect(todayState([work({ realStart: 1, realEnd: 2 }), work({})], '2026-11-25')).toBe('notStarted');
    expect(todayState([work({}), work({ date: '2026-11-24', realStart: 1 })], '2026-11-25')).toBe('working');
    expect(todayState([work({ date: '2026-11-26' })], '2026-11-25')).toBe('none');
  });

  it('counts down to the next check-in on the platform clock', () => {
    expect(countdown(null, 0)).toBeNull();
    expect(countdown(65_000, 0)).toBe('1:05');
    expect(countdown(1_000, 999)).toBe('0:01');
    expect(countdown(1_000, 1_000)).toBeNull();
  });
});
