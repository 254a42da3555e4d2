import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestEmulator, stopQuietly, tokenFor, type TestEmulator } from '../testing/test-emulator.ts';

let emulator: TestEmulator;
beforeAll(async () => {
  emulator = await startTestEmulator();
}, 60_000);
afterAll(() => stopQuietly(emulator));

describe('load test controls', () => {
  it('registers a fleet of real accounts that log in, once', async () => {
    const body = { terminals: 3, dispatchers: 1, password: 'load-pass-1' };
    const added = await call(`${emulator.url}/test/fleet`, 'POST', body);
    expect(added.body.data?.desc).toEqual({ added: 4, firstTerminal: '30000001', firstDispatcher: '29000001' });
    expect(emulator.platform.state.terminals.get('30000003')?.grp).toEqual(['100']);
    expect(emulator.platform.state.terminals.get('29000001')?.type).toBe(20);
    expect(await tokenFor(emulator.url, '30000002', 'load-pass-1')).toMatch(/./);
    expect(await tokenFor(emulator.url, '29000001', 'load-pass-1')).toMatch(/./);
    expect((await call(`${emulator.url}/test/fleet`, 'POST', body)).body.data?.desc).toMatchObject({ added: 0 });
    expect((await call(`${emulator.url}/test/fleet`, 'POST', { terminals: -1, password: 'load-pass-1' })).body.code).toBe('400');
  });

  it('answers the event-loop lag and CPU since the last reset', async () => {
    await call(`${emulator.url}/test/metrics?reset=1`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const metrics = (await call(`${emulator.url}/test/metrics`)).body.data?.desc as Record<string, number>;
    expect(metrics.wallMs).toBeGreaterThanOrEqual(90);
    expect(metrics.lagP99Ms).toBeGreaterThanOrEqual(0);
    expect(metrics.cpuCores).toBeGreaterThanOrEqual(0);
    expect(metrics.head).toBe(emulator.platform.state.head);
  });
});
