import { hashForWire } from '../../protocol/index.ts';
import { startEmulator, type RunningEmulator } from './harness/emulator.ts';
import { expect, test } from './harness/fixtures.ts';
import { PlatformApi } from './harness/platformApi.ts';

/**
 * A real deployment's empty store (no --demo): its one administrator signs in with the password the
 * set-up gave it, must choose its own on the login page, and is in with that one.
 */
const ADMIN = '20000000';
const FIRST_PASSWORD = 'Set-up#2026';
const OWN_PASSWORD = 'Mine#2026x';

let emulator: RunningEmulator;
test.beforeAll(async () => {
  emulator = await startEmulator([], { demo: false, janus: false, env: { POC_ADMIN_PASSWORD: FIRST_PASSWORD } });
});
test.afterAll(async () => {
  await emulator?.stop();
});

test('the first administrator must replace the set-up password before the console opens', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: emulator.url });
  try {
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByTestId('login-account').fill(ADMIN);
    await page.getByTestId('login-password').fill(FIRST_PASSWORD);
    await page.getByTestId('login-submit').click();
    const form = page.getByTestId('first-password-form');
    await expect(form).toContainText(ADMIN);
    await expect(page).toHaveURL(/\/login/);

    // The dialog's rules hold: the same password again and a mismatch are refused in the form.
    await page.getByTestId('first-password-new').fill(FIRST_PASSWORD);
    await page.getByTestId('first-password-confirm').fill(FIRST_PASSWORD);
    await page.getByTestId('first-password-submit').click();
    await expect(form.getByText('The new password must differ from the current one.')).toBeVisible();
    await page.getByTestId('first-password-new').fill(OWN_PASSWORD);
    await page.getByTestId('first-password-confirm').fill(`${OWN_PASSWORD}!`);
    await page.getByTestId('first-password-submit').click();
    await expect(form.getByText('The passwords do not match.')).toBeVisible();

    await page.getByTestId('first-password-confirm').fill(OWN_PASSWORD);
    await page.getByTestId('first-password-submit').click();
    await expect(page).toHaveURL(/\/home/);
    await expect(page.getByTestId('connection-indicator')).toHaveAttribute('data-status', 'online');

    // The set-up password is gone; the new one opens every call.
    const api = new PlatformApi(emulator.url);
    expect((await api.call('GET', `/ds/user?uid=${ADMIN}&auth=${hashForWire(FIRST_PASSWORD)}`)).code).toBe('2');
    const token = await api.token(ADMIN, OWN_PASSWORD);
    expect((await api.call('GET', `/ds/data/getGrpMsList?token=${token}`)).code).toBe('0');
  } finally {
    await context.close();
  }
});
