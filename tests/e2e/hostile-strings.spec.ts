import type { Page } from '@playwright/test';
import { DISPATCHER, expect, loginAs, test } from './harness/fixtures.ts';
import { closeOpenAlarms, raiseSos } from './harness/sos.ts';
import { connectTerminal } from './harness/terminal.ts';

/** A radio no other spec uses: renamed to hostile names and back. */
const RADIO = '10000099';

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
