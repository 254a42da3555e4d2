import { describe, expect, it } from 'vitest';
import type { EmulatorEvent } from '../events/emulator-event.ts';
import { demoGroups, demoTerminals } from '../seed/demo-fleet.ts';
import { applyEntry } from './apply.ts';
import { toSnapshotJson } from './snapshot-state.ts';
import { captureSnapshot, snapshotText } from './snapshot-text.ts';
import { emptyState, type PlatformState } from './state.ts';

const password = { salt: '0'.repeat(32), hash: '1'.repeat(64), N: 1024, r: 8, p: 1 };
const terminals = demoTerminals(0).slice(0, 3);

/** A fleet of `count` terminals (copies of the demo's first, renumbered), each with an account and a session. */
function fleetEvents(count: number): EmulatorEvent[] {
  const { password: _password, ...template } = terminals[0]!;
  const events: EmulatorEvent[] = demoGroups().map((group) => ({ type: 'group.created', group }));
  for (let i = 0; i < count; i += 1) {
    const msId = String(30_000_001 + i);
    events.push({ type: 'terminal.registered', terminal: { ...template, msId } });
    events.push({ type: 'account.created', msId, accountType: template.type, password });
    events.push({ type: 'session.opened', msId, tokenHash: i.toString(16).padStart(64, '0'), expiresAt: 1e13 });
  }
  return events;
}

/** Every kind of event that changes a terminal, an account or a session, for each of `msIds`. */
function changes(msIds: readonly string[], gid: string): EmulatorEvent[] {
  return msIds.flatMap((msId, i): EmulatorEvent[] => [
    { type: 'terminal.online', msId },
    { type: 'terminal.gps', msId, fix: { lat: 1 + i, lng: 2, speed: 3, direction: 4, altitude: 5, time: 6 } },
    { type: 'terminal.status', msId, battery: 10, signal: 1 },
    { type: 'terminal.groupSwitched', msId, gid },
    { type: 'terminal.renamed', msId, msName: `renamed ${i}` },
    { type: 'terminal.callSet', msId, status: 1, by: '20000001' },
    { type: 'group.membersRemoved', gid, msIds: [msId], by: '20000001' },
    { type: 'group.membersAdded', gid, msIds: [msId], by: '20000001' },
    { type: 'account.loginFailed', msId },
    { type: 'account.unlocked', msId },
    { type: 'account.passwordChanged', msId, password: { ...password, hash: '2'.repeat(64) } },
    { type: 'session.opened', msId, tokenHash: `f${i}`.padStart(64, 'e'), expiresAt: 1e13 },
    { type: 'session.closed', msId, tokenHash: i.toString(16).padStart(64, '0') },
    { type: 'terminal.offline', msId },
  ]);
}

let seq = 0;
const apply = (state: PlatformState, events: readonly EmulatorEvent[]) => {
  for (const event of events) applyEntry(state, { seq: ++seq, time: seq * 1_000, stream: 'test', event });
};
const freeze = (state: PlatformState) => {
  for (const map of [state.terminals, state.accounts, state.sessions]) for (const record of map.values()) Object.freeze(record);
};

describe('snapshot text', () => {
  it('is the state at its capture, though the state moves on while it is written', async () => {
    const state = emptyState();
    apply(state, fleetEvents(4_500));
    const expected = JSON.parse(JSON.stringify(toSnapshotJson(state))) as unknown;
    const capture = captureSnapshot(state);
    // The last records change, so each is changed before its chunk is written.
    const msIds = [...state.terminals.keys()].reverse();
    const gid = demoGroups()[1]!.gid;
    let turns = 0;
    const parts = await snapshotText(capture, async () => {
      turns += 1;
      apply(state, changes(msIds.slice(turns * 100, turns * 100 + 100), gid));
      apply(state, [{ type: 'loginLog.added', msId: msIds[0]!, account: msIds[0]!, language: 'en-US' }]);
    });
    // 4,500 terminals, accounts and sessions in chunks of 1,000: four turns between each list's five.
    expect(turns).toBe(12);
    expect(JSON.parse(parts.join(''))).toEqual(expected);
    expect(JSON.parse(JSON.stringify(toSnapshotJson(state)))).not.toEqual(expected);
  });

  it('relies on records the reducers replace and never change in place', () => {
    const state = emptyState();
    apply(state, fleetEvents(3));
    // Frozen records throw on any write in strict mode: each change must make a new record.
    for (const event of changes([...state.terminals.keys()], demoGroups()[1]!.gid)) {
      freeze(state);
      expect(() => apply(state, [event]), event.type).not.toThrow();
    }
    expect(state.terminals.get('30000001')).toMatchObject({ msName: 'renamed 0', online: 0 });
  });
});
