import { describe, expect, it } from 'vitest';
import { findTerminals } from './findTerminals.ts';
import type { TerminalRecord } from './fleet.ts';

const terminal = (msId: string, msName: string, type = 6): TerminalRecord =>
  ({ msId, msName, cid: 'c', type, online: 1, grp: [], currentGroup: '', battery: 80, signal: 4, model: 'R', lastOnline: null, lastOffline: null }) as TerminalRecord;

const fleet = [
  terminal('10000012', 'Port Patrol 2'),
  terminal('10000001', 'North Patrol 10'),
  terminal('10000002', 'north patrol 9'),
  terminal('20000001', 'Dispatcher One', 8),
  terminal('10000100', 'Medic 1'),
];
const ids = ({ shown }: { shown: readonly TerminalRecord[] }) => shown.map((entry) => entry.msId);

describe('findTerminals', () => {
  it('finds by part of the ID or of the name, in any case', () => {
    expect(ids(findTerminals(fleet, { query: 'PATROL' }))).toEqual(['10000002', '10000001', '10000012']);
    expect(ids(findTerminals(fleet, { query: '0001' }))).toEqual(['20000001', '10000100', '10000001', '10000012']);
  });

  it('puts the exact ID first, then what begins with the text, then the rest, each by name (numbers in names by value)', () => {
    expect(ids(findTerminals(fleet, { query: '10000001' }))).toEqual(['10000001']);
    expect(ids(findTerminals(fleet, { query: '1000000' }))).toEqual(['10000002', '10000001']);
    expect(ids(findTerminals(fleet, { query: 'north' }))).toEqual(['10000002', '10000001']);
    expect(ids(findTerminals(fleet, { query: 'p' }))).toEqual(['10000012', '20000001', '10000002', '10000001']);
  });

  it('finds nothing for blank text, and only terminals the caller accepts', () => {
    expect(findTerminals(fleet, { query: '  ' })).toEqual({ shown: [], total: 0 });
    expect(ids(findTerminals(fleet, { query: '1', accept: (entry) => entry.type !== 8 }))).not.toContain('20000001');
  });

  it('lists every accepted terminal by name for blank text when asked, the chosen ones first', () => {
    const all = findTerminals(fleet, { query: '', blankListsAll: true, accept: (entry) => entry.type !== 8, precedence: (entry) => (entry.msId === '10000100' ? 0 : 1) });
    expect(ids(all)).toEqual(['10000100', '10000002', '10000001', '10000012']);
    expect(all.total).toBe(4);
    expect(ids(findTerminals(fleet, { query: 'patrol', precedence: (entry) => (entry.msId === '10000012' ? 0 : 1) }))).toEqual(['10000012', '10000002', '10000001']);
  });

  it('keeps the best of a large fleet within the limit, in the order a full sort gives, and counts the rest', () => {
    const large = Array.from({ length: 5000 }, (_, i) => terminal(String(30000000 + ((i * 7919) % 5000)), `Unit ${(i * 104729) % 5000}`));
    const sorted = findTerminals(large, { query: 'unit' });
    for (const limit of [1, 8, 40, 999]) {
      const best = findTerminals(large, { query: 'unit', limit });
      expect(best.total).toBe(5000);
      expect(ids(best)).toEqual(ids(sorted).slice(0, limit));
    }
    expect(ids(findTerminals(large, { query: 'unit 1', limit: 3 }))).toEqual(ids(findTerminals(large, { query: 'unit 1' })).slice(0, 3));
  });
});
