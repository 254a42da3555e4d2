import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IncidentLimits, type Incident } from '../../../protocol/index.ts';
import { unzipStored } from './zip.ts';
import { call, startTestEmulator, tokenFor, withToken, type TestEmulator } from '../testing/test-emulator.ts';

let emulator: TestEmulator;
let dispatcher: string;
let radio: string;
const RADIO = '10000001';
const GROUP = '111';

const post = (token: string, path: string, body: unknown) => call(withToken(emulator.url, path, token), 'POST', body).then((answer) => answer.body);
const get = (token: string, path: string) => call(withToken(emulator.url, path, token)).then((answer) => answer.body);

/** A window of the current month: the last ten minutes (or less right after a month began). */
function window(): { start: number; end: number } {
  const end = Math.floor(Date.now() / 1_000) * 1_000;
  const start = end - 10 * 60_000;
  return new Date(start).getUTCMonth() === new Date(end).getUTCMonth() ? { start, end } : { start: end - 1_000, end };
}
const save = (token: string, extra: Record<string, unknown> = {}) =>
  post(token, '/ds/incident/save', { subject: { kind: 'terminal', id: RADIO }, ...window(), tz: 0, note: 'Smoke at the pump house', ...extra });

beforeAll(async () => {
  emulator = await startTestEmulator();
  dispatcher = await tokenFor(emulator.url, '20000001', 'Dispatch#2026');
  radio = await tokenFor(emulator.url, RADIO, '123456');
}, 60_000);
afterAll(() => emulator?.stop());

describe('POST /ds/incident/save', () => {
  it('saves a terminal or group timeline with its note (trimmed), lists them newest first, and logs each as 145', async () => {
    const one = await save(dispatcher, { note: '  Smoke at the pump house\r\nsecond line  ' });
    expect(one).toMatchObject({ code: '0', data: { desc: { subject: { kind: 'terminal', id: RADIO }, note: 'Smoke at the pump house\nsecond line', createdBy: '20000001' } } });
    const two = await save(dispatcher, { subject: { kind: 'group', id: GROUP } });
    expect(two.code).toBe('0');
    const ids = [one, two].map((answer) => (answer.data!.desc as Incident).id);
    expect(Number(ids[1])).toBe(Number(ids[0]) + 1);
    const listed = await get(dispatcher, '/ds/incident/list?pageSize=2');
    expect(listed.data!.desc).toMatchObject({ total: 2, pageNo: 1, pageSize: 2 });
    expect((listed.data!.list as Incident[]).map((item) => item.id)).toEqual([ids[1], ids[0]]);
    const { start, end } = window();
    const log = await get(dispatcher, `/ds/log/findLog?start=${start}&end=${end + 60_000}&category=alarm`);
    const saved = (log.data!.list as { logType: number; msId: string; remark: string }[]).filter((record) => record.logType === 145);
    expect(saved).toEqual(expect.arrayContaining([expect.objectContaining({ msId: RADIO, remark: `#${ids[0]}` }), expect.objectContaining({ msId: '', remark: `#${ids[1]}` })]));
  });

  it('refuses bad input with a clear reason and saves nothing', async () => {
    const before = (await get(dispatcher, '/ds/incident/list')).data!.desc as { total: number };
    const { start, end } = window();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ note: '   ' }, '400', 'incident: noteRequired'],
      [{ note: 'x'.repeat(IncidentLimits.maxNoteLength + 1) }, '400', 'incident: noteTooLong'],
      [{ start: end, end: start }, '400', 'range: startNotBeforeEnd'],
      [{ start: end - 40 * 86_400_000 }, '400', 'range: spanTooLong'],
      [{ start: Date.UTC(2026, 0, 31, 12), end: Date.UTC(2026, 1, 1, 12) }, '400', 'range: crossMonth'],
      [{ subject: { kind: 'terminal', id: '99999999' } }, '404', 'incident: unknownTerminal'],
      [{ subject: { kind: 'group', id: '999999' } }, '404', 'incident: unknownGroup'],
    ];
    for (const [extra, code, desc] of cases) expect(await save(dispatcher, extra)).toMatchObject({ code, desc });
    // A note of exactly the limit in code points (astral characters count once) passes the length rule.
    expect((await save(dispatcher, { note: '🚒'.repeat(IncidentLimits.maxNoteLength) })).code).toBe('0');
    // Malformed bodies are refused by the schema; radios may not save.
    expect((await save(dispatcher, { subject: { kind: 'fleet', id: RADIO } })).code).toBe('400');
    expect((await save(dispatcher, { start: 'yesterday' })).code).toBe('400');
    expect(await save(radio)).toMatchObject({ code: '403', desc: 'caller:not-dispatcher' });
    expect((await get(radio, '/ds/incident/list')).code).toBe('403');
    const after = (await get(dispatcher, '/ds/incident/list')).data!.desc as { total: number };
    expect(after.total).toBe(before.total + 1);
  });
});

describe('GET /filews/incidents/<id>.zip', () => {
  it('serves the archive: report, track, the transmissions\' audio', async () => {
    const { start } = window();
    const fixes = [0, 1, 2].map((i) => ({ lat: 39.47 + i / 1_000, lng: -0.37, speed: 3, direction: 0, altitude: 5, time: start + 60_000 + i * 5_000 }));
    expect((await call(`${emulator.url}/test/gps-track`, 'POST', { msId: RADIO, fixes })).body.code).toBe('0');
    const talk = await call(`${emulator.url}/test/transmission`, 'POST', { gid: GROUP, msId: RADIO, startedAt: start + 61_000, talkMs: 1_000 });
    const file = (talk.body.data!.desc as { file: string }).file;
    const saved = (await save(dispatcher, { note: 'Pump house <b>fire</b>' })).data!.desc as Incident;

    const response = await fetch(withToken(emulator.url, `/filews/incidents/${saved.id}.zip`, dispatcher));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toContain(`incident-${saved.id}-terminal-${RADIO}.zip`);
    const entries = unzipStored(new Uint8Array(await response.arrayBuffer()));
    expect(entries.map((entry) => entry.name)).toEqual(['report.txt', 'report.json', 'track.geojson', `audio/${file}`]);
    const read = (name: string) => new TextDecoder().decode(entries.find((entry) => entry.name === name)!.data);
    const report = read('report.txt');
    expect(report).toContain(`Incident #${saved.id}`);
    expect(report).toContain('Pump house <b>fire</b>');
    expect(report).toContain('Transmissions (1):');
    const track = JSON.parse(read('track.geojson')) as { features: { geometry: { type: string; coordinates: number[][] }; properties: { times: number[] } }[] };
    expect(track.features[0]!.geometry.type).toBe('LineString');
    // The seed's radio drives about too: the track holds our fixes among its own, in time order.
    expect(track.features[0]!.geometry.coordinates).toEqual(expect.arrayContaining(fixes.map((fix) => [fix.lng, fix.lat])));
    const times = track.features[0]!.properties.times;
    expect(times).toEqual(expect.arrayContaining(fixes.map((fix) => fix.time)));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(JSON.parse(read('report.json'))).toMatchObject({ incident: { id: saved.id }, transmissions: [{ file, audio: `audio/${file}` }] });

    // The report's words in the console's language; an unknown one gets English.
    const reportIn = async (lang: string) => {
      const answer = await fetch(withToken(emulator.url, `/filews/incidents/${saved.id}.zip?lang=${encodeURIComponent(lang)}`, dispatcher));
      return new TextDecoder().decode(unzipStored(new Uint8Array(await answer.arrayBuffer())).find((entry) => entry.name === 'report.txt')!.data);
    };
    const chinese = await reportIn('zh-CN');
    expect(chinese).toContain(`事件 #${saved.id}`);
    expect(chinese).toContain('通话（1）：');
    expect(chinese).toContain('Pump house <b>fire</b>');
    expect(await reportIn('fr-FR')).toContain('Transmissions (1) :');
    expect(await reportIn('<script>')).toContain('Transmissions (1):');
  });

  it('is for dispatchers with a session, and only names an incident by its id', async () => {
    const anonymous = await call(`${emulator.url}/filews/incidents/1.zip`);
    expect(anonymous.headers.get('content-type')).not.toBe('application/zip');
    expect(anonymous.body.code).toBe('105');
    expect((await call(withToken(emulator.url, '/filews/incidents/1.zip', radio))).body.code).toBe('403');
    expect((await call(withToken(emulator.url, '/filews/incidents/999.zip', dispatcher))).status).toBe(404);
    expect((await call(withToken(emulator.url, '/filews/incidents/..%2F1.zip', dispatcher))).status).toBe(404);
  });
});

describe('durability', () => {
  it('keeps incidents over a restart', async () => {
    const before = (await get(dispatcher, '/ds/incident/list')).data!.list as Incident[];
    emulator = await emulator.restart();
    dispatcher = await tokenFor(emulator.url, '20000001', 'Dispatch#2026');
    const after = (await get(dispatcher, '/ds/incident/list')).data!.list as Incident[];
    expect(after).toEqual(before);
  });
});
