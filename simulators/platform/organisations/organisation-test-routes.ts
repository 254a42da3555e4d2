import { z } from 'zod';
import { hashForWire, newKeyMaterial, TERMINAL_TYPES, TerminalType, type Group, type Terminal } from '../../../protocol/index.ts';
import { hashPassword } from '../auth/password-hash.ts';
import type { EmulatorEvent } from '../events/emulator-event.ts';
import { ok } from '../http/envelope.ts';
import { withInput } from '../http/input.ts';
import type { RouteTable } from '../http/route.ts';
import type { Platform } from '../platform.ts';
import { GROUP_COLOURS, MODELS } from '../seed/demo-organisation.ts';
import { spread } from '../seed/demo-fleet.ts';
import { organisationIds } from './organisation-of.ts';

/**
 * Test control (docs/protocol.md "Test controls"): a new organisation beside the others, with its
 * own root group, teams, dispatchers and radios, each with the given password. A test that works
 * in its own organisation needs no convention to keep clear of another's (Issue 38): nothing of
 * one reaches another's consoles, REST answers or Janus rooms. Ids are drawn here, never reused.
 */
/** Radio types a test organisation may have: every terminal type but a dispatcher's. */
const RADIO_TYPES: readonly number[] = TERMINAL_TYPES.filter((type) => type !== TerminalType.Dispatcher);

const OrganisationBody = z.object({
  name: z.string().trim().min(1).max(40),
  password: z.string().min(6).max(64),
  teams: z.number().int().min(1).max(8).default(2),
  /** Radios per team. */
  radios: z.number().int().min(0).max(50).default(4),
  dispatchers: z.number().int().min(1).max(5).default(2),
  /** The radios' terminal types, taken in turn within each team (all PoC radios by default). */
  types: z.array(z.number().int().refine((type) => RADIO_TYPES.includes(type), 'not a radio type')).min(1).max(8).default([TerminalType.Poc6]),
  /** Teams one level further down, under a district the dispatchers are not members of. */
  district: z.boolean().default(false),
  centre: z.object({ lat: z.number().min(-85).max(85), lng: z.number().min(-180).max(180) }).default({ lat: 39.4699, lng: -0.3763 }),
});

/** Terminals of test organisations take 8-digit ids from here up (the demo's are below). */
const FIRST_TEST_MS_ID = 40_000_001;
const FIRST_TEST_CID = 2_001;

export type CreatedOrganisation = {
  readonly cid: string;
  readonly name: string;
  readonly root: Group;
  /** The group between root and teams, when asked for. */
  readonly district: Group | null;
  readonly teams: readonly Group[];
  readonly dispatchers: readonly Terminal[];
  readonly radios: readonly Terminal[];
};

export const ORGANISATION_TEST_ROUTES: RouteTable = {
  '/test/organisation': {
    method: 'POST',
    open: true,
    handle: ({ platform, body }) => withInput(OrganisationBody, body, async (input) => ok(await createOrganisation(platform, input))),
  },
};

/** What a test asks for; what it leaves out takes the body's defaults. */
type OrganisationInput = z.input<typeof OrganisationBody>;

/** Appends the organisation in one commit (groups, terminals, accounts), so it appears whole or not at all. */
export async function createOrganisation(platform: Platform, asked: OrganisationInput): Promise<CreatedOrganisation> {
  const input = OrganisationBody.parse(asked);
  const { state } = platform;
  const cid = String(Math.max(FIRST_TEST_CID - 1, ...organisationIds(state).map(Number).filter(Number.isSafeInteger)) + 1);
  let nextGid = state.lastGroupGid + 1;
  let nextMsId = Math.max(FIRST_TEST_MS_ID - 1, ...[...state.terminals.keys()].map(Number).filter((id) => id >= FIRST_TEST_MS_ID && id < 50_000_000)) + 1;
  const group = (name: string, fid: string): Group => {
    const gid = String(nextGid++);
    return { gid, fid, name, color: GROUP_COLOURS[(nextGid - 1) % GROUP_COLOURS.length]!, seqNum: nextGid };
  };
  const root = group(input.name, '0');
  const district = input.district ? group(`${input.name} District`, root.gid) : null;
  const teams = Array.from({ length: input.teams }, (_, t) => group(`${input.name} Team ${t + 1}`, (district ?? root).gid));
  const total = input.teams * input.radios + input.dispatchers;
  const terminal = (type: number, msName: string, grp: string[], index: number): Terminal => ({
    msId: String(nextMsId++),
    msName,
    cid,
    type,
    online: 0,
    grp,
    currentGroup: grp[0]!,
    battery: 80,
    signal: 4,
    model: MODELS[type] ?? 'PoC Terminal',
    gps: { ...spread(input.centre, 1_500, index, total), speed: 0, direction: 0, altitude: 15, time: platform.now() },
    lastOnline: null,
    lastOffline: null,
  });
  const radios = teams.flatMap((team, t) =>
    Array.from({ length: input.radios }, (_, r) =>
      terminal(input.types[r % input.types.length]!, `${input.name} ${t + 1}-${String(r + 1).padStart(2, '0')}`, [team.gid, root.gid], t * input.radios + r),
    ),
  );
  const dispatchers = Array.from({ length: input.dispatchers }, (_, d) =>
    terminal(TerminalType.Dispatcher, `${input.name} Dispatcher ${d + 1}`, [root.gid], radios.length + d),
  );
  // The same scrypt cost as the store's other accounts (tests run a cheap one).
  const cost = state.accounts.values().next().value?.password;
  const hash = await hashPassword(hashForWire(input.password), cost ? { N: cost.N, r: cost.r, p: cost.p } : undefined);
  const events: EmulatorEvent[] = [
    { type: 'group.created', group: root, cid },
    ...[...(district ? [district] : []), ...teams].map((child): EmulatorEvent => ({ type: 'group.created', group: child })),
    ...[...radios, ...dispatchers].flatMap((entry): EmulatorEvent[] => [
      { type: 'terminal.registered', terminal: entry },
      { type: 'account.created', msId: entry.msId, accountType: entry.type, password: hash },
    ]),
    // Its own active key, so its terminals can message each other from the start (as the demo's can).
    { type: 'key.added', key: { id: String(state.messages.lastKeyId + 1), name: `${input.name} key`, key: newKeyMaterial(), active: true, createBy: dispatchers[0]!.msId, time: platform.now() } },
  ];
  if (nextMsId > 50_000_000) throw new Error('test organisations have used up their terminal ids');
  await platform.commit(events);
  return { cid, name: input.name, root, district, teams, dispatchers, radios };
}
