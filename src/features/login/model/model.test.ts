import { describe, expect, it } from 'vitest';
import { LOGIN_CODES, LoginCode, loginCodeOf, LoginError } from '../../../../protocol/index.ts';
import { LOGIN_CODE_MESSAGES, loginFailureKey, noticeKey, REMEMBERED_MASK, typedOverMask } from './model.ts';

describe('login messages', () => {
  it('has a distinct message for every login code', () => {
    const keys = LOGIN_CODES.map((code) => LOGIN_CODE_MESSAGES[code]);
    expect(keys.every(Boolean)).toBe(true);
    expect(new Set(keys).size).toBe(LOGIN_CODES.length);
  });

  it('shows 107 with the locked text as the lock-out and 103 as expired', () => {
    expect(loginFailureKey(new LoginError(loginCodeOf('107', 'user locked for 10 minutes')))).toBe('login.code.locked');
    expect(loginFailureKey(new LoginError(loginCodeOf('107')))).toBe('login.code.noPermission');
    expect(loginFailureKey(new LoginError(loginCodeOf('103')))).toBe('login.code.expired');
  });

  it('shows the time-outs and unknown failures', () => {
    expect(loginFailureKey(new LoginError(LoginCode.Timeout))).toBe('login.code.timeout');
    expect(loginFailureKey(new LoginError(LoginCode.NetworkTimeout))).toBe('login.code.networkTimeout');
    expect(loginFailureKey(new Error('boom'))).toBe('login.code.systemBusy');
  });

  it('explains why a session ended', () => {
    expect(noticeKey({ kind: 'kicked', reason: 'elsewhere' })).toBe('login.notice.elsewhere');
    expect(noticeKey({ kind: 'kicked', reason: 'password' })).toBe('login.notice.passwordChanged');
    expect(noticeKey({ kind: 'login-failed', code: LoginCode.AccountDisabled })).toBe('login.code.accountDisabled');
  });
});

describe('typedOverMask', () => {
  it('keeps what is typed after the mask and clears on deletion', () => {
    expect(typedOverMask(`${REMEMBERED_MASK}a`)).toBe('a');
    expect(typedOverMask(REMEMBERED_MASK.slice(1))).toBe('');
    expect(typedOverMask('Dispatch#2026')).toBe('Dispatch#2026');
  });
});
