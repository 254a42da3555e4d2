import { describe, expect, it } from 'vitest';
import { meetsPasswordPolicy, validateLogin, validatePasswordChange } from './validation.ts';

describe('login validation', () => {
  it('requires an 8-character account and a password', () => {
    expect(validateLogin({ account: '', password: '' })).toEqual({
      account: 'validation.accountRequired',
      password: 'validation.passwordRequired',
    });
    expect(validateLogin({ account: '1234567', password: '123456' })).toEqual({ account: 'validation.accountLength' });
    expect(validateLogin({ account: '20000001', password: 'Dispatch#2026' })).toEqual({});
  });

  it('accepts a six-digit first-time password or a policy password', () => {
    expect(validateLogin({ account: '20000001', password: '123456' })).toEqual({});
    expect(validateLogin({ account: '20000001', password: '12345' })).toEqual({ password: 'validation.passwordLength' });
  });
});

describe('password policy', () => {
  it('needs 8-64 characters with upper, lower, digit and special', () => {
    expect(meetsPasswordPolicy('Dispatch#2026')).toBe(true);
    expect(meetsPasswordPolicy('dispatch#2026')).toBe(false);
    expect(meetsPasswordPolicy('DISPATCH#2026')).toBe(false);
    expect(meetsPasswordPolicy('Dispatch2026')).toBe(false);
    expect(meetsPasswordPolicy('Dispatch#')).toBe(false);
    expect(meetsPasswordPolicy('Aa1_')).toBe(false);
    expect(meetsPasswordPolicy(`Aa1_${'x'.repeat(61)}`)).toBe(false);
  });
});

describe('change password validation', () => {
  it('applies every rule of SPEC §5', () => {
    expect(validatePasswordChange({ oldPassword: '', newPassword: '', confirm: '' })).toEqual({
      oldPassword: 'validation.oldPasswordRequired',
      newPassword: 'validation.newPasswordRequired',
      confirm: 'validation.confirmRequired',
    });
    expect(validatePasswordChange({ oldPassword: 'Old#Pass1', newPassword: 'Old#Pass1', confirm: 'Old#Pass1' })).toEqual({
      newPassword: 'validation.newSameAsOld',
    });
    expect(validatePasswordChange({ oldPassword: 'Old#Pass1', newPassword: 'New#Pass2', confirm: 'New#Pass3' })).toEqual({
      confirm: 'validation.confirmMismatch',
    });
    expect(validatePasswordChange({ oldPassword: 'Old#Pass1', newPassword: 'weak', confirm: 'weak' })).toEqual({
      newPassword: 'validation.passwordPolicy',
    });
    expect(validatePasswordChange({ oldPassword: 'Old#Pass1', newPassword: 'New#Pass2', confirm: 'New#Pass2' })).toEqual({});
  });
});
