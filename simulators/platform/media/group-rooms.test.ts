import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { EmulatorEvent } from '../events/emulator-event.ts';
import { dispatcher, group, openMemoryPlatform, terminal, type MemoryPlatform } from '../testing/memory-platform.ts';
import { keepGroupRooms } from './group-rooms.ts';
import { NO_MEDIA_ROOMS, type MediaRooms } from './media-rooms.ts';

/**
 * Which group rooms exist when (group-rooms.ts): an organisation's rooms follow its presence, with
 * a grace after the last one goes. A stand-in media server records the rooms; the grace timer is
 * stepped by hand, so nothing here waits for time.
 */
const IDLE_MS = 60_000;

function fakeRooms() {
  const rooms = new Set<string>();
  /** Rooms someone is in: retiring them keeps them. */
  const occupied = new Set<string>();
  const media: MediaRooms = {
    ...NO_MEDIA_ROOMS,
    ensureRoom: (gid) => {
      rooms.add(gid);
      return Promise.resolve();
    },
    removeRoom: (gid) => {
      rooms.delete(gid);
      return Promise.resolve();
    },
    retireRoom: (gid) => {
      if (occupied.has(gid)) return Promise.resolve(false);
      rooms.delete(gid);
      return Promise.resolve(true);
    },
  };
  return { media, rooms, occupied };
}

function manualTimers() {
  const pending: { ms: number; fn: () => void; cancelled: boolean }[] = [];
  return {
    after: (ms: number, fn: () => void) => {
      const timer = { ms, fn, cancelled: false };
      pending.push(timer);
      return () => void (timer.cancelled = true);
    },
    /** Runs the timers due, as if their time had come. */
    fire: async () => {
      for (const timer of pending.splice(0)) if (!timer.cancelled) timer.fn();
      await new Promise((resolve) => setImmediate(resolve));
    },
    get live() {
      return pending.filter((timer) => !timer.cancelled).map((timer) => timer.ms);
    },
  };
}

describe('group rooms follow their organisation online', () => {
  let memory: MemoryPlatform;
  let rooms: ReturnType<typeof keepGroupRooms>;
  const media = fakeRooms();
  const timers = manualTimers();
  const commit = (...events: EmulatorEvent[]) => memory.platform.commit(events);

  beforeEach(async () => {
    memory = await openMemoryPlatform(Date.UTC(2026, 11, 7, 9));
    media.rooms.clear();
    media.occupied.clear();
    // Organisation 1: root 100 with teams 101 and 102; organisation 2: root 200.
    await commit(
      { type: 'group.created', group: group('100'), cid: '1' },
      { type: 'group.created', group: group('101', { fid: '100' }) },
      { type: 'group.created', group: group('102', { fid: '100' }) },
      { type: 'group.created', group: group('200'), cid: '2' },
      { type: 'terminal.registered', terminal: terminal('10000001', { cid: '1', grp: ['101', '100'] }) },
      { type: 'terminal.registered', terminal: dispatcher('20000001', { cid: '1', grp: ['100'] }) },
      { type: 'terminal.registered', terminal: terminal('10000002', { cid: '2', grp: ['200'] }) },
    );
    rooms = keepGroupRooms(memory.platform, media.media, { idleMs: IDLE_MS, after: timers.after });
  });

  afterEach(async () => {
    rooms.stop();
    await memory.close();
  });

  it('makes no room while nobody of an organisation is online', () => {
    expect([...media.rooms]).toEqual([]);
  });

  it('makes every room of the organisation when its first member comes online, and none of another', async () => {
    await commit({ type: 'terminal.online', msId: '20000001' });
    expect([...media.rooms].sort()).toEqual(['100', '101', '102']);
    await commit({ type: 'group.created', group: group('103', { fid: '100' }) });
    expect(media.rooms.has('103')).toBe(true);
  });

  it('removes them once the last member has been offline for the grace, not before', async () => {
    await commit({ type: 'terminal.online', msId: '20000001' }, { type: 'terminal.online', msId: '10000001' });
    await commit({ type: 'terminal.offline', msId: '20000001' });
    expect(timers.live).toEqual([]);
    await commit({ type: 'terminal.offline', msId: '10000001' });
    expect(timers.live).toEqual([IDLE_MS]);
    expect(media.rooms.size).toBe(3);
    await timers.fire();
    expect([...media.rooms]).toEqual([]);
  });

  it('keeps the rooms when someone comes back within the grace', async () => {
    await commit({ type: 'terminal.online', msId: '10000001' });
    await commit({ type: 'terminal.offline', msId: '10000001' });
    await commit({ type: 'terminal.online', msId: '10000001' });
    expect(timers.live).toEqual([]);
    await timers.fire();
    expect(media.rooms.size).toBe(3);
  });

  it('keeps a room someone is still in, and looks again after another grace', async () => {
    await commit({ type: 'terminal.online', msId: '10000001' });
    await commit({ type: 'terminal.offline', msId: '10000001' });
    media.occupied.add('101');
    await timers.fire();
    expect([...media.rooms]).toEqual(['101']);
    expect(timers.live).toEqual([IDLE_MS]);
    media.occupied.clear();
    await timers.fire();
    expect([...media.rooms]).toEqual([]);
  });

  it('makes a room asked for while nobody is online, and removes it after the grace', async () => {
    await rooms.use('101');
    expect([...media.rooms]).toEqual(['101']);
    expect(timers.live).toEqual([IDLE_MS]);
    await timers.fire();
    expect([...media.rooms]).toEqual([]);
  });

  it('removes the room of a deleted group at once; a temporary group has one while it exists', async () => {
    await commit({ type: 'terminal.online', msId: '10000001' });
    await commit({ type: 'group.deleted', gid: '102', by: '20000001' });
    expect(media.rooms.has('102')).toBe(false);
    await commit({ type: 'tempGroup.created', tempGroup: { gid: '900001', name: 'Incident', creator: '20000001', members: ['20000001'], createdAt: memory.now() } });
    expect(media.rooms.has('900001')).toBe(true);
    await commit({ type: 'tempGroup.removed', gid: '900001', reason: 'cancelled' });
    expect(media.rooms.has('900001')).toBe(false);
  });
});
