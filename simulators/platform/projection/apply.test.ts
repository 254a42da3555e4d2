import { describe, expect, it } from 'vitest';
import type { EmulatorEvent, LogEntry } from '../events/emulator-event.ts';
import { demoGroups, demoTerminals } from '../seed/demo-fleet.ts';
import { applyEntry } from './apply.ts';
import { fromSnapshotJson, toSnapshotJson } from './snapshot-state.ts';
import { emptyState, type PlatformState } from './state.ts';

const password = { salt: '0'.repeat(32), hash: '1'.repeat(64), N: 1024, r: 8, p: 1 };
const DAY = 86_400_000;

function fold(events: EmulatorEvent[], times: (index: number) => number = (index) => index * 1_000): PlatformState {
  const state = emptyState();
  events.forEach((event, index) => applyEntry(state, { seq: index + 1, time: times(index), stream: 'test', event } satisfies LogEntry));
  return state;
}

const terminal = demoTerminals(0)[0]!;
const { password: _password, ...registered } = terminal;
const base: EmulatorEvent[] = [
  ...demoGroups().map((group): EmulatorEvent => ({ type: 'group.created', group })),
  { type: 'terminal.registered', terminal: registered },
  { type: 'account.created', msId: terminal.msId, accountType: terminal.type, password },
];

describe('projection', () => {
  it('folds groups, terminals and accounts, and tracks the head', () => {
    const state = fold([...base, { type: 'terminal.online', msId: terminal.msId }]);
    expect(state.head).toBe(base.length + 1);
    expect(state.groups.size).toBe(demoGroups().length);
    expect(state.terminals.get(terminal.msId)?.online).toBe(1);
    expect(state.accounts.get(terminal.msId)).toMatchObject({ failures: 0, lockedUntil: null });
  });

  it("keeps each group's last end of talk (the holder's release only) through a store snapshot", () => {
    const talker = { msId: terminal.msId, name: terminal.msName, type: terminal.type, priority: 1 as const };
    const state = fold([
      ...base,
      { type: 'floor.taken', gid: '111', talker, grantedAt: 1_000, maxMs: 60_000 },
      // A queued requester giving up is no end of talk.
      { type: 'floor.released', gid: '111', msId: '10000099', reason: 'release', talkMs: 0 },
      { type: 'floor.released', gid: '111', msId: terminal.msId, reason: 'time-limit', talkMs: 60_000 },
      { type: 'floor.idle', gid: '111' },
    ]);
    const expected = { gid: '111', msId: terminal.msId, reason: 'time-limit', at: (base.length + 2) * 1_000 };
    expect([...state.lastTalk.values()]).toEqual([expected]);
    expect(state.floors.has('111')).toBe(false);
    expect([...fromSnapshotJson(toSnapshotJson(state))!.lastTalk.values()]).toEqual([expected]);
  });

  it('ignores events about terminals it does not know', () => {
    const state = fold([{ type: 'terminal.online', msId: '99999999' }]);
    expect(state.terminals.size).toBe(0);
    expect(state.head).toBe(1);
  });

  it('opens and closes sessions, dropping expired ones as new ones open', () => {
    const open = (tokenHash: string, at: number): EmulatorEvent => ({ type: 'session.opened', msId: terminal.msId, tokenHash, expiresAt: at + DAY });
    const times = [0, 0, 0, 1_000, 2 * DAY];
    const state = fold([...base.slice(-2), open('a'.repeat(64), 0), open('b'.repeat(64), 1_000), open('c'.repeat(64), 2 * DAY)], (i) => times[i]!);
    expect([...state.sessions.keys()]).toEqual(['c'.repeat(64)]);
    const closed = fold([...base.slice(-2), open('a'.repeat(64), 0), { type: 'session.closed', msId: terminal.msId, tokenHash: 'a'.repeat(64) }]);
    expect(closed.sessions.size).toBe(0);
  });

  it('keeps login log entries with the seq as id, and test overrides until cleared', () => {
    const state = fold([
      { type: 'loginLog.added', msId: terminal.msId, account: terminal.msId, language: 'en-US' },
      { type: 'test.loginAnswerSet', account: '20000002', code: '4', desc: null },
      { type: 'test.loginAnswerSet', account: '20000001', code: '5', desc: 'full' },
      { type: 'test.loginAnswerSet', account: '20000002', code: null, desc: null },
      { type: 'test.hostConfigSet', hostSwitches: { logger: false } },
    ]);
    expect(state.loginLog).toEqual([{ id: 1, msId: terminal.msId, account: terminal.msId, language: 'en-US', time: 0 }]);
    expect([...state.loginAnswers]).toEqual([['20000001', { code: '5', desc: 'full' }]]);
    expect(state.hostSwitches).toEqual({ logger: false });
  });

  it('round-trips through a snapshot', () => {
    const state = fold([
      ...base,
      { type: 'terminal.online', msId: terminal.msId },
      { type: 'account.loginFailed', msId: terminal.msId },
      { type: 'session.opened', msId: terminal.msId, tokenHash: 'a'.repeat(64), expiresAt: DAY },
      { type: 'test.loginAnswerSet', account: '20000002', code: '4', desc: null },
    ]);
    const restored = fromSnapshotJson(JSON.parse(JSON.stringify(toSnapshotJson(state))));
    expect(restored).toEqual(state);
  });

  it('refuses a snapshot of another version or shape', () => {
    expect(fromSnapshotJson({ version: 999 })).toBeNull();
    expect(fromSnapshotJson(null)).toBeNull();
  });
});
