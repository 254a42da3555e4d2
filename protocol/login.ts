import { LoginCode, loginCodeOf, SocketError, TerminalType, DS_NO_RESPONSE } from './codes.ts';
import { LoginExtSchema, type LoginExt, type UserInfo } from './entities.ts';
import type { LoginReply } from './frames.ts';
import { hashForWire } from './password.ts';
import { DsError, type DsClient, type DsData } from './rest.ts';
import { SocketCommandError } from './socket.ts';

/** A failed login, with the SPEC §8 code the console turns into a message. */
export class LoginError extends Error {
  constructor(readonly code: LoginCode) {
    super(`login failed: ${code}`);
    this.name = 'LoginError';
  }
}

export type LoginForm = { account: string; password: string; language: string; verifyCode?: string };

/** What the verification call leaves for the session; the time zone already in milliseconds. */
export type Verified = LoginExt & { timeZoneMs: number };

export type LoginSession = Verified & { user: UserInfo; token: string | null };

export type LoginFlowDeps = {
  ds: DsClient;
  /** Opens the socket and logs in over it (SocketClient.start, 15 s time-out inside). */
  socketLogin: () => Promise<LoginReply>;
  /** Step 2: store token, media server, history server, time zone and dsConfig. */
  onVerified: (verified: Verified, token: string | null) => void;
};

export const PATH_VERIFY = '/ds/pub/loginext';
export const PATH_PASSWORD = '/ds/user';
export const PATH_LOGIN_LOG = '/ds/data/addLoginLog';

const HOUR_MS = 3_600_000;

/** SPEC §4 login flow, steps 1-3; the caller does step 4 (online flag, language, credentials, log). */
export async function runLogin(form: LoginForm, deps: LoginFlowDeps): Promise<LoginSession> {
  const [verification, password] = await Promise.allSettled([
    verify(form, deps.ds),
    deps.ds.get(PATH_PASSWORD, { uid: form.account, auth: hashForWire(form.password) }),
  ]);
  if (verification.status === 'rejected') throw asLoginError(verification.reason);
  if (password.status === 'rejected') throw asLoginError(password.reason);
  const token = tokenOf(password.value.desc);
  deps.onVerified(verification.value, token);
  const user = await socketLogin(deps);
  return { ...verification.value, user, token };
}

/**
 * A login whose first step proves the identity another way (SPEC §2 auto-login key, §7
 * getAccountByOauth): `signIn` answers {msId, token} like the password call, then the flow goes on
 * with the verification of that account and the socket login.
 */
export async function runSignInLogin(signIn: () => Promise<DsData>, deps: LoginFlowDeps): Promise<LoginSession> {
  let account: string;
  let token: string | null;
  let verification: Verified;
  try {
    const answer = await signIn();
    token = tokenOf(answer.desc);
    account = accountOf(answer.desc);
    verification = await verify({ account }, deps.ds);
  } catch (error) {
    throw asLoginError(error);
  }
  deps.onVerified(verification, token);
  const user = await socketLogin(deps);
  return { ...verification, user, token };
}

function accountOf(desc: unknown): string {
  const msId = typeof desc === 'object' && desc !== null ? (desc as { msId?: unknown }).msId : undefined;
  if (typeof msId !== 'string') throw new DsError(LoginCode.SystemBusy, 'malformed sign-in answer');
  return msId;
}

/** A page refresh with a live session re-reads the verification answer and stops there (SPEC §4). */
export async function refreshLogin(form: Pick<LoginForm, 'account' | 'verifyCode'>, deps: LoginFlowDeps): Promise<Verified> {
  try {
    const verified = await verify(form, deps.ds);
    deps.onVerified(verified, null);
    return verified;
  } catch (error) {
    throw asLoginError(error);
  }
}

async function verify(form: Pick<LoginForm, 'account' | 'verifyCode'>, ds: DsClient): Promise<Verified> {
  const data = await ds.get(PATH_VERIFY, { uid: form.account, flag: 1, verifyCode: form.verifyCode ?? '' });
  const ext = LoginExtSchema.safeParse(data.desc);
  if (!ext.success) throw new DsError(LoginCode.SystemBusy, 'malformed verification answer');
  return { ...ext.data, timeZoneMs: ext.data.timeZone * HOUR_MS };
}

async function socketLogin(deps: LoginFlowDeps): Promise<UserInfo> {
  let reply: LoginReply;
  try {
    reply = await deps.socketLogin();
  } catch (error) {
    throw asLoginError(error);
  }
  if (reply.user.msType !== TerminalType.Dispatcher) throw new LoginError(LoginCode.IncorrectAccountType);
  return reply.user;
}

function tokenOf(desc: unknown): string | null {
  if (typeof desc !== 'object' || desc === null) return null;
  const token = (desc as { token?: unknown }).token;
  return typeof token === 'string' ? token : null;
}

function asLoginError(error: unknown): LoginError {
  if (error instanceof LoginError) return error;
  if (error instanceof DsError) {
    return new LoginError(error.code === DS_NO_RESPONSE ? LoginCode.NetworkTimeout : loginCodeOf(error.code, error.desc));
  }
  if (error instanceof SocketCommandError) {
    if (error.code === SocketError.Timeout) return new LoginError(LoginCode.Timeout);
    if (error.code === SocketError.Disconnected || error.code === SocketError.NoSocket) {
      return new LoginError(LoginCode.NetworkTimeout);
    }
    return new LoginError(loginCodeOf(error.code, error.desc));
  }
  return new LoginError(LoginCode.SystemBusy);
}
