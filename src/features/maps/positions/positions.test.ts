import { MessageChannel } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { fromSnapshot, FleetDraft } from '../../../state/fleet.ts';
import { GpsFixColumns } from '../../../../protocol/index.ts';
import { TerminalAttributes } from '../layers/terminalAttributes.ts';
import { PositionFeed } from './positionFeed.ts';
import { PositionFold, type MovedRows } from './positionFold.ts';
import type { PositionPort } from './positionMessages.ts';
import { servePositionFold } from './positionService.ts';

const batchOf = (rows: readonly [id: number, lat: number, lng: number][]) => ({
  count: rows.length,
  id: Float64Array.from(rows.map((row) => row[0])),
  lat: Float64Array.from(rows.map((row) => row[1])),
  lng: Float64Array.from(rows.map((row) => row[2])),
});
const rowsOf = (moved: MovedRows) => Array.from({ length: moved.count }, (_, i) => [moved.slots[i], moved.lng[i], moved.lat[i], moved.steps[i]]);

describe('PositionFold', () => {
  it('gives each terminal a slot on its first fix and tells its msId once', () => {
    const fold = new PositionFold();
    const first = fold.apply(batchOf([[10000001, 39.47, -0.37], [10000002, 39.48, -0.36], [10000001, 39.4701, -0.37]]));
    expect(first.firstSeen).toEqual([{ slot: 0, msId: '10000001' }, { slot: 1, msId: '10000002' }]);
    // The same terminal twice in a batch: once, with its last fix; rows in slot order.
    expect(rowsOf(first)).toEqual([[0, -0.37, 39.4701, 1], [1, -0.36, 39.48, 1]]);
    const second = fold.apply(batchOf([[10000002, 39.481, -0.36]]));
    expect(second.firstSeen).toEqual([]);
    expect(rowsOf(second)).toEqual([[1, -0.36, 39.481, 6]]);
    expect(fold.size).toBe(2);
  });

  it('takes microdegrees, skips what is no place and what did not move, and glides by SPEC §9 value steps', () => {
    const fold = new PositionFold();
    fold.apply(batchOf([[7, 39.47, -0.37]]));
    const moved = fold.apply(batchOf([[7, 39.47, -0.37], [8, 91, 0], [8, 0, 181], [8, NaN, 0], [9, 39_470_000, -370_000], [7, 39.47 + 0.0004, -0.37]]));
    // About 44 m from where it was before the batch: drawn at once; the three impossible fixes move nothing.
    expect(rowsOf(moved)).toEqual([[0, -0.37, 39.47 + 0.0004, 1], [1, -0.37, 39.47, 1]]);
    expect(fold.apply(batchOf([[7, 39.47 + 0.0004, -0.37]])).count).toBe(0);
    expect(moved.firstSeen).toEqual([{ slot: 1, msId: '9' }]);
    // About 510 m from where it was: 30 steps (over 500 m, up to 1 km).
    expect(rowsOf(fold.apply(batchOf([[7, 39.4754, -0.37]])))[0]![3]).toBe(30);
  });

  it('dumps every slot where it is now', () => {
    const fold = new PositionFold();
    fold.apply(batchOf([[5, 1, 2], [6, 3, 4]]));
    fold.apply(batchOf([[5, 1.5, 2]]));
    const dump = fold.dump();
    expect(rowsOf(dump)).toEqual([[0, 2, 1.5, 1], [1, 4, 3, 1]]);
    expect(dump.firstSeen).toEqual([{ slot: 0, msId: '5' }, { slot: 1, msId: '6' }]);
  });
});

describe('PositionFeed over a message channel', () => {
  it('answers batches in order with transferred buffers, and a dump when asked', async () => {
    const { port1, port2 } = new MessageChannel();
    servePositionFold(port2 as unknown as PositionPort);
    const feed = new PositionFeed(port1 as unknown as PositionPort);
    const answers: [MovedRows, boolean][] = [];
    const all = new Promise<void>((resolve) =>
      feed.subscribe((moved, dump) => {
        answers.push([moved, dump]);
        if (answers.length === 3) resolve();
      }),
    );
    const columns = new GpsFixColumns();
    for (const [id, lat, lng] of [[1, 10, 20], [2, 11, 21]] as const) {
      const row = columns.stage();
      columns.id[row] = id;
      columns.lat[row] = lat;
      columns.lng[row] = lng;
      columns.commit();
    }
    feed.post(columns);
    // The socket's columns stay usable: the feed sent copies.
    expect(columns.id[0]).toBe(1);
    columns.clear();
    const row = columns.stage();
    [columns.id[row], columns.lat[row], columns.lng[row]] = [2, 12, 22];
    columns.commit();
    feed.post(columns);
    feed.requestDump();
    await all;
    feed.close();
    port2.close();
    expect(answers.map(([moved, dump]) => [rowsOf(moved), dump])).toEqual([
      [[[0, 20, 10, 1], [1, 21, 11, 1]], false],
      [[[1, 22, 12, 50]], false],
      [[[0, 20, 10, 1], [1, 22, 12, 1]], true],
    ]);
  });
});

describe('TerminalAttributes.applyMoved', () => {
  const snapshot = (ids: readonly string[]) =>
    fromSnapshot({
      seq: 1,
      groups: [],
      terminals: ids.map((msId) => ({ msId, msName: msId, cid: 'c', type: 6, online: 1 as const, grp: ['1'], currentGroup: '1', battery: 50, signal: 3, model: 'R', gps: null, lastOnline: null, lastOffline: null })),
    });

  it('draws what the fold of the same fixes draws, row for row', () => {
    const ids = ['30000000', '30000001', '30000002'];
    const fleet = snapshot(ids);
    const fixes: [number, number, number][] = [[30000001, 39.47, -0.37], [30000000, 39.46, -0.38], [30000002, 39_450_000, -390_000], [30000001, 39.471, -0.37]];
    // The console's path today: the fleet fold, then the attributes from its positions.
    const columns = new GpsFixColumns();
    for (const [id, lat, lng] of fixes) {
      const row = columns.stage();
      [columns.id[row], columns.lat[row], columns.lng[row], columns.fixTime[row]] = [id, lat, lng, 1];
      columns.commit();
    }
    const draft = new FleetDraft(fleet);
    draft.applyFixes(columns, 0, columns.length);
    const folded = new TerminalAttributes();
    folded.syncPositions(draft.result().positions, fleet.terminals);
    // The worker's path.
    const fed = new TerminalAttributes();
    expect(fed.applyMoved(new PositionFold().apply(batchOf(fixes)), fleet.terminals)).toBe(3);
    const drawn = (attributes: TerminalAttributes) => ids.map((msId) => [msId, attributes.positionAt(attributes.rowOf(msId)!)]);
    expect(drawn(fed)).toEqual(drawn(folded));
    expect(drawn(fed)).toEqual([['30000000', [-0.38, 39.46]], ['30000001', [-0.37, 39.471]], ['30000002', [-0.39, 39.45]]]);
  });

  it('skips hidden terminals, and with glide starts a glide for a long jump but places a new terminal at once', () => {
    const fleet = snapshot(['1', '2']);
    const fold = new PositionFold();
    const attributes = new TerminalAttributes({ glide: true });
    attributes.applyMoved(fold.apply(batchOf([[1, 10, 10], [2, 20, 20]])), fleet.terminals, new Set(['2']));
    expect(attributes.rowOf('2')).toBeUndefined();
    expect(attributes.gliding).toBe(false);
    attributes.applyMoved(fold.apply(batchOf([[1, 10.01, 10]])), fleet.terminals);
    expect(attributes.gliding).toBe(true);
    expect(attributes.destinationAt(attributes.rowOf('1')!)).toEqual([10, 10.01]);
    expect(attributes.positionAt(attributes.rowOf('1')!)).toEqual([10, 10]);
  });
});
