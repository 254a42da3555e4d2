import { MessageChannel } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { GpsFixColumns, type GpsFix } from '../../../../protocol/index.ts';
import { fromSnapshot } from '../../../state/fleet.ts';
import { store } from '../../../state/jotai.ts';
import { TerminalAttributes } from '../layers/terminalAttributes.ts';
import { LivePositions } from './livePositions.ts';
import { PositionFeed } from './positionFeed.ts';
import { PositionFold, type MovedRows } from './positionFold.ts';
import type { PositionPort } from './positionMessages.ts';
import { servePositionFold } from './positionService.ts';

const at = (lat: number, lng = 2): GpsFix => ({ lat, lng, speed: 0, direction: 0, altitude: 0, time: 1 });
const fleetOf = (ids: readonly string[]) =>
  fromSnapshot({
    seq: 1,
    groups: [],
    terminals: ids.map((msId) => ({ msId, msName: msId, cid: 'c', type: 6, online: 1 as const, grp: ['1'], currentGroup: '1', battery: 50, signal: 3, model: 'R', gps: null, lastOnline: null, lastOffline: null })),
  });
const batch = (rows: readonly [number, number, number][], others: readonly { msId: string; lat: number; lng: number }[] = []) => ({
  count: rows.length,
  id: Float64Array.from(rows.map((row) => row[0])),
  lat: Float64Array.from(rows.map((row) => row[1])),
  lng: Float64Array.from(rows.map((row) => row[2])),
  others,
});

describe('LivePositions', () => {
  it('posts a frame of fixes, decimal ids as numbers and any other id by name, and the worker draws both', async () => {
    const { port1, port2 } = new MessageChannel();
    servePositionFold(port2 as unknown as PositionPort);
    const live = new LivePositions(new PositionFeed(port1 as unknown as PositionPort));
    const answers: MovedRows[] = [];
    const answered = new Promise<void>((resolve) =>
      live.feed.subscribe((moved) => {
        answers.push(moved);
        if (answers.length === 2) resolve();
      }),
    );
    const columns = new GpsFixColumns();
    for (let i = 0; i < 3000; i += 1) {
      const row = columns.stage();
      [columns.id[row], columns.lat[row], columns.lng[row]] = [40_000_000 + i, 10 + i / 1e4, 20];
      columns.commit();
    }
    live.fix('0042', at(5));
    live.rows(columns, 1, 3000);
    live.fix('40000000', at(6));
    live.flush();
    // An empty frame posts nothing; the next one only what it gathered.
    live.flush();
    live.fix('0042', at(7));
    live.flush();
    await answered;
    live.close();
    port2.close();
    expect(answers[0]!.count).toBe(3001);
    expect(answers[0]!.firstSeen.slice(0, 2)).toEqual([{ slot: 0, msId: '40000001' }, { slot: 1, msId: '40000002' }]);
    expect(answers[0]!.firstSeen.at(-1)).toEqual({ slot: 3000, msId: '0042' });
    expect(answers[1]!.count).toBe(1);
    expect([answers[1]!.slots[0], answers[1]!.lat[0]]).toEqual([3000, 7]);
    // Who has a position comes from the worker's first sightings: a list follows its count.
    expect([live.has('0042'), live.has('40000000'), live.has('40000001'), live.has('9')]).toEqual([true, true, true, false]);
    expect(store.get(live.positionedCount)).toBe(3001);
  });
});

describe('PositionFold and TerminalAttributes, for the console', () => {
  it('folds fixes of non-decimal ids by name, after the columns', () => {
    const fold = new PositionFold();
    const moved = fold.apply(batch([[5, 1, 1]], [{ msId: '007', lat: 2, lng: 2 }, { msId: '007', lat: 3, lng: 3 }, { msId: 'x', lat: 91, lng: 0 }]));
    expect(moved.firstSeen).toEqual([{ slot: 0, msId: '5' }, { slot: 1, msId: '007' }]);
    expect([moved.count, moved.lat[1]]).toEqual([2, 3]);
    expect(fold.apply(batch([], [{ msId: '007', lat: 3, lng: 3 }])).count).toBe(0);
  });

  it('keeps a hidden or unknown terminal waiting, then places it where it last moved', () => {
    const fold = new PositionFold();
    const attributes = new TerminalAttributes({ glide: true });
    const known = fleetOf(['1', '2']);
    attributes.applyMoved(fold.apply(batch([[1, 10, 10], [2, 20, 20], [3, 30, 30]])), known.terminals, new Set(['2']));
    expect([attributes.rowOf('1'), attributes.rowOf('2'), attributes.rowOf('3')]).toEqual([0, undefined, undefined]);
    attributes.applyMoved(fold.apply(batch([[2, 21, 21], [3, 31, 31]])), known.terminals, new Set(['2']));
    // Shown again: placed at once where it is, no glide.
    expect(attributes.placeWaiting(known.terminals)).toBe(1);
    expect(attributes.positionAt(attributes.rowOf('2')!)).toEqual([21, 21]);
    // Registered later: placed then.
    expect(attributes.placeWaiting(fleetOf(['1', '2', '3']).terminals)).toBe(1);
    expect(attributes.positionAt(attributes.rowOf('3')!)).toEqual([31, 31]);
    expect(attributes.gliding).toBe(false);
    // A new worker: rows are found again by msId, and its dump moves none of them twice.
    attributes.resetFeed();
    const fresh = new PositionFold();
    fresh.apply(batch([[3, 31, 31], [1, 10, 10]]));
    expect(attributes.applyMoved(fresh.dump(), known.terminals)).toBe(2);
    expect([attributes.length, attributes.rowOf('3'), attributes.rowOf('1')]).toEqual([3, 2, 0]);
  });
});
