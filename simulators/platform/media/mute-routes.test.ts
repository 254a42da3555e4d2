import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, callAs, startTestEmulator, tokenFor, type TestEmulator } from '../testing/test-emulator.ts';

let emulator: TestEmulator;
let one: string;
let two: string;
beforeAll(async () => {
  emulator = await startTestEmulator();
  one = await tokenFor(emulator.url, '20000001', 'Dispatch#2026');
  two = await tokenFor(emulator.url, '20000002', 'Dispatch#2026');
}, 60_000);
afterAll(() => emulator?.stop());

const as = (token: string, path: string, method = 'GET', body?: unknown) => callAs(emulator.url, token, path, method, body);

describe('mute list', () => {
  it('adds once, lists per dispatcher, deletes, and survives a restart', async () => {
    const added = await as(one, '/ds/mute/add', 'POST', { muteId: '10000005' });
    expect(added).toMatchObject({ code: '0', data: { desc: { id: '20000001-10000005', msId: '20000001', muteId: '10000005' } } });
    expect((await as(one, '/ds/mute/add', 'POST', { muteId: '10000005' })).code).toBe('0');
    await as(one, '/ds/mute/add', 'POST', { muteId: '10000006' });
    expect((await as(one, '/ds/mute/list')).data?.list).toHaveLength(2);
    expect((await as(two, '/ds/mute/list')).data?.list).toEqual([]);
    // Another dispatcher can neither read nor delete this list.
    expect((await as(two, '/ds/mute/list?msId=20000001')).code).toBe('403');
    expect((await as(two, '/ds/mute/delete', 'POST', { id: '20000001-10000005' })).code).toBe('404');
    expect((await as(one, '/ds/mute/delete', 'POST', { id: '20000001-10000005' })).code).toBe('0');

    emulator = await emulator.restart();
    const again = await tokenFor(emulator.url, '20000001', 'Dispatch#2026');
    expect((await as(again, '/ds/mute/list')).data?.list).toEqual([{ id: '20000001-10000006', msId: '20000001', muteId: '10000006' }]);
  }, 60_000);

  it('validates: an unknown terminal, oneself, a malformed id, no token', async () => {
    expect((await as(one, '/ds/mute/add', 'POST', { muteId: '19999999' })).code).toBe('404');
    expect((await as(one, '/ds/mute/add', 'POST', { muteId: '20000001' })).code).toBe('400');
    expect((await as(one, '/ds/mute/add', 'POST', { muteId: 'abc' })).code).not.toBe('0');
    expect((await call(`${emulator.url}/ds/mute/list`)).body.code).not.toBe('0');
  });
});
