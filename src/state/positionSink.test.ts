import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { GpsFixColumns, type EventFrame, type GpsFix, type SnapshotFrame, type Terminal } from '../../protocol/index.ts';
import { EMPTY_PROJECTION, projectEventLog, type FleetProjection } from './eventLog.ts';
import type { FrameScheduler } from './frameBuffer.ts';
import type { PositionSink } from './positionSink.ts';
import { watchedPositions, watchPosition } from './watchedPositions.ts';

const at = (lat: number): GpsFix => ({ lat, lng: -0.4, speed: 2, direction: 90, altitude: 10, time: lat });
const radio = (msId: string, gps: GpsFix | null): Terminal => ({
  msId, msName: msId, cid: 'c1', type: 6, online: 1, grp: ['1'], currentGroup: '1', battery: 50, signal: 3, model: 'R1', gps, lastOnline: null, lastOffline: null,
});
const snapshot = (seq: number, terminals: Terminal[]): SnapshotFrame => ({ type: 'snapshot', seq, floors: [], groups: [], terminals });
const event = (seq: number, body: EventFrame['event']): EventFrame => ({ type: 'event', seq, stream: 's', time: seq, event: body });

/** A sink that writes down what it is handed, frame by frame. */
function recordingSink(watched: ReadonlySet<string>) {
  const frames: string[][] = [];
  let open: string[] = [];
  const sink: PositionSink = {
    watched,
    fix: (msId, fix) => open.push(`${msId}@${fix.lat}`),
    rows: (columns, from, to) => {
      for (let row = from; row < to; row += 1) open.push(`${columns.id[row]}@${columns.lat[row]}`);
    },
    flush: () => {
      frames.push(open);
      open = [];
    },
  };
  return { sink, frames };
}

function logWithSink(sink: PositionSink) {
  const events$ = new Subject<EventFrame>();
  const snapshots$ = new Subject<SnapshotFrame>();
  const gpsFixes$ = new Subject<GpsFixColumns>();
  const queued: (() => void)[] = [];
  const schedule: FrameScheduler = (flush) => {
    queued.push(flush);
    return () => queued.splice(queued.indexOf(flush), 1);
  };
  const seen: FleetProjection[] = [];
  const subscription = projectEventLog({ events$, snapshots$, gpsFixes$ }, EMPTY_PROJECTION, schedule, undefined, sink).subscribe((p) => seen.push(p));
  const scratch = new GpsFixColumns();
  const sendFix = (seq: number, msId: string, fix: GpsFix) => {
    const row = scratch.stage();
    [scratch.seq[row], scratch.prev[row], scratch.time[row], scratch.id[row]] = [seq, -1, seq, Number(msId)];
    [scratch.lat[row], scratch.lng[row], scratch.speed[row], scratch.direction[row], scratch.altitude[row], scratch.fixTime[row]] = [fix.lat, fix.lng, fix.speed, fix.direction, fix.altitude, fix.time];
    scratch.commit();
    gpsFixes$.next(scratch);
    scratch.clear();
  };
  return { events$, snapshots$, sendFix, seen, flush: () => queued.splice(0).forEach((run) => run()), close: () => subscription.unsubscribe() };
}

describe('the event log with a position sink', () => {
  it('hands the sink every fix in log order, once per frame, and folds GPS fixes of watched terminals only', () => {
    const { sink, frames } = recordingSink(new Set(['30000002']));
    const log = logWithSink(sink);
    log.snapshots$.next(snapshot(10, [radio('30000001', at(1)), radio('30000002', at(2)), radio('30000003', null)]));
    log.sendFix(11, '30000001', at(3)); // positioned, not watched: drawn only
    log.sendFix(12, '30000002', at(4)); // watched: folded too
    log.sendFix(13, '30000003', at(5)); // its first fix: drawn only (the sink knows who has a position)
    log.events$.next(event(14, { type: 'terminal.registered', terminal: radio('30000004', at(6)) }));
    log.events$.next(event(15, { type: 'terminal.gps', msId: '30000001', fix: at(7) })); // as an event: drawn only
    log.sendFix(16, '30000002', at(8)); // watched: the later fix kept
    log.flush();
    expect(frames).toEqual([['30000001@1', '30000002@2', '30000001@3', '30000002@4', '30000003@5', '30000004@6', '30000001@7', '30000002@8']]);
    const { fleet, integrity } = log.seen[0]!;
    expect([...fleet.positions].map(([msId, fix]) => [msId, fix.lat])).toEqual([['30000001', 1], ['30000002', 8], ['30000004', 6]]);
    // Every fix is counted, folded or not.
    expect(integrity.appliedCount).toBe(6);
    // A frame without fixes hands on nothing.
    log.events$.next(event(17, { type: 'terminal.online', msId: '30000001' }));
    log.flush();
    expect(frames).toHaveLength(2);
    expect(frames[1]).toEqual([]);
    // The next frame: fixes of terminals nobody watches keep the fleet's positions as they were.
    log.sendFix(18, '30000003', at(9));
    log.sendFix(19, '30000001', at(10));
    log.flush();
    expect(frames[2]).toEqual(['30000003@9', '30000001@10']);
    expect(log.seen[2]!.fleet.positions).toBe(log.seen[1]!.fleet.positions);
    log.close();
  });

  it('counts watches of a terminal', () => {
    const first = watchPosition('7');
    const second = watchPosition('7');
    first();
    first();
    expect(watchedPositions.has('7')).toBe(true);
    second();
    expect(watchedPositions.has('7')).toBe(false);
  });
});
