import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gpsFileUrl, PositionLimits, PositionPaths, TOKEN_COOKIE, TrackLimits, type LastGps, type Terminal } from '../../../protocol/index.ts';
import { call, callAs, startTestEmulator, tokenFor, type TestEmulator } from '../testing/test-emulator.ts';

const RADIO = '10000004';
/** A fixed instant in the middle of a month, so ranges around it stay inside the month. */
const T0 = Date.parse('2026-04-14T08:00:00Z');

let emulator: TestEmulator;
let token: string;
beforeAll(async () => {
  emulator = await startTestEmulator();
  token = await tokenFor(emulator.url, '20000001', 'Dispatch#2026');
}, 60_000);
afterAll(() => emulator?.stop());

const fix = (i: number) => ({ lat: 39.47 + i * 1e-5, lng: -0.376 - i * 1e-5, speed: i % 17, direction: (i * 3) % 360, altitude: 12 + (i % 5), time: T0 + i * 1_000 });

describe('GET /ds/data/getLastGps and findMsInfo', () => {
  it('answers the latest fix of the named terminals, or of every terminal with one', async () => {
    const latest = { lat: 39_480_000, lng: -370_000, speed: 4, direction: 90, altitude: 20, time: T0 - 86_400_000 };
    const reported = await call(`${emulator.url}/test/gps-track`, 'POST', { msId: RADIO, fixes: [latest] });
    expect(reported.body.code).toBe('0');
    const named = await callAs(emulator.url, token, `${PositionPaths.lastGps}?msIds=${RADIO},${RADIO}`);
    expect(named.code).toBe('0');
    expect(named.data!.list).toHaveLength(1);
    // Microdegrees reported (SPEC §9) come back as degrees.
    expect(named.data!.list[0]).toMatchObject({ msId: RADIO, lat: 39.48, lng: -0.37, speed: 4, direction: 90, altitude: 20 });

    const all = await callAs(emulator.url, token, PositionPaths.lastGps);
    const rows = all.data!.list as LastGps[];
    expect(rows.length).toBe((all.data!.desc as { count: number }).count);
    expect(rows.find((row) => row.msId === RADIO)).toMatchObject({ lat: 39.48 });
    expect(new Set(rows.map((row) => row.msId)).size).toBe(rows.length);
  });

  it('refuses malformed and unknown terminals, too many at once, and callers without a session', async () => {
    const desc = async (path: string) => {
      const answer = await callAs(emulator.url, token, path);
      return `${answer.code} ${answer.desc}`;
    };
    expect(await desc(`${PositionPaths.lastGps}?msIds=${RADIO},abc`)).toMatch(/^400 msIds: must be terminal IDs/);
    expect(await desc(`${PositionPaths.lastGps}?msIds=${RADIO},99999999`)).toBe('404 msIds: no terminal 99999999');
    const many = Array.from({ length: PositionLimits.maxMsIds + 1 }, (_, i) => String(50_000_000 + i)).join(',');
    expect(await desc(`${PositionPaths.lastGps}?msIds=${many}`)).toMatch(/^400 msIds: at most 1000/);
    expect(await desc(`${PositionPaths.msInfo}?msId=x`)).toMatch(/^400 msId: /);
    expect(await desc(`${PositionPaths.msInfo}?msId=99999999`)).toBe('404 msId: no terminal 99999999');
    expect((await call(`${emulator.url}${PositionPaths.lastGps}`)).body.code).toBe('105');
  });

  it('findMsInfo answers every field of SPEC §3 terminal info', async () => {
    const answer = await callAs(emulator.url, token, `${PositionPaths.msInfo}?msId=${RADIO}`);
    const terminal = answer.data!.desc as Terminal;
    expect(terminal).toMatchObject({ msId: RADIO, online: expect.any(Number), currentGroup: expect.any(String), model: expect.any(String) });
    for (const key of ['msName', 'battery', 'signal', 'grp', 'gps', 'lastOnline', 'lastOffline'] as const) expect(terminal).toHaveProperty(key);
  });
});

describe('GET /filews/gps/<msId>.gpx and .csv (static GPS file download)', () => {
  const range = { start: T0, end: T0 + 3 * 3_600_000, tz: 0 };
  const download = (path: string, as = token) => fetch(`${emulator.url}${path}`, { headers: { cookie: `${TOKEN_COOKIE}=${as}` } });

  beforeAll(async () => {
    // One page more than the store reads at a time, so the file spans pages.
    const fixes = Array.from({ length: TrackLimits.maxPage + 3 }, (_, i) => fix(i));
    // Slices under the request body limit (64 KiB).
    for (let at = 0; at < fixes.length; at += 400) {
      const seeded = await call(`${emulator.url}/test/gps-track`, 'POST', { msId: RADIO, fixes: fixes.slice(at, at + 400) });
      expect(seeded.body.code).toBe('0');
    }
  }, 60_000);

  it('streams the whole range as CSV, one fix a line, in time order', async () => {
    const response = await download(gpsFileUrl(RADIO, 'csv', range));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="track-${RADIO}-2026-04-14.csv"`);
    const lines = (await response.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe('time,lat,lng,speed_mps,direction_deg,altitude_m');
    expect(lines).toHaveLength(TrackLimits.maxPage + 3 + 1);
    expect(lines[1]).toBe(`2026-04-14T08:00:00.000Z,39.47,-0.376,0,0,12`);
    const last = TrackLimits.maxPage + 2;
    expect(lines.at(-1)).toBe(`${new Date(T0 + last * 1_000).toISOString()},${fix(last).lat},${fix(last).lng},${last % 17},${(last * 3) % 360},${12 + (last % 5)}`);
  });

  it('writes GPX 1.1 with the terminal named and escaped', async () => {
    const response = await download(gpsFileUrl(RADIO, 'gpx', { ...range, end: T0 + 1_000 }));
    expect(response.headers.get('content-type')).toBe('application/gpx+xml; charset=utf-8');
    const text = await response.text();
    expect(text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<gpx version="1.1" /);
    expect(text).toContain(`(${RADIO})</name>`);
    expect(text.match(/<trkpt /g)).toHaveLength(2);
    expect(text).toContain('<trkpt lat="39.47" lon="-0.376"><ele>12</ele><time>2026-04-14T08:00:00.000Z</time></trkpt>');
    expect(text.endsWith('</trkseg></trk>\n</gpx>\n')).toBe(true);
  });

  it('refuses what gpsByUTC refuses, with its codes', async () => {
    const answer = async (path: string, as = token) => {
      const response = await download(path, as);
      return `${response.status} ${((await response.json()) as { desc: string }).desc}`;
    };
    expect(await answer(gpsFileUrl(RADIO, 'csv', { start: T0, end: T0, tz: 0 }))).toBe('400 range: startNotBeforeEnd');
    expect(await answer(gpsFileUrl(RADIO, 'csv', { start: Date.parse('2026-04-30T12:00:00Z'), end: Date.parse('2026-05-01T12:00:00Z'), tz: 0 }))).toBe('400 range: crossMonth');
    expect(await answer(`/filews/gps/${RADIO}.csv?start=x&end=1`)).toMatch(/^400 start: /);
    expect(await answer(`/filews/gps/${RADIO}.kml?start=${T0}&end=${T0 + 1}`)).toMatch(/^404 file: /);
    expect(await answer(gpsFileUrl('99999999', 'gpx', range))).toBe('404 msId: no terminal 99999999');
    const radio = await tokenFor(emulator.url, '10000003', '123456');
    expect(await answer(gpsFileUrl(RADIO, 'csv', range), radio)).toBe('403 caller:not-dispatcher');
    expect((await download(gpsFileUrl(RADIO, 'csv', range), 'nobody').then((response) => response.json() as Promise<{ code: string }>)).code).toBe('105');
  });
});
