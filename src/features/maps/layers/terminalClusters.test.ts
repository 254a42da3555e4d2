import { describe, expect, it } from 'vitest';
import { fixAt, terminalRecord } from '../model/fixtures.ts';
import { TerminalAttributes } from './terminalAttributes.ts';
import { CLUSTER_MAX_ZOOM, TerminalClusters } from './terminalClusters.ts';

/** Three radios a few metres apart in one street and one 5 km east, as rows 0-3. */
function fleet(patch: Record<string, { online?: 0 | 1; talk?: 'talking' | 'emergency' }> = {}) {
  const ids = ['10000001', '10000002', '10000003', '10000004'];
  const terminals = new Map(ids.map((msId) => [msId, terminalRecord(msId, { online: patch[msId]?.online ?? 1 })]));
  const positions = new Map([
    ['10000001', fixAt(39.47, -0.376)],
    ['10000002', fixAt(39.4701, -0.376)],
    ['10000003', fixAt(39.47, -0.3759)],
    ['10000004', fixAt(39.47, -0.316)],
  ]);
  const attributes = new TerminalAttributes();
  attributes.syncPositions(positions, terminals);
  const talkers = new Map(Object.entries(patch).flatMap(([msId, { talk }]) => (talk ? [[msId, talk] as const] : [])));
  attributes.syncStates(terminals, talkers);
  return attributes;
}

const rowsShown = (shown: Float32Array) => [...shown].flatMap((value, row) => (value === 1 ? [row] : []));

describe('terminal clusters', () => {
  it('folds terminals that would overlap into one count and leaves a lone one drawn', () => {
    const clusters = new TerminalClusters();
    clusters.load(fleet(), () => false);
    const view = clusters.view(12.4, 4);
    expect(view.clusters).toHaveLength(1);
    expect(view.clusters[0]).toMatchObject({ count: 3, online: 3 });
    expect(view.clusters[0]!.position[1]).toBeCloseTo(39.47003, 4);
    expect(rowsShown(view.shown)).toEqual([3]);
  });

  it('folds only up to CLUSTER_MAX_ZOOM: at street level every terminal is drawn', () => {
    expect(TerminalClusters.folds(CLUSTER_MAX_ZOOM + 0.99)).toBe(true);
    expect(TerminalClusters.folds(CLUSTER_MAX_ZOOM + 1)).toBe(false);
    const clusters = new TerminalClusters();
    clusters.load(fleet(), () => false);
    const cluster = clusters.view(12, 4).clusters[0]!;
    // A click on the cluster goes no further in than the first zoom that draws them all.
    expect(clusters.expansionZoom(cluster.id)).toBeLessThanOrEqual(CLUSTER_MAX_ZOOM + 1);
    expect(clusters.expansionZoom(cluster.id)).toBeGreaterThan(12);
  });

  it('never folds a terminal in SOS, one talking or the one whose card is open', () => {
    const clusters = new TerminalClusters();
    clusters.load(fleet({ '10000001': { talk: 'emergency' } }), () => false);
    expect(rowsShown(clusters.view(12, 4).shown)).toEqual([0, 3]);
    expect(clusters.view(12, 4).clusters[0]!.count).toBe(2);

    clusters.load(fleet({ '10000002': { talk: 'talking' } }), (row) => row === 2);
    const view = clusters.view(12, 4);
    // Only one terminal is left to fold, and one alone is no cluster.
    expect(view.clusters).toEqual([]);
    expect(rowsShown(view.shown)).toEqual([0, 1, 2, 3]);
  });

  it('counts the online terminals of a cluster, so one of offline terminals is drawn dimmed', () => {
    const clusters = new TerminalClusters();
    clusters.load(fleet({ '10000001': { online: 0 }, '10000002': { online: 0 } }), () => false);
    expect(clusters.view(12, 4).clusters[0]).toMatchObject({ count: 3, online: 1 });
  });

  it('draws rows newer than the index on their own until it is rebuilt', () => {
    const clusters = new TerminalClusters();
    clusters.load(fleet(), () => false);
    expect(rowsShown(clusters.view(12, 6).shown)).toEqual([3, 4, 5]);
    // Fewer rows than indexed (a new positions worker renumbers): no row past the end is written.
    expect(clusters.view(12, 2).shown).toHaveLength(2);
  });

  it('draws every row before anything was indexed', () => {
    expect(rowsShown(new TerminalClusters().view(10, 3).shown)).toEqual([0, 1, 2]);
  });
});
