import { DsError, type PasswordChange } from '../../../protocol/index.ts';
import type { MessageKey } from '../../ui/index.ts';

export type PasswordField = keyof PasswordChange;

/** Where a refused password change is shown: under a field, or for the whole form. */
export type PasswordChangeFailure =
  | { readonly field: PasswordField; readonly key: MessageKey }
  | { readonly field: null; readonly key: MessageKey; readonly code: string };

/** Server code 2 means the old password is wrong; 400 means the new one breaks the rules. */
export function passwordChangeFailure(error: unknown): PasswordChangeFailure {
  const code = error instanceof DsError ? error.code : 'unknown';
  if (code === '2') return { field: 'oldPassword', key: 'password.oldIncorrect' };
  if (code === '400') return { field: 'newPassword', key: 'validation.passwordPolicy' };
  return { field: null, key: 'password.failed', code };
}
