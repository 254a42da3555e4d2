import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashForWire, LOCKED_TEXT, RecoveryCode, RecoveryLimits, VerifyPurpose } from '../../../protocol/index.ts';
import { startSmtpSink, type RunningSmtpSink } from '../../smtp-sink/smtp-sink.ts';
import { call, startTestEmulator, tokenFor, type TestEmulator } from '../testing/test-emulator.ts';

let emulator: TestEmulator;
let sink: RunningSmtpSink;

beforeAll(async () => {
  emulator = await startTestEmulator();
  sink = await startSmtpSink({ httpPort: null });
  await post('/test/smtp', { port: sink.smtpPort });
}, 60_000);
afterAll(async () => {
  await sink?.close();
  await emulator?.stop();
});

const get = async (path: string, query: Record<string, string | number>, token?: string) => (await call(`${emulator.url}${path}?${new URLSearchParams({ ...Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])), ...(token ? { token } : {}) })}`)).body;
const post = async (path: string, body: unknown, token?: string, method = 'POST') => (await call(`${emulator.url}${path}${token ? `?token=${token}` : ''}`, method, body)).body;

/** The code of the newest mail to `email`. */
function codeMailedTo(email: string): string {
  const mail = sink.mailbox.list(email).at(-1);
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

const RADIO = '10000071';
const RADIO_PASSWORD = '123456';

async function bind(account: string, password: string, email: string): Promise<void> {
  const token = await tokenFor(emulator.url, account, password);
  expect(await get('/ds/pub/getVerifyCode', { uid: account, email, type: VerifyPurpose.Bind, lang: 'fr-FR' }, token)).toMatchObject({ code: '0' });
  expect(await post('/ds/pub/bindEmail', { uid: account, email, verifyCode: codeMailedTo(email) }, token)).toMatchObject({ code: '0' });
}

describe('account recovery', () => {
  it('binds an e-mail with a mailed code: format, uniqueness, session, wrong code, resend limit', async () => {
    const token = await tokenFor(emulator.url, RADIO, RADIO_PASSWORD);
    const ask = (email: string, withToken: string | null = token, uid = RADIO) => get('/ds/pub/getVerifyCode', { uid, email, type: VerifyPurpose.Bind, lang: 'ru-RU' }, withToken ?? undefined);
    expect(await ask('radio.71@example.com', null)).toMatchObject({ code: '105' });
    expect(await ask('radio.71@example.com', token, '10000072')).toMatchObject({ code: '403' });
    expect(await ask('not an address')).toMatchObject({ code: RecoveryCode.EmailFormat });
    expect(await ask('a..b@example.com')).toMatchObject({ code: RecoveryCode.EmailFormat });
    expect(await ask('radio.71@example.com')).toMatchObject({ code: '0' });
    const mail = sink.mailbox.list('radio.71@example.com').at(-1);
    expect(mail?.subject).toBe('Ваш код подтверждения');
    expect(await ask('radio.71@example.com')).toMatchObject({ code: RecoveryCode.TooFrequent, desc: 'operation too frequent' });

    const code = codeMailedTo('radio.71@example.com');
    const wrong = code === '000000' ? '000001' : '000000';
    expect(await post('/ds/pub/bindEmail', { uid: RADIO, email: 'radio.71@example.com', verifyCode: wrong }, token)).toMatchObject({ code: RecoveryCode.VerifyCodeError });
    expect(await post('/ds/pub/bindEmail', { uid: RADIO, email: 'other@example.com', verifyCode: code }, token)).toMatchObject({ code: RecoveryCode.VerifyCodeError });
    expect(await post('/ds/pub/bindEmail', { uid: RADIO, email: 'radio.71@example.com', verifyCode: code })).toMatchObject({ code: '105' });
    expect(await post('/ds/pub/bindEmail', { uid: RADIO, email: 'radio.71@example.com', verifyCode: code }, token)).toMatchObject({ code: '0' });
    // Used once only.
    expect(await post('/ds/pub/bindEmail', { uid: RADIO, email: 'radio.71@example.com', verifyCode: code }, token)).toMatchObject({ code: RecoveryCode.EmailExists });
    expect(await get('/ds/user/getAccount', {}, token)).toMatchObject({ code: '0', data: { desc: { msId: RADIO, email: 'radio.71@example.com' } } });

    // Unique, without case.
    const other = await tokenFor(emulator.url, '10000072', RADIO_PASSWORD);
    expect(await get('/ds/pub/getVerifyCode', { uid: '10000072', email: 'RADIO.71@example.com', type: VerifyPurpose.Bind, lang: 'en-US' }, other)).toMatchObject({ code: RecoveryCode.EmailExists });
  });

  it('retrieves a password: 104 without an e-mail, mismatch, wrong codes void the code, expiry, reset keeps only a hash', async () => {
    const account = '10000073';
    expect(await get('/ds/pub/getVerifyCode', { uid: account, email: 'radio.73@example.com', type: VerifyPurpose.Retrieve, lang: 'en-US' })).toMatchObject({ code: RecoveryCode.EmailNotBound });
    expect(await get('/ds/pub/getVerifyCode', { uid: '19999999', email: 'radio.73@example.com', type: VerifyPurpose.Retrieve, lang: 'en-US' })).toMatchObject({ code: RecoveryCode.EmailNotBound });
    await bind(account, RADIO_PASSWORD, 'radio.73@example.com');
    emulator.advance(RecoveryLimits.resendMs);
    expect(await get('/ds/pub/getVerifyCode', { uid: account, email: 'someone@example.com', type: VerifyPurpose.Retrieve, lang: 'en-US' })).toMatchObject({ code: RecoveryCode.EmailMismatch });
    expect(await get('/ds/pub/getVerifyCode', { uid: account, email: 'Radio.73@example.com', type: VerifyPurpose.Retrieve, lang: 'zh-CN' })).toMatchObject({ code: '0' });
    expect(sink.mailbox.list('radio.73@example.com').at(-1)?.text).toMatch(/^您正在重置密码/);
    const reset = (verifyCode: string, newPassword = 'Recovered#2026') => post('/ds/pub/resetPwd', { uid: account, email: 'radio.73@example.com', verifyCode, newPwd: hashForWire(newPassword) }, undefined, 'PUT');
    const code = codeMailedTo('radio.73@example.com');
    const wrong = code === '999999' ? '999998' : '999999';
    for (let i = 0; i < RecoveryLimits.maxCodeFailures; i += 1) expect(await reset(wrong)).toMatchObject({ code: RecoveryCode.VerifyCodeError });
    // Five misses void it: even the right code is refused now.
    expect(await reset(code)).toMatchObject({ code: RecoveryCode.VerifyCodeError });

    emulator.advance(RecoveryLimits.resendMs);
    expect(await get('/ds/pub/getVerifyCode', { uid: account, email: 'radio.73@example.com', type: VerifyPurpose.Retrieve, lang: 'en-US' })).toMatchObject({ code: '0' });
    const fresh = codeMailedTo('radio.73@example.com');
    emulator.advance(RecoveryLimits.codeTtlMs);
    expect(await reset(fresh)).toMatchObject({ code: RecoveryCode.VerifyCodeError });

    expect(await get('/ds/pub/getVerifyCode', { uid: account, email: 'radio.73@example.com', type: VerifyPurpose.Retrieve, lang: 'en-US' })).toMatchObject({ code: '0' });
    const oldSession = await tokenFor(emulator.url, account, RADIO_PASSWORD);
    expect(await reset(codeMailedTo('radio.73@example.com'))).toMatchObject({ code: '0' });
    // The old password's sessions end with it.
    expect(await get('/ds/user/getAccount', {}, oldSession)).toMatchObject({ code: '105' });
    await expect(tokenFor(emulator.url, account, RADIO_PASSWORD)).rejects.toThrow(/failed: 2/);
    await tokenFor(emulator.url, account, 'Recovered#2026');
    const stored = emulator.platform.state.accounts.get(account)!.password;
    expect(JSON.stringify(stored)).not.toContain(hashForWire('Recovered#2026'));
  });

  it('unlocks a locked account with a mailed code; 101 when the SMTP server is down', async () => {
    const account = '10000074';
    await bind(account, RADIO_PASSWORD, 'radio.74@example.com');
    emulator.advance(RecoveryLimits.resendMs);
    const ask = () => get('/ds/pub/getVerifyCode', { uid: account, email: 'radio.74@example.com', type: VerifyPurpose.Unlock, lang: 'tr-TR' });
    expect(await ask()).toMatchObject({ code: RecoveryCode.NotLocked });
    for (let i = 0; i < 5; i += 1) await call(`${emulator.url}/ds/user?uid=${account}&auth=${hashForWire('Wrong#2026x')}`);
    expect((await call(`${emulator.url}/ds/user?uid=${account}&auth=${hashForWire(RADIO_PASSWORD)}`)).body).toMatchObject({ code: '107', desc: LOCKED_TEXT });

    await sink.close();
    expect(await ask()).toMatchObject({ code: RecoveryCode.SendFailed });
    sink = await startSmtpSink({ httpPort: null });
    await post('/test/smtp', { port: sink.smtpPort });
    // A failed send issued no code, so asking again is not "too frequent".
    expect(await ask()).toMatchObject({ code: '0' });
    expect(await post('/ds/user/unlockUser', { uid: account, email: 'radio.74@example.com', verifyCode: codeMailedTo('radio.74@example.com') })).toMatchObject({ code: '0' });
    await tokenFor(emulator.url, account, RADIO_PASSWORD);
  });

  it('keeps bound e-mails, codes and the resend limit across a restart', async () => {
    emulator.advance(RecoveryLimits.resendMs);
    const ask = () => get('/ds/pub/getVerifyCode', { uid: '10000073', email: 'radio.73@example.com', type: VerifyPurpose.Retrieve, lang: 'en-US' });
    expect(await ask()).toMatchObject({ code: '0' });
    emulator = await emulator.restart();
    await post('/test/smtp', { port: sink.smtpPort });
    expect(emulator.platform.state.recovery.emails.get('10000073')).toBe('radio.73@example.com');
    expect(await ask()).toMatchObject({ code: RecoveryCode.TooFrequent });
    const reset = { uid: '10000073', email: 'radio.73@example.com', verifyCode: codeMailedTo('radio.73@example.com'), newPwd: hashForWire('Restarted#2026') };
    expect(await post('/ds/pub/resetPwd', reset, undefined, 'PUT')).toMatchObject({ code: '0' });
  });
});

describe('sign-in options', () => {
  it('logs in by a per-host auto-login key and by a local OAuth token; reports client info', async () => {
    const key = 'k'.repeat(24);
    expect(await get('/ds/pub/autoLogin', { autoLoginKey: key })).toMatchObject({ code: RecoveryCode.UnknownKey });
    await post('/test/auto-login-key', { hostname: 'console.example', key, msId: '20000002' });
    // Another host's key does not work here (the request's host is 127.0.0.1).
    expect(await get('/ds/pub/autoLogin', { autoLoginKey: key })).toMatchObject({ code: RecoveryCode.UnknownKey });
    await post('/test/auto-login-key', { hostname: '127.0.0.1', key, msId: '20000002' });
    const byKey = await call(`${emulator.url}/ds/pub/autoLogin?autoLoginKey=${key}`);
    expect(byKey.body).toMatchObject({ code: '0', data: { desc: { msId: '20000002' } } });
    expect(byKey.headers.get('set-cookie')).toMatch(/token=/);
    const token = (byKey.body.data?.desc as { token: string }).token;

    const account = (await get('/ds/user/getAccount', {}, token)).data?.desc as { cid: string };
    expect(await post('/ds/data/updateMsInfo', { cid: 'not-ours', ver: '0.1.0', os: 'Linux' }, token, 'PUT')).toMatchObject({ code: '400' });
    expect(await post('/ds/data/updateMsInfo', { cid: account.cid, ver: '0.1.0', os: 'Linux' }, token, 'PUT')).toMatchObject({ code: '0' });
    expect(await get('/ds/user/getAccount', {}, token)).toMatchObject({ data: { desc: { client: { ver: '0.1.0', os: 'Linux' } } } });

    const minted = (await post('/test/oauth-token', { msId: '20000002' })).data?.desc as { platform: string; oauth: string };
    expect(await get('/ds/user/getAccountByOauth', { platform: 'github', oauth: minted.oauth })).toMatchObject({ code: '102' });
    expect(await get('/ds/user/getAccountByOauth', { platform: minted.platform, oauth: `${minted.oauth}x` })).toMatchObject({ code: '102' });
    expect(await get('/ds/user/getAccountByOauth', minted)).toMatchObject({ code: '0', data: { desc: { msId: '20000002' } } });
    emulator.advance(10 * 60_000);
    expect(await get('/ds/user/getAccountByOauth', minted)).toMatchObject({ code: '102' });
  });
});
