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
const ids = (found: readonly TerminalRecord[]) => found.map((entry) => entry.msId);

describe('findTerminals', () => {
  it('finds by part of the ID or of the name, in any case', () => {
    expect(ids(findTerminals(fleet, 'PATROL'))).toEqual(['10000002', '10000001', '10000012']);
    expect(ids(findTerminals(fleet, '0001'))).toEqual(['20000001', '10000100', '10000001', '10000012']);
  });

  it('puts the exact ID first, then what begins with the text, then the rest, each by name (numbers in names by value)', () => {
    expect(ids(findTerminals(fleet, '10000001'))).toEqual(['10000001']);
    expect(ids(findTerminals(fleet, '1000000'))).toEqual(['10000002', '10000001']);
    expect(ids(findTerminals(fleet, 'north'))).toEqual(['10000002', '10000001']);
    expect(ids(findTerminals(fleet, 'p'))).toEqual(['10000012', '20000001', '10000002', '10000001']);
  });

  it('finds nothing for blank text, and only terminals the caller accepts', () => {
    expect(findTerminals(fleet, '  ')).toEqual([]);
    expect(ids(findTerminals(fleet, '1', (entry) => entry.type !== 8))).not.toContain('20000001');
  });
});
