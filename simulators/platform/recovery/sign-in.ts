import { createHash } from 'node:crypto';
import { LOCKED_TEXT, LoginCode, RecoveryCode } from '../../../protocol/index.ts';
import { openSession, type LoggedIn } from '../auth/login-service.ts';
import { isLocked } from '../projection/account-reducer.ts';
import type { Platform } from '../platform.ts';
import { autoLoginSlot } from './recovery-book.ts';
import type { OauthProviders } from './oauth-providers.ts';

export type SignInRefusal = { readonly ok: false; readonly code: string; readonly desc: string };

export const hashKey = (key: string): string => createHash('sha256').update(key).digest('hex');

/** The per-host auto-login key of the URL (SPEC §2, §3 autoLoginKeys): a session for its account. */
export function autoLogin(platform: Platform, hostname: string, key: string): Promise<LoggedIn | SignInRefusal> {
  const msId = platform.state.recovery.autoLogin.get(autoLoginSlot(hostname, hashKey(key)));
  if (!msId) return Promise.resolve({ ok: false, code: RecoveryCode.UnknownKey, desc: 'unknown auto-login key for this host' });
  return sessionFor(platform, msId);
}

/** getAccountByOauth: the provider of `platform` vouches for an account. */
export function oauthLogin(platform: Platform, providers: OauthProviders, name: string, oauth: string): Promise<LoggedIn | SignInRefusal> {
  const msId = providers.get(name)?.accountOf(oauth, platform.now()) ?? null;
  if (!msId) return Promise.resolve({ ok: false, code: LoginCode.AuthenticationFailed, desc: 'user authentication failed' });
  return sessionFor(platform, msId);
}

/** The same checks as a password login after the password: the account exists and is not locked. */
async function sessionFor(platform: Platform, msId: string): Promise<LoggedIn | SignInRefusal> {
  const account = platform.state.accounts.get(msId);
  if (!account) return { ok: false, code: LoginCode.AccountMissing, desc: 'account does not exist' };
  if (isLocked(account, platform.now())) return { ok: false, code: LoginCode.NoPermission, desc: LOCKED_TEXT };
  return openSession(platform, msId);
}
