import { expect, loginAs, test } from './harness/fixtures.ts';

test('without a session every route leads to the login screen', async ({ page }) => {
  for (const path of ['/', '/home', '/diagnostics', '/no-such-page']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login/);
  }
});

test('the first load adds the version parameter once, without a reload loop', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveURL(/[?&]v=/);
  const url = page.url();
  await page.waitForTimeout(500); // a window in which a reload loop would change the URL again
  expect(page.url()).toBe(url);
});

test('with a session only allow-listed paths are reachable; others show 404', async ({ page }) => {
  await loginAs(page);
  await page.goto('/no-such-page');
  await expect(page).toHaveURL(/\/404/);
  await page.goto('/diagnostics');
  await expect(page.getByTestId('diag-last-seq')).toBeVisible();
});

test('visiting login with a session ends the session', async ({ page }) => {
  await loginAs(page);
  await page.goto('/login');
  await expect(page.getByTestId('login-submit')).toBeVisible();
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login/);
});

test('paths containing child skip the login check', async ({ page }) => {
  await page.goto('/diagnostics-child');
  await expect(page).toHaveURL(/\/diagnostics-child/);
  await expect(page.getByTestId('diag-last-seq')).toBeVisible();
});

test('a route whose data-service key the host disabled leads to 404', async ({ page, api }) => {
  await api.call('POST', '/test/host-config', { hostSwitches: { logger: false } });
  try {
    await loginAs(page);
    await page.goto('/diagnostics');
    await expect(page).toHaveURL(/\/404/);
  } finally {
    await api.call('POST', '/test/host-config', { hostSwitches: {} });
  }
});
