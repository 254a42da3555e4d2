import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { HelpPaths, manualFileName } from '../../protocol/index.ts';
import { gainForVolume } from '../../media/tones.ts';
import { DISPATCHER, expect, loginAs, test } from './harness/fixtures.ts';

/** Records every gain the page's tones ramp to, so a test can see the volume reach the audio graph. */
async function recordGains(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: number[] = [];
    (window as unknown as { __gains: number[] }).__gains = seen;
    const ramp = AudioParam.prototype.linearRampToValueAtTime;
    AudioParam.prototype.linearRampToValueAtTime = function (value: number, time: number) {
      if (value > 0) seen.push(value);
      return ramp.call(this, value, time);
    };
  });
}

const gains = (page: Page) => page.evaluate(() => (window as unknown as { __gains: number[] }).__gains.slice());

async function setSlider(page: Page, testId: string, tens: number): Promise<void> {
  const thumb = page.getByTestId(testId).locator('input[type="range"]');
  await thumb.focus();
  await thumb.press('Home');
  for (let i = 0; i < tens; i += 1) await thumb.press('PageUp');
}

test('header volumes: each slider starts at 60, is stored at once, survives a reload and sets the gain the tones play at', async ({ page }) => {
  await recordGains(page);
  await loginAs(page, DISPATCHER);
  await page.getByTestId('header-volume').click();
  const dialog = page.getByTestId('volume-dialog');
  for (const name of ['volume', 'alarmVolume', 'noticeVolume', 'videoCallVolume']) {
    await expect(dialog.getByTestId(`volume-${name}`).locator('output')).toHaveText('60');
  }
  await setSlider(page, 'volume-alarmVolume', 2);
  await setSlider(page, 'volume-noticeVolume', 9);
  await expect(dialog.getByTestId('volume-alarmVolume').locator('output')).toHaveText('20');
  await dialog.getByTestId('volume-alarmVolume-test').click();
  await expect.poll(() => gains(page)).toContain(gainForVolume(20));

  await page.reload();
  await page.getByTestId('header-volume').click();
  await expect(dialog.getByTestId('volume-alarmVolume').locator('output')).toHaveText('20');
  await expect(dialog.getByTestId('volume-noticeVolume').locator('output')).toHaveText('90');
  await expect(dialog.getByTestId('volume-volume').locator('output')).toHaveText('60');
  await dialog.getByTestId('volume-noticeVolume-test').click();
  await expect.poll(() => gains(page)).toContain(gainForVolume(90));
});

test('release notes: the repository CHANGELOG.md opens from the header as plain text', async ({ page }) => {
  await loginAs(page, DISPATCHER);
  await page.getByTestId('header-release-notes').click();
  const text = page.getByTestId('release-notes-dialog').getByTestId('release-notes-text');
  await expect(text).toContainText('# Release notes');
  await expect(text).toContainText('### Header and help');
  // Shown as text: the Markdown is not turned into elements.
  expect(await text.evaluate((node) => node.childElementCount)).toBe(0);
});

test('manual download: the English Markdown stays at its path; the header link saves the manual of the console language as one HTML file', async ({ page }) => {
  await loginAs(page, DISPATCHER);
  const answer = await page.request.get(HelpPaths.manual);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  expect(answer.headers()['content-disposition']).toBe(`attachment; filename="${HelpPaths.manualFileName}"`);
  expect((await answer.text()).startsWith('# User manual')).toBe(true);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('header-download-manual').click()]);
  expect(download.suggestedFilename()).toBe(manualFileName('en-US'));
  const saved = await readFile(await download.path(), 'utf8');
  expect(saved.startsWith('<!DOCTYPE html>\n<html lang="en-US">')).toBe(true);
  expect(saved).toContain('<h1>User manual</h1>');
});

test('mobile app page: the header opens it, and with no package configured it says so instead of a QR code', async ({ page }) => {
  await loginAs(page, DISPATCHER);
  await page.getByTestId('header-mobile-app').click();
  await expect(page).toHaveURL(/\/mobile-app$/);
  // The e2e emulators have no package configured (open-on-today.spec.ts configures one and sees the QR code).
  await expect(page.getByTestId('mobile-app-missing')).toBeVisible();
  await expect(page.getByTestId('mobile-app-missing')).toContainText('POC_MOBILE_APP_FILE');
  await expect(page.getByTestId('mobile-app-qr')).toHaveCount(0);
  await expect(page.getByTestId('mobile-app-link')).toHaveCount(0);
});
