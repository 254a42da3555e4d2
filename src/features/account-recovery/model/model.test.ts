import { describe, expect, it } from 'vitest';
import { DsError, hashForWire, RecoveryCode, RecoveryPaths, VerifyPurpose } from '../../../../protocol/index.ts';
import { recoveryFailure, requestCode, resetPassword, validateAccountAndEmail, validateNewPassword } from './model.ts';

describe('account recovery model', () => {
  it('names the SPEC §8 answers and falls back to system error', () => {
    expect(recoveryFailure(new DsError(RecoveryCode.EmailNotBound)).key).toBe('recovery.error.notBound');
    expect(recoveryFailure(new DsError(RecoveryCode.SendFailed)).key).toBe('recovery.error.sendFailed');
    expect(recoveryFailure(new DsError(RecoveryCode.TooFrequent)).key).toBe('recovery.error.tooFrequent');
    expect(recoveryFailure(new DsError('500')).key).toBe('recovery.error.network');
    expect(recoveryFailure(new DsError('400', 'bad'))).toEqual({ key: 'recovery.error.system', code: '400' });
  });

  it('checks account, e-mail, code and the new password before asking the platform', () => {
    expect(validateAccountAndEmail({ account: '', email: '' })).toEqual({ account: 'validation.accountRequired', email: 'recovery.error.emailRequired' });
    expect(validateAccountAndEmail({ account: '2000', email: 'no-at-sign' })).toEqual({ account: 'validation.accountLength', email: 'recovery.error.emailFormat' });
    expect(validateAccountAndEmail({ account: '20000001', email: ' one@example.com ' })).toEqual({});
    expect(validateNewPassword({ code: '12a', newPassword: 'short', confirm: 'other' }, true)).toEqual({ code: 'recovery.error.codeFormat', newPassword: 'validation.passwordPolicy', confirm: 'validation.confirmMismatch' });
    expect(validateNewPassword({ code: '123456', newPassword: '', confirm: '' }, false)).toEqual({});
  });

  it('sends the MD5 of the new password, never the password', async () => {
    const sent: unknown[] = [];
    const ds = { get: async (path: string, params?: unknown) => (sent.push({ path, params }), { desc: null, list: [] }), post: async () => ({ desc: null, list: [] }), put: async (path: string, body?: unknown) => (sent.push({ path, body }), { desc: null, list: [] }) };
    await requestCode(ds, { uid: '20000001', email: ' a@b.cd ', purpose: VerifyPurpose.Retrieve, lang: 'fr-FR' });
    await resetPassword(ds, { uid: '20000001', email: 'a@b.cd', verifyCode: ' 123456 ', newPassword: 'New#Pass2026' });
    expect(sent).toEqual([
      { path: RecoveryPaths.verifyCode, params: { uid: '20000001', email: 'a@b.cd', type: 1, lang: 'fr-FR' } },
      { path: RecoveryPaths.resetPassword, body: { uid: '20000001', email: 'a@b.cd', verifyCode: '123456', newPwd: hashForWire('New#Pass2026') } },
    ]);
  });
});
