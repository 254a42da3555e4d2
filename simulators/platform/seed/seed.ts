import { hashForWire, newKeyMaterial, TerminalType } from '../../../protocol/index.ts';
import { DEFAULT_SCRYPT_COST, hashPassword, type ScryptCost } from '../auth/password-hash.ts';
import type { EmulatorEvent } from '../events/emulator-event.ts';
import type { Platform } from '../platform.ts';
import { demoFenceEvents } from './demo-fences.ts';
import { demoGroups, demoTerminals } from './demo-fleet.ts';
import { ORGANISATION_ID } from './demo-organisation.ts';
import { demoPatrolEvents } from './demo-patrol.ts';
import { demoTrackEvents } from './demo-track.ts';

/** Events per append while seeding: each batch is one transaction. */
const SEED_BATCH = 250;

/** What the seed adds beyond the organisation: the patrol demo only for `npm start` (tests count patrol data). */
export type SeedExtras = { readonly patrol?: boolean };

/**
 * Seeds an empty log with the demo organisation, through events like any other change: groups, then
 * terminals, then their accounts. Returns how many events it appended (0 when the log was not empty).
 */
export async function seedDemoOrganisation(platform: Platform, cost: ScryptCost = DEFAULT_SCRYPT_COST, extras: SeedExtras = {}): Promise<number> {
  if (platform.state.head > 0) return 0;
  const terminals = demoTerminals(platform.now());
  // The hashes run on libuv's thread pool in parallel; the demo's ~200 accounts take a few seconds.
  const passwords = await Promise.all(terminals.map((terminal) => hashPassword(hashForWire(terminal.password), cost)));
  const events: EmulatorEvent[] = [
    ...demoGroups().map((group): EmulatorEvent => ({ type: 'group.created', group, ...(group.fid === '0' ? { cid: ORGANISATION_ID } : {}) })),
    ...terminals.map(({ password: _password, ...terminal }): EmulatorEvent => ({ type: 'terminal.registered', terminal })),
    ...terminals.map((terminal, index): EmulatorEvent => ({
      type: 'account.created',
      msId: terminal.msId,
      accountType: terminal.type,
      password: passwords[index]!,
    })),
  ];
  // Messages are sealed with the active secret key: the demo starts with one (random per data folder).
  const dispatcher = terminals.find((terminal) => terminal.type === TerminalType.Dispatcher);
  if (dispatcher) {
    events.push({ type: 'key.added', key: { id: '1', name: 'Demo key', key: newKeyMaterial(), active: true, createBy: dispatcher.msId, time: platform.now() } });
  }
  // Track playback's demo: the first radio's recorded drive (the fleet may move it on from there).
  const patrol = terminals.find((terminal) => terminal.type === TerminalType.Poc6 || terminal.type === TerminalType.Poc0);
  if (patrol) events.push(...demoTrackEvents(patrol, platform.now()));
  // Geo-fencing's demo: two fences around the South District and the port.
  events.push(...demoFenceEvents(terminals, platform.now()));
  // Patrol's demo: checkpoints, a round, two patrol users and a plan the fleet's --patrol-every walks.
  if (extras.patrol) events.push(...demoPatrolEvents(terminals, platform.now()));
  for (let start = 0; start < events.length; start += SEED_BATCH) {
    await platform.commit(events.slice(start, start + SEED_BATCH));
  }
  return events.length;
}
