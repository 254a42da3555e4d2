import { describe, expect, it } from 'vitest';
import { DsError, LoginCode, LoginError, SocketCommandError } from '../../../protocol/index.ts';
import { failureAction, socketFailureAction } from './sessionFailures.ts';

describe('failureAction', () => {
  it('retries what the network caused', () => {
    expect(failureAction(new LoginError(LoginCode.NetworkTimeout))).toEqual({ kind: 'retry' });
    expect(failureAction(new LoginError(LoginCode.Timeout))).toEqual({ kind: 'retry' });
    expect(failureAction(new SocketCommandError('disconnected'))).toEqual({ kind: 'retry' });
    expect(failureAction(new DsError('500'))).toEqual({ kind: 'retry' });
  });

  it('logs in again when the token expired', () => {
    expect(failureAction(new SocketCommandError('105'))).toEqual({ kind: 'reauthenticate' });
    expect(failureAction(new DsError('ds token timeout'))).toEqual({ kind: 'reauthenticate' });
  });

  it('ends the session with the login code otherwise', () => {
    expect(failureAction(new LoginError(LoginCode.AccountDisabled))).toEqual({
      kind: 'end',
      notice: { kind: 'login-failed', code: '4' },
    });
    expect(failureAction(new SocketCommandError('107', 'user locked for 10 minutes'))).toEqual({
      kind: 'end',
      notice: { kind: 'login-failed', code: '502' },
    });
  });
});

describe('socketFailureAction', () => {
  it('ends on a login elsewhere or a password changed in another session, logs in again on expiry, retries a stopping server', () => {
    expect(socketFailureAction('elsewhere')).toEqual({ kind: 'end', notice: { kind: 'kicked', reason: 'elsewhere' } });
    // The remembered password is the old one: logging in again with it could only fail (and count as a guess).
    expect(socketFailureAction('password')).toEqual({ kind: 'end', notice: { kind: 'kicked', reason: 'password' } });
    expect(socketFailureAction('expired')).toEqual({ kind: 'reauthenticate' });
    expect(socketFailureAction('105')).toEqual({ kind: 'reauthenticate' });
    expect(socketFailureAction('stopped')).toEqual({ kind: 'retry' });
    expect(socketFailureAction('4')).toEqual({ kind: 'end', notice: { kind: 'login-failed', code: '4' } });
  });
});
