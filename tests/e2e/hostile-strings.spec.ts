import type { Page } from '@playwright/test';
import { importMessageKey, sealContent, type SecretKey } from '../../protocol/index.ts';
import { DISPATCHER, expect, loginAs, test } from './harness/fixtures.ts';
import { closeOpenAlarms, raiseSos } from './harness/sos.ts';
import { connectTerminal } from './harness/terminal.ts';

/** A radio no other spec uses: renamed to hostile names and back. */
const RADIO = '10000099';
/** A radio no other spec uses: sends hostile messages. */
const SENDER = '10000098';

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

test('hostile terminal names render as text in the terminal list, the SOS alert and the SOS table', async ({ page, api }) => {
  const token = await api.token(DISPATCHER.account, DISPATCHER.password);
  const rename = (name: string) => api.call('PUT', `/ds/data/updateTerminalName?token=${token}`, { msId: RADIO, name });
  await closeOpenAlarms(api, DISPATCHER);
  await loginAs(page);
  await page.getByTestId('terminal-search').fill(RADIO);
  const nameCell = page.getByTestId(`terminal-${RADIO}`).getByTestId('terminal-name');
  const original = await nameCell.innerText();
  const radio = await connectTerminal(api, RADIO);
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
    await rename(original);
    await closeOpenAlarms(api, DISPATCHER);
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

test('hostile message texts sent by a terminal render as text, long ones wrap inside the conversation, and a 10 kB text is refused by the platform', async ({ page, api }) => {
  const radio = await connectTerminal(api, SENDER);
  try {
    const { list } = (await api.call('GET', `/ds/key/list?token=${await api.token(SENDER, '123456')}`)).data as { list: SecretKey[] };
    const active = list.find((key) => key.active)!;
    const key = await importMessageKey(active.id, active.key);
    const send = async (text: string, clientId: string) =>
      radio.command('sendMessage', { clientId, to: DISPATCHER.account, type: 'text', contentbs: await sealContent(key, text) });
    for (const [i, text] of HOSTILE_MESSAGES.entries()) await send(text, `e2e-hostile-${i}-${Date.now()}`);

    await loginAs(page);
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
