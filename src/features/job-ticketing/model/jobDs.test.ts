import { describe, expect, it } from 'vitest';
import { checkJobFields, dispatchTimeOf, jobFailureKey, pageCount, type JobFields } from './jobDs.ts';
import { localDateTime } from './time.ts';

const now = new Date(2026, 10, 25, 14, 0).getTime();
const fields = (extra: Partial<JobFields> = {}): JobFields => ({ task: 'Check the pump', msIds: ['10000001'], dispatchTime: localDateTime(now), place: null, address: '', ...extra });

describe('job form', () => {
  it('shows each rule of the platform on its field', () => {
    expect(checkJobFields(fields(), now)).toEqual({});
    expect(checkJobFields(fields({ task: ' ', msIds: [], dispatchTime: '' }), now)).toEqual({
      task: 'jobs.error.task.required',
      msIds: 'jobs.error.assignees.required',
      dispatchTime: 'jobs.error.dispatchTime.required',
    });
    expect(checkJobFields(fields({ task: 'x'.repeat(201) }), now).task).toBe('jobs.error.task.tooLong');
    expect(checkJobFields(fields({ dispatchTime: localDateTime(now - 3_600_000) }), now).dispatchTime).toBe('jobs.error.dispatchTime.past');
    expect(checkJobFields(fields({ address: 'Calle Colón' }), now).place).toBe('jobs.error.place.incomplete');
    expect(checkJobFields(fields({ place: { lat: 39.47, lng: -0.37 }, address: 'Calle Colón' }), now)).toEqual({});
  });

  it('reads the dispatch time in local time, and pages by the answer', () => {
    expect(dispatchTimeOf(localDateTime(now))).toBe(now);
    expect(dispatchTimeOf('')).toBeNull();
    expect(pageCount({ total: 0, page: 1, size: 20 })).toBe(1);
    expect(pageCount({ total: 41, page: 1, size: 20 })).toBe(3);
  });

  it('words the platform\'s refusals', () => {
    expect(jobFailureKey({ code: '400', desc: 'dispatchTime:past' })).toBe('jobs.error.dispatchTime.past');
    expect(jobFailureKey({ code: '400', desc: 'msIds:dispatcher: 20000002' })).toBe('jobs.error.assignees.dispatcher');
    expect(jobFailureKey({ code: '404', desc: 'id:unknown' })).toBe('jobs.error.unknown');
    expect(jobFailureKey({ code: '500', desc: '' })).toBe('jobs.error.failed');
  });
});
