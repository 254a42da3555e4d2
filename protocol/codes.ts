/** Codes and constants of SPEC §4, §8 and §9, named once for both sides of the wire. */

export const DS_OK = '0';
export const DS_NO_RESPONSE = '500';
export const DS_TOKEN_EXPIRED = '105';
export const DS_TOKEN_TIMEOUT = 'ds token timeout';
/**
 * Ours (docs/protocol.md "First administrator"): the account still has the first password someone
 * else set; every call but the password change and logout answers this, the socket login too.
 */
export const PASSWORD_CHANGE_REQUIRED = '118';

/** Account / terminal type codes (SPEC §3). */
export const TerminalType = {
  Dispatcher: 20,
  App: 10,
  Gateway: 8,
  Poc6: 6,
  Poc0: 0,
  Pmr: 30,
  Dmr: 31,
  Sos: 505,
  Camera: 40,
} as const;
export type TerminalType = (typeof TerminalType)[keyof typeof TerminalType];

export const TERMINAL_TYPES: readonly TerminalType[] = Object.values(TerminalType);

/** Login answer codes (SPEC §8). 'timeout' is the client's own. */
export const LoginCode = {
  Ok: '0',
  IncorrectTerminalId: '1',
  IncorrectPassword: '2',
  NoDefaultGroup: '3',
  AccountDisabled: '4',
  OnlineLimit: '5',
  IncorrectAccountType: '6',
  SystemBusy: '101',
  AuthenticationFailed: '102',
  NotRegistered: '103',
  AccountMissing: '104',
  NoPermission: '107',
  Locked: '502',
  NetworkTimeout: '503',
  Expired: '504',
  /** Ours: log in once more after choosing a password of one's own (PASSWORD_CHANGE_REQUIRED). */
  PasswordChangeRequired: PASSWORD_CHANGE_REQUIRED,
  Timeout: 'timeout',
} as const;
export type LoginCode = (typeof LoginCode)[keyof typeof LoginCode];

export const LOGIN_CODES: readonly LoginCode[] = Object.values(LoginCode);

/** The text that turns a 107 into a lock-out (SPEC §8: 107 with this text maps to 502). */
export const LOCKED_TEXT = 'user locked for 10 minutes';

/**
 * Normalises a login answer: 107 with the locked text is a lock-out (502), 103 shows as 504,
 * anything unknown is 'authentication failed'.
 */
export function loginCodeOf(code: unknown, desc?: unknown): LoginCode {
  const text = String(code);
  if (text === LoginCode.NoPermission && typeof desc === 'string' && desc.includes(LOCKED_TEXT)) {
    return LoginCode.Locked;
  }
  if (text === LoginCode.NotRegistered) return LoginCode.Expired;
  return (LOGIN_CODES as readonly string[]).includes(text) ? (text as LoginCode) : LoginCode.AuthenticationFailed;
}

/** Time-outs and limits of SPEC §9, in milliseconds where they are durations. */
export const Limits = {
  requestTimeoutMs: 30_000,
  socketLoginTimeoutMs: 15_000,
  groupSwitchTimeoutMs: 15_000,
  smsTimeoutMs: 5_000,
  commandTimeoutMs: 15_000,
  accountLockMs: 10 * 60_000,
  /** Wrong passwords in a row before the account locks. */
  maxPasswordFailures: 5,
  tokenCookieDays: 1,
  verticalGroupViewAbove: 30,
  defaultVolume: 60,
  logListCap: 300,
  logListCut: 150,
} as const;

export const TOKEN_COOKIE = 'token';

/** Socket error texts of SPEC §8 for actions attempted while offline. */
export const SocketError = {
  Disconnected: 'disconnected',
  NotOnline: 'not online',
  NoSocket: 'no socket',
  Timeout: 'timeout',
} as const;
export type SocketError = (typeof SocketError)[keyof typeof SocketError];
