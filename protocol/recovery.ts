/**
 * Account recovery and sign-in options (SPEC §7 login and account calls, §8 password retrieval):
 * the paths, the verify-code purposes, the answer codes and the e-mail rule, for both sides.
 */

export const RecoveryPaths = {
  verifyCode: '/ds/pub/getVerifyCode',
  bindEmail: '/ds/pub/bindEmail',
  /** Ours (SPEC leaves the reset call open): a new password with the mailed code. */
  resetPassword: '/ds/pub/resetPwd',
  unlockUser: '/ds/user/unlockUser',
  account: '/ds/user/getAccount',
  /** Ours: the per-host auto-login key of the URL opens a session (docs/protocol.md). */
  autoLogin: '/ds/pub/autoLogin',
  oauth: '/ds/user/getAccountByOauth',
  clientInfo: '/ds/data/updateMsInfo',
} as const;

/** getVerifyCode `type`: what the mailed code is good for. */
export const VerifyPurpose = { Retrieve: 1, Bind: 2, Unlock: 3 } as const;
export type VerifyPurpose = (typeof VerifyPurpose)[keyof typeof VerifyPurpose];

/**
 * Answer codes. 101 and 104 are SPEC §8's; the SPEC names the other messages without codes, so
 * these are ours (docs/protocol.md "Account recovery").
 */
export const RecoveryCode = {
  SendFailed: '101',
  EmailNotBound: '104',
  VerifyCodeError: '111',
  EmailFormat: '112',
  EmailExists: '113',
  TooFrequent: '114',
  EmailMismatch: '115',
  NotLocked: '116',
  UnknownKey: '117',
} as const;
export type RecoveryCode = (typeof RecoveryCode)[keyof typeof RecoveryCode];

export const RECOVERY_CODES: readonly string[] = Object.values(RecoveryCode);

export const RecoveryLimits = {
  /** SPEC §9 gives no value: one code of a purpose per account and per address a minute. */
  resendMs: 60_000,
  /** A code is good for ten minutes, like the lock it can lift. */
  codeTtlMs: 10 * 60_000,
  /** Wrong codes before the code is void and a new one must be asked for. */
  maxCodeFailures: 5,
  codeLength: 6,
  emailMax: 254,
} as const;

/**
 * A well-formed address: a practical subset of RFC 5321 (no quoted local parts, no address literals),
 * which is what a mail server of a customer accepts anyway.
 */
const EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export function isWellFormedEmail(value: string): boolean {
  if (value.length > RecoveryLimits.emailMax || !EMAIL.test(value)) return false;
  const local = value.slice(0, value.indexOf('@'));
  return !local.startsWith('.') && !local.endsWith('.') && !local.includes('..');
}

/** Addresses compare without case (what customers expect, though RFC 5321 lets local parts differ). */
export const emailKey = (value: string): string => value.trim().toLowerCase();

export const isVerifyCode = (value: string): boolean => new RegExp(`^\\d{${RecoveryLimits.codeLength}}$`).test(value);

/** The client info report (SPEC §7 updateMsInfo): which console, which version, on which OS. */
export type ClientInfo = { cid: string; ver: string; os: string };
