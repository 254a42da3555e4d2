import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestEmulator, type TestEmulator } from '../testing/test-emulator.ts';
import { HEALTH_PATH } from './http-app.ts';

let emulator: TestEmulator;
beforeAll(async () => {
  emulator = await startTestEmulator();
}, 60_000);
afterAll(() => emulator?.stop());

describe('health check', () => {
  it('answers 200 and code 0 without a token, for container health checks', async () => {
    const answer = await call(`${emulator.url}${HEALTH_PATH}`);
    expect(answer.status).toBe(200);
    expect(answer.body.code).toBe('0');
    expect(answer.body.data?.desc).toEqual({ status: 'up' });
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('takes only the exact path', async () => {
    const answer = await call(`${emulator.url}${HEALTH_PATH}/more`);
    expect(answer.body.code).not.toBe('0');
  });
});
