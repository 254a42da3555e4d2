import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { manualFileName } from '../../protocol/index.ts';
import { expect, loginAs, test } from './harness/fixtures.ts';

/** A screenshot of the manual once it has scrolled into view and its PNG is decoded. */
async function decoded(image: Locator): Promise<number> {
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);
  return image.evaluate((element: HTMLImageElement) => element.naturalWidth);
}

async function switchLanguage(page: Page, language: string): Promise<void> {
  await page.getByTestId('header-settings').click();
  await page.getByTestId('settings-language').selectOption(language);
  await page.getByTestId('settings-save').click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

test('user manual: the header opens it in the console language with its contents and screenshots, and downloads it as one HTML file with the screenshots inside', async ({ page, context }) => {
  await loginAs(page);
  await page.getByTestId('header-user-manual').click();
  await expect(page).toHaveURL(/\/user-manual$/);
  const manual = page.getByTestId('user-manual');
  await expect(manual).toHaveAttribute('data-state', 'shown');
  await expect(manual).toHaveAttribute('data-language', 'en-US');

  // English: the contents lead to a module's section, whose screenshot the emulator serves.
  const contents = manual.getByRole('navigation', { name: 'Contents' });
  await contents.getByRole('link', { name: 'Map monitoring', exact: true }).click();
  await expect(page).toHaveURL(/\/user-manual#section-\d+$/);
  const mapSection = manual.getByRole('heading', { level: 2, name: 'Map monitoring', exact: true });
  await expect(mapSection).toBeInViewport();
  const mapId = await mapSection.getAttribute('id');
  expect(await decoded(manual.getByRole('img', { name: 'The map with the demo fleet' }))).toBe(1280);
  await expect(manual.getByRole('heading', { level: 3, name: 'Download manual', exact: true })).toBeAttached();

  // French, after the language changes: the same section in French, its screenshot, the header's labels too.
  await switchLanguage(page, 'fr-FR');
  await expect(manual).toHaveAttribute('data-language', 'fr-FR');
  await expect(manual).toHaveAttribute('data-state', 'shown');
  const carte = manual.getByRole('heading', { level: 2, name: 'Surveillance cartographique', exact: true });
  // Sections have the same ids in every language.
  await expect(carte).toHaveAttribute('id', mapId!);
  expect(await decoded(manual.getByRole('img', { name: 'La carte avec la flotte de démonstration' }))).toBe(1280);
  // The Markdown's text is text: the renderer makes no element the manual does not ask for.
  expect(await manual.locator('script, iframe, object, embed, [onerror], [onclick]').count()).toBe(0);

  // Download manual: the French manual as one file, its headings and every screenshot inside it.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('header-download-manual').click()]);
  expect(download.suggestedFilename()).toBe(manualFileName('fr-FR'));
  const html = await readFile(await download.path(), 'utf8');
  expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
  expect(html).toContain('<html lang="fr-FR">');
  expect(html).toMatch(/<h2 id="section-\d+">Surveillance cartographique<\/h2>/);
  expect(html.match(/<img src="data:image\/png;base64,/g)?.length).toBeGreaterThan(20);

  // Opened on its own, offline, its screenshots decode from the file itself.
  const viewer = await context.newPage();
  await viewer.route('**/*', (route) => route.abort());
  await viewer.setContent(html);
  await expect(viewer.getByRole('heading', { level: 1 })).toHaveText('Manuel d’utilisation');
  expect(await decoded(viewer.getByRole('img', { name: 'La carte avec la flotte de démonstration' }))).toBe(1280);
  await viewer.close();
});

test('user manual: in Chinese the page, its screenshots and the download follow the language', async ({ page }) => {
  await loginAs(page);
  await switchLanguage(page, 'zh-CN');
  await page.getByTestId('header-user-manual').click();
  const manual = page.getByTestId('user-manual');
  await expect(manual).toHaveAttribute('data-language', 'zh-CN');
  await expect(manual.getByRole('heading', { level: 1, name: '用户手册' })).toBeVisible();
  await expect(manual.getByRole('navigation', { name: '目录' }).getByRole('link', { name: 'SOS管理', exact: true })).toBeVisible();
  const section = manual.getByRole('heading', { level: 2, name: '语音调度', exact: true });
  await section.scrollIntoViewIfNeeded();
  expect(await decoded(manual.getByRole('img', { name: '语音调度' }))).toBe(1280);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('header-download-manual').click()]);
  expect(download.suggestedFilename()).toBe(manualFileName('zh-CN'));
  const html = await readFile(await download.path(), 'utf8');
  expect(html).toContain('<html lang="zh-CN">');
  expect(html).toMatch(/<h2 id="section-\d+">地图监控<\/h2>/);
});
