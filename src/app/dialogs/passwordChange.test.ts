import { describe, expect, it } from 'vitest';
import { DsError } from '../../../protocol/index.ts';
import { passwordChangeFailure } from './passwordChange.ts';

describe('passwordChangeFailure', () => {
  it('puts a wrong old password under the old password field', () => {
    expect(passwordChangeFailure(new DsError('2'))).toEqual({ field: 'oldPassword', key: 'password.oldIncorrect' });
  });

  it('puts a rule violation under the new password field', () => {
    expect(passwordChangeFailure(new DsError('400', 'newPwd: policy'))).toEqual({ field: 'newPassword', key: 'validation.passwordPolicy' });
  });

  it('reports anything else for the form with its code', () => {
    expect(passwordChangeFailure(new DsError('500'))).toEqual({ field: null, key: 'password.failed', code: '500' });
    expect(passwordChangeFailure(new Error('x'))).toEqual({ field: null, key: 'password.failed', code: 'unknown' });
  });
});
