import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RecallLimits, type TransmissionRecorded } from '../../../protocol/index.ts';
import { call, startTestEmulator, tokenFor, type TestEmulator } from '../testing/test-emulator.ts';

let emulator: TestEmulator;
let dispatcher: string;
/** 10000001 is a member of 111, 110 and 100. */
let member: string;
/** A radio of another district. */
let outsider: string;
let outsiderId: string;

const WAV = Buffer.concat([Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1'), Buffer.alloc(64)]);

const recorded = (gid: string, startedAt: number, msId = '10000001'): TransmissionRecorded => ({
  type: 'transmission.recorded',
  gid,
  msId,
  name: 'NPA-01 Garcia',
  startedAt,
  talkMs: 1_500,
  file: `${gid}-${startedAt}-${msId}.wav`,
  bytes: WAV.length,
});

const get = (token: string, path: string) => call(`${emulator.url}${path}${path.includes('?') ? '&' : '?'}token=${token}`);
const list = async (token: string, query: string) => (await get(token, `/ds/data/voice?${query}`)).body;

beforeAll(async () => {
  emulator = await startTestEmulator();
  const recordings = join(emulator.dataDir, 'recordings');
  mkdirSync(recordings, { recursive: true });
  const events = [];
  for (let at = 1; at <= RecallLimits.maxCount + 10; at += 1) events.push(recorded('111', 1_700_000_000_000 + at));
  events.push(recorded('121', 1_700_000_000_500, '10000001'));
  await emulator.platform.commit(events);
  writeFileSync(join(recordings, events[0]!.file), WAV);
  writeFileSync(join(recordings, events.at(-1)!.file), WAV);
  const radio = [...emulator.platform.state.terminals.values()].find((terminal) => terminal.type !== 20 && !terminal.grp.includes('111'));
  outsiderId = radio!.msId;
  dispatcher = await tokenFor(emulator.url, '20000001', 'Dispatch#2026');
  member = await tokenFor(emulator.url, '10000001', '123456');
  outsider = await tokenFor(emulator.url, outsiderId, '123456');
}, 60_000);
afterAll(() => emulator?.stop());

describe('GET /ds/data/voice', () => {
  it('answers the last 20 by default, newest first, with a file URL', async () => {
    const answer = await list(dispatcher, 'gid=111');
    expect(answer.code).toBe('0');
    const entries = answer.data?.list as { startedAt: number; url: string; name: string; msId: string; talkMs: number }[];
    expect(entries).toHaveLength(RecallLimits.defaultCount);
    expect(entries[0]).toMatchObject({ startedAt: 1_700_000_000_110, msId: '10000001', name: 'NPA-01 Garcia', talkMs: 1_500, url: '/filews/recordings/111-1700000000110-10000001.wav' });
    expect(entries[1]!.startedAt).toBe(1_700_000_000_109);
  });

  it('answers at most 100 and refuses a bad limit or gid', async () => {
    expect((await list(dispatcher, 'gid=111&limit=100')).data?.list).toHaveLength(100);
    expect((await list(dispatcher, 'gid=111&limit=101')).code).toBe('400');
    expect((await list(dispatcher, 'gid=111&limit=0')).code).toBe('400');
    expect((await list(dispatcher, 'gid=../etc')).code).toBe('400');
    expect((await list(dispatcher, '')).code).toBe('400');
    // A group never created is refused as another organisation's is: the answer tells neither apart.
    expect((await list(dispatcher, 'gid=999')).code).toBe('403');
  });

  it('lets members and dispatchers list a group, nobody else', async () => {
    expect((await list(member, 'gid=111&limit=1')).data?.list).toHaveLength(1);
    expect((await list(outsider, 'gid=111')).code).toBe('403');
    expect((await call(`${emulator.url}/ds/data/voice?gid=111`)).body.code).toBe('105');
  });

  it("a live temp group is heard by its members only, as in its Janus room; once removed its talk is the organisation's (dispatchers)", async () => {
    await emulator.platform.commit([
      { type: 'tempGroup.created', tempGroup: { gid: '900661', name: 'Recall rule', creator: '10000001', members: ['10000001', '10000002'], createdAt: Date.now() } },
      recorded('900661', 1_699_999_000_000),
    ]);
    expect((await list(member, 'gid=900661')).data?.list).toHaveLength(1);
    expect((await list(dispatcher, 'gid=900661')).code).toBe('403');
    expect((await list(outsider, 'gid=900661')).code).toBe('403');
    await emulator.platform.commit([{ type: 'tempGroup.removed', gid: '900661', reason: 'cancelled' }]);
    expect((await list(dispatcher, 'gid=900661')).data?.list).toHaveLength(1);
    expect((await list(member, 'gid=900661')).code).toBe('403');
  });

  it('answers one talker\'s last transmissions across the groups the caller may hear, newest first', async () => {
    const byDispatcher = (await list(dispatcher, 'msId=10000001&limit=3')).data?.list as { gid: string; startedAt: number }[];
    expect(byDispatcher.map((entry) => [entry.gid, entry.startedAt])).toEqual([
      ['121', 1_700_000_000_500],
      ['111', 1_700_000_000_110],
      ['111', 1_700_000_000_109],
    ]);
    // 10000001 is no member of 121: that recording is not theirs to hear again.
    const byMember = (await list(member, 'msId=10000001&limit=2')).data?.list as { gid: string }[];
    expect(byMember.map((entry) => entry.gid)).toEqual(['111', '111']);
    expect((await list(outsider, 'msId=10000001')).data?.list).toEqual([]);
    expect((await list(dispatcher, 'msId=10000099')).data?.list).toEqual([]);
  });

  it('takes exactly one of gid and msId, and a terminal id of digits', async () => {
    expect((await list(dispatcher, 'gid=111&msId=10000001')).code).toBe('400');
    expect((await list(dispatcher, 'msId=abc')).code).toBe('400');
    expect((await list(dispatcher, 'msId=10000001&limit=101')).code).toBe('400');
  });

  it('keeps the index across a restart', async () => {
    emulator = await emulator.restart();
    dispatcher = await tokenFor(emulator.url, '20000001', 'Dispatch#2026');
    member = await tokenFor(emulator.url, '10000001', '123456');
    outsider = await tokenFor(emulator.url, outsiderId, '123456');
    const entries = (await list(dispatcher, 'gid=111&limit=100')).data?.list as { startedAt: number }[];
    expect(entries).toHaveLength(100);
    expect(entries[0]!.startedAt).toBe(1_700_000_000_110);
  }, 60_000);
});

describe('GET /filews/recordings/<file>', () => {
  const newest = '/filews/recordings/121-1700000000500-10000001.wav';

  it('serves a recording as audio/wav, nosniff, to a dispatcher', async () => {
    const response = await fetch(`${emulator.url}${newest}?token=${dispatcher}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/wav');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await response.arrayBuffer()).equals(WAV)).toBe(true);
  });

  it('answers a byte range with 206 and its Content-Range, and an unsatisfiable one with 416', async () => {
    const ranged = await fetch(`${emulator.url}${newest}?token=${dispatcher}`, { headers: { range: 'bytes=4-11' } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe(`bytes 4-11/${WAV.length}`);
    expect(ranged.headers.get('content-type')).toBe('audio/wav');
    expect(Buffer.from(await ranged.arrayBuffer()).equals(WAV.subarray(4, 12))).toBe(true);
    const past = await fetch(`${emulator.url}${newest}?token=${dispatcher}`, { headers: { range: `bytes=${WAV.length}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${WAV.length}`);
    const whole = await fetch(`${emulator.url}${newest}?token=${dispatcher}`);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
  });

  it('refuses accounts that may not hear the group, and requests without a session', async () => {
    // 10000001 talked there in this fixture but is no member of 121.
    expect((await get(member, newest)).status).toBe(403);
    expect((await get(outsider, '/filews/recordings/111-1700000000001-10000001.wav')).status).toBe(403);
    expect((await get(member, '/filews/recordings/111-1700000000001-10000001.wav')).status).toBe(200);
    expect((await call(`${emulator.url}${newest}`)).body.code).toBe('105');
  });

  it('looks up only names of the recorder form: no traversal, no other files', async () => {
    for (const name of ['..%2F..%2Fevents.db', '111-1-10000001.wav%00.txt', '111-1700000000001-10000001.WAV', 'x.wav', '111-1700000000002-10000001.wav']) {
      expect((await get(dispatcher, `/filews/recordings/${name}`)).status).toBe(404);
    }
    expect((await fetch(`${emulator.url}/filews/recordings/../recordings/111-1700000000001-10000001.wav?token=${dispatcher}`)).status).not.toBe(500);
  });
});
