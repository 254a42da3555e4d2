/** Login screen model: SPEC §8 login codes and session notices as catalogue keys. */
import { LoginCode, LoginError, type KickReason } from '../../../../protocol/index.ts';
import type { SessionNotice } from '../../../state/session.ts';
import type { MessageKey } from '../../../ui/index.ts';

export const LOGIN_CODE_MESSAGES: Readonly<Record<LoginCode, MessageKey>> = {
  [LoginCode.Ok]: 'login.code.ok',
  [LoginCode.IncorrectTerminalId]: 'login.code.incorrectTerminalId',
  [LoginCode.IncorrectPassword]: 'login.code.incorrectPassword',
  [LoginCode.NoDefaultGroup]: 'login.code.noDefaultGroup',
  [LoginCode.AccountDisabled]: 'login.code.accountDisabled',
  [LoginCode.OnlineLimit]: 'login.code.onlineLimit',
  [LoginCode.IncorrectAccountType]: 'login.code.incorrectAccountType',
  [LoginCode.SystemBusy]: 'login.code.systemBusy',
  [LoginCode.AuthenticationFailed]: 'login.code.authenticationFailed',
  [LoginCode.NotRegistered]: 'login.code.notRegistered',
  [LoginCode.AccountMissing]: 'login.code.accountMissing',
  [LoginCode.NoPermission]: 'login.code.noPermission',
  [LoginCode.Locked]: 'login.code.locked',
  [LoginCode.NetworkTimeout]: 'login.code.networkTimeout',
  [LoginCode.Expired]: 'login.code.expired',
  [LoginCode.PasswordChangeRequired]: 'login.code.passwordChangeRequired',
  [LoginCode.Timeout]: 'login.code.timeout',
};

/** The account still has its first password (the administrator's at set-up): the login page asks for a new one. */
export const needsNewPassword = (error: unknown): boolean => error instanceof LoginError && error.code === LoginCode.PasswordChangeRequired;

/** The message for a failed login; the login flow already normalised 107-locked to 502 and 103 to 504. */
export const loginFailureKey = (error: unknown): MessageKey =>
  LOGIN_CODE_MESSAGES[error instanceof LoginError ? error.code : LoginCode.SystemBusy];

const KICK_MESSAGES: Readonly<Record<KickReason, MessageKey>> = {
  elsewhere: 'login.notice.elsewhere',
  password: 'login.notice.passwordChanged',
  expired: 'login.notice.expired',
  stopped: 'login.notice.stopped',
};

/** Why the last session ended, when the dispatcher did not end it. */
export const noticeKey = (notice: SessionNotice): MessageKey =>
  notice.kind === 'kicked' ? KICK_MESSAGES[notice.reason] : LOGIN_CODE_MESSAGES[notice.code];

/** Stands in the password field for a remembered password, which the console holds only as a hash. */
export const REMEMBERED_MASK = '••••••••';

/**
 * The password typed over a remembered one: typing after the mask keeps the new characters,
 * deleting into the mask clears it.
 */
export const typedOverMask = (value: string): string =>
  value.startsWith(REMEMBERED_MASK) ? value.slice(REMEMBERED_MASK.length) : value.length < REMEMBERED_MASK.length ? '' : value;
