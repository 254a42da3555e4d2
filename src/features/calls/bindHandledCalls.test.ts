import { Subject } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { TerminalType, type EventFrame, type SnapshotFrame, type Terminal } from '../../../protocol/index.ts';
import { fleetAtom } from '../../state/eventLog.ts';
import { EMPTY_FLEET } from '../../state/fleet.ts';
import { store } from '../../state/jotai.ts';
import { handledCallsAtom } from './model/atoms.ts';
import { bindHandledCalls } from './bindHandledCalls.ts';

const terminal = (msId: string, msName: string, type: number): Terminal => ({
  msId,
  msName,
  cid: 'c1',
  type,
  online: 1,
  grp: ['100'],
  currentGroup: '100',
  battery: 80,
  signal: 4,
  model: 'T1',
  gps: null,
  lastOnline: null,
  lastOffline: null,
});
const snapshot: SnapshotFrame = {
  type: 'snapshot',
  seq: 7,
  groups: [],
  terminals: [terminal('20000001', 'Dispatcher One', TerminalType.Dispatcher), terminal('10000001', 'Radio 1', 1)],
  floors: [],
};
const invited = { type: 'event', seq: 8, stream: 'terminal-10000001', time: Date.now(), event: { type: 'call.invited', callId: 'call-0001', caller: '10000001', callee: '20000001', media: 'audio' } } as EventFrame;

afterEach(() => {
  store.set(fleetAtom, EMPTY_FLEET);
  store.set(handledCallsAtom, new Map());
});

describe('bindHandledCalls', () => {
  it('names a call that comes in the same frame as the snapshot, before the fleet has taken the snapshot in', () => {
    const events$ = new Subject<EventFrame>();
    const snapshots$ = new Subject<SnapshotFrame>();
    const subscription = bindHandledCalls(events$, snapshots$);
    snapshots$.next(snapshot);
    events$.next(invited);
    subscription.unsubscribe();
    expect([...store.get(handledCallsAtom).values()]).toEqual([
      { callId: 'call-0001', terminal: '10000001', terminalName: 'Radio 1', handler: '20000001', handlerName: 'Dispatcher One', state: 'ringing' },
    ]);
  });
});
