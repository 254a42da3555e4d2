import { describe, expect, it } from 'vitest';
import { TerminalType, type Terminal } from '../../protocol/index.ts';
import { parseScenario } from './load.ts';
import { planScenario } from './plan.ts';

const terminal = (msId: string, type: number): Terminal => ({ msId, type }) as Terminal;
const ROSTER = [
  ...Array.from({ length: 6 }, (_, index) => terminal(`1000000${index}`, TerminalType.Poc0)),
  terminal('10000010', TerminalType.App),
  terminal('10000011', TerminalType.Camera),
  terminal('10000012', TerminalType.Sos),
];

const SCENARIO = parseScenario(`
name: plan
seed: 4
fleet:
  - { name: patrol, count: 3, types: [radio], area: { lat: 39.47, lng: -0.37, radius: 500 } }
  - { name: staff, count: 2, types: [app, badge] }
incidents:
  - { at: 20s, jitter: 10s, do: sos, who: patrol }
  - { at: 5s, do: talk, who: "patrol#2", for: 2s }
  - { at: 5s, do: offline, who: "staff#1" }
  - { at: 8s, jitter: 30s, do: sos, who: staff }
  - { at: 1s, do: move, who: "10000005", to: { lat: 39.5, lng: -0.3 } }
`);

describe('planScenario', () => {
  it('gives the same timeline for the same seed, and another for another seed', () => {
    const once = planScenario(SCENARIO, ROSTER);
    expect(planScenario(SCENARIO, ROSTER)).toEqual(once);
    expect(planScenario(SCENARIO, ROSTER, 4)).toEqual(once);
    const other = planScenario(SCENARIO, ROSTER, 5);
    expect(other.actions.map((action) => [action.atMs, action.msId])).not.toEqual(once.actions.map((action) => [action.atMs, action.msId]));
    expect(other.terminals.map((t) => t.home)).not.toEqual(once.terminals.map((t) => t.home));
  });

  it('fills groups in account order by kind, orders incidents by time then file order', () => {
    const plan = planScenario(SCENARIO, ROSTER);
    expect(plan.terminals.map((t) => `${t.group}:${t.msId}`)).toEqual(['patrol:10000000', 'patrol:10000001', 'patrol:10000002', 'staff:10000010', 'staff:10000012']);
    expect(plan.actions.slice(0, 3).map((action) => [action.atMs, action.do, action.msId])).toEqual([
      [1_000, 'move', '10000005'],
      [5_000, 'talk', '10000001'],
      [5_000, 'offline', '10000010'],
    ]);
    const sos = plan.actions.filter((action) => action.do === 'sos');
    expect(sos.every((action) => action.atMs >= 8_000 && action.atMs <= 38_000)).toBe(true);
    expect(['10000000', '10000001', '10000002']).toContain(plan.actions.find((a) => a.do === 'sos' && a.atMs >= 20_000 && a.atMs <= 30_000)?.msId ?? '10000000');
    expect(plan.durationMs).toBe(Math.max(...plan.actions.map((action) => action.atMs)) + 10_000);
  });

  it('places area terminals inside their circle', () => {
    for (const { home } of planScenario(SCENARIO, ROSTER).terminals.slice(0, 3)) {
      const north = (home!.lat - 39.47) * 111_320;
      const east = (home!.lng + 0.37) * 111_320 * Math.cos((39.47 * Math.PI) / 180);
      expect(Math.hypot(north, east)).toBeLessThanOrEqual(501);
    }
  });

  it('takes listed accounts exactly, and says when one is missing or taken twice', () => {
    const listed = parseScenario('name: x\nfleet: [{ name: a, accounts: ["10000010", "10000003"] }, { name: b, count: 1 }]\n');
    expect(planScenario(listed, ROSTER).terminals.map((t) => t.msId)).toEqual(['10000010', '10000003', '10000000']);
    expect(() => planScenario(parseScenario('name: x\nfleet: [{ name: a, accounts: ["19999999"] }]\n'), ROSTER)).toThrow(/no terminal 19999999/);
    expect(() => planScenario(parseScenario('name: x\nfleet: [{ name: a, count: 1 }, { name: b, accounts: ["10000000"] }]\n'), ROSTER)).toThrow(/10000000 is in another group/);
  });

  it('says when the roster is too small for a group', () => {
    expect(() => planScenario(SCENARIO, ROSTER.slice(0, 2))).toThrow(/patrol: wants 3 terminals, the roster has 2/);
  });
});
