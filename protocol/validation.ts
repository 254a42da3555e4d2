/**
 * Validation rules of SPEC §5, shared by the console (to explain) and the emulator (to enforce).
 * Each rule answers a message key of the console's catalogue, or null when the value passes.
 */

export type ValidationKey =
  | 'validation.accountRequired'
  | 'validation.accountLength'
  | 'validation.passwordRequired'
  | 'validation.passwordLength'
  | 'validation.oldPasswordRequired'
  | 'validation.newPasswordRequired'
  | 'validation.confirmRequired'
  | 'validation.confirmMismatch'
  | 'validation.newSameAsOld'
  | 'validation.passwordPolicy';

export const ACCOUNT_LENGTH = 8;
export const FIRST_PASSWORD_LENGTH = 6;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;
export const PASSWORD_SPECIALS = '_#%@&*!$^?.,-+=~';

export type FieldErrors<F extends string> = Partial<Record<F, ValidationKey>>;

export function validateLogin(form: { account: string; password: string }): FieldErrors<'account' | 'password'> {
  const errors: FieldErrors<'account' | 'password'> = {};
  const account = form.account.trim();
  if (account === '') errors.account = 'validation.accountRequired';
  else if (account.length !== ACCOUNT_LENGTH) errors.account = 'validation.accountLength';
  if (form.password === '') errors.password = 'validation.passwordRequired';
  else if (!isFirstTimePassword(form.password) && !meetsPasswordPolicy(form.password)) {
    errors.password = 'validation.passwordLength';
  }
  return errors;
}

/** A first-time password: exactly six digits. */
export const isFirstTimePassword = (password: string): boolean => /^\d{6}$/.test(password);

/** New-style password: 8-64 characters with upper case, lower case, a digit and a special character. */
export function meetsPasswordPolicy(password: string): boolean {
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) return false;
  const special = [...password].some((char) => PASSWORD_SPECIALS.includes(char));
  return /[A-Z]/.test(password) && /[a-z]/.test(password) && /\d/.test(password) && special;
}

export type PasswordChange = { oldPassword: string; newPassword: string; confirm: string };

/** Rules of the change-password dialog; "old must be correct" is the server's to check. */
export function validatePasswordChange(form: PasswordChange): FieldErrors<keyof PasswordChange> {
  const errors: FieldErrors<keyof PasswordChange> = {};
  if (form.oldPassword === '') errors.oldPassword = 'validation.oldPasswordRequired';
  if (form.newPassword === '') errors.newPassword = 'validation.newPasswordRequired';
  else if (form.newPassword === form.oldPassword) errors.newPassword = 'validation.newSameAsOld';
  else if (!meetsPasswordPolicy(form.newPassword)) errors.newPassword = 'validation.passwordPolicy';
  if (form.confirm === '') errors.confirm = 'validation.confirmRequired';
  else if (form.confirm !== form.newPassword) errors.confirm = 'validation.confirmMismatch';
  return errors;
}

export const hasErrors = (errors: object): boolean => Object.keys(errors).length > 0;
