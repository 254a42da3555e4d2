import { describe, expect, it } from 'vitest';
import type { Translate } from '../../../ui/index.ts';
import { BroadcastError } from './model.ts';
import { errorText, problemOf } from './problemText.ts';

/** Message keys with their values, so the test sees which message was chosen. */
const t: Translate = (key, values) => (values ? `${key}${JSON.stringify(values)}` : key);

describe('broadcast error text', () => {
  it('names each field problem of a refusal', () => {
    expect(errorText(t, new BroadcastError(400, 'name:required,code:exists'))).toBe(
      'broadcast.problem.line{"field":"broadcast.field.name","problem":"broadcast.problem.required"} · broadcast.problem.line{"field":"broadcast.field.code","problem":"broadcast.problem.exists"}',
    );
  });

  it('falls back to the code when a problem is not one the console knows', () => {
    expect(errorText(t, new BroadcastError(400, 'name:required,body:tooLarge'))).toBe('broadcast.error.failed{"code":"400"}');
    expect(errorText(t, new BroadcastError(502, 'username:locked'))).toBe('broadcast.error.failed{"code":"502"}');
  });

  it('tells an ended session and no permission apart, and anything else as 500', () => {
    expect(errorText(t, new BroadcastError(401, 'token:required'))).toBe('broadcast.error.session');
    expect(errorText(t, new BroadcastError(107, 'no permission'))).toBe('broadcast.login.noPermission');
    expect(errorText(t, new Error('offline'))).toBe('broadcast.error.failed{"code":"500"}');
  });

  it("shows a field's first problem beside it, and nothing for a field without one", () => {
    const found = [
      { field: 'name', problem: 'tooLong' },
      { field: 'name', problem: 'special' },
    ] as const;
    expect(problemOf(t, found, 'name')).toBe('broadcast.problem.tooLong');
    expect(problemOf(t, found, 'code')).toBeNull();
  });
});
