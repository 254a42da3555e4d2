import { describe, expect, it } from 'vitest';
import { AddLoneWorkBody, canEdit, canEnd, canStart, endTimeOf, loneWorkProblems, plannedStartOf, UpdateLoneWorkBody, type LoneWork, type LoneWorkDraft } from './loneWork.ts';

const good: LoneWorkDraft = { msIds: ['10000001'], date: '2026-11-25', sTime: '08:30', wTime: 120, hb: 15 };

describe('lone worker validation (SPEC §5)', () => {
  it('accepts a valid plan', () => {
    expect(loneWorkProblems(good)).toEqual({});
  });

  it.each([
    [{ msIds: [] }, 'msIds', 'terminalRequired'],
    [{ msIds: ['10000001', '10000002', '10000003', '10000004', '10000005'] }, 'msIds', 'tooManyTerminals'],
    [{ wTime: null }, 'wTime', 'durationRequired'],
    [{ wTime: 0 }, 'wTime', 'durationRequired'],
    [{ hb: null }, 'hb', 'intervalRequired'],
    [{ hb: 121 }, 'hb', 'intervalAboveDuration'],
    [{ wTime: 1_441, hb: 10 }, 'wTime', 'overOneDay'],
    [{ date: '' }, 'date', 'dateRequired'],
    [{ date: '2026-02-30' }, 'date', 'dateRequired'],
    [{ sTime: '' }, 'sTime', 'timeRequired'],
    [{ sTime: '24:00' }, 'sTime', 'timeRequired'],
    [{ wTime: 1_440 }, 'wTime', 'sameBeginEnd'],
  ] as const)('%o fails %s with %s', (change, field, problem) => {
    expect(loneWorkProblems({ ...good, ...change })[field]).toBe(problem);
  });

  it('four terminals are allowed, and a repeated one counts once', () => {
    expect(loneWorkProblems({ ...good, msIds: ['10000001', '10000002', '10000003', '10000004', '10000004'] })).toEqual({});
  });

  it('an interval equal to the duration is allowed', () => {
    expect(loneWorkProblems({ ...good, wTime: 30, hb: 30 })).toEqual({});
  });

  it('the server schema reports the same rules by field', () => {
    const parsed = AddLoneWorkBody.safeParse({ ...good, msIds: [], hb: 500, utcOffset: 0 });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).sort()).toEqual(['hb: intervalAboveDuration', 'msIds: terminalRequired']);
    expect(UpdateLoneWorkBody.safeParse({ id: '1', op: 'start' }).success).toBe(true);
    expect(UpdateLoneWorkBody.safeParse({ id: '1', op: 'pause' }).success).toBe(false);
  });
});

describe('lone worker times and status rules', () => {
  it('ends on the clock after the work period, across midnight', () => {
    expect(endTimeOf('08:30', 120)).toBe('10:30');
    expect(endTimeOf('23:00', 90)).toBe('00:30');
  });

  it('plans its begin in the planner’s zone', () => {
    expect(plannedStartOf('2026-11-25', '08:30', 480)).toBe(Date.UTC(2026, 10, 25, 0, 30));
  });

  const work = (change: Partial<LoneWork>): LoneWork => ({ status: 'normal', realStart: null, realEnd: null, ...change }) as LoneWork;
  it('edits only an awaiting plan in normal status; starts an awaiting one; ends a running one (SPEC §4)', () => {
    expect(canEdit(work({}))).toBe(true);
    expect(canEdit(work({ realStart: 1 }))).toBe(false);
    expect(canEdit(work({ status: 'alarm' }))).toBe(false);
    expect(canEdit(work({ status: 'finished', realStart: 1, realEnd: 2 }))).toBe(false);
    expect(canStart(work({}))).toBe(true);
    expect(canStart(work({ realStart: 1 }))).toBe(false);
    expect(canEnd(work({ realStart: 1 }))).toBe(true);
    expect(canEnd(work({ realStart: 1, realEnd: 2 }))).toBe(false);
  });
});
