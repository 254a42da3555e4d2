import { TerminalType, type Terminal } from '../../protocol/index.ts';
import { between, seededRandom, seedOf, type Random } from '../world/random.ts';
import type { FleetGroup, Incident, Scenario, TerminalKind } from './format.ts';

/** One terminal of the run: its group, account and starting point. */
export type PlannedTerminal = { readonly group: string; readonly msId: string; readonly home: { readonly lat: number; readonly lng: number } | null };

/** One incident, resolved: when (ms after the fleet is online) and which terminal. */
export type PlannedAction = Incident & { readonly atMs: number; readonly msId: string };

export type ScenarioPlan = {
  readonly seed: number;
  readonly terminals: readonly PlannedTerminal[];
  /** In the order they happen (stable for equal times: the file's order). */
  readonly actions: readonly PlannedAction[];
  /** Run time after the fleet is online. */
  readonly durationMs: number;
};

const KIND_OF: Readonly<Record<number, TerminalKind>> = {
  [TerminalType.Poc0]: 'radio',
  [TerminalType.Poc6]: 'radio',
  [TerminalType.Pmr]: 'radio',
  [TerminalType.Dmr]: 'radio',
  [TerminalType.App]: 'app',
  [TerminalType.Sos]: 'badge',
  [TerminalType.Gateway]: 'gateway',
  [TerminalType.Camera]: 'camera',
};

/** A run after the last incident lasts this long by default, so its effects can land. */
const SETTLE_MS = 10_000;

/**
 * The whole timeline of a scenario, decided before anything runs: the same scenario, roster and
 * seed give the same plan, action for action. Groups take the roster's terminals in account order.
 */
export function planScenario(scenario: Scenario, roster: readonly Terminal[], seed = scenario.seed): ScenarioPlan {
  const random = seededRandom(seedOf(`scenario:${seed}`));
  const taken = new Set<string>();
  const members = new Map<string, string[]>();
  const terminals: PlannedTerminal[] = [];
  for (const group of scenario.fleet) {
    const chosen = group.accounts ? listed(group.name, group.accounts, roster) : roster.filter((terminal) => !taken.has(terminal.msId) && fits(group, terminal)).slice(0, group.count);
    if (!group.accounts && chosen.length < (group.count ?? 0)) throw new Error(`fleet group ${group.name}: wants ${group.count} terminals, the roster has ${chosen.length} more that fit`);
    for (const terminal of chosen) if (taken.has(terminal.msId)) throw new Error(`fleet group ${group.name}: ${terminal.msId} is in another group too`);
    members.set(group.name, chosen.map((terminal) => terminal.msId));
    for (const terminal of chosen) {
      taken.add(terminal.msId);
      terminals.push({ group: group.name, msId: terminal.msId, home: group.area ? pointIn(group.area, random) : null });
    }
  }
  const actions = scenario.incidents
    .map((incident, index) => ({ index, action: { ...incident, atMs: incident.at + Math.round(incident.jitter * random()), msId: whoOf(incident.who, members, random) } }))
    .sort((a, b) => a.action.atMs - b.action.atMs || a.index - b.index)
    .map(({ action }): PlannedAction => action);
  const last = actions.reduce((latest, action) => Math.max(latest, action.atMs), 0);
  return { seed, terminals, actions, durationMs: scenario.duration ?? last + SETTLE_MS };
}

/** The msIds of the named groups, in plan order. */
export function membersOf(plan: ScenarioPlan, groups: readonly string[]): string[] {
  return plan.terminals.filter((terminal) => groups.includes(terminal.group)).map((terminal) => terminal.msId);
}

function listed(group: string, accounts: readonly string[], roster: readonly Terminal[]): Terminal[] {
  return accounts.map((msId) => {
    const terminal = roster.find((candidate) => candidate.msId === msId);
    if (!terminal) throw new Error(`fleet group ${group}: no terminal ${msId} on the platform`);
    return terminal;
  });
}

function fits(group: FleetGroup, terminal: Terminal): boolean {
  const kind = KIND_OF[terminal.type];
  return kind !== undefined && (group.types ? group.types.includes(kind) : kind !== 'camera' && kind !== 'gateway');
}

function whoOf(who: string, members: ReadonlyMap<string, readonly string[]>, random: Random): string {
  if (/^\d{8}$/.test(who)) return who;
  const [name, nth] = who.split('#') as [string, string | undefined];
  const group = members.get(name) ?? [];
  const index = nth === undefined ? Math.floor(random() * group.length) : Number(nth) - 1;
  const msId = group[index];
  if (msId === undefined) throw new Error(`incident for ${who}: no such terminal`);
  return msId;
}

/** A uniformly random point of a circle (metres on a local flat approximation). */
export function pointIn(circle: { lat: number; lng: number; radius: number }, random: Random): { lat: number; lng: number } {
  const distance = circle.radius * Math.sqrt(random());
  const bearing = between(random, 0, 2 * Math.PI);
  return offset(circle, distance * Math.cos(bearing), distance * Math.sin(bearing));
}

/** The point `north` and `east` metres from `from`. */
export function offset(from: { lat: number; lng: number }, north: number, east: number): { lat: number; lng: number } {
  const lat = from.lat + north / 111_320;
  const lng = from.lng + east / (111_320 * Math.cos((from.lat * Math.PI) / 180));
  return { lat: round6(lat), lng: round6(lng) };
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;
