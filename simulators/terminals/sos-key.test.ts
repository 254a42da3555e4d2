import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AlarmStatus } from '../../protocol/index.ts';
import { call, startTestEmulator, tokenFor, type TestEmulator } from '../platform/testing/test-emulator.ts';
import { seededRandom } from '../world/random.ts';
import { SimulatedTerminal } from './simulated-terminal.ts';

let emulator: TestEmulator;
beforeAll(async () => {
  emulator = await startTestEmulator();
}, 60_000);
afterAll(() => emulator?.stop());

const radio = (msId: string, sosEveryS: number | null = null) =>
  new SimulatedTerminal(emulator.platform.state.terminals.get(msId)!, { baseUrl: emulator.url, password: '123456', random: seededRandom(7), churn: 0, log: () => undefined, sosEveryS });

async function until(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('a simulated radio\'s SOS key', () => {
  it('raises an alarm at its position and hears the dispatcher acknowledge and close it remotely', async () => {
    const terminal = radio('10000021');
    expect(await terminal.connect()).toBe(true);
    try {
      const alarm = await terminal.pressSos();
      expect(alarm).toMatchObject({ msId: '10000021', status: AlarmStatus.Alarm });
      expect(alarm.lat).not.toBeNull();
      const token = await tokenFor(emulator.url, '20000001', 'Dispatch#2026');
      const update = (body: unknown) => call(`${emulator.url}/ds/sos/updateSos?token=${token}`, 'PUT', body);
      expect((await update({ id: alarm.id, status: 1 })).body.code).toBe('0');
      await until(() => terminal.sos.current?.status === AlarmStatus.Acknowledged);
      expect((await call(`${emulator.url}/ds/sos/markSos?token=${token}`, 'PUT', { id: alarm.id, verdict: 'valid' })).body.code).toBe('0');
      expect((await update({ id: alarm.id, status: 2, remark: 'Patrol 4 is with them' })).body.code).toBe('0');
      await until(() => terminal.sos.current?.status === AlarmStatus.Closed);
      expect(terminal.sos.current?.closer).toBe('20000001');
      expect(terminal.sos.raisedCount).toBe(1);
    } finally {
      await terminal.stop();
    }
  });

  it('presses on its own with --sos-every, and not again while its alarm is open', async () => {
    const terminal = radio('10000022', 1);
    expect(await terminal.connect()).toBe(true);
    try {
      for (let i = 0; i < 20; i += 1) terminal.tick(Date.now(), 1);
      await until(() => terminal.sos.open);
      for (let i = 0; i < 20; i += 1) terminal.tick(Date.now(), 1);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(terminal.sos.raisedCount).toBe(1);
    } finally {
      await terminal.stop();
    }
  });
});
