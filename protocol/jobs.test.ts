import { describe, expect, it } from 'vitest';
import { AddJobBody, assigneesProblem, dispatchTimeProblem, JobLimits, jobLocationProblem, jobTaskProblem, nextJobState, JOB_STATES } from './jobs.ts';

describe('job ticket validation', () => {
  it('requires the task text and limits it', () => {
    expect(jobTaskProblem('  ')).toBe('required');
    expect(jobTaskProblem('x'.repeat(JobLimits.maxTaskLength))).toBeNull();
    expect(jobTaskProblem('x'.repeat(JobLimits.maxTaskLength + 1))).toBe('tooLong');
    expect(jobTaskProblem('a\u0007b')).toBe('control');
    expect(jobTaskProblem('line one\nline two')).toBeNull();
  });

  it('wants at least one assignee, each once, at most the limit', () => {
    expect(assigneesProblem([])).toBe('required');
    expect(assigneesProblem(['10000001', '10000001'])).toBe('duplicate');
    expect(assigneesProblem(Array.from({ length: JobLimits.maxAssignees + 1 }, (_, i) => String(10000000 + i)))).toBe('tooMany');
    expect(assigneesProblem(['10000001'])).toBeNull();
  });

  it('wants a dispatch time that is not past nor more than a year ahead', () => {
    const now = 1_700_000_000_000;
    expect(dispatchTimeProblem(null, now)).toBe('required');
    expect(dispatchTimeProblem(now - JobLimits.pastSlackMs - 1, now)).toBe('past');
    expect(dispatchTimeProblem(now - 1_000, now)).toBeNull();
    expect(dispatchTimeProblem(now + JobLimits.maxAheadMs + 1, now)).toBe('tooFar');
  });

  it('takes an optional place: both coordinates or none, an address only with them', () => {
    expect(jobLocationProblem(null, null, '')).toBeNull();
    expect(jobLocationProblem(39.47, null, '')).toBe('incomplete');
    expect(jobLocationProblem(null, null, 'Main street')).toBe('incomplete');
    expect(jobLocationProblem(95, 10, '')).toBe('outOfRange');
    expect(jobLocationProblem(39.47, -0.37, 'x'.repeat(JobLimits.maxAddressLength + 1))).toBe('addressTooLong');
    expect(jobLocationProblem(39.47, -0.37, 'Main street')).toBeNull();
  });

  it('the add body names the field of each problem, as the emulator answers it', () => {
    const parsed = AddJobBody.safeParse({ task: ' ', msIds: [], dispatchTime: null, lat: 1 });
    expect(parsed.success).toBe(false);
    const issues = parsed.error!.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(issues).toEqual(expect.arrayContaining(['task: required', 'msIds: required', 'dispatchTime: required', 'lat: incomplete']));
    expect(AddJobBody.parse({ task: ' Fix the pump ', msIds: ['10000001'], dispatchTime: 1 })).toMatchObject({ task: 'Fix the pump', lat: null, lng: null, address: '' });
  });
});

describe('job execution transitions', () => {
  it('unsettled -> accepted | rejected; accepted -> working; working -> completed; nothing else', () => {
    expect(nextJobState('unsettled', 'accept')).toBe('accepted');
    expect(nextJobState('unsettled', 'reject')).toBe('rejected');
    expect(nextJobState('accepted', 'start')).toBe('working');
    expect(nextJobState('working', 'complete')).toBe('completed');
    const allowed = new Set(['unsettled:accept', 'unsettled:reject', 'accepted:start', 'working:complete']);
    for (const state of JOB_STATES) {
      for (const answer of ['accept', 'reject', 'start', 'complete'] as const) {
        if (!allowed.has(`${state}:${answer}`)) expect(nextJobState(state, answer)).toBeNull();
      }
    }
  });
});
