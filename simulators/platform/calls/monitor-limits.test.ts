import { describe, expect, it } from 'vitest';
import { MonitorLimits, TerminalType, type Terminal } from '../../../protocol/index.ts';
import { emptyState } from '../projection/state.ts';
import { decideSignal } from './decide.ts';

const terminal = (msId: string, type: number, currentGroup: string): Terminal => ({
  msId,
  msName: msId,
  cid: 'c1',
  type,
  online: 1,
  grp: [currentGroup],
  currentGroup,
  battery: 90,
  signal: 4,
  model: 'test',
  gps: null,
  lastOnline: null,
  lastOffline: null,
});

/** Dispatchers 2000000x and radios 1000000x in group 'g' (1 and 2) or 'h' (9); the first `monitored` radios are listened to. */
function stateWith(monitored: number) {
  const state = emptyState();
  for (let i = 1; i <= 5; i += 1) state.terminals.set(`2000000${i}`, terminal(`2000000${i}`, TerminalType.Dispatcher, 'd'));
  for (const [msId, gid] of [['10000001', 'g'], ['10000002', 'g'], ['10000003', 'g'], ['10000009', 'h']] as const) state.terminals.set(msId, terminal(msId, 6, gid));
  for (let i = 1; i <= monitored; i += 1) {
    state.calls.set(`call-${i}`, { callId: `call-${i}`, caller: `2000000${i}`, callee: `1000000${i}`, media: 'ambient', state: 'connected', since: 0 });
  }
  return state;
}

const listen = (state: ReturnType<typeof emptyState>, from: string, to: string) => decideSignal(state, from, { callId: `new-${from}-${to}`, signal: 'invite', to, media: 'ambient' }, 0);

describe('SPEC §5 monitor limits', () => {
  it('lets one dispatcher at a time listen to a terminal: 403, "already monitoring"', () => {
    expect(MonitorLimits.perTerminal).toBe(1);
    const state = stateWith(1);
    expect(listen(state, '20000005', '10000001')).toMatchObject({ code: '403', events: [] });
    expect(listen(state, '20000005', '10000002').code).toBe('0');
  });

  it('listens to at most perGroup terminals of one group at once: 406, "maximum monitored entries reached"', () => {
    const state = stateWith(MonitorLimits.perGroup);
    expect(listen(state, '20000005', '10000003')).toMatchObject({ code: '406', events: [] });
    // Another group still has room, and an ordinary call is no monitoring.
    expect(listen(state, '20000005', '10000009').code).toBe('0');
    expect(decideSignal(state, '20000005', { callId: 'voice', signal: 'invite', to: '10000003', media: 'audio' }, 0).code).toBe('0');
  });
});
