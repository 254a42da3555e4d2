import { hashForWire } from '../../protocol/index.ts';
import { DISPATCHER, expect, loginAs, SECOND_DISPATCHER, submitLogin, test } from './harness/fixtures.ts';

test('@both-stores good credentials land on /home with a live group tree', async ({ page }) => {
  await loginAs(page);
  const tree = page.getByTestId('group-tree');
  await expect(tree).toBeVisible();
  await expect(tree.locator('[data-testid^="group-"]').first()).toBeVisible();
  await expect(page.getByTestId('terminal-list').locator('[data-testid^="terminal-"]').first()).toBeVisible();
});

test('the console loads under its Content-Security-Policy without a violation', async ({ page }) => {
  // Chromium reports a blocked eval or fetch as a securitypolicyviolation event, even when the code
  // that tried it caught the error (Zod's eval probe did, on every load).
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404) missing.push(response.url());
  });
  await loginAs(page);
  await expect(page.getByTestId('group-tree')).toBeVisible();
  await page.goto('/maps/monitoring');
  await expect(page.getByTestId('terminal-list').or(page.locator('canvas').first())).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  expect(missing).toEqual([]);
});

test('validation explains empty and short fields before anything is sent', async ({ page }) => {
  await page.goto('/login');
  await page.getByTestId('login-submit').click();
  await expect(page.getByText('Please enter your account')).toBeVisible();
  await page.getByTestId('login-account').fill('123');
  await page.getByTestId('login-submit').click();
  await expect(page.getByText('The account has 8 characters')).toBeVisible();
});

const codeMessages: Array<[string, string | undefined, RegExp]> = [
  ['1', undefined, /incorrect terminal ID/i],
  ['2', undefined, /incorrect password/i],
  ['3', undefined, /no default group/i],
  ['4', undefined, /account (is )?disabled/i],
  ['5', undefined, /online limit/i],
  ['101', undefined, /system (is )?busy/i],
  ['102', undefined, /authentication failed/i],
  ['103', undefined, /expired or disabled/i],
  ['104', undefined, /does not exist/i],
  ['107', 'no permission', /no permission/i],
  ['107', 'user locked for 10 minutes', /locked for 10 minutes/i],
  ['502', undefined, /locked for 10 minutes/i],
  ['503', undefined, /network timeout/i],
  ['504', undefined, /expired or disabled/i],
];

for (const [code, desc, message] of codeMessages) {
  test(`login code ${code}${desc ? ` (${desc})` : ''} shows its message`, async ({ page, api }) => {
    await api.setLoginAnswer(SECOND_DISPATCHER.account, code, desc);
    await submitLogin(page, SECOND_DISPATCHER);
    await expect(page.getByTestId('login-error')).toHaveText(message);
    await expect(page).toHaveURL(/\/login/);
  });
}

test('a radio account is refused with code 6', async ({ page }) => {
  await submitLogin(page, { account: '10000001', password: '123456' });
  await expect(page.getByTestId('login-error')).toHaveText(/incorrect account type/i);
  await expect(page).toHaveURL(/\/login/);
});

test('a socket login with no answer times out after 15 s', async ({ page, api }) => {
  await page.clock.install();
  await api.setLoginAnswer(SECOND_DISPATCHER.account, 'timeout');
  // The socket's login frame leaves right after its 15 s timer is set: from then on the fake clock may run.
  const loginSent = new Promise<void>((resolve) =>
    page.on('websocket', (socket) => socket.on('framesent', ({ payload }) => String(payload).includes('"type":"login"') && resolve())),
  );
  await submitLogin(page, SECOND_DISPATCHER);
  await loginSent;
  await page.clock.runFor(15_500);
  await expect(page.getByTestId('login-error')).toHaveText(/login timed out/i);
});

test('five wrong passwords lock the account for 10 minutes, enforced by the emulator', async ({ page, api }) => {
  const radio = '10000002';
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const answer = await api.call('GET', `/ds/user?uid=${radio}&auth=${'0'.repeat(32)}`);
    expect(answer.code).toBe('2');
  }
  await submitLogin(page, { account: radio, password: '123456' });
  await expect(page.getByTestId('login-error')).toHaveText(/locked for 10 minutes/i);
});

test('a console is signed out, saying why, when its password is changed in another session', async ({ page, api }) => {
  const who = SECOND_DISPATCHER;
  const changed = 'Changed#2026';
  await page.goto('/login');
  await page.getByTestId('login-account').fill(who.account);
  await page.getByTestId('login-password').fill(who.password);
  await page.getByTestId('login-remember').check();
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('connection-indicator')).toHaveAttribute('data-status', 'online');
  const remembered = () => page.evaluate(() => localStorage.getItem('credentials'));
  await expect.poll(remembered).not.toBeNull();
  const elsewhere = await api.token(who.account, who.password);
  const change = (from: string, to: string) => api.call('PUT', `/ds/data/updateMsPwd?token=${elsewhere}`, { msId: who.account, account: who.account, oldPwd: hashForWire(from), newPwd: hashForWire(to) });
  expect((await change(who.password, changed)).code).toBe('0');
  try {
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByTestId('login-notice')).toHaveText('Your password was changed in another session. Sign in with the new password.');
    // The remembered password is the old one: it is forgotten rather than offered.
    await expect.poll(remembered).toBeNull();
  } finally {
    // Other specs log in with the demo password; the session that changed it is still open.
    expect((await change(changed, who.password)).code).toBe('0');
  }
});

test('the header changes the password: the rules hold in the dialog, the new one works and the console stays signed in', async ({ page, api }) => {
  const who = SECOND_DISPATCHER;
  const changed = 'Changed#2026b';
  await loginAs(page, who);
  await page.getByTestId('header-change-password').click();
  const dialog = page.getByTestId('change-password-dialog');
  await expect(dialog).toContainText('characters with upper and lower case letters');
  await page.getByTestId('change-password-old').fill(who.password);
  await page.getByTestId('change-password-new').fill(changed);
  await page.getByTestId('change-password-confirm').fill(`${changed}!`);
  await page.getByTestId('change-password-submit').click();
  await expect(dialog.getByText('The passwords do not match.')).toBeVisible();
  await page.getByTestId('change-password-confirm').fill(changed);
  await page.getByTestId('change-password-submit').click();
  try {
    await expect(dialog).toBeHidden();
    const token = await api.token(who.account, changed);
    expect((await api.call('GET', `/ds/user?uid=${who.account}&auth=${hashForWire(who.password)}`)).code).toBe('2');
    // The console that changed it keeps its session.
    await expect(page.getByTestId('connection-indicator')).toHaveAttribute('data-status', 'online');
    expect(token).not.toBe('');
  } finally {
    const token = await api.token(who.account, changed).catch(() => null);
    if (token) expect((await api.call('PUT', `/ds/data/updateMsPwd?token=${token}`, { msId: who.account, account: who.account, oldPwd: hashForWire(changed), newPwd: hashForWire(who.password) })).code).toBe('0');
  }
});

test('remember password prefills the form from the encrypted entry', async ({ page }) => {
  await page.goto('/login');
  await page.getByTestId('login-account').fill(DISPATCHER.account);
  await page.getByTestId('login-password').fill(DISPATCHER.password);
  await page.getByTestId('login-remember').check();
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/home/);
  const stored = await page.evaluate(() => JSON.stringify(localStorage));
  expect(stored).not.toContain(DISPATCHER.password);
  await page.getByTestId('header-exit').click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByTestId('login-account')).toHaveValue(DISPATCHER.account);
  await expect(page.getByTestId('login-password')).not.toHaveValue('');
});
