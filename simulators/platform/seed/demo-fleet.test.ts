import { describe, expect, it } from 'vitest';
import { GroupSchema, TERMINAL_TYPES, TerminalSchema, TerminalType } from '../../../protocol/index.ts';
import { demoGroups, demoTerminals } from './demo-fleet.ts';
import { CONTROL_ROOM } from './demo-organisation.ts';

describe('demo organisation', () => {
  const groups = demoGroups();
  const terminals = demoTerminals(1_700_000_000_000);

  it('has groups in at least three levels, every parent known', () => {
    const byId = new Map(groups.map((group) => [group.gid, group]));
    const depth = (gid: string): number => (gid === '0' ? 0 : 1 + depth(byId.get(gid)!.fid));
    expect(Math.max(...groups.map((group) => depth(group.gid)))).toBeGreaterThanOrEqual(3);
    for (const group of groups) {
      expect(GroupSchema.parse(group)).toEqual(group);
      expect(group.fid === '0' || byId.has(group.fid)).toBe(true);
    }
    expect(new Set(groups.map((group) => group.name)).size).toBe(groups.length);
  });

  it('has at least 200 terminals covering every type, and exactly the two dispatchers', () => {
    const fleet = terminals.filter((terminal) => terminal.type !== TerminalType.Dispatcher);
    expect(fleet.length).toBeGreaterThanOrEqual(200);
    expect(new Set(terminals.map((terminal) => terminal.type))).toEqual(new Set(TERMINAL_TYPES));
    const dispatchers = terminals.filter((terminal) => terminal.type === TerminalType.Dispatcher);
    expect(dispatchers.map(({ msId, msName, password }) => ({ msId, msName, password }))).toEqual([
      { msId: '20000001', msName: 'Dispatcher One', password: 'Dispatch#2026' },
      { msId: '20000002', msName: 'Dispatcher Two', password: 'Dispatch#2026' },
    ]);
  });

  it('gives terminals unique 8-digit ids, valid shapes, groups that exist, and positions in the city', () => {
    const gids = new Set(groups.map((group) => group.gid));
    expect(new Set(terminals.map((terminal) => terminal.msId)).size).toBe(terminals.length);
    for (const { password, ...terminal } of terminals) {
      expect(terminal.msId).toMatch(/^\d{8}$/);
      expect(TerminalSchema.parse(terminal)).toEqual(terminal);
      expect(terminal.grp.every((gid) => gids.has(gid))).toBe(true);
      if (terminal.type !== TerminalType.Dispatcher) expect(password).toBe('123456');
      expect(Math.abs(terminal.gps!.lat - CONTROL_ROOM.centre.lat)).toBeLessThan(0.06);
      expect(Math.abs(terminal.gps!.lng - CONTROL_ROOM.centre.lng)).toBeLessThan(0.08);
    }
  });

  it('is the same on every seed', () => {
    expect(demoTerminals(1_700_000_000_000)).toEqual(terminals);
  });
});
