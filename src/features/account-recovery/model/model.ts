/** Account recovery in the console: the calls of SPEC §7 and the SPEC §8 answers as catalogue keys. */
import {
  DS_NO_RESPONSE,
  DsError,
  hashForWire,
  isVerifyCode,
  isWellFormedEmail,
  meetsPasswordPolicy,
  RecoveryCode,
  RecoveryPaths,
  VerifyPurpose,
  type DsData,
} from '../../../../protocol/index.ts';
import type { MessageKey } from '../../../ui/index.ts';

/** The part of DsClient recovery uses, so tests can stand in for it. */
export type RecoveryDs = {
  get(path: string, params?: Record<string, string | number>): Promise<DsData>;
  post(path: string, body?: unknown): Promise<DsData>;
  put(path: string, body?: unknown): Promise<DsData>;
};

export type RecoveryMode = 'retrieve' | 'unlock';

export const PURPOSE_OF: Readonly<Record<RecoveryMode, VerifyPurpose>> = { retrieve: VerifyPurpose.Retrieve, unlock: VerifyPurpose.Unlock };

export const requestCode = (ds: RecoveryDs, request: { uid: string; email: string; purpose: VerifyPurpose; lang: string }) =>
  ds.get(RecoveryPaths.verifyCode, { uid: request.uid, email: request.email.trim(), type: request.purpose, lang: request.lang });

export const resetPassword = (ds: RecoveryDs, answer: { uid: string; email: string; verifyCode: string; newPassword: string }) =>
  ds.put(RecoveryPaths.resetPassword, { uid: answer.uid, email: answer.email.trim(), verifyCode: answer.verifyCode.trim(), newPwd: hashForWire(answer.newPassword) });

export const unlockUser = (ds: RecoveryDs, answer: { uid: string; email: string; verifyCode: string }) =>
  ds.post(RecoveryPaths.unlockUser, { uid: answer.uid, email: answer.email.trim(), verifyCode: answer.verifyCode.trim() });

export const bindEmail = (ds: RecoveryDs, answer: { uid: string; email: string; verifyCode: string }) =>
  ds.post(RecoveryPaths.bindEmail, { uid: answer.uid, email: answer.email.trim(), verifyCode: answer.verifyCode.trim() });

/** The bound address of the logged-in account, or null. */
export async function boundEmail(ds: RecoveryDs): Promise<string | null> {
  const desc = (await ds.get(RecoveryPaths.account)).desc as { email?: unknown } | null;
  return typeof desc?.email === 'string' ? desc.email : null;
}

const CODE_MESSAGES: Readonly<Record<string, MessageKey>> = {
  [RecoveryCode.EmailNotBound]: 'recovery.error.notBound',
  [RecoveryCode.SendFailed]: 'recovery.error.sendFailed',
  [RecoveryCode.VerifyCodeError]: 'recovery.error.codeError',
  [RecoveryCode.EmailFormat]: 'recovery.error.emailFormat',
  [RecoveryCode.EmailExists]: 'recovery.error.emailExists',
  [RecoveryCode.TooFrequent]: 'recovery.error.tooFrequent',
  [RecoveryCode.EmailMismatch]: 'recovery.error.mismatch',
  [RecoveryCode.NotLocked]: 'recovery.error.notLocked',
  [DS_NO_RESPONSE]: 'recovery.error.network',
};

/** SPEC §8: 104 not bound, 101 send-mail exception, the named messages; otherwise system error. */
export function recoveryFailure(error: unknown): { key: MessageKey; code: string } {
  const code = error instanceof DsError ? error.code : 'unknown';
  return { key: CODE_MESSAGES[code] ?? 'recovery.error.system', code };
}

export type RecoveryField = 'account' | 'email' | 'code' | 'newPassword' | 'confirm';
export type RecoveryErrors = Partial<Record<RecoveryField, MessageKey>>;

export function validateAccountAndEmail(form: { account: string; email: string }): RecoveryErrors {
  const errors: RecoveryErrors = {};
  const account = form.account.trim();
  if (account === '') errors.account = 'validation.accountRequired';
  else if (!/^\d{8}$/.test(account)) errors.account = 'validation.accountLength';
  const emailError = validateEmail(form.email);
  if (emailError) errors.email = emailError;
  return errors;
}

export function validateEmail(email: string): MessageKey | null {
  if (email.trim() === '') return 'recovery.error.emailRequired';
  return isWellFormedEmail(email.trim()) ? null : 'recovery.error.emailFormat';
}

export const validateCode = (code: string): MessageKey | null => (isVerifyCode(code.trim()) ? null : 'recovery.error.codeFormat');

export function validateNewPassword(form: { code: string; newPassword: string; confirm: string }, withPassword: boolean): RecoveryErrors {
  const errors: RecoveryErrors = {};
  const codeError = validateCode(form.code);
  if (codeError) errors.code = codeError;
  if (!withPassword) return errors;
  if (form.newPassword === '') errors.newPassword = 'validation.newPasswordRequired';
  else if (!meetsPasswordPolicy(form.newPassword)) errors.newPassword = 'validation.passwordPolicy';
  if (form.confirm === '') errors.confirm = 'validation.confirmRequired';
  else if (form.confirm !== form.newPassword) errors.confirm = 'validation.confirmMismatch';
  return errors;
}
