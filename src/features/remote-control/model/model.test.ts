import { describe, expect, it } from 'vitest';
import { CallSet, CallSetRefusal, callSetChoices, SocketCommandError, SocketError } from '../../../../protocol/index.ts';
import { actionsFor, callSetProblemOf } from './model.ts';

describe('remote control choices', () => {
  it('offers stun and kill for an active terminal, activate and kill for a stunned one, nothing for a killed one', () => {
    expect(actionsFor(callSetChoices(CallSet.Active))).toEqual(['stun', 'kill']);
    expect(actionsFor(callSetChoices(CallSet.Stunned))).toEqual(['activate', 'kill']);
    expect(actionsFor(callSetChoices(CallSet.Killed))).toEqual([]);
  });
});

describe('remote control refusals', () => {
  it('words the platform refusals by their desc, then by code', () => {
    expect(callSetProblemOf(new SocketCommandError('409', `${CallSetRefusal.Killed}: 10000001 was killed`))).toEqual({ key: 'remoteControl.refused.killed' });
    expect(callSetProblemOf(new SocketCommandError('403', `${CallSetRefusal.Dispatcher}: x`))).toEqual({ key: 'remoteControl.refused.dispatcher' });
    expect(callSetProblemOf(new SocketCommandError('409', `${CallSetRefusal.Unchanged}: x`))).toEqual({ key: 'remoteControl.refused.unchanged' });
    expect(callSetProblemOf(new SocketCommandError('403', 'only dispatchers'))).toEqual({ key: 'remoteControl.refused.forbidden' });
    expect(callSetProblemOf(new SocketCommandError('404'))).toEqual({ key: 'remoteControl.refused.notFound' });
    expect(callSetProblemOf(new SocketCommandError(SocketError.Timeout))).toEqual({ key: 'groupOps.error.timeout' });
    expect(callSetProblemOf(new SocketCommandError('500', 'boom'))).toEqual({ key: 'remoteControl.refused.failed', code: '500' });
  });
});
