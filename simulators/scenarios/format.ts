import { z } from 'zod';

/**
 * The QA scenario file format (docs/scenarios.md): a fleet in named groups, the geo-fences and the
 * lone worker plan it needs, and timed incidents. Times are "300ms", "5s", "1.5m", "1h" or seconds
 * as a number; distances are metres.
 */

const DURATION = /^(\d+(?:\.\d+)?)(ms|s|m|h)$/;
const UNIT_MS: Readonly<Record<string, number>> = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000 };

/** "1.5s" → 1500; a bare number is seconds. */
export function durationMs(value: string | number): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? Math.round(value * 1_000) : null;
  const match = DURATION.exec(value.trim());
  return match ? Math.round(Number(match[1]) * UNIT_MS[match[2]!]!) : null;
}

const Duration = z.union([z.string(), z.number()]).transform((value, context) => {
  const ms = durationMs(value);
  if (ms === null) {
    context.addIssue({ code: 'custom', message: 'must be a duration such as 500ms, 5s, 2m, 1h or a number of seconds' });
    return z.NEVER;
  }
  return ms;
});

const Name = z.string().regex(/^[A-Za-z][A-Za-z0-9_-]{0,31}$/, 'must be a name of letters, digits, - and _ starting with a letter');
const Lat = z.number().min(-90).max(90);
const Lng = z.number().min(-180).max(180);
const Circle = z.strictObject({ lat: Lat, lng: Lng, radius: z.number().positive().max(100_000) });

/** Terminal kinds a group may take from the roster (protocol TerminalType). */
export const TERMINAL_KINDS = ['radio', 'app', 'badge', 'gateway', 'camera'] as const;
export type TerminalKind = (typeof TERMINAL_KINDS)[number];

const Behaviour = z.strictObject({
  /** Walks (or drives) the demo streets; false: stands where it starts (its area's point). */
  walk: z.boolean().default(true),
  /** Starting battery (percent) and signal (bars); absent: as the platform last heard. */
  battery: z.number().int().min(0).max(100).optional(),
  signal: z.number().int().min(0).max(5).optional(),
  /** Chance per terminal and tick of dropping off the network for a while. */
  churn: z.number().min(0).max(1).default(0),
  /** Each terminal presses SOS about this often on its own; absent never. */
  sosEvery: Duration.optional(),
  /** Chance of missing each lone worker check-in. */
  loneWorkerMiss: z.number().min(0).max(1).default(0),
  replyMessages: z.enum(['off', 'text', 'photo']).default('off'),
  answerJobs: z.enum(['off', 'accept', 'reject', 'complete']).default('off'),
});
export type Behaviour = z.infer<typeof Behaviour>;

const Group = z.strictObject({
  name: Name,
  /** How many terminals it takes from the roster (in account order); with `accounts`, at most that many. */
  count: z.number().int().min(1).max(2_000).optional(),
  /** These accounts exactly, instead of the next ones of the roster. */
  accounts: z.array(z.string().regex(/^\d{8}$/, 'must be an 8-digit account')).min(1).max(2_000).optional(),
  types: z.array(z.enum(TERMINAL_KINDS)).min(1).optional(),
  /** Where its terminals start: a random point of this circle each (by seed); absent: where the platform has them. */
  area: Circle.optional(),
  behaviour: Behaviour.prefault({}),
});
export type FleetGroup = z.infer<typeof Group>;

/** "patrol" (one of the group, by seed), "patrol#2" (its second terminal) or an 8-digit account. */
const Who = z.string().regex(/^([A-Za-z][A-Za-z0-9_-]{0,31}(#\d{1,4})?|\d{8})$/, 'must be GROUP, GROUP#N or an 8-digit account');

const Timing = { at: Duration, jitter: Duration.default(0), who: Who };
const Incident = z.discriminatedUnion('do', [
  z.strictObject({ do: z.literal('sos'), ...Timing }),
  z.strictObject({ do: z.literal('talk'), ...Timing, for: Duration.default(3_000) }),
  z.strictObject({ do: z.literal('offline'), ...Timing, for: Duration.default(60_000) }),
  z.strictObject({ do: z.literal('enter-fence'), ...Timing, fence: z.string().min(1).max(64) }),
  z.strictObject({ do: z.literal('leave-fence'), ...Timing, fence: z.string().min(1).max(64) }),
  z.strictObject({ do: z.literal('miss-lone-worker'), ...Timing }),
  z.strictObject({ do: z.literal('move'), ...Timing, to: z.strictObject({ lat: Lat, lng: Lng }) }),
]);
export type Incident = z.infer<typeof Incident>;

const Fence = z.strictObject({
  name: z.string().min(1).max(64),
  /** out: entering raises the alarm; in: leaving does. */
  type: z.enum(['in', 'out']).default('out'),
  circle: Circle,
  /** Groups whose terminals it watches. */
  watch: z.array(Name).min(1),
});

/** A lone worker plan the scenario starts at once, in the platform's minutes (an emulator's --lone-worker-minute-ms shortens them). */
const LoneWorker = z.strictObject({
  watch: z.array(Name).min(1),
  checkInMinutes: z.number().int().min(1).max(1_440).default(1),
  durationMinutes: z.number().int().min(1).max(1_440).default(60),
});

export const ScenarioSchema = z
  .strictObject({
    name: z.string().min(1).max(100),
    description: z.string().max(2_000).optional(),
    seed: z.number().int().default(1),
    /** How long it runs once the fleet is online; absent: 10 s after the last incident. */
    duration: Duration.optional(),
    tick: Duration.default(1_000),
    operator: z.strictObject({ account: z.string().regex(/^\d{8}$/), password: z.string().min(1) }).default({ account: '20000002', password: 'Dispatch#2026' }),
    password: z.string().min(1).default('123456'),
    fleet: z.array(Group).min(1).max(50),
    fences: z.array(Fence).max(50).default([]),
    loneWorker: LoneWorker.optional(),
    incidents: z.array(Incident).max(10_000).default([]),
  })
  .superRefine((scenario, context) => {
    const groups = new Set<string>();
    scenario.fleet.forEach((group, index) => {
      if (group.count === undefined && group.accounts === undefined) context.addIssue({ code: 'custom', path: ['fleet', index], message: 'needs count or accounts' });
      if (group.count !== undefined && group.accounts !== undefined && group.count !== group.accounts.length) {
        context.addIssue({ code: 'custom', path: ['fleet', index, 'count'], message: `is ${group.count} but ${group.accounts.length} accounts are listed` });
      }
      if (groups.has(group.name)) context.addIssue({ code: 'custom', path: ['fleet', index, 'name'], message: `group ${group.name} is named twice` });
      groups.add(group.name);
    });
    const known = (name: string) => groups.has(name);
    scenario.fences.forEach((fence, index) =>
      fence.watch.forEach((name, at) => known(name) || context.addIssue({ code: 'custom', path: ['fences', index, 'watch', at], message: `no fleet group ${name}` })),
    );
    scenario.loneWorker?.watch.forEach((name, at) => known(name) || context.addIssue({ code: 'custom', path: ['loneWorker', 'watch', at], message: `no fleet group ${name}` }));
    const fences = new Set(scenario.fences.map((fence) => fence.name));
    scenario.incidents.forEach((incident, index) => {
      const [group, nth] = incident.who.split('#');
      const named = scenario.fleet.find((candidate) => candidate.name === group);
      const size = named && (named.count ?? named.accounts?.length);
      if (!/^\d{8}$/.test(incident.who) && size === undefined) context.addIssue({ code: 'custom', path: ['incidents', index, 'who'], message: `no fleet group ${group}` });
      if (nth !== undefined && size !== undefined && (Number(nth) < 1 || Number(nth) > size)) {
        context.addIssue({ code: 'custom', path: ['incidents', index, 'who'], message: `group ${group} has ${size} terminals` });
      }
      if ((incident.do === 'enter-fence' || incident.do === 'leave-fence') && !fences.has(incident.fence)) {
        context.addIssue({ code: 'custom', path: ['incidents', index, 'fence'], message: `no fence ${incident.fence} in fences` });
      }
    });
  });

export type Scenario = z.output<typeof ScenarioSchema>;
