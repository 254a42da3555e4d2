import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import { openPgliteStore } from './pglite-store.ts';
import { seeded } from '../testing/pglite-template.ts';

/** Each test opens PGlite up to three times (4-6 s each, more on a busy machine). */
const PGLITE_TEST_MS = 120_000;
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const gps = (msId: string, time: number, lat = 39.47) => ({
  stream: `terminal-${msId}`,
  type: 'terminal.gps',
  payload: { msId, fix: { lat, lng: -0.37, speed: 4, direction: 90, altitude: 12, time } },
});

describe('the GPS track store', () => {
  it('is written with its events: a fix is readable as soon as its append resolves, other events are not fixes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'poc-track-'));
    dirs.push(dir);
    const store = await openPgliteStore(await seeded(dir));
    try {
      await store.append([gps('1', 2_000), { stream: 'x', type: 'terminal.online', payload: { msId: '1' } }, gps('1', 1_000), gps('2', 1_500)]);
      const rows = await store.readTrack({ msId: '1', start: 0, end: 10_000, after: null, limit: 10 });
      expect(rows.map((row) => row.time)).toEqual([1_000, 2_000]);
      expect(rows[0]).toMatchObject({ lat: 39.47, lng: -0.37, speed: 4, direction: 90, altitude: 12 });
    } finally {
      await store.close();
    }
  }, PGLITE_TEST_MS);

  it('back-fills a log written before the track store existed, once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'poc-track-'));
    dirs.push(dir);
    const first = await openPgliteStore(await seeded(dir));
    await first.append([gps('7', 1_000), gps('7', 2_000, 39.5)]);
    await first.close();
    // What an older emulator left: the events, no track tables.
    const db = await PGlite.create(join(dir, 'pgdata'));
    await db.exec('drop table gps_fixes; drop table side_tables;');
    await db.close();

    const reopened = await openPgliteStore(dir);
    try {
      const rows = await reopened.readTrack({ msId: '7', start: 0, end: 10_000, after: null, limit: 10 });
      expect(rows.map((row) => [row.time, row.lat])).toEqual([[1_000, 39.47], [2_000, 39.5]]);
      await reopened.append([gps('7', 3_000)]);
      const page = await reopened.readTrack({ msId: '7', start: 0, end: 10_000, after: { time: 1_000, seq: rows[0]!.seq }, limit: 10 });
      expect(page.map((row) => row.time)).toEqual([2_000, 3_000]);
    } finally {
      await reopened.close();
    }
  }, PGLITE_TEST_MS);
});
