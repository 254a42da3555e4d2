import { describe, expect, it } from 'vitest';
import { SocketCommandError, SocketError } from '../../../../protocol/index.ts';
import { remoteTargets, switchRefusalOf } from './groupSwitch.ts';

describe('switchRefusalOf', () => {
  it('names the platform refusals of a remote switch', () => {
    expect(switchRefusalOf(new SocketCommandError('403'), true).key).toBe('groupOps.error.notMember');
    expect(switchRefusalOf(new SocketCommandError('404'), true).key).toBe('groupOps.error.unknown');
    expect(switchRefusalOf(new SocketCommandError('101'), true).key).toBe('groupOps.error.offline');
  });

  it('names the socket errors and the 15 s time-out, and shows any other code', () => {
    expect(switchRefusalOf(new SocketCommandError(SocketError.Timeout), false).key).toBe('groupOps.error.timeout');
    expect(switchRefusalOf(new SocketCommandError(SocketError.NotOnline), false).key).toBe('voice.error.notOnline');
    expect(switchRefusalOf(new SocketCommandError('500'), false)).toEqual({ key: 'voice.error.code', code: '500' });
  });
});

describe('remoteTargets', () => {
  it('offers the terminal’s other groups once each', () => {
    expect(remoteTargets(['111', '110', '100', '110'], '110')).toEqual(['111', '100']);
  });
});
