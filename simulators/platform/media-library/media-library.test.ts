import { writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MediaLimits, MediaPaths, type MediaItem } from '../../../protocol/index.ts';
import { call, startTestEmulator, tokenFor, withToken as tokenUrl, type TestEmulator } from '../testing/test-emulator.ts';
import { NOT_AUDIO, PNG_PIXEL, wavBeep } from '../testing/tone-files.ts';
import { DRAIN_MS } from '../http/http-app.ts';

let emulator: TestEmulator;
let one: string;
let radio: string;
beforeAll(async () => {
  emulator = await startTestEmulator();
  one = await tokenFor(emulator.url, '20000001', 'Dispatch#2026');
  radio = await tokenFor(emulator.url, '10000040', '123456');
}, 60_000);
afterAll(() => emulator?.stop());

const withToken = (path: string, token: string) => tokenUrl(emulator.url, path, token);
type Answer = { code: string; desc?: string; data?: { desc: MediaItem; list: MediaItem[] } };

async function upload(name: string, bytes: Uint8Array<ArrayBuffer>, token = one) {
  const response = await fetch(withToken(`${MediaPaths.upload}?name=${encodeURIComponent(name)}`, token), { method: 'POST', headers: { 'content-type': 'application/octet-stream' }, body: bytes });
  return { status: response.status, body: (await response.json()) as Answer };
}
const list = async (token = one) => ((await call(withToken(MediaPaths.list, token), 'POST', {})).body.data?.list ?? []) as MediaItem[];

/** A POST whose declared length is over the limit, sent in chunks without waiting: the answer must still arrive. */
const streamedUpload = (name: string, total: number, chunk: Uint8Array) =>
  new Promise<{ status: number; body: Answer; ms: number }>((resolve, reject) => {
    const target = new URL(withToken(`${MediaPaths.upload}?name=${encodeURIComponent(name)}`, one));
    const started = Date.now();
    const req = request({ host: target.hostname, port: target.port, path: `${target.pathname}${target.search}`, method: 'POST', headers: { 'content-type': 'application/octet-stream' } }, (response) => {
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(parts).toString()) as Answer, ms: Date.now() - started }));
    });
    req.on('error', reject);
    // Chunked (no Content-Length), so only counting the body can find it too big.
    let sent = 0;
    const pump = () => {
      while (sent < total) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      req.end();
    };
    pump();
  });

describe('media library upload host', () => {
  it('stores an upload, lists it with its type, size and length (ms), and refuses a taken name with 409', async () => {
    const stored = await upload('Evacuation drill', wavBeep(1_500));
    expect(stored.status).toBe(200);
    expect(stored.body.data?.desc).toMatchObject({ name: 'Evacuation drill', kind: 'audio', mime: 'audio/wav', size: 44 + 1_500 * 16, length: 1_500, source: 'upload', createBy: '20000001' });
    expect((await list()).map((item) => item.name)).toContain('Evacuation drill');
    const again = await upload('EVACUATION DRILL', wavBeep(100));
    expect(again).toMatchObject({ status: 409, body: { code: '409', desc: 'name:exists' } });
    expect((await upload('<b>x</b>', wavBeep(100))).body).toMatchObject({ code: '400', desc: 'name:special' });
    expect((await upload('', wavBeep(100))).body).toMatchObject({ code: '400', desc: 'name:required' });
    expect((await upload('x'.repeat(MediaLimits.maxNameLength + 1), wavBeep(100))).body).toMatchObject({ code: '400', desc: 'name:tooLong' });
  });

  it('sniffs the type from the bytes: images and video are kept, anything else is 415', async () => {
    expect((await upload('pixel', PNG_PIXEL)).body.data?.desc).toMatchObject({ kind: 'image', mime: 'image/png', length: 0 });
    const webmHead = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, ...new Uint8Array(60)]);
    expect((await upload('clip', webmHead)).body.data?.desc).toMatchObject({ kind: 'video', mime: 'video/webm' });
    expect(await upload('script', NOT_AUDIO)).toMatchObject({ status: 415, body: { desc: 'file:fileType' } });
    expect(await upload('empty', new Uint8Array(0))).toMatchObject({ status: 400, body: { desc: 'file:fileRequired' } });
  });

  it('refuses over 20 MiB with 413 file:overSize, by Content-Length at once and by counting a chunked body, and the client reads the answer', async () => {
    const tooBig = new Uint8Array(MediaLimits.maxFileBytes + 1);
    tooBig.set(wavBeep(10));
    expect(await upload('big', tooBig)).toMatchObject({ status: 413, body: { code: '413', desc: 'file:overSize' } });
    const chunk = new Uint8Array(256 * 1024);
    chunk.set(wavBeep(10));
    const streamed = await streamedUpload('big chunked', MediaLimits.maxFileBytes + 2 * chunk.length, chunk);
    expect(streamed).toMatchObject({ status: 413, body: { desc: 'file:overSize' } });
    expect(streamed.ms).toBeLessThan(DRAIN_MS + 3_000);
    expect((await list()).map((item) => item.name)).not.toContain('big');
  });

  it('serves the bytes with their type and answers ranges with 206 (and 416 past the end)', async () => {
    const wav = wavBeep(500);
    const id = (await upload('ranged', wav)).body.data!.desc.id;
    const url = withToken(`${MediaPaths.files}/${id}`, one);
    const whole = await fetch(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('audio/wav');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(new Uint8Array(await whole.arrayBuffer())).toEqual(wav);
    const part = await fetch(url, { headers: { range: 'bytes=4-11' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 4-11/${wav.length}`);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(wav.subarray(4, 12));
    const open = await fetch(url, { headers: { range: `bytes=${wav.length - 10}-` } });
    expect(open.status).toBe(206);
    expect((await open.arrayBuffer()).byteLength).toBe(10);
    const suffix = await fetch(url, { headers: { range: 'bytes=-4' } });
    expect(new Uint8Array(await suffix.arrayBuffer())).toEqual(wav.subarray(wav.length - 4));
    const past = await fetch(url, { headers: { range: `bytes=${wav.length}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${wav.length}`);
    expect((await fetch(`${emulator.url}${MediaPaths.files}/${id}`)).status).toBe(200); // envelope: token expired
    expect((await fetch(withToken(`${MediaPaths.files}/..%2F..%2Fetc`, one))).status).toBe(404);
  });

  it('deletes for dispatchers only, and the file goes with the item', async () => {
    const item = (await upload('to delete', wavBeep(100))).body.data!.desc;
    expect((await call(withToken(MediaPaths.remove, radio), 'POST', { id: item.id })).body).toEqual({ code: '403', desc: 'caller:not-dispatcher' });
    expect((await upload('radio upload', wavBeep(100), radio)).status).toBe(403);
    expect((await call(withToken(MediaPaths.remove, one), 'POST', { id: item.id })).body.code).toBe('0');
    expect((await list()).map((entry) => entry.id)).not.toContain(item.id);
    expect((await fetch(withToken(`${MediaPaths.files}/${item.id}`, one))).status).toBe(404);
    expect(existsSync(join(emulator.dataDir, 'uploads', 'media', `${item.id}.wav`))).toBe(false);
    expect((await call(withToken(MediaPaths.remove, one), 'POST', { id: item.id })).body.code).toBe('404');
  });

  it('records a transmission of a group with its media cloud on into the library, and survives a restart', async () => {
    const cloud = async () => (await call(withToken(MediaPaths.cloudList, one), 'POST', {})).body.data?.list as Array<{ gid: string; cloud: boolean }>;
    const gid = (await cloud())[0]!.gid;
    expect((await call(withToken(MediaPaths.cloudSet, one), 'POST', { gid, cloud: true })).body.code).toBe('0');
    expect((await cloud()).find((group) => group.gid === gid)?.cloud).toBe(true);
    expect((await call(withToken(MediaPaths.cloudSet, radio), 'POST', { gid, cloud: false })).body).toEqual({ code: '403', desc: 'caller:not-dispatcher' });

    // As the transmission recorder does when a floor is released (it needs Janus, so the event is committed here).
    const recordings = join(emulator.dataDir, 'recordings');
    mkdirSync(recordings, { recursive: true });
    const startedAt = Date.now();
    const file = `${gid}-${startedAt}-10000040.wav`;
    writeFileSync(join(recordings, file), wavBeep(2_000));
    const other = '999999';
    await emulator.platform.commit([{ type: 'transmission.recorded', gid, msId: '10000040', name: 'Radio', startedAt, talkMs: 2_000, file, bytes: 44 + 32_000 }]);
    await emulator.platform.commit([{ type: 'transmission.recorded', gid: other, msId: '10000040', name: 'Radio', startedAt, talkMs: 2_000, file, bytes: 44 + 32_000 }]);
    await expect.poll(async () => (await list()).filter((item) => item.source === 'cloud')).toHaveLength(1);
    const recorded = (await list()).find((item) => item.source === 'cloud')!;
    expect(recorded).toMatchObject({ gid, kind: 'audio', mime: 'audio/wav', length: 2_000, createBy: '10000040', createTime: startedAt });
    expect((await fetch(withToken(`${MediaPaths.files}/${recorded.id}`, one))).status).toBe(200);

    emulator = await emulator.restart();
    one = await tokenFor(emulator.url, '20000001', 'Dispatch#2026');
    expect((await list()).find((item) => item.id === recorded.id)).toMatchObject({ name: recorded.name });
    expect((await cloud()).find((group) => group.gid === gid)?.cloud).toBe(true);
    expect((await fetch(withToken(`${MediaPaths.files}/${recorded.id}`, one))).status).toBe(200);
  });
});
