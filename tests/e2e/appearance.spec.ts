import { expect, loginAs, test } from './harness/fixtures.ts';

test('@both-stores switching language changes the text and is remembered', async ({ page }) => {
  await loginAs(page);
  const menu = page.getByTestId('main-menu');
  const english = await menu.innerText();
  await page.getByTestId('header-settings').click();
  await page.getByTestId('settings-language').selectOption('zh-CN');
  await page.getByTestId('settings-save').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(menu).not.toHaveText(english);
  await expect(menu).toContainText(/[\u4e00-\u9fff]/);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  for (const locale of ['tr-TR', 'es-ES', 'fr-FR', 'ru-RU', 'en-US']) {
    await page.getByTestId('header-settings').click();
    await page.getByTestId('settings-language').selectOption(locale);
    await page.getByTestId('settings-save').click();
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    // A label that wraps (Russian's "Голосовая диспетчеризация") makes its entry taller, not its text spill out.
    const spilled = await menu.locator('.menu__link').evaluateAll((links) => links.filter((link) => link.scrollHeight > link.clientHeight + 1).map((link) => link.textContent));
    expect(spilled, `menu entries whose label spills out in ${locale}`).toEqual([]);
    // Every entry, scrolled to, is itself at its centre: not under the call launcher in the menu's corner.
    const covered = await menu.locator('.menu__link').evaluateAll((links) =>
      links
        .filter((link) => {
          link.scrollIntoView({ block: 'end' });
          const box = link.getBoundingClientRect();
          return !link.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
        })
        .map((link) => link.textContent),
    );
    expect(covered, `menu entries under something else in ${locale}`).toEqual([]);
  }
  await expect(menu).toHaveText(english);
});

test("date and time fields are laid out and worded in the console's language, not the browser's", async ({ page }) => {
  await loginAs(page);
  await page.goto('/logs/log');
  const start = page.getByTestId('logs-start-input');
  // The segments' text as one string, without the bidi marks around literals.
  const text = async () => ((await start.textContent()) ?? '').replace(/[\u2066-\u2069\u200e\u200f]/g, '').replace(/\s+/g, ' ').trim();
  // The browser speaks English (US): month first and a 12-hour clock.
  await expect.poll(text).toMatch(/^\d{2}\/\d{2}\/\d{4}, 12:00:00 AM$/);
  const value = await start.getAttribute('data-value');
  const [, year, month, day] = /^(\d{4})-(\d{2})-(\d{2})T00:00:00$/.exec(value ?? '')!;
  for (const [locale, shown] of [
    ['fr-FR', `${day}/${month}/${year} 00:00:00`],
    ['ru-RU', `${day}.${month}.${year}, 00:00:00`],
    ['zh-CN', `${year}/${month}/${day} 00:00:00`],
  ] as const) {
    await page.getByTestId('header-settings').click();
    await page.getByTestId('settings-language').selectOption(locale);
    await page.getByTestId('settings-save').click();
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect.poll(text, `the start field in ${locale}`).toBe(shown);
    await expect(start).toHaveAttribute('data-value', value!);
  }
});

test('switching theme and primary colour restyles the console', async ({ page }) => {
  await loginAs(page);
  const html = page.locator('html');
  const before = (await html.getAttribute('data-theme')) ?? 'dark';
  const after = before === 'dark' ? 'light' : 'dark';
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const beforeColour = await background();
  await page.getByTestId('header-settings').click();
  await page.getByTestId('settings-theme').selectOption(after);
  await page.getByTestId('settings-primary-color').selectOption('green');
  await page.getByTestId('settings-save').click();
  await expect(html).toHaveAttribute('data-theme', after);
  await expect(html).toHaveAttribute('data-primary', 'green');
  expect(await background()).not.toBe(beforeColour);
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', after);
});
