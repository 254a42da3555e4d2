import type { Page } from '@playwright/test';
import type { SocketClient } from '../../protocol/index.ts';
import { readRoster } from '../../simulators/terminals/roster.ts';
import { startCrashableEmulator, type CrashableEmulator } from './harness/emulator.ts';
import { DISPATCHER, expect, loginAs, test } from './harness/fixtures.ts';
import { PlatformApi } from './harness/platformApi.ts';
import { messagingTerminal, startConversation, type MessagingTerminal } from './harness/messages.ts';
import { raiseSos } from './harness/sos.ts';
import { connectTerminal } from './harness/terminal.ts';

/**
 * Issue 6, reliability: the emulator is SIGKILLed several times while radios press SOS and a radio
 * sends messages. After each restart the console resumes on its own, and every alarm and message the
 * emulator acknowledged (answered code 0) is on screen exactly once; what it never answered may or
 * may not exist, but never twice.
 */
const ROUNDS = 3;
const PRESSES_PER_ROUND = 8;
const MESSAGES_PER_ROUND = 6;

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

/** Sends numbered messages a few ms apart; resolves with the texts the platform answered. */
async function sendAll(radio: MessagingTerminal, to: string, round: number): Promise<string[]> {
  const texts = Array.from({ length: MESSAGES_PER_ROUND }, (_, i) => `Status report ${round}-${i}`);
  const outcomes = await Promise.allSettled(
    texts.map(async (text, i) => {
      await new Promise((resolve) => setTimeout(resolve, i * 20));
      await radio.inbox.send(to, 'text', text);
      return text;
    }),
  );
  return outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
}

async function untilOnline(radios: readonly SocketClient[]): Promise<void> {
  await expect.poll(() => radios.filter((radio) => radio.status === 'online').length, { timeout: 30_000 }).toBe(radios.length);
}

test('SIGKILL of the emulator during a stream of SOS alarms and messages: the console resumes each time and shows every acknowledged alarm and message exactly once', async ({ browser }) => {
  test.setTimeout(180_000);
  // No media server: this demo's rooms would be the run's emulator's (same groups, same Janus).
  const emulator: CrashableEmulator = await startCrashableEmulator([], { janus: false });
  const radios: SocketClient[] = [];
  let messenger: MessagingTerminal | null = null;
  const context = await browser.newContext({ baseURL: emulator.url });
  try {
    const api = new PlatformApi(emulator.url);
    // Radios only (the roster leaves dispatchers out), in msId order.
    const roster = await readRoster(emulator.url, DISPATCHER);
    const accounts = roster.slice(0, ROUNDS * PRESSES_PER_ROUND).map((entry) => entry.msId);
    for (const account of accounts) radios.push(await connectTerminal(api, account));
    const messengerId = roster[ROUNDS * PRESSES_PER_ROUND]!.msId;
    messenger = await messagingTerminal(api, messengerId, 'off');

    const page = await context.newPage();
    await loginAs(page, DISPATCHER);
    // The conversation with the messaging radio stays open through the crashes (the SOS alert shows on any screen).
    await page.goto('/messages/message');
    await startConversation(page, messengerId);
    const history = page.getByTestId('messages-history');
    const acknowledged = new Set<string>();
    const delivered = new Set<string>();
    let unanswered = 0;

    for (let round = 0; round < ROUNDS; round += 1) {
      const batch = radios.slice(round * PRESSES_PER_ROUND, (round + 1) * PRESSES_PER_ROUND);
      // The kill lands while the presses are in flight: some are answered, some never are.
      const pressing = pressAll(batch);
      const sending = sendAll(messenger, DISPATCHER.account, round);
      await new Promise((resolve) => setTimeout(resolve, 40 + round * 30));
      await emulator.kill();
      const outcome = await pressing;
      outcome.acknowledged.forEach((id) => acknowledged.add(id));
      unanswered += outcome.unanswered;
      (await sending).forEach((text) => delivered.add(text));
      await expect(page.getByTestId('connection-indicator')).not.toHaveAttribute('data-status', 'online');

      await emulator.restart();
      await expect(page.getByTestId('connection-indicator')).toHaveAttribute('data-status', 'online', { timeout: 30_000 });
      await untilOnline([...radios, messenger.client]);
      for (const id of acknowledged) await expect(page.locator(`[data-testid="sos-alert-item"][data-id="${id}"]`)).toHaveCount(1);
      for (const text of delivered) await expect(history.getByTestId('message').filter({ hasText: text })).toHaveCount(1);
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
    // Messages: each text at most once, the acknowledged ones all there.
    const texts = await history.getByTestId('message').allInnerTexts();
    for (let round = 0; round < ROUNDS; round += 1) {
      for (let i = 0; i < MESSAGES_PER_ROUND; i += 1) {
        const text = `Status report ${round}-${i}`;
        expect(texts.filter((shown) => shown.includes(text)).length).toBeLessThanOrEqual(1);
      }
    }
    test.info().annotations.push({ type: 'messages', description: `${delivered.size} of ${ROUNDS * MESSAGES_PER_ROUND} acknowledged, ${texts.length} shown` });

    // A reload after the last crash shows the same set.
    await page.reload();
    await expect(page.getByTestId('connection-indicator')).toHaveAttribute('data-status', 'online');
    await expect(alertItems(page)).toHaveCount(stored.length);
  } finally {
    for (const radio of radios) radio.close();
    messenger?.close();
    await context.close();
    await emulator.stop();
  }
});
