import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { GpsFixColumns, type EventFrame, type GpsFix, type PlatformEvent, type SnapshotFrame } from '../../protocol/index.ts';
import { EMPTY_PROJECTION, projectEventLog, reduceLog, type FleetProjection, type LogEntry } from './eventLog.ts';
import { FoldCost } from './foldCost.ts';
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

  it('folds GPS rows from gpsFixes$ in arrival order with events and snapshots, as the same events would fold', () => {
    const events$ = new Subject<EventFrame>();
    const snapshots$ = new Subject<SnapshotFrame>();
    const gpsFixes$ = new Subject<GpsFixColumns>();
    const frames = manualFrames();
    const seen: FleetProjection[] = [];
    const subscription = projectEventLog({ events$, snapshots$, gpsFixes$ }, EMPTY_PROJECTION, frames.schedule).subscribe((p) => seen.push(p));
    const scratch = new GpsFixColumns();
    const sendFix = (seq: number, msId: string, fix: GpsFix) => {
      const row = scratch.stage();
      scratch.seq[row] = seq;
      scratch.prev[row] = -1;
      scratch.time[row] = seq;
      scratch.id[row] = Number(msId);
      scratch.lat[row] = fix.lat;
      scratch.lng[row] = fix.lng;
      scratch.speed[row] = fix.speed;
      scratch.direction[row] = fix.direction;
      scratch.altitude[row] = fix.altitude;
      scratch.fixTime[row] = fix.time;
      scratch.commit();
      gpsFixes$.next(scratch);
      scratch.clear();
    };
    const at = (lat: number): GpsFix => ({ lat, lng: -0.4, speed: 2, direction: 90, altitude: 10, time: lat });
    const registered = (seq: number, msId: string): EventFrame => ({ type: 'event', seq, stream: `terminal-${msId}`, time: seq, event: { type: 'terminal.registered', terminal: { ...snapshot(0).terminals[0]!, msId, gps: null } } });

    // Before the snapshot: dropped with everything else before it.
    sendFix(9, '30000001', at(1));
    snapshots$.next(snapshot(10));
    sendFix(11, '30000001', at(2));
    sendFix(12, '30000001', at(3)); // the later fix of a terminal wins
    sendFix(13, '30000002', at(4)); // not registered yet: ignored, as its event would be
    events$.next(registered(14, '30000002'));
    sendFix(15, '30000002', at(5)); // its first fix, after its registration
    events$.next(online(16));
    frames.flush();
    expect(seen).toHaveLength(1);
    const { fleet, integrity } = seen[0]!;
    expect(fleet.positions.get('30000001')).toEqual(at(3));
    expect(fleet.positions.get('30000002')).toEqual(at(5));
    expect(fleet.terminals.get('30000001')?.online).toBe(1);
    expect(integrity).toEqual({ snapshotSeq: 10, appliedCount: 6, seqSum: 11 + 12 + 13 + 14 + 15 + 16, firstSeq: 11, lastSeq: 16 });

    // The same arrivals as event objects fold to the same fleet.
    const gpsEvent = (seq: number, msId: string, fix: GpsFix): LogEntry => ({ kind: 'event', frame: { type: 'event', seq, stream: 's', time: seq, event: { type: 'terminal.gps', msId, fix } } });
    const asEvents = reduceLog(EMPTY_PROJECTION, [
      { kind: 'snapshot', frame: snapshot(10) },
      gpsEvent(11, '30000001', at(2)),
      gpsEvent(12, '30000001', at(3)),
      gpsEvent(13, '30000002', at(4)),
      { kind: 'event', frame: registered(14, '30000002') },
      gpsEvent(15, '30000002', at(5)),
      { kind: 'event', frame: online(16) },
    ]);
    expect(new Map(asEvents.fleet.positions)).toEqual(new Map(fleet.positions));
    expect(asEvents.integrity).toEqual(integrity);

    // The next frame moves a known terminal by numbers only, and the version before still reads as it did.
    sendFix(17, '30000001', at(6));
    frames.flush();
    expect(seen[1]!.fleet.positions.get('30000001')).toEqual(at(6));
    expect(seen[1]!.fleet.terminals).toBe(fleet.terminals);
    expect(fleet.positions.get('30000001')).toEqual(at(3));
    subscription.unsubscribe();
  });

  it('completes with what is left once every source has completed', () => {
    const events$ = new Subject<EventFrame>();
    const snapshots$ = new Subject<SnapshotFrame>();
    const gpsFixes$ = new Subject<GpsFixColumns>();
    const frames = manualFrames();
    const seen: FleetProjection[] = [];
    let completed = false;
    projectEventLog({ events$, snapshots$, gpsFixes$ }, EMPTY_PROJECTION, frames.schedule).subscribe({ next: (p) => seen.push(p), complete: () => (completed = true) });
    snapshots$.next(snapshot(1));
    events$.complete();
    snapshots$.complete();
    expect(completed).toBe(false);
    gpsFixes$.complete();
    expect(completed).toBe(true);
    expect(seen).toHaveLength(1);
    expect(frames.pending()).toBe(0);
  });

  it('times the fold of each frame when given a FoldCost', () => {
    const events$ = new Subject<EventFrame>();
    const snapshots$ = new Subject<SnapshotFrame>();
    const frames = manualFrames();
    const clock = { now: 0 };
    // Each read of the clock moves it by 2 ms: a fold is timed by two reads.
    const foldCost = new FoldCost(1_000, () => (clock.now += 2));
    projectEventLog({ events$, snapshots$ }, EMPTY_PROJECTION, frames.schedule, foldCost).subscribe();
    snapshots$.next(snapshot(1));
    events$.next(online(2));
    expect(foldCost.msInFrame(0)).toBe(0);
    frames.flush();
    expect(foldCost.msInFrame(0)).toBe(2);
  });
});
