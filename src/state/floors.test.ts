import { describe, expect, it } from 'vitest';
import type { FloorQueueEntry, FloorTalker, PlatformEvent } from '../../protocol/index.ts';
import { EMPTY_PROJECTION, reduceLog } from './eventLog.ts';
import { applyFloorEvents, EMPTY_FLOORS, floorsFromSnapshot, queuePosition, talkTimeLeft, type FloorsState } from './floors.ts';

const radio: FloorTalker = { msId: '10000003', name: 'NPA-03 Lopez', type: 6, priority: 1 };
const dispatcher: FloorTalker = { msId: '20000001', name: 'Dispatcher One', type: 20, priority: 2 };
const waiting = (talker: FloorTalker): FloorQueueEntry => talker;

const fold = (state: FloorsState, ...events: PlatformEvent[]) => applyFloorEvents(state, events.map((event, i) => ({ event, time: 1_000 + i })));

describe('floor projection', () => {
  it('shows the talker with grant time and limit, then idles', () => {
    let floors = fold(EMPTY_FLOORS, { type: 'floor.taken', gid: '150', talker: dispatcher, grantedAt: 5_000, maxMs: 60_000 });
    expect(floors.get('150')).toMatchObject({ talker: dispatcher, grantedAt: 5_000, maxMs: 60_000, queue: [] });
    expect(talkTimeLeft(floors.get('150'), 20_000)).toBe(45_000);
    expect(talkTimeLeft(floors.get('150'), 99_000)).toBe(0);

    floors = fold(floors, { type: 'floor.released', gid: '150', msId: dispatcher.msId, reason: 'release', talkMs: 900 }, { type: 'floor.idle', gid: '150' });
    expect(floors.get('150')).toMatchObject({ talker: null, queue: [], lastRelease: { msId: dispatcher.msId, reason: 'release', at: 1_000 } });
    expect(talkTimeLeft(floors.get('150'), 20_000)).toBeNull();
  });

  it('keeps the queue in order and takes the next talker out of it', () => {
    let floors = fold(
      EMPTY_FLOORS,
      { type: 'floor.taken', gid: '100', talker: radio, grantedAt: 1, maxMs: 60_000 },
      { type: 'floor.queue', gid: '100', queue: [waiting(dispatcher), waiting({ ...radio, msId: '10000004' })] },
    );
    expect(queuePosition(floors.get('100'), dispatcher.msId)).toBe(1);
    expect(queuePosition(floors.get('100'), '10000004')).toBe(2);
    expect(queuePosition(floors.get('100'), 'nobody')).toBeNull();

    floors = fold(
      floors,
      { type: 'floor.released', gid: '100', msId: radio.msId, reason: 'release', talkMs: 3_000 },
      { type: 'floor.taken', gid: '100', talker: dispatcher, grantedAt: 9, maxMs: 60_000 },
    );
    expect(floors.get('100')?.talker).toEqual(dispatcher);
    expect(queuePosition(floors.get('100'), '10000004')).toBe(1);
  });

  it('records a pre-emption as the loser\'s release and the winner as talker', () => {
    const emergency: FloorTalker = { ...radio, priority: 3 };
    const floors = fold(
      EMPTY_FLOORS,
      { type: 'floor.taken', gid: '100', talker: dispatcher, grantedAt: 1, maxMs: 60_000 },
      { type: 'floor.released', gid: '100', msId: dispatcher.msId, reason: 'preempted', talkMs: 10 },
      { type: 'floor.taken', gid: '100', talker: emergency, grantedAt: 2, maxMs: 60_000 },
    );
    expect(floors.get('100')).toMatchObject({ talker: emergency, lastRelease: { msId: dispatcher.msId, reason: 'preempted' } });
  });

  it('ignores a release of someone who does not talk, except to remember it', () => {
    const before = fold(EMPTY_FLOORS, { type: 'floor.taken', gid: '1', talker: radio, grantedAt: 1, maxMs: 60_000 });
    const after = fold(before, { type: 'floor.released', gid: '1', msId: 'other', reason: 'offline', talkMs: 0 });
    expect(after.get('1')?.talker).toEqual(radio);
  });

  it('returns the same state for batches without floor events', () => {
    const floors = fold(EMPTY_FLOORS, { type: 'floor.idle', gid: '1' });
    expect(fold(floors, { type: 'terminal.online', msId: '1' })).toBe(floors);
  });

  it("takes each group's last end of talk from the snapshot, so recent talk survives a reload", () => {
    const floors = floorsFromSnapshot([{ gid: '100', talker: radio, grantedAt: 7, maxMs: 60_000, queue: [] }], [
      { gid: '100', msId: dispatcher.msId, reason: 'release', at: 5 },
      { gid: '120', msId: radio.msId, reason: 'time-limit', at: 6 },
    ]);
    expect(floors.get('100')).toMatchObject({ talker: radio, lastRelease: { msId: dispatcher.msId, reason: 'release', at: 5 } });
    expect(floors.get('120')).toMatchObject({ talker: null, queue: [], lastRelease: { msId: radio.msId, reason: 'time-limit', at: 6 } });
  });

  it('starts from the snapshot floors and replaces them on the next snapshot', () => {
    const fromSnap = floorsFromSnapshot([{ gid: '100', talker: radio, grantedAt: 7, maxMs: 60_000, queue: [waiting(dispatcher)] }]);
    expect(queuePosition(fromSnap.get('100'), dispatcher.msId)).toBe(1);

    const groups = [{ gid: '100', fid: '0', name: 'Root', color: '#000000', seqNum: 1 }];
    const projected = reduceLog(EMPTY_PROJECTION, [
      { kind: 'snapshot', frame: { type: 'snapshot', seq: 1, groups, terminals: [], floors: [{ gid: '100', talker: radio, grantedAt: 7, maxMs: 60_000, queue: [] }] } },
      { kind: 'event', frame: { type: 'event', seq: 2, stream: 'floor-100', time: 8, event: { type: 'floor.queue', gid: '100', queue: [waiting(dispatcher)] } } },
    ]);
    expect(projected.floors.get('100')).toMatchObject({ talker: radio, queue: [dispatcher] });

    const resynced = reduceLog(projected, [{ kind: 'snapshot', frame: { type: 'snapshot', seq: 9, groups, terminals: [], floors: [] } }]);
    expect(resynced.floors.size).toBe(0);
  });
});
