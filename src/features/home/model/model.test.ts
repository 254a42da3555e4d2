import { describe, expect, it } from 'vitest';
import type { TerminalRecord } from '../../../state/fleet.ts';
import { groupLayout, groupTerminals, initialGroup, matchingTerminals, memberCounts, terminalKind } from './model.ts';

const terminal = (msId: string, patch: Partial<TerminalRecord> = {}): TerminalRecord => ({
  msId,
  msName: `T${msId}`,
  cid: 'c',
  type: 6,
  online: 1,
  grp: ['1'],
  currentGroup: '1',
  model: 'R1',
  lastOnline: null,
  lastOffline: null,
  ...patch,
});

describe('home model', () => {
  it('switches to the vertical group view above 30 groups', () => {
    expect(groupLayout(30)).toBe('cards');
    expect(groupLayout(31)).toBe('list');
  });

  it('counts members and online members per group', () => {
    const counts = memberCounts([terminal('1', { grp: ['1', '2'] }), terminal('2', { online: 0 }), terminal('3', { grp: ['2', '2'] })]);
    expect(counts.get('1')).toEqual({ online: 1, total: 2 });
    expect(counts.get('2')).toEqual({ online: 2, total: 2 });
  });

  it('lists a group online first, then by name', () => {
    const list = groupTerminals(
      [terminal('a', { msName: 'Bravo', online: 0 }), terminal('b', { msName: 'Charlie' }), terminal('c', { msName: 'Alpha' }), terminal('d', { grp: ['9'] })],
      '1',
      { offlineHide: false, dispatcherHide: false },
    );
    expect(list.map((t) => t.msName)).toEqual(['Alpha', 'Charlie', 'Bravo']);
  });

  it('hides offline terminals and dispatchers when the settings say so', () => {
    const terminals = [terminal('a', { online: 0 }), terminal('b', { type: 20 }), terminal('c')];
    expect(groupTerminals(terminals, '1', { offlineHide: true, dispatcherHide: false }).map((t) => t.msId)).toEqual(['b', 'c']);
    expect(groupTerminals(terminals, '1', { offlineHide: false, dispatcherHide: true }).map((t) => t.msId)).toEqual(['c', 'a']);
  });

  it('finds terminals of any group by ID or name, ignoring case, under the same filters', () => {
    const terminals = [
      terminal('10000003', { msName: 'Radio Three', grp: ['7'] }),
      terminal('10000030', { msName: 'Van', online: 0 }),
      terminal('20000001', { msName: 'Desk', type: 20 }),
    ];
    const all = { offlineHide: false, dispatcherHide: false };
    expect(matchingTerminals(terminals, ' 1000000', all).map((t) => t.msId)).toEqual(['10000003']);
    expect(matchingTerminals(terminals, 'rADIO', all).map((t) => t.msId)).toEqual(['10000003']);
    expect(matchingTerminals(terminals, '000', all).map((t) => t.msId)).toEqual(['20000001', '10000003', '10000030']);
    expect(matchingTerminals(terminals, '000', { offlineHide: true, dispatcherHide: true }).map((t) => t.msId)).toEqual(['10000003']);
  });

  it('names every type code', () => {
    expect([20, 10, 8, 6, 0, 30, 31, 505, 40, 77].map(terminalKind)).toEqual([
      'dispatcher',
      'app',
      'gateway',
      'poc',
      'poc',
      'pmr',
      'dmr',
      'sos',
      'camera',
      'unknown',
    ]);
  });

  it("opens the dispatcher's own group when it exists", () => {
    expect(initialGroup(new Set(['1', '2']), '2', '1')).toBe('2');
    expect(initialGroup(new Set(['1']), '9', '1')).toBe('1');
    expect(initialGroup(new Set(), undefined, undefined)).toBeNull();
  });
});
