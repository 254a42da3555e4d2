import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SchoolPaths } from '../../protocol/index.ts';
import { call, startTestEmulator, tokenFor, type TestEmulator } from '../platform/testing/test-emulator.ts';
import { seededRandom } from '../world/random.ts';
import { readStudentCards } from './school-cards.ts';
import { SimulatedTerminal } from './simulated-terminal.ts';

let emulator: TestEmulator;
beforeAll(async () => {
  emulator = await startTestEmulator();
}, 60_000);
afterAll(() => emulator?.stop());

async function until(check: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('simulated card readers (--school-punch-every)', () => {
  it('read the cards the platform knows and punch them over the socket', async () => {
    const token = await tokenFor(emulator.url, '20000001', 'Dispatch#2026');
    const student = { studentNum: 'F-7', studentName: 'Tom Reed', studentAvatar: '', studentBirth: '2017-03-02', studentSex: 'male', guardianName: 'Sue Reed', guardianPhone: '5557777' };
    expect((await call(`${emulator.url}${SchoolPaths.studentAdd}?token=${token}`, 'POST', student)).body.code).toBe('0');
    const cards = await readStudentCards(emulator.url, { account: '20000001', password: 'Dispatch#2026' });
    expect(cards).toEqual(['F-7']);

    const terminal = new SimulatedTerminal(emulator.platform.state.terminals.get('10000023')!, {
      baseUrl: emulator.url,
      password: '123456',
      random: seededRandom(5),
      churn: 0,
      log: () => undefined,
      schoolPunch: { everyS: 1, cards: () => cards },
    });
    expect(await terminal.connect()).toBe(true);
    try {
      // One tick of a whole interval: the chance of a punch is 1.
      terminal.tick(Date.now(), 1);
      await until(() => emulator.platform.state.school.punches.length > 0);
      expect(emulator.platform.state.school.punches[0]).toMatchObject({ msId: '10000023', studentNum: 'F-7', kind: 'in' });
    } finally {
      await terminal.stop();
    }
  });
});
