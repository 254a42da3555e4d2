import type { Page } from '@playwright/test';
import { hashForWire, VerifyPurpose } from '../../protocol/index.ts';
import { startSmtpSink, type RunningSmtpSink } from '../../simulators/smtp-sink/smtp-sink.ts';
import { expect, loginAs, ORGANISATION_PASSWORD, submitLogin, test, type OwnOrganisation } from './harness/fixtures.ts';
import type { PlatformApi } from './harness/platformApi.ts';

/** Each test's accounts are its own organisation's; their e-mails are the platform's, though, one owner each. */
const run = Date.now().toString(36);
/** Unique per run and organisation, so a retry or a rerun on the same data never meets "already exists". */
const address = (organisation: OwnOrganisation, name: string) => `${name}.${run}.${organisation.cid}@example.com`;

const dialog = (page: Page) => page.getByTestId('recovery-dialog');

/** An SMTP sink of this test process; the emulator is pointed at it through /test/smtp. */
async function useSink(api: PlatformApi): Promise<RunningSmtpSink> {
  const sink = await startSmtpSink({ httpPort: 0 });
  await api.call('POST', '/test/smtp', { port: sink.smtpPort });
  return sink;
}

/** The code of the newest mail to `email`, read over the sink's HTTP endpoint as a person would. */
async function codeMailedTo(sink: RunningSmtpSink, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await (await fetch(`${sink.httpUrl}/mails?to=${encodeURIComponent(email)}`)).json()) as Array<{ text: string }>;
      code = /\b(\d{6})\b/.exec(mails.at(-1)?.text ?? '')?.[1];
      return code;
    })
    .toBeTruthy();
  return code!;
}

/** Binds an e-mail to a radio over the API, as its app would. */
async function bindOverApi(api: PlatformApi, sink: RunningSmtpSink, account: string, email: string): Promise<void> {
  const token = await api.token(account, ORGANISATION_PASSWORD);
  const asked = await api.call('GET', `/ds/pub/getVerifyCode?uid=${account}&email=${encodeURIComponent(email)}&type=${VerifyPurpose.Bind}&lang=en-US&token=${token}`);
  expect(asked.code).toBe('0');
  const bound = await api.call('POST', `/ds/pub/bindEmail?token=${token}`, { uid: account, email, verifyCode: await codeMailedTo(sink, email) });
  expect(bound.code).toBe('0');
}

async function openForgot(page: Page, account: string, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByTestId('login-account').fill(account);
  await page.getByTestId('login-forgot').click();
  await expect(dialog(page).getByTestId('recovery-account')).toHaveValue(account);
  await dialog(page).getByTestId('recovery-email').fill(email);
  await dialog(page).getByTestId('recovery-submit').click();
}

test('password retrieval: 104 prompts to bind, binding in settings refuses malformed, taken and wrong-code e-mails and too frequent asks, then a mailed code resets the password', async ({ page, api, organisation }) => {
  const { dispatcher } = organisation;
  const sink = await useSink(api);
  const email = address(organisation, 'dispatcher');
  const newPassword = 'Recovered#2026';
  try {
    // No e-mail bound yet: 104, with the prompt to bind one.
    await openForgot(page, dispatcher.account, email);
    await expect(dialog(page).getByTestId('recovery-not-bound')).toHaveText(/No e-mail is bound to this account\. Sign in and bind one under Settings/);
    await page.keyboard.press('Escape');

    // Settings → e-mail: the console's format check, then the platform's uniqueness.
    await bindOverApi(api, sink, organisation.radios[0]!.msId, address(organisation, 'taken'));
    await loginAs(page, dispatcher);
    await page.getByTestId('header-settings').click();
    const binding = page.getByTestId('email-binding');
    await expect(binding.getByTestId('email-current')).toHaveText('No e-mail is bound yet.');
    await binding.getByTestId('email-new').fill('not-an-address@');
    await binding.getByTestId('email-send-code').click();
    await expect(binding).toContainText('The e-mail format is incorrect.');
    await binding.getByTestId('email-new').fill(address(organisation, 'TAKEN'));
    await binding.getByTestId('email-send-code').click();
    await expect(binding.getByTestId('email-error')).toHaveText('This e-mail is already in use.');

    await binding.getByTestId('email-new').fill(email);
    await binding.getByTestId('email-send-code').click();
    await expect(binding.getByTestId('email-notice')).toHaveText(`A code was sent to ${email}. It is valid for 10 minutes.`);
    const code = await codeMailedTo(sink, email);
    // Asked again at once: too frequent.
    await binding.getByTestId('email-send-code').click();
    await expect(binding.getByTestId('email-error')).toHaveText('Operation too frequent. Wait a minute and try again.');
    await binding.getByTestId('email-code').fill(code === '000000' ? '000001' : '000000');
    await binding.getByTestId('email-bind').click();
    await expect(binding.getByTestId('email-error')).toHaveText('The verification code is wrong or has expired.');
    await binding.getByTestId('email-code').fill(code);
    await binding.getByTestId('email-bind').click();
    await expect(binding.getByTestId('email-notice')).toHaveText(`The e-mail ${email} is now bound.`);
    await expect(binding.getByTestId('email-current')).toHaveText(`Bound e-mail: ${email}`);
    await page.getByTestId('settings-dialog').getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByTestId('settings-dialog')).toHaveCount(0);
    await page.getByTestId('header-exit').click();
    await expect(page).toHaveURL(/\/login/);

    // Forgot password, now end to end: code by mail, a wrong one refused, the right one resets.
    await openForgot(page, dispatcher.account, email);
    await expect(dialog(page).getByTestId('recovery-code-sent')).toBeVisible();
    const mailed = await codeMailedTo(sink, email);
    await dialog(page).getByTestId('recovery-code').fill(mailed === '111111' ? '111112' : '111111');
    await dialog(page).getByTestId('recovery-new-password').fill(newPassword);
    await dialog(page).getByTestId('recovery-confirm').fill(newPassword);
    await dialog(page).getByTestId('recovery-submit').click();
    await expect(dialog(page).getByTestId('recovery-error')).toHaveText('The verification code is wrong or has expired.');
    await dialog(page).getByTestId('recovery-code').fill(mailed);
    await dialog(page).getByTestId('recovery-submit').click();
    await expect(dialog(page).getByTestId('recovery-done')).toHaveText('Your password was reset. Sign in with the new one.');
    await dialog(page).getByTestId('recovery-back').click();
    await loginAs(page, { account: dispatcher.account, password: newPassword });
  } finally {
    await sink.close();
  }
});

test('the mail server down answers 101 "send-mail exception"', async ({ page, api, organisation }) => {
  const radio = organisation.radios[0]!.msId;
  const sink = await useSink(api);
  const email = address(organisation, 'radio');
  await bindOverApi(api, sink, radio, email);
  await sink.close();
  await openForgot(page, radio, email);
  await expect(dialog(page).getByTestId('recovery-error')).toHaveText('The mail could not be sent (mail server error). Try again later.');
});

test('a locked account is unlocked with a mailed code from the login screen', async ({ page, api, organisation }) => {
  const locked = organisation.radios[0]!.msId;
  const sink = await useSink(api);
  const email = address(organisation, 'locked');
  try {
    await bindOverApi(api, sink, locked, email);
    for (let attempt = 0; attempt < 5; attempt += 1) await api.call('GET', `/ds/user?uid=${locked}&auth=${hashForWire('Wrong#Pass1')}`);
    await submitLogin(page, { account: locked, password: organisation.password });
    await expect(page.getByTestId('login-error')).toHaveText('Too many wrong passwords. The account is locked for 10 minutes.');
    await page.getByTestId('login-unlock').click();
    await dialog(page).getByTestId('recovery-email').fill(email);
    await dialog(page).getByTestId('recovery-submit').click();
    // The platform answers once the sink has accepted the mail; the binding code went to the same address before.
    await expect(dialog(page).getByTestId('recovery-code-sent')).toBeVisible();
    await dialog(page).getByTestId('recovery-code').fill(await codeMailedTo(sink, email));
    await dialog(page).getByTestId('recovery-submit').click();
    await expect(dialog(page).getByTestId('recovery-done')).toHaveText('Your account is unlocked. You can sign in again.');
    expect(await api.token(locked, organisation.password)).toBeTruthy();
  } finally {
    await sink.close();
  }
});

test('auto-login by the host key in the URL and by a local OAuth token; the client info report follows the login', async ({ page, api, baseURL, organisation }) => {
  const { dispatcher } = organisation;
  const key = `e2e-${run}-${organisation.cid}-auto-login-key`;
  const hostname = new URL(baseURL ?? '').hostname;
  await page.goto(`/login?autoLoginKey=${key}`);
  await expect(page.getByTestId('login-error')).toHaveText('User authentication failed.');

  await api.call('POST', '/test/auto-login-key', { hostname, key, msId: dispatcher.account });
  // The platform's answer, not just the request: the account is read below, and a new account has no client info before it.
  const report = page.waitForResponse((response) => response.url().includes('/ds/data/updateMsInfo'));
  await page.goto(`/login?autoLoginKey=${key}`);
  await expect(page).toHaveURL(/\/home/);
  await expect(page.getByTestId('connection-indicator')).toHaveAttribute('data-status', 'online');
  const reported = await report;
  expect(reported.ok()).toBe(true);
  expect(reported.request().postDataJSON()).toMatchObject({ ver: expect.any(String), os: expect.stringMatching(/\S/) });
  const account = (await (await page.request.get('/ds/user/getAccount')).json()) as { data: { desc: { msId: string; client: { os: string } | null } } };
  expect(account.data.desc).toMatchObject({ msId: dispatcher.account, client: { os: expect.stringMatching(/\S/) } });
  // The key is kept sealed, so a reload restores the session without the URL.
  await page.reload();
  await expect(page.getByTestId('connection-indicator')).toHaveAttribute('data-status', 'online');
  await page.getByTestId('header-exit').click();
  await expect(page).toHaveURL(/\/login/);

  const minted = (await api.call('POST', '/test/oauth-token', { msId: dispatcher.account })).data?.desc as { platform: string; oauth: string };
  await page.goto(`/login?platform=${minted.platform}&oauth=${encodeURIComponent(minted.oauth)}`);
  await expect(page).toHaveURL(/\/home/);
  await expect(page.getByTestId('connection-indicator')).toHaveAttribute('data-status', 'online');
});
