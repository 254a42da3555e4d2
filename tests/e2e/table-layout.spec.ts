import type { Locator, Page } from '@playwright/test';
import { expect, loginAs, test } from './harness/fixtures.ts';
import { raiseSos } from './harness/sos.ts';
import { connectTerminal } from './harness/terminal.ts';
import { pickTerminal } from './harness/terminalSearch.ts';

/**
 * Issue 37 item 4: the data tables read in long and wide languages at a small desktop size. In each
 * locale the SOS alarms, the logs, the SMS list and the call records show rows, and no ID, date, time,
 * number or header is broken over lines, none is cut; text cut with an ellipsis carries its whole value
 * as a tooltip; codes (terminal type, alarm type, call status) show as names. Each locale's test works
 * in its own organisation.
 */

type CellLayout = { kind: string; text: string; lines: number; cut: boolean; title: string | null };

/** How each header and cell of a table lays out: its text's line count, whether it is cut, its tooltip. */
function layoutOf(table: Locator): Promise<CellLayout[]> {
  return table.evaluate((element) => {
    const linesOf = (cell: Element): number => {
      const style = getComputedStyle(cell);
      const lineHeight = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.2;
      const tops: number[] = [];
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if ((node.textContent ?? '').trim() === '') continue;
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) if (rect.width > 0) tops.push(rect.top);
      }
      // Rects whose tops are within half a line of each other sit on one line.
      const lines: number[] = [];
      for (const top of tops.sort((a, b) => a - b)) if (lines.length === 0 || top - lines[lines.length - 1]! > lineHeight / 2) lines.push(top);
      return lines.length;
    };
    return [...element.querySelectorAll('th, td')].map((cell) => {
      const text = cell.querySelector('.ui-cell__text') ?? cell;
      return {
        kind: cell.tagName === 'TH' ? 'header' : (cell.getAttribute('data-cell-kind') ?? 'none'),
        text: (cell.textContent ?? '').trim(),
        lines: linesOf(cell),
        cut: text.scrollWidth > text.clientWidth + 1,
        title: text.getAttribute('title'),
      };
    });
  });
}

/** No header or value of the table is broken or cut; a cut text has its whole value as its tooltip. */
async function expectReadable(table: Locator, what: string): Promise<void> {
  await expect(table).toBeVisible();
  const cells = await layoutOf(table);
  expect(cells.filter((cell) => cell.kind === 'header').length, `${what}: headers`).toBeGreaterThan(0);
  expect(cells.filter((cell) => ['id', 'date', 'number'].includes(cell.kind)).length, `${what}: id, date and number cells`).toBeGreaterThan(0);
  const broken = cells.filter((cell) => cell.text !== '' && ['header', 'id', 'date', 'number', 'status', 'text'].includes(cell.kind) && cell.lines !== 1);
  expect(broken, `${what}: cells whose value is broken over lines`).toEqual([]);
  const cutValues = cells.filter((cell) => ['header', 'id', 'date', 'number', 'status'].includes(cell.kind) && cell.cut);
  expect(cutValues, `${what}: values cut short`).toEqual([]);
  const cutWithoutTooltip = cells.filter((cell) => cell.kind === 'text' && cell.cut && !cell.title);
  expect(cutWithoutTooltip, `${what}: cut texts without their value as a tooltip`).toEqual([]);
}

async function switchLanguage(page: Page, language: string): Promise<void> {
  await page.getByTestId('header-settings').click();
  await page.getByTestId('settings-language').selectOption(language);
  await page.getByTestId('settings-save').click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

const open = (page: Page, path: string) => page.getByTestId('main-menu').locator(`a[href="${path}"]`).click();

const CASES = [
  { locale: 'ru-RU', width: 1280, height: 720 },
  { locale: 'zh-CN', width: 1280, height: 720 },
  { locale: 'tr-TR', width: 1920, height: 1080 },
] as const;

for (const { locale, width, height } of CASES) {
  test(`tables in ${locale} at ${width}×${height}: values unbroken, headers whole, codes by name`, async ({ page, api, organisation }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height });
    const [SOS_RADIO, SMS_RADIO, CALLER, CALLEE] = organisation.radios.map((terminal) => terminal.msId) as [string, string, string, string];
    const sosRadio = await connectTerminal(api, SOS_RADIO, organisation.password);
    const smsRadio = await connectTerminal(api, SMS_RADIO, organisation.password);
    const caller = await connectTerminal(api, CALLER, organisation.password);
    const callee = await connectTerminal(api, CALLEE, organisation.password);
    try {
      // Rows for every table: an alarm with a long coordinate, a declined individual call (status 603).
      const alarm = await raiseSos(sosRadio, { lat: 39.4702123, lng: -0.3930571 });
      const callId = `tables${locale}${Date.now()}`;
      await caller.command('callSignal', { callId, signal: 'invite', to: CALLEE, media: 'audio' });
      await callee.command('callSignal', { callId, signal: 'decline' });

      await loginAs(page, organisation.dispatcher);
      await switchLanguage(page, locale);

      // The group tree: a name too long for its row keeps its whole value as a tooltip.
      const groupNames = await page.getByTestId('group-tree').locator('.group-name').evaluateAll((names) => names.map((name) => [name.textContent, name.getAttribute('title')]));
      expect(groupNames.length).toBeGreaterThan(0);
      for (const [text, title] of groupNames) expect(title).toBe(text);

      // SOS alarms: the terminal type and the alarm type by name, not by code.
      await open(page, '/sos-management/alarm');
      const sosRow = page.locator(`[data-testid="sos-row"][data-id="${alarm.id}"]`);
      await expect(sosRow).toBeVisible();
      await expect(sosRow.getByTestId('sos-type')).toHaveAttribute('data-type', /^\d+$/);
      await expect(sosRow.getByTestId('sos-type')).not.toHaveText(/^\s*\d+\s*$/);
      await expect(sosRow.getByTestId('sos-type')).toHaveText(/\p{L}/u);
      await expect(sosRow.getByTestId('sos-alarm-type')).toHaveText(/\p{L}/u);
      await expect(sosRow.getByTestId('sos-alarm-type')).not.toHaveText(/^\s*\d+\s*$/);
      await expectReadable(page.getByTestId('sos-table'), `${locale} SOS alarms`);

      // Logs of today: at least the dispatcher's own login.
      await open(page, '/logs/log');
      await page.getByTestId('logs-quick-today').click();
      await page.getByTestId('logs-query').click();
      await expect(page.getByTestId('log-row').first()).toBeVisible();
      await expectReadable(page.getByTestId('logs-table'), `${locale} logs`);

      // The SMS tab: one long SMS sent now.
      await open(page, '/messages/message');
      await page.getByTestId('messages-tab-sms').click();
      await pickTerminal(page, 'sms-target', SMS_RADIO);
      const text = `Table check ${locale}: please report to the north gate of the depot with your full crew and equipment`;
      await page.getByTestId('sms-text').fill(text);
      await page.getByTestId('sms-send').click();
      await expect(page.getByTestId('sms-row').filter({ hasText: text }).first()).toBeVisible();
      await expectReadable(page.getByTestId('sms-list'), `${locale} SMS`);

      // Call records of today: the declined call, its status by name with its code.
      await open(page, '/call-records/voice-list');
      await page.getByTestId('call-records-quick-today').click();
      await page.getByTestId('call-records-query').click();
      const declined = page.locator(`[data-testid="call-record-row"][data-kind="individual"][data-caller="${CALLER}"][data-callee="${CALLEE}"]`).first();
      await expect(declined.getByTestId('call-record-status')).toHaveAttribute('data-status', '603');
      await expect(declined.getByTestId('call-record-status')).toHaveText(/\p{L}.*603/u);
      await expectReadable(page.getByTestId('call-records-table'), `${locale} call records`);
    } finally {
      for (const client of [sosRadio, smsRadio, caller, callee]) client.close();
    }
  });
}
