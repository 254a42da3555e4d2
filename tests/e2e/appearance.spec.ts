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
