import { LOCKED_TEXT, LoginCode, type LoginExt } from '../../../protocol/index.ts';
import { dsConfigOf } from './access.ts';
import type { Platform } from '../platform.ts';
import { ADDRESS_BUSY_TEXT, type LoginGuard } from './login-guard.ts';
import { hashToken, newToken, SESSION_TTL_MS } from './tokens.ts';

export type Refusal = { readonly ok: false; readonly code: string; readonly desc: string };
export type Verified = { readonly ok: true; readonly ext: LoginExt };
export type LoggedIn = { readonly ok: true; readonly token: string; readonly msId: string; readonly expiresAt: number };

/** A test override that only delays the socket login; the REST calls answer normally. */
export const SOCKET_TIMEOUT_ANSWER = 'timeout';

const DESCRIPTIONS: Readonly<Record<string, string>> = {
  [LoginCode.IncorrectTerminalId]: 'incorrect terminal ID',
  [LoginCode.IncorrectPassword]: 'incorrect password',
  [LoginCode.AccountMissing]: 'account does not exist',
  [LoginCode.SystemBusy]: ADDRESS_BUSY_TEXT,
};

const refuse = (code: string, desc?: string | null): Refusal => ({ ok: false, code, desc: desc ?? DESCRIPTIONS[code] ?? `login answer ${code}` });

const ACCOUNT_ID = /^\d{8}$/;

/** What the emulator tells every client about its media and history servers and enabled features. */
export type VerificationConfig = {
  mediaServ: string;
  hisServer: string;
  timeZone: number;
  magic: string;
  /** docs/protocol.md loginext: where peer-to-peer media may go, and our own STUN servers. */
  iceAllow?: string[];
  iceServers?: { urls: string }[];
};

/** GET /ds/pub/loginext: is this an account we know, and what does its session need. */
export function verifyAccount(platform: Platform, guard: LoginGuard, uid: string, config: VerificationConfig, address: string): Refusal | Verified {
  const override = overrideOf(platform, uid);
  if (override) return override;
  if (!ACCOUNT_ID.test(uid)) return refuse(LoginCode.IncorrectTerminalId);
  const found = guard.lookUp(uid, address);
  if (found === 'busy') return refuse(LoginCode.SystemBusy);
  if (found === 'unknown') return refuse(LoginCode.AccountMissing);
  return { ok: true, ext: { ...config, dsConfig: dsConfigOf(platform, uid) } };
}

/**
 * GET /ds/user: checks the password (the MD5 hex the client sends) through the login guard and opens
 * a session. Wrong passwords are events, so the lock-out after five in a row survives a restart.
 */
export async function passwordLogin(platform: Platform, guard: LoginGuard, uid: string, md5Hex: string, address: string): Promise<Refusal | LoggedIn> {
  const override = overrideOf(platform, uid);
  if (override) return override;
  switch (await guard.check(uid, md5Hex, address)) {
    case 'right':
      return openSession(platform, uid);
    case 'wrong':
      return refuse(LoginCode.IncorrectPassword);
    case 'unknown':
      return refuse(LoginCode.AccountMissing);
    case 'locked':
      return refuse(LoginCode.NoPermission, LOCKED_TEXT);
    case 'busy':
      return refuse(LoginCode.SystemBusy);
  }
}

/** A new session of an account whose identity is proven (password, auto-login key, OAuth). */
export async function openSession(platform: Platform, msId: string): Promise<LoggedIn> {
  const token = newToken();
  const expiresAt = platform.now() + SESSION_TTL_MS;
  await platform.commit([{ type: 'session.opened', msId, tokenHash: hashToken(token), expiresAt }]);
  return { ok: true, token, msId, expiresAt };
}

/** A refusal set by POST /test/login-answer; '0' and the socket-only time-out let the login proceed. */
function overrideOf(platform: Platform, uid: string): Refusal | null {
  const answer = platform.state.loginAnswers.get(uid);
  if (!answer || answer.code === LoginCode.Ok || answer.code === SOCKET_TIMEOUT_ANSWER) return null;
  return refuse(answer.code, answer.desc);
}
