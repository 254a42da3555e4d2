import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATH_GPS_BY_UTC, TrackLimits } from '../../../protocol/index.ts';
import { call, startTestEmulator, tokenFor, type TestEmulator } from '../testing/test-emulator.ts';

const RADIO = '10000002';
/** A fixed instant in the middle of a month, so ranges around it stay inside the month. */
const T0 = Date.parse('2026-05-14T08:00:00Z');

let emulator: TestEmulator;
let token: string;
beforeAll(async () => {
  emulator = await startTestEmulator();
  token = await tokenFor(emulator.url, '20000001', 'Dispatch#2026');
}, 60_000);
afterAll(() => emulator?.stop());

type Fix = { lat: number; lng: number; speed: number; direction: number; altitude: number; time: number };
const fix = (i: number, time: number): Fix => ({ lat: 39.47 + i * 1e-4, lng: -0.376 + i * 1e-4, speed: i % 13, direction: (i * 7) % 360, altitude: 10 + i, time });

async function track(params: Record<string, string | number>) {
  const query = new URLSearchParams({ token, ...Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)])) });
  return (await call(`${emulator.url}${PATH_GPS_BY_UTC}?${query}`)).body;
}

describe('GET /ds/data/gpsByUTC', () => {
  it('answers a terminal’s fixes in time order, whatever order they were reported in, in pages', async () => {
    // Reported out of order (a radio flushing a buffer), one in microdegrees.
    const fixes = [5, 1, 3, 0, 4, 2].map((i) => fix(i, T0 + i * 1_000));
    fixes[0] = { ...fixes[0]!, lat: 39_470_500, lng: -375_500 };
    const seeded = await call(`${emulator.url}/test/gps-track`, 'POST', { msId: RADIO, fixes });
    expect(seeded.body.code).toBe('0');

    const whole = await track({ msId: RADIO, start: T0, end: T0 + 60_000 });
    expect(whole.code).toBe('0');
    const list = whole.data!.list as Fix[];
    expect(list.map((row) => row.time)).toEqual([0, 1, 2, 3, 4, 5].map((i) => T0 + i * 1_000));
    expect(list[5]).toMatchObject({ lat: 39.4705, lng: -0.3755, speed: 5, direction: 35, altitude: 15 });
    expect(whole.data!.desc).toMatchObject({ msId: RADIO, count: 6, next: null });

    const first = await track({ msId: RADIO, start: T0, end: T0 + 60_000, limit: 4 });
    const firstPage = first.data!.desc as { next: string; count: number };
    expect(firstPage.count).toBe(4);
    const second = await track({ msId: RADIO, start: T0, end: T0 + 60_000, limit: 4, cursor: firstPage.next });
    expect((second.data!.list as Fix[]).map((row) => row.time)).toEqual([T0 + 4_000, T0 + 5_000]);
    expect((second.data!.desc as { next: string | null }).next).toBeNull();

    // The range is inclusive at both ends and other terminals' fixes stay out.
    const middle = await track({ msId: RADIO, start: T0 + 1_000, end: T0 + 3_000 });
    expect((middle.data!.list as Fix[]).map((row) => row.time)).toEqual([T0 + 1_000, T0 + 2_000, T0 + 3_000]);
    const other = await track({ msId: '10000003', start: T0, end: T0 + 60_000 });
    expect(other.data!.list).toEqual([]);
  });

  it('seeding the same fixes again (a retried test) records only the new ones', async () => {
    const at = T0 + 3_600_000;
    const first = [0, 1, 2].map((i) => fix(i, at + i * 1_000));
    expect((await call(`${emulator.url}/test/gps-track`, 'POST', { msId: RADIO, fixes: first })).body.data!.desc).toMatchObject({ appended: 3, alreadyRecorded: 0 });
    const again = [0, 1, 2, 3].map((i) => fix(i, at + i * 1_000));
    expect((await call(`${emulator.url}/test/gps-track`, 'POST', { msId: RADIO, fixes: again })).body.data!.desc).toMatchObject({ appended: 1, alreadyRecorded: 3 });
    const list = (await track({ msId: RADIO, start: at, end: at + 60_000 })).data!.list as Fix[];
    expect(list.map((row) => row.time)).toEqual([0, 1, 2, 3].map((i) => at + i * 1_000));
  });

  it('refuses each invalid range with its rule, and bad limits and terminals', async () => {
    const refusal = async (params: Record<string, string | number>) => {
      const answer = await track({ msId: RADIO, ...params });
      return `${answer.code} ${answer.desc}`;
    };
    expect(await refusal({ end: T0 })).toBe('400 range: startRequired');
    expect(await refusal({ start: T0 })).toBe('400 range: endRequired');
    expect(await refusal({ start: T0, end: T0 })).toBe('400 range: startNotBeforeEnd');
    expect(await refusal({ start: T0, end: T0 - 1 })).toBe('400 range: startNotBeforeEnd');
    expect(await refusal({ start: Date.parse('2026-05-01T00:00:00Z'), end: Date.parse('2026-05-01T00:00:00Z') + TrackLimits.maxSpanMs + 1 })).toBe('400 range: spanTooLong');
    expect(await refusal({ start: Date.parse('2026-05-31T12:00:00Z'), end: Date.parse('2026-06-01T12:00:00Z') })).toBe('400 range: crossMonth');
    expect(await refusal({ start: 'yesterday', end: T0 })).toMatch(/^400 start: /);
    expect(await refusal({ start: T0, end: T0 + 1, limit: TrackLimits.maxPage + 1 })).toMatch(/^400 limit: /);
    expect(await refusal({ start: T0, end: T0 + 1, cursor: 'x' })).toMatch(/^400 cursor: /);
    expect((await track({ msId: '99999999', start: T0, end: T0 + 1 })).code).toBe('404');
    const radioToken = await tokenFor(emulator.url, '10000003', '123456');
    const byRadio = await call(`${emulator.url}${PATH_GPS_BY_UTC}?token=${radioToken}&msId=${RADIO}&start=${T0}&end=${T0 + 1}`);
    expect(byRadio.body.code).toBe('403');
    // A host that switched the feature off (SPEC §6).
    await call(`${emulator.url}/test/host-config`, 'POST', { hostSwitches: { trackPlayback: false } });
    const switchedOff = await track({ msId: RADIO, start: T0, end: T0 + 1 });
    expect(`${switchedOff.code} ${switchedOff.desc}`).toBe('403 feature:disabled');
    await call(`${emulator.url}/test/host-config`, 'POST', { hostSwitches: {} });
    expect((await track({ msId: RADIO, start: T0, end: T0 + 1 })).code).toBe('0');
    expect((await call(`${emulator.url}${PATH_GPS_BY_UTC}?msId=${RADIO}&start=${T0}&end=${T0 + 1}`)).body.code).toBe('105');
  });

  it('has the demo radio’s recorded drive from the seed, and keeps tracks across a restart', async () => {
    const now = Date.now();
    const startOfMonth = new Date(now);
    startOfMonth.setUTCDate(1);
    startOfMonth.setUTCHours(0, 0, 0, 0);
    const start = Math.max(startOfMonth.getTime(), now - 4 * 3_600_000);
    const seeded = await track({ msId: '10000001', start, end: now, limit: TrackLimits.maxPage });
    expect((seeded.data!.list as Fix[]).length).toBeGreaterThan(100);

    emulator = await emulator.restart();
    token = await tokenFor(emulator.url, '20000001', 'Dispatch#2026');
    const after = await track({ msId: RADIO, start: T0, end: T0 + 60_000 });
    expect((after.data!.list as Fix[]).length).toBe(6);
  });
});
