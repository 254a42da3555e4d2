import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { CallSetStatus, EventFrame, SnapshotFrame, Terminal } from '../../protocol/index.ts';
import { CallSetState } from './call-set-state.ts';

const radio = (msId: string, callSet?: CallSetStatus): Terminal => ({
  msId, msName: msId, cid: '1', type: 6, online: 1, grp: ['111'], currentGroup: '111', battery: 90, signal: 4, model: 'x', gps: null, lastOnline: null, lastOffline: null,
  ...(callSet === undefined ? {} : { callSet }),
});
const snapshot = (terminals: Terminal[]): SnapshotFrame => ({ type: 'snapshot', seq: 1, groups: [], terminals, floors: [] });
const callSet = (msId: string, status: CallSetStatus, seq: number): EventFrame => ({ type: 'event', seq, stream: 'x', time: seq, event: { type: 'terminal.callSet', msId, status, by: '20000001' } });

describe('a radio following its remote control status', () => {
  it('takes it from its own record in a snapshot and from its own events only, and reports each change once', () => {
    const events$ = new Subject<EventFrame>();
    const snapshots$ = new Subject<SnapshotFrame>();
    const seen: CallSetStatus[] = [];
    const state = new CallSetState('10000001', (status) => seen.push(status));
    state.follow({ events$, snapshots$ });
    expect(state.disabled).toBe(false);
    snapshots$.next(snapshot([radio('10000002', 0), radio('10000001', 1)]));
    expect(state.status).toBe(1);
    events$.next(callSet('10000002', 8, 2));
    events$.next(callSet('10000001', 1, 3));
    expect(state.disabled).toBe(true);
    events$.next(callSet('10000001', 8, 4));
    expect(seen).toEqual([1, 8]);
  });
});
