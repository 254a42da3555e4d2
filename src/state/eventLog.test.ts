import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { EventFrame, PlatformEvent, SnapshotFrame } from '../../protocol/index.ts';
import { EMPTY_PROJECTION, projectEventLog, reduceLog, type FleetProjection, type LogEntry } from './eventLog.ts';
import type { FrameScheduler } from './frameBuffer.ts';

const snapshot = (seq: number): SnapshotFrame => ({
  type: 'snapshot',
  seq,
  floors: [],
  groups: [{ gid: '1', fid: '0', name: 'Ops', color: '#123456', seqNum: 1 }],
  terminals: [
    {
      msId: '30000001',
      msName: 'Radio',
      cid: 'c1',
      type: 6,
      online: 0,
      grp: ['1'],
      currentGroup: '1',
      battery: 50,
      signal: 3,
      model: 'R1',
      gps: null,
      lastOnline: null,
      lastOffline: null,
    },
  ],
});

const online = (seq: number, msId = '30000001'): EventFrame => {
  const event: PlatformEvent = { type: 'terminal.online', msId };
  return { type: 'event', seq, stream: `terminal-${msId}`, time: seq * 1000, event };
};

/** Frames flush only when the test says so. */
function manualFrames() {
  const queued: (() => void)[] = [];
  const schedule: FrameScheduler = (flush) => {
    queued.push(flush);
    return () => queued.splice(queued.indexOf(flush), 1);
  };
  return { schedule, flush: () => queued.splice(0).forEach((flush) => flush()), pending: () => queued.length };
}

describe('reduceLog', () => {
  it('counts each applied event once, with its sequence sum, first and last', () => {
    const entries: LogEntry[] = [{ kind: 'snapshot', frame: snapshot(100) }, ...[101, 102, 105].map((seq) => ({ kind: 'event' as const, frame: online(seq) }))];
    const { integrity, fleet } = reduceLog(EMPTY_PROJECTION, entries);
    expect(integrity).toEqual({ snapshotSeq: 100, appliedCount: 3, seqSum: 308, firstSeq: 101, lastSeq: 105 });
    expect(fleet.terminals.get('30000001')?.online).toBe(1);
  });

  it('starts counting again at a snapshot', () => {
    const before = reduceLog(EMPTY_PROJECTION, [{ kind: 'snapshot', frame: snapshot(1) }, { kind: 'event', frame: online(2) }]);
    const after = reduceLog(before, [{ kind: 'event', frame: online(3) }, { kind: 'snapshot', frame: snapshot(3) }, { kind: 'event', frame: online(4) }]);
    expect(after.integrity).toEqual({ snapshotSeq: 3, appliedCount: 1, seqSum: 4, firstSeq: 4, lastSeq: 4 });
  });
});

describe('projectEventLog', () => {
  it('emits once per frame, in arrival order across snapshots and events', () => {
    const events$ = new Subject<EventFrame>();
    const snapshots$ = new Subject<SnapshotFrame>();
    const frames = manualFrames();
    const seen: FleetProjection[] = [];
    const subscription = projectEventLog({ events$, snapshots$ }, EMPTY_PROJECTION, frames.schedule).subscribe((p) => seen.push(p));

    snapshots$.next(snapshot(10));
    for (let seq = 11; seq <= 510; seq += 1) events$.next(online(seq));
    expect(seen).toHaveLength(0);
    expect(frames.pending()).toBe(1);
    frames.flush();
    expect(seen).toHaveLength(1);
    expect(seen[0]?.integrity).toMatchObject({ snapshotSeq: 10, appliedCount: 500, firstSeq: 11, lastSeq: 510 });

    events$.next(online(511));
    frames.flush();
    expect(seen[1]?.integrity).toMatchObject({ appliedCount: 501, seqSum: (11 + 511) * 501 / 2, lastSeq: 511 });
    subscription.unsubscribe();
    expect(frames.pending()).toBe(0);
  });

  it('does not schedule a frame while nothing arrives', () => {
    const frames = manualFrames();
    const subscription = projectEventLog({ events$: new Subject(), snapshots$: new Subject() }, EMPTY_PROJECTION, frames.schedule).subscribe();
    expect(frames.pending()).toBe(0);
    subscription.unsubscribe();
  });
});
