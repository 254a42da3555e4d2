import { describe, expect, it } from 'vitest';
import { SocketCommandError, SocketError, type TempGroup } from '../../../../protocol/index.ts';
import type { TerminalRecord } from '../../../state/fleet.ts';
import { checkDraft, isValid, pickerRows, refusalOf, takenNames, tempGroupCount } from './model.ts';

const taken = ['North Patrol A', 'Bridge fire'];
const terminal = (msId: string, msName: string, online: 0 | 1 = 0) => ({ msId, msName, online, grp: [] }) as unknown as TerminalRecord;

describe('checkDraft', () => {
  it('accepts a good name with one other member', () => {
    const check = checkDraft({ name: ' Harbour-2 ', members: ['10000003'] }, taken, 'create');
    expect(isValid(check)).toBe(true);
    expect(check.removesGroup).toBe(false);
  });

  it('names every name rule', () => {
    const nameOf = (name: string) => checkDraft({ name, members: ['1'] }, taken, 'create').name?.problem ?? null;
    expect(nameOf('  ')).toBe('required');
    expect(nameOf('x'.repeat(21))).toBe('tooLong');
    expect(nameOf('x'.repeat(20))).toBeNull();
    expect(nameOf('Fire!')).toBe('special');
    expect(nameOf('north patrol a')).toBe('exists');
  });

  it('wants one other member for a new group, and warns when an edit leaves one', () => {
    expect(checkDraft({ name: 'Ok', members: [] }, taken, 'create').members?.problem).toBe('tooFew');
    const edit = checkDraft({ name: 'Ok', members: ['20000001'] }, taken, 'edit');
    expect(edit.members).toBeNull();
    expect(edit.removesGroup).toBe(true);
    expect(checkDraft({ name: 'Ok', members: Array.from({ length: 101 }, (_, i) => String(i)) }, taken, 'edit').members?.problem).toBe('tooMany');
  });
});

describe('takenNames', () => {
  it('holds fixed and temp group names except the edited group', () => {
    const groups = [{ gid: '111', fid: '0', name: 'North Patrol A', color: '', seqNum: 1 }];
    const temp = [{ gid: '900001', name: 'Bridge fire' }, { gid: '900002', name: 'Harbour' }] as TempGroup[];
    expect(takenNames(groups, temp, '900002')).toEqual(['North Patrol A', 'Bridge fire']);
  });
});

describe('refusalOf', () => {
  it('maps the platform refusals to the form problems', () => {
    expect(refusalOf(new SocketCommandError('409', 'name:exists'))).toEqual({ field: 'name', problem: 'exists' });
    expect(refusalOf(new SocketCommandError('400', 'name:tooLong'))).toEqual({ field: 'name', problem: 'tooLong' });
    expect(refusalOf(new SocketCommandError('400', 'name:special'))).toEqual({ field: 'name', problem: 'special' });
    expect(refusalOf(new SocketCommandError('400', 'name:required'))).toEqual({ field: 'name', problem: 'required' });
    expect(refusalOf(new SocketCommandError('400', 'members:tooFew'))).toEqual({ field: 'members', problem: 'tooFew' });
    expect(refusalOf(new SocketCommandError('404', 'members:no terminal 1'))).toEqual({ field: 'members', problem: 'notFound' });
    expect(refusalOf(new SocketCommandError('404', 'gid:no temp group 9'))).toEqual({ field: 'form', problem: 'notFound' });
    expect(refusalOf(new SocketCommandError('403'))).toEqual({ field: 'form', problem: 'forbidden' });
    expect(refusalOf(new SocketCommandError('500'))).toEqual({ field: 'form', problem: 'failed', code: '500' });
  });

  it('says offline for the socket errors', () => {
    expect(refusalOf(new SocketCommandError(SocketError.NotOnline)).problem).toBe('offline');
    expect(refusalOf(new SocketCommandError(SocketError.Disconnected)).problem).toBe('offline');
    expect(refusalOf(new SocketCommandError(SocketError.Timeout)).problem).toBe('timeout');
  });
});

describe('tempGroupCount and pickerRows', () => {
  const terminals = new Map([terminal('10000003', 'NPA-03', 1), terminal('10000004', 'NPA-04'), terminal('20000001', 'Dispatcher One', 1)].map((t) => [t.msId, t]));

  it('counts members and online members', () => {
    const group = { gid: '900001', name: 'x', creator: '20000001', members: ['20000001', '10000004', '99999999'], createdAt: 0 };
    expect(tempGroupCount(group, terminals)).toEqual({ online: 1, total: 3 });
  });

  it('lists the chosen first, then matches by ID or name, without the excluded', () => {
    const ids = (query: string, chosen: string[] = []) => pickerRows(terminals.values(), new Set(chosen), query, '20000001').rows.map((t) => t.msId);
    expect(ids('')).toEqual(['10000003', '10000004']);
    expect(ids('npa-04')).toEqual(['10000004']);
    expect(ids('0003', ['10000004'])).toEqual(['10000004', '10000003']);
    expect(ids('dispatcher')).toEqual([]);
  });
});
