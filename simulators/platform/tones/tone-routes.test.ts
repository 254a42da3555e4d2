import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ToneLimits, type Tone } from '../../../protocol/index.ts';
import { call, startTestEmulator, tokenFor, withToken as tokenUrl, type TestEmulator } from '../testing/test-emulator.ts';
import { NOT_AUDIO, PNG_PIXEL, wavBeep } from '../testing/tone-files.ts';

let emulator: TestEmulator;
let one: string;
let two: string;
beforeAll(async () => {
  emulator = await startTestEmulator();
  one = await tokenFor(emulator.url, '20000001', 'Dispatch#2026');
  two = await tokenFor(emulator.url, '20000002', 'Dispatch#2026');
}, 60_000);
afterAll(() => emulator?.stop());

const withToken = (path: string, token: string) => tokenUrl(emulator.url, path, token);
const as = (token: string, path: string, method = 'GET', body?: unknown) => call(withToken(path, token), method, body).then((answer) => answer.body);

async function upload(token: string, bytes: Uint8Array<ArrayBuffer>, kind: 'tone' | 'icon' = 'tone') {
  const response = await fetch(withToken(`/filews/upload/${kind}`, token), { method: 'POST', headers: { 'content-type': 'audio/wav' }, body: bytes });
  return { status: response.status, body: (await response.json()) as { code: string; desc?: string; data?: { desc: { fileUrl: string; type: string } } } };
}

/** A GET with the path exactly as given (fetch would resolve the dots first). */
const rawStatus = (path: string, token: string) =>
  new Promise<number>((resolve, reject) => {
    const target = new URL(emulator.url);
    request({ host: target.hostname, port: target.port, path: `${path}?token=${token}` }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    })
      .on('error', reject)
      .end();
  });

const uploadedUrl = async (token: string, bytes = wavBeep()) => (await upload(token, bytes)).body.data!.desc.fileUrl;

describe('upload host', () => {
  it('stores audio by its content, serves it back with its type, and refuses what is not audio', async () => {
    const wav = wavBeep(150);
    const stored = await upload(one, wav);
    expect(stored.body.code).toBe('0');
    expect(stored.body.data?.desc).toMatchObject({ type: 'audio/wav', fileUrl: expect.stringMatching(/^\/filews\/files\/tones\/[0-9a-f]{64}\.wav$/) });
    const url = stored.body.data!.desc.fileUrl;
    const served = await fetch(withToken(url, two));
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('audio/wav');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(wav);

    const ogg = await upload(one, new Uint8Array([...new TextEncoder().encode('OggS'), ...new Uint8Array(40)]));
    expect(ogg.body.data?.desc.type).toBe('audio/ogg');
    // The declared type and the name do not matter: text is refused whatever it says it is.
    expect((await upload(one, NOT_AUDIO)).body).toMatchObject({ code: '415', desc: 'file:fileType' });
    expect((await upload(one, new Uint8Array(0))).body).toMatchObject({ code: '400', desc: 'file:fileRequired' });
    const tooBig = new Uint8Array(ToneLimits.maxFileBytes + 1);
    tooBig.set(wavBeep(10));
    expect((await upload(one, tooBig)).body).toMatchObject({ code: '413', desc: 'file:fileTooBig' });
    expect((await upload(one, PNG_PIXEL, 'icon')).body.data?.desc.type).toBe('image/png');
    expect((await upload(one, wavBeep(10), 'icon')).body.code).toBe('415');
  });

  it('needs a session and a dispatcher, and names nothing outside its folder', async () => {
    const url = await uploadedUrl(one);
    expect((await (await fetch(`${emulator.url}${url}`)).json()).code).toBe('105');
    expect((await fetch(`${emulator.url}/filews/upload/tone`, { method: 'POST', body: wavBeep() }).then((r) => r.json())).code).toBe('105');
    const radio = await tokenFor(emulator.url, '10000001', '123456');
    expect((await upload(radio, wavBeep())).body.code).toBe('403');
    expect((await fetch(withToken(url, radio))).status).toBe(200); // radios fetch what they are sent
    // Dots are resolved before routing, so these leave /filews altogether and reach no stored file.
    for (const path of ['/filews/files/tones/../../events', '/filews/files/%2e%2e/%2e%2e/pglite']) expect(await rawStatus(path, one)).not.toBe(200);
    for (const path of ['/filews/files/tones/abc.wav', '/filews/files/tones/..%2f..%2fevents', `/filews/files/icons/${url.split('/').pop()}`]) {
      expect(await rawStatus(path, one)).toBe(404);
    }
  });
});

describe('tone library', () => {
  it('adds, lists by creator, renames, reorders, deletes, and survives a restart', async () => {
    const fileUrl = await uploadedUrl(one, wavBeep(300));
    const icon = (await upload(one, PNG_PIXEL, 'icon')).body.data!.desc.fileUrl;
    const added = await as(one, '/ds/tone/add', 'POST', { name: 'Evacuate', fileUrl, iconUrl: icon });
    expect(added).toMatchObject({ code: '0', data: { desc: { name: 'Evacuate', fileUrl, iconUrl: icon, sort: 0, createBy: '20000001' } } });
    const first = added.data!.desc as Tone;
    const second = (await as(one, '/ds/tone/add', 'POST', { name: 'Fire', fileUrl })).data!.desc as Tone;
    expect(second.sort).toBe(1);
    await as(two, '/ds/tone/add', 'POST', { name: 'Fire', fileUrl }); // names are unique per creator only

    expect((await as(one, '/ds/tone/list?createBy=20000001')).data?.list).toEqual([first, second]);
    expect((await as(one, '/ds/tone/list')).data?.list).toHaveLength(3);
    const renamed = await as(one, '/ds/tone/update', 'PUT', { id: second.id, name: 'Fire alarm', sort: 0 });
    expect(renamed.data?.desc).toMatchObject({ name: 'Fire alarm', sort: 0, iconUrl: '' });
    // Someone else's tone can be listed and sent, not changed.
    expect((await as(two, '/ds/tone/update', 'PUT', { id: first.id, name: 'Mine' })).code).toBe('404');
    expect((await as(two, '/ds/tone/delete', 'POST', { id: first.id })).code).toBe('404');
    expect((await as(one, '/ds/tone/delete', 'POST', { id: first.id })).code).toBe('0');

    emulator = await emulator.restart();
    one = await tokenFor(emulator.url, '20000001', 'Dispatch#2026');
    two = await tokenFor(emulator.url, '20000002', 'Dispatch#2026');
    const after = (await as(one, '/ds/tone/list?createBy=20000001')).data?.list as Tone[];
    expect(after.map((tone) => tone.name)).toEqual(['Fire alarm']);
    expect((await fetch(withToken(after[0]!.fileUrl, one))).status).toBe(200);
    await as(one, '/ds/tone/delete', 'POST', { id: after[0]!.id });
  }, 60_000);

  it('validates what the console validates', async () => {
    const fileUrl = await uploadedUrl(one);
    const add = (body: unknown) => as(one, '/ds/tone/add', 'POST', body);
    expect(await add({ name: '  ', fileUrl })).toMatchObject({ code: '400', desc: 'name:required' });
    expect(await add({ name: 'x'.repeat(21), fileUrl })).toMatchObject({ code: '400', desc: 'name:tooLong' });
    expect(await add({ name: '<b>Alarm</b>', fileUrl })).toMatchObject({ code: '400', desc: 'name:special' });
    expect((await add({ name: 'Siren', fileUrl })).code).toBe('0');
    expect(await add({ name: 'SIREN ', fileUrl })).toMatchObject({ code: '409', desc: 'name:exists' });
    expect(await add({ name: 'Other', fileUrl: '/filews/files/tones/' + '0'.repeat(64) + '.wav' })).toMatchObject({ code: '404', desc: 'fileUrl:unknown' });
    expect(await add({ name: 'Other', fileUrl: 'https://evil.example/x.wav' })).toMatchObject({ code: '404', desc: 'fileUrl:unknown' });
    expect(await add({ name: 'Other', fileUrl, iconUrl: fileUrl })).toMatchObject({ code: '404', desc: 'iconUrl:unknown' });
    expect((await add({ name: 'Other', fileUrl, sort: -1 })).code).toBe('400');
    const radio = await tokenFor(emulator.url, '10000001', '123456');
    expect((await as(radio, '/ds/tone/add', 'POST', { name: 'Radio', fileUrl })).code).toBe('403');
    expect((await call(`${emulator.url}/ds/tone/list`)).body.code).toBe('105');

    // The count limit: 20 tones per dispatcher.
    const mine = ((await as(one, '/ds/tone/list?createBy=20000001')).data?.list as Tone[]).length;
    for (let i = mine; i < ToneLimits.maxPerCreator; i += 1) expect((await add({ name: `Tone ${i}`, fileUrl })).code).toBe('0');
    expect(await add({ name: 'One too many', fileUrl })).toMatchObject({ code: '400', desc: 'tones:tooMany' });
  }, 60_000);
});
