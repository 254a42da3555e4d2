import { describe, expect, it } from 'vitest';
import { DsError, SocketCommandError } from '../../../../protocol/index.ts';
import { groupNameError, refusalOf, terminalNameError } from './model.ts';

describe('network management refusals', () => {
  it('words the platform refusals, 107 as "client does not exist"', () => {
    expect(refusalOf(new DsError('107', 'client:unknown: 19999999'))).toEqual({ key: 'network.error.noClient' });
    expect(refusalOf(new DsError('409', 'msId:lastGroup: 10000008'))).toMatchObject({ key: 'network.error.lastGroup', values: { msId: '10000008' } });
    expect(refusalOf(new DsError('400', 'name:exists'))).toMatchObject({ key: 'network.error.nameExists' });
    expect(refusalOf(new SocketCommandError('404', 'gid:unknown: 5'))).toMatchObject({ key: 'network.error.unknownGroup' });
    expect(refusalOf(new Error('boom'))).toEqual({ key: 'network.error.failed', values: { code: '500' } });
  });

  it('checks names as the platform does', () => {
    expect(groupNameError(' ', [])?.key).toBe('network.error.nameRequired');
    expect(groupNameError('x'.repeat(21), [])?.key).toBe('network.error.nameTooLong');
    expect(groupNameError('a/b', [])?.key).toBe('network.error.nameSpecial');
    expect(groupNameError('port', ['Port'])?.key).toBe('network.error.nameExists');
    expect(groupNameError('Night watch', ['Port'])).toBeNull();
    expect(terminalNameError('two\nlines')?.key).toBe('network.error.nameControl');
    expect(terminalNameError('x'.repeat(65))?.key).toBe('network.error.nameTooLong');
  });
});
