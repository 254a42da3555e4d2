/**
 * What to do when the session's connection or verification fails: try again later, log in again
 * with the stored credentials, or end the session and tell the dispatcher why.
 */
import {
  DS_NO_RESPONSE,
  DS_TOKEN_EXPIRED,
  DS_TOKEN_TIMEOUT,
  DsError,
  LoginCode,
  loginCodeOf,
  LoginError,
  SocketCommandError,
  SocketError,
} from '../../../protocol/index.ts';
import type { SessionNotice } from '../../state/session.ts';

export type FailureAction =
  | { readonly kind: 'retry' }
  | { readonly kind: 'reauthenticate' }
  | { readonly kind: 'end'; readonly notice: SessionNotice };

const RETRY: FailureAction = { kind: 'retry' };
const REAUTHENTICATE: FailureAction = { kind: 'reauthenticate' };
const endWith = (code: LoginCode): FailureAction => ({ kind: 'end', notice: { kind: 'login-failed', code } });

const TRANSIENT_SOCKET_ERRORS: ReadonlySet<string> = new Set([SocketError.Timeout, SocketError.Disconnected, SocketError.NoSocket]);

/** A failed restore, refresh or socket login. */
export function failureAction(error: unknown): FailureAction {
  if (error instanceof LoginError) {
    return error.code === LoginCode.NetworkTimeout || error.code === LoginCode.Timeout ? RETRY : endWith(error.code);
  }
  if (error instanceof SocketCommandError) {
    if (TRANSIENT_SOCKET_ERRORS.has(error.code)) return RETRY;
    if (error.code === DS_TOKEN_EXPIRED) return REAUTHENTICATE;
    return endWith(loginCodeOf(error.code, error.desc));
  }
  if (error instanceof DsError) {
    if (error.code === DS_NO_RESPONSE) return RETRY;
    if (error.code === DS_TOKEN_EXPIRED || error.code === DS_TOKEN_TIMEOUT) return REAUTHENTICATE;
    return endWith(loginCodeOf(error.code, error.desc));
  }
  return RETRY;
}

/** A reason from SocketClient.failures$: a kick, or the code of a refused re-login. */
export function socketFailureAction(reason: string): FailureAction {
  switch (reason) {
    case 'elsewhere':
    case 'password':
      return { kind: 'end', notice: { kind: 'kicked', reason } };
    case 'expired':
    case DS_TOKEN_EXPIRED:
      return REAUTHENTICATE;
    case 'stopped':
      return RETRY;
    default:
      return endWith(loginCodeOf(reason));
  }
}
