import { randomInt } from 'node:crypto';
import { hashForWire, meetsPasswordPolicy, newKeyMaterial, TerminalType, type Group, type Terminal } from '../../../protocol/index.ts';
import { DEFAULT_SCRYPT_COST, hashPassword, type ScryptCost } from '../auth/password-hash.ts';
import type { EmulatorEvent } from '../events/emulator-event.ts';
import type { Platform } from '../platform.ts';
import { GROUP_COLOURS, MODELS, ORGANISATION_ID, ROOT_GID } from './demo-organisation.ts';

/**
 * A real deployment's empty store: the organisation's root group and one dispatcher account, the
 * administrator, whose first password must be changed at the first log-in (http/first-password.ts).
 * No demo accounts, no fixed passwords.
 */
export const ADMIN_MS_ID = '20000000';
export const ORGANISATION_NAME = 'Organisation';

export type FirstAdministrator = { readonly msId: string; readonly password: string; readonly generated: boolean };

/** No look-alikes (0/O, 1/l/I), so a password read off a log is typed right. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

/** Four groups of five joined by '-' (a special of the policy): about 114 bits, always within the console's rules. */
export function generatedPassword(pick: (below: number) => number = randomInt): string {
  for (;;) {
    const groups = Array.from({ length: 4 }, () => Array.from({ length: 5 }, () => ALPHABET[pick(ALPHABET.length)]).join(''));
    const password = groups.join('-');
    if (meetsPasswordPolicy(password)) return password;
  }
}

/**
 * Seeds an empty log with the first administrator; `password` null draws one. Returns it for the
 * console log (once: the log keeps only its scrypt), or null when the log was not empty.
 */
export async function seedFirstAdministrator(platform: Platform, password: string | null, cost: ScryptCost = DEFAULT_SCRYPT_COST): Promise<FirstAdministrator | null> {
  if (platform.state.head > 0) return null;
  const chosen = password ?? generatedPassword();
  const now = platform.now();
  const root: Group = { gid: ROOT_GID, fid: '0', name: ORGANISATION_NAME, color: GROUP_COLOURS[0]!, seqNum: 1 };
  const administrator: Terminal = {
    msId: ADMIN_MS_ID,
    msName: 'Administrator',
    cid: ORGANISATION_ID,
    type: TerminalType.Dispatcher,
    online: 0,
    grp: [ROOT_GID],
    currentGroup: ROOT_GID,
    battery: 100,
    signal: 5,
    model: MODELS[TerminalType.Dispatcher] ?? 'Web Dispatcher',
    gps: null,
    lastOnline: null,
    lastOffline: null,
  };
  const events: EmulatorEvent[] = [
    { type: 'group.created', group: root, cid: ORGANISATION_ID },
    { type: 'terminal.registered', terminal: administrator },
    { type: 'account.created', msId: ADMIN_MS_ID, accountType: TerminalType.Dispatcher, password: await hashPassword(hashForWire(chosen), cost), mustChangePassword: true },
    // Messages are sealed with the active secret key: one of its own per store, as the demo's.
    { type: 'key.added', key: { id: '1', name: 'First key', key: newKeyMaterial(), active: true, createBy: ADMIN_MS_ID, time: now } },
  ];
  await platform.commit(events);
  return { msId: ADMIN_MS_ID, password: chosen, generated: password === null };
}
