import type { Page } from '@playwright/test';
import type { SocketClient } from '../../protocol/index.ts';
import { readRoster } from '../../simulators/terminals/roster.ts';
import { startCrashableEmulator, type CrashableEmulator } from './harness/emulator.ts';
import { DISPATCHER, expect, loginAs, test } from './harness/fixtures.ts';
import { PlatformApi } from './harness/platformApi.ts';
import { raiseSos } from './harness/sos.ts';
import { connectTerminal } from './harness/terminal.ts';

/**
 * Issue 6, reliability: the emulator is SIGKILLed several times while radios press SOS. After each
 * restart the console resumes on its own, and every alarm the emulator acknowledged (answered
 * code 0) is on screen exactly once; presses it never answered may or may not exist, but never twice.
 */
const ROUNDS = 3;
const PRESSES_PER_ROUND = 8;

const alertItems = (page: Page) => page.getByTestId('sos-alert-item');

/** Presses SOS on each radio a few ms apart; resolves with the ids the platform answered. */
async function pressAll(radios: readonly SocketClient[]): Promise<{ acknowledged: string[]; unanswered: number }> {
  const outcomes = await Promise.allSettled(
    radios.map(async (radio, i) => {
      await new Promise((resolve) => setTimeout(resolve, i * 15));
      return (await raiseSos(radio)).id;
    }),
  );
  const acknowledged = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
  return { acknowledged, unanswered: outcomes.length - acknowledged.length };
}

async function untilOnline(radios: readonly SocketClient[]): Promise<void> {
  await expect.poll(() => radios.filter((radio) => radio.status === 'online').length, { timeout: 30_000 }).toBe(radios.length);
}

test('SIGKILL of the emulator during a stream of SOS alarms: the console resumes each time and shows every acknowledged alarm exactly once', async ({ browser }) => {
  test.setTimeout(180_000);
  let emulator: CrashableEmulator | null = await startCrashableEmulator();
  const radios: SocketClient[] = [];
  const context = await browser.newContext({ baseURL: emulator.url });
  try {
    const api = new PlatformApi(emulator.url);
    // Radios only (the roster leaves dispatchers out), in msId order.
    const roster = await readRoster(emulator.url, DISPATCHER);
    const accounts = roster.slice(0, ROUNDS * PRESSES_PER_ROUND).map((entry) => entry.msId);
    for (const account of accounts) radios.push(await connectTerminal(api, account));

    const page = await context.newPage();
    await loginAs(page, DISPATCHER);
    const acknowledged = new Set<string>();
    let unanswered = 0;

    for (let round = 0; round < ROUNDS; round += 1) {
      const batch = radios.slice(round * PRESSES_PER_ROUND, (round + 1) * PRESSES_PER_ROUND);
      // The kill lands while the presses are in flight: some are answered, some never are.
      const pressing = pressAll(batch);
      await new Promise((resolve) => setTimeout(resolve, 40 + round * 30));
      await emulator.kill();
      const outcome = await pressing;
      outcome.acknowledged.forEach((id) => acknowledged.add(id));
      unanswered += outcome.unanswered;
      await expect(page.getByTestId('connection-indicator')).not.toHaveAttribute('data-status', 'online');

      await emulator.restart();
      await expect(page.getByTestId('connection-indicator')).toHaveAttribute('data-status', 'online', { timeout: 30_000 });
      await untilOnline(radios);
      for (const id of acknowledged) await expect(page.locator(`[data-testid="sos-alert-item"][data-id="${id}"]`)).toHaveCount(1);
    }

    // Every alarm the platform holds is shown once: no doubles, acknowledged or not.
    const token = await api.token(DISPATCHER.account, DISPATCHER.password);
    const stored = ((await api.call('GET', `/ds/sos/findSos?status=0,1&pageSize=100&token=${token}`)).data?.list ?? []) as Array<{ id: string; msId: string }>;
    expect(stored.map((alarm) => alarm.id)).toEqual(expect.arrayContaining([...acknowledged]));
    await expect(alertItems(page)).toHaveCount(stored.length);
    const shownIds = await alertItems(page).evaluateAll((items) => items.map((item) => item.getAttribute('data-id')));
    expect(new Set(shownIds).size).toBe(shownIds.length);
    // One sounding alarm per terminal survives the crashes too.
    expect(new Set(stored.map((alarm) => alarm.msId)).size).toBe(stored.length);
    test.info().annotations.push({ type: 'alarms', description: `${acknowledged.size} acknowledged, ${unanswered} unanswered, ${stored.length} stored over ${ROUNDS} SIGKILLs` });

    // A reload after the last crash shows the same set.
    await page.reload();
    await expect(page.getByTestId('connection-indicator')).toHaveAttribute('data-status', 'online');
    await expect(alertItems(page)).toHaveCount(stored.length);
  } finally {
    for (const radio of radios) radio.close();
    await context.close();
    await emulator?.stop();
    emulator = null;
  }
});
