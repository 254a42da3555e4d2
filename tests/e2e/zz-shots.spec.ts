import { test, expect, loginAs } from './harness/fixtures.ts';

const PATHS = ['/logs/log', '/call-records/voice-list', '/reports/statistics'];
test('tour', async ({ page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await loginAs(page);
  for (const path of PATHS) {
    await page.goto(path);
    await expect(page.getByTestId('connection-indicator')).toHaveAttribute('data-status', 'online');
    await page.waitForTimeout(2500);
    await page.screenshot({ path: `.run/shots/${path.replace(/\//g, '_')}.png` });
  }
});
