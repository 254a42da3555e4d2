import { connectTerminal } from './harness/terminal.ts';
import { expect, loginAs, test } from './harness/fixtures.ts';

test('@both-stores a radio logging in and out, and its battery and signal, show live in the terminal list', async ({ page, api, organisation }) => {
  await loginAs(page, organisation.dispatcher);
  const radio = organisation.radios[0]!.msId;
  await page.getByTestId('terminal-search').fill(radio);
  const row = page.getByTestId(`terminal-${radio}`);
  await expect(row).toHaveAttribute('data-online', '0');
  const terminal = await connectTerminal(api, radio, organisation.password);
  try {
    await expect(row).toHaveAttribute('data-online', '1');
    // Battery and signal follow the radio's status reports (kept apart from the records: state/vitals.ts).
    await terminal.command('reportStatus', { battery: 23, signal: 2 });
    await expect(row.getByRole('img', { name: 'Battery 23%' })).toBeVisible();
    await expect(row.getByRole('img', { name: /^Signal 2/ })).toBeVisible();
    await terminal.command('reportStatus', { battery: 100, signal: 5 });
    await expect(row.getByRole('img', { name: 'Battery 100%' })).toBeVisible();
    await expect(row.getByRole('img', { name: /^Signal 5/ })).toBeVisible();
  } finally {
    terminal.close();
  }
  await expect(row).toHaveAttribute('data-online', '0');
});

// The whole event stream, every organisation's: this console counts each seq it was sent, so it stays the demo's (it changes nothing).
test('a dropped connection goes offline, comes back, and loses or doubles no event', async ({ page, api }) => {
  await loginAs(page);
  // A support page: it opens from the header, not the menu.
  await expect(page.getByTestId('main-menu').getByRole('link', { name: /diagnostics/i })).toHaveCount(0);
  await page.getByTestId('header-diagnostics').click();
  const snapshotSeq = Number(await page.getByTestId('diag-snapshot-seq').innerText());
  const indicator = page.getByTestId('connection-indicator');

  await api.emit(50);
  await api.dropSockets();
  await expect(indicator).not.toHaveAttribute('data-status', 'online');
  await api.emit(200); // happens while the console is away
  await expect(indicator).toHaveAttribute('data-status', 'online', { timeout: 20_000 });
  await api.emit(50);

  const store = await api.eventsAfter(snapshotSeq);
  await expect(page.getByTestId('diag-last-seq')).toHaveText(String(store.head));
  await expect(page.getByTestId('diag-applied-count')).toHaveText(String(store.seqs.length));
  const sum = store.seqs.reduce((total, seq) => total + seq, 0);
  await expect(page.getByTestId('diag-applied-sum')).toHaveText(String(sum));
  expect(Number(await page.getByTestId('diag-reconnects').innerText())).toBeGreaterThan(0);
});

test("a terminal's operations are one line of icons, each named in its tooltip and to assistive tech", async ({ page, api, organisation }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginAs(page, organisation.dispatcher);
  const radio = organisation.radios[0]!.msId;
  await page.getByTestId('terminal-search').fill(radio);
  const row = page.getByTestId(`terminal-${radio}`);
  const name = await row.getByTestId('terminal-name').innerText();
  // Offline, the call icon is greyed and takes no hover: the browser's own tooltip still names it.
  await expect(row.getByRole('button', { name: `Call: ${name}`, exact: true })).toBeDisabled();
  await expect(row.locator('[title="Call"]')).toHaveCount(1);
  const terminal = await connectTerminal(api, radio, organisation.password);
  try {
    await expect(row).toHaveAttribute('data-online', '1');
    const call = row.getByRole('button', { name: `Call: ${name}`, exact: true });
    await expect(call).toBeEnabled();
    // Nine operations side by side: a row as tall as its name and group, not three lines of buttons.
    const box = (await row.boundingBox())!;
    expect(box.height).toBeLessThan(60);
    await call.hover();
    await expect(page.getByRole('tooltip')).toHaveText('Call');
    // A menu's icon opens its menu as the text button did.
    await row.getByRole('button', { name: `Move to group: ${name}`, exact: true }).click();
    await expect(page.getByRole('menu', { name: 'Move to group' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
  } finally {
    terminal.close();
  }
});

// Reads the demo fleet, the one with hundreds of terminals in a group, and changes nothing.
test('a group of hundreds lists the rows in view and the rest as the dispatcher scrolls', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginAs(page);
  // The demo fleet's root group holds every terminal: 210 of them, more than a window.
  await page.getByTestId('group-tree').getByText('Metro Public Safety', { exact: true }).click();
  const list = page.getByTestId('terminal-list');
  const total = Number(await list.getAttribute('aria-rowcount')) - 1;
  expect(total).toBeGreaterThan(200);
  const rows = list.locator('tbody tr.terminals__row');
  const rendered = await rows.count();
  expect(rendered).toBeLessThan(60);
  await expect(rows.first()).toHaveAttribute('aria-rowindex', '2');
  // Scrolled to the end, the last terminal is there, and the list keeps its full height.
  await page.locator('.terminals__scroll').evaluate((scroller) => scroller.scrollTo(0, scroller.scrollHeight));
  await expect(rows.last()).toHaveAttribute('aria-rowindex', String(total + 1));
  expect(await rows.count()).toBeLessThan(60);
  // Halfway, the rows in view are the middle ones.
  await page.locator('.terminals__scroll').evaluate((scroller) => scroller.scrollTo(0, scroller.scrollHeight / 2));
  await expect.poll(async () => Number(await rows.first().getAttribute('aria-rowindex'))).toBeGreaterThan(50);
});
