import type { Page } from '@playwright/test';
import { importMessageKey, sealContent, type SecretKey } from '../../protocol/index.ts';
import { expect, loginAs, test } from './harness/fixtures.ts';
import { raiseSos } from './harness/sos.ts';
import { connectTerminal } from './harness/terminal.ts';

/**
 * Issue 6: text from the network is rendered as text. Each name would run script, add markup or
 * flip the reading order if the console put it into the DOM as HTML.
 */
const HOSTILE_NAMES = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '" onmouseover="window.__xss=1" x="',
  '\u202Eevil.exe\u202C <b>bold</b>',
  '&lt;escaped&gt; &amp; {{template}} ${1+1}',
];

const injected = (page: Page) =>
  page.evaluate(() => ({
    flag: (window as unknown as { __xss?: number }).__xss ?? 0,
    images: document.querySelectorAll('img[src="x"]').length,
    bold: [...document.querySelectorAll('b')].filter((element) => element.textContent === 'bold').length,
  }));

test('hostile terminal names render as text in the terminal list, the SOS alert and the SOS table', async ({ page, api, organisation }) => {
  // The test's own organisation: its radio keeps whatever name the test leaves, its alarms reach no other console.
  const { dispatcher } = organisation;
  const RADIO = organisation.radios[0]!.msId;
  const token = await api.token(dispatcher.account, dispatcher.password);
  const rename = (name: string) => api.call('PUT', `/ds/data/updateTerminalName?token=${token}`, { msId: RADIO, name });
  await loginAs(page, dispatcher);
  await page.getByTestId('terminal-search').fill(RADIO);
  const nameCell = page.getByTestId(`terminal-${RADIO}`).getByTestId('terminal-name');
  await expect(nameCell).toHaveText(organisation.radios[0]!.msName);
  const radio = await connectTerminal(api, RADIO, organisation.password);
  try {
    for (const name of HOSTILE_NAMES) {
      expect((await rename(name)).code).toBe('0');
      // Live, through the event log: no reload.
      await expect(nameCell).toHaveText(name);
    }
    expect(await injected(page)).toEqual({ flag: 0, images: 0, bold: 0 });

    // The alarm carries the name at the time of the press, shown as text on the alert and the SOS page.
    expect((await rename(HOSTILE_NAMES[1]!)).code).toBe('0');
    const alarm = await raiseSos(radio);
    await expect(page.locator(`[data-testid="sos-alert-item"][data-id="${alarm.id}"]`)).toContainText(`SOS: ${HOSTILE_NAMES[1]}`);
    await page.goto('/sos-management/alarm');
    await expect(page.locator(`[data-testid="sos-row"][data-id="${alarm.id}"]`)).toContainText(`${HOSTILE_NAMES[1]} (${RADIO})`);
    expect(await injected(page)).toEqual({ flag: 0, images: 0, bold: 0 });

    // The server refuses what no name may hold, with a reason; the name stays as it was.
    for (const bad of ['', 'x'.repeat(65), 'line\nbreak']) expect((await rename(bad)).code).not.toBe('0');
    await page.goto('/home');
    await page.getByTestId('terminal-search').fill(RADIO);
    await expect(nameCell).toHaveText(HOSTILE_NAMES[1]!);
  } finally {
    radio.close();
  }
});

/**
 * Message text is sealed end to end, so the platform cannot read it: a terminal (or anything holding
 * the key) can send what the console's own composer refuses. The console must show it as text.
 */
const HOSTILE_MESSAGES = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1"> look',
  '\u202Eevil.exe\u202C <b>bold</b>',
  `unbroken-${'W'.repeat(480)}`,
];

test('hostile message texts sent by a terminal render as text, long ones wrap inside the conversation, and a 10 kB text is refused by the platform', async ({ page, api, organisation }) => {
  const { dispatcher } = organisation;
  const SENDER = organisation.radios[0]!.msId;
  const radio = await connectTerminal(api, SENDER, organisation.password);
  try {
    const { list } = (await api.call('GET', `/ds/key/list?token=${await api.token(SENDER, organisation.password)}`)).data as { list: SecretKey[] };
    const active = list.find((key) => key.active)!;
    const key = await importMessageKey(active.id, active.key);
    const send = async (text: string, clientId: string) =>
      radio.command('sendMessage', { clientId, to: dispatcher.account, type: 'text', contentbs: await sealContent(key, text) });
    for (const [i, text] of HOSTILE_MESSAGES.entries()) await send(text, `e2e-hostile-${i}-${Date.now()}`);

    await loginAs(page, dispatcher);
    await page.goto('/messages/message');
    await page.getByTestId(`messages-recent-${SENDER}`).click();
    const history = page.getByTestId('messages-history');
    for (const text of HOSTILE_MESSAGES) await expect(history.getByTestId('message').filter({ hasText: text })).toHaveCount(1);
    expect(await injected(page)).toEqual({ flag: 0, images: 0, bold: 0 });
    // The 480-character word wraps: no bubble is wider than the conversation.
    const overflow = await history.evaluate((list) => [...list.querySelectorAll('[data-testid="message"]')].some((bubble) => bubble.getBoundingClientRect().right > list.getBoundingClientRect().right + 1));
    expect(overflow).toBe(false);

    // 10 kB of text does not fit the sealed envelope's limit: refused with a reason, nothing stored.
    await expect(send('x'.repeat(10_240), `e2e-hostile-big-${Date.now()}`)).rejects.toThrow();
    await expect(history.getByTestId('message')).toHaveCount(HOSTILE_MESSAGES.length);
  } finally {
    radio.close();
  }
});
