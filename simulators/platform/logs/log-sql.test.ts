import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterEach, describe, expect, it } from 'vitest';
import type { Json, NewEvent } from '../store/event-store.ts';
import { openPgliteStore } from '../store/pglite-store.ts';
import { seeded } from '../testing/pglite-template.ts';

/** Each test opens PGlite up to twice (4-6 s each, more on a busy machine). */
const PGLITE_TEST_MS = 120_000;
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const event = (type: string, payload: Json): NewEvent => ({ stream: 'x', type, payload });
const EVENTS = [
  event('terminal.online', { msId: '10000001', logType: 5 }),
  event('terminal.gps', { msId: '10000001', fix: { lat: 1, lng: 2, speed: 0, direction: 0, altitude: 0, time: 1 } }),
  // Written before events carried their code: logged by its type.
  event('terminal.offline', { msId: '10000001' }),
  event('tone.sent', { toneId: 't', name: 'Evacuate', msId: '20000001', target: { msId: '10000001' }, delivered: ['10000001'] }),
  // Another organisation's record: none of the first's.
  { ...event('terminal.online', { msId: '40000001', logType: 5 }), organisation: '2001' },
];
const FIRST = { cid: '1001', first: '1001' };

describe('the log table', () => {
  it('holds a row per logged event from its commit on, read by range and category, newest first', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'poc-log-'));
    dirs.push(dir);
    const store = await openPgliteStore(await seeded(dir));
    try {
      const [stored] = await store.append(EVENTS);
      const range = { start: stored!.time - 1, end: stored!.time + 1, offset: 0, limit: 10, organisation: FIRST };
      const all = await store.readLog({ ...range, category: null });
      expect(all.total).toBe(3);
      expect(all.rows.map((row) => row.operation)).toEqual(['toneSent', 'offline', 'online']);
      expect(all.rows[0]).toMatchObject({ category: 'alarmTone', logType: null, account: '20000001', msId: '10000001', subject: 'Evacuate' });
      const login = await store.readLog({ ...range, category: 'login', limit: 1 });
      expect(login).toMatchObject({ total: 2, rows: [{ operation: 'offline', logType: 6 }] });
      const page2 = await store.readLog({ ...range, category: 'login', offset: 1, limit: 1 });
      expect(page2.rows.map((row) => row.operation)).toEqual(['online']);
      expect((await store.readLog({ ...range, start: stored!.time + 1, end: stored!.time + 10, category: null })).total).toBe(0);
      // The other organisation reads its own record only, and the first's are none of its.
      const theirs = await store.readLog({ ...range, category: null, organisation: { cid: '2001', first: '1001' } });
      expect(theirs.rows.map((row) => [row.seq, row.msId])).toEqual([[stored!.seq + 4, '40000001']]);
    } finally {
      await store.close();
    }
  }, PGLITE_TEST_MS);

  it('fills itself once from a log written before it existed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'poc-log-'));
    dirs.push(dir);
    const first = await openPgliteStore(await seeded(dir));
    const [stored] = await first.append(EVENTS);
    await first.close();
    const db = await PGlite.create(join(dir, 'pgdata'));
    await db.exec(`drop table log_records; delete from side_tables where name = 'log_records';`);
    await db.close();

    const reopened = await openPgliteStore(dir);
    try {
      // Filled from the log alone, records name no organisation: they are the first's.
      const all = await reopened.readLog({ start: stored!.time - 1, end: stored!.time + 1, category: null, offset: 0, limit: 10, organisation: FIRST });
      expect(all.rows.map((row) => [row.seq, row.operation])).toEqual([
        [stored!.seq + 4, 'online'],
        [stored!.seq + 3, 'toneSent'],
        [stored!.seq + 2, 'offline'],
        [stored!.seq, 'online'],
      ]);
    } finally {
      await reopened.close();
    }
  }, PGLITE_TEST_MS);
});
