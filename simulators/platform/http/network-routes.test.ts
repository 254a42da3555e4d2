import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestEmulator, tokenFor, type TestEmulator } from '../testing/test-emulator.ts';

let emulator: TestEmulator;
let dispatcher: string;
beforeAll(async () => {
  emulator = await startTestEmulator();
  dispatcher = await tokenFor(emulator.url, '20000001', 'Dispatch#2026');
}, 60_000);
afterAll(() => emulator?.stop());

const rename = (token: string, body: unknown) => call(`${emulator.url}/ds/data/updateTerminalName?token=${token}`, 'PUT', body).then((answer) => answer.body);

describe('PUT /ds/data/updateTerminalName', () => {
  it('renames as an event every console sees, trimmed, and keeps it over a restart', async () => {
    const hostile = '  <img src=x onerror=alert(1)> \u202Eevil  ';
    expect(await rename(dispatcher, { msId: '10000005', name: hostile })).toMatchObject({ code: '0', data: { desc: { msId: '10000005', msName: hostile.trim() } } });
    expect(emulator.platform.state.terminals.get('10000005')?.msName).toBe(hostile.trim());
    emulator = await emulator.restart();
    expect(emulator.platform.state.terminals.get('10000005')?.msName).toBe(hostile.trim());
  }, 60_000);

  it('refuses a blank, long or control-character name, an unknown terminal, and a terminal account', async () => {
    const token = await tokenFor(emulator.url, '20000001', 'Dispatch#2026');
    for (const name of ['   ', 'x'.repeat(65), 'two\nlines', 'bell\u0007']) {
      const answer = await rename(token, { msId: '10000005', name });
      expect(answer.code, JSON.stringify(name)).not.toBe('0');
    }
    expect((await rename(token, { msId: '19999999', name: 'Nobody' })).code).toBe('404');
    const radio = await tokenFor(emulator.url, '10000006', '123456');
    expect((await rename(radio, { msId: '10000006', name: 'Mine now' })).code).toBe('403');
  }, 60_000);
});
