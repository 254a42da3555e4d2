import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, callAs, startTestEmulator, tokenFor, type TestEmulator } from '../testing/test-emulator.ts';

let emulator: TestEmulator;
let one: string;
let two: string;
let radio: string;
beforeAll(async () => {
  emulator = await startTestEmulator();
  one = await tokenFor(emulator.url, '20000001', 'Dispatch#2026');
  two = await tokenFor(emulator.url, '20000002', 'Dispatch#2026');
  radio = await tokenFor(emulator.url, '10000001', '123456');
}, 60_000);
afterAll(() => emulator?.stop());

const as = (token: string, path: string, method = 'GET', body?: unknown) => callAs(emulator.url, token, path, method, body);

const gate = { name: 'North gate', protocol: 'hls', streamId: 'gate', streamUrl: '/cameras/hls/gate/index.m3u8' };
const yard = { name: 'Yard', protocol: 'webrtc', streamId: '9001', streamUrl: '/janus' };

describe('cameras', () => {
  it('adds, lists for every dispatcher with the maximum, updates, deletes, and survives a restart', async () => {
    expect(await as(one, '/ds/camera/add', 'POST', gate)).toMatchObject({ code: '0', data: { desc: { id: '1', name: 'North gate', protocol: 'hls', createBy: '20000001' } } });
    expect((await as(one, '/ds/camera/add', 'POST', yard)).code).toBe('0');
    const listed = await as(two, '/ds/camera/list');
    expect(listed.data?.list).toHaveLength(2);
    expect(listed.data?.desc).toEqual({ max: 64 });

    const updated = await as(two, '/ds/camera/update', 'PUT', { id: '1', name: 'Gate B', protocol: 'flv', streamId: 'gate', streamUrl: '/cameras/flv?stream=gate' });
    expect(updated).toMatchObject({ code: '0', data: { desc: { id: '1', name: 'Gate B', protocol: 'flv', createBy: '20000001' } } });
    expect((await as(one, '/ds/camera/delete?id=2', 'DELETE')).code).toBe('0');
    expect((await as(one, '/ds/camera/delete?id=2', 'DELETE')).code).toBe('404');

    emulator = await emulator.restart();
    one = await tokenFor(emulator.url, '20000001', 'Dispatch#2026');
    expect((await as(one, '/ds/camera/list')).data?.list).toEqual([expect.objectContaining({ id: '1', name: 'Gate B', streamUrl: '/cameras/flv?stream=gate' })]);
    // Ids are not reused after a delete, nor after a restart.
    expect((await as(one, '/ds/camera/add', 'POST', yard)).data?.desc).toMatchObject({ id: '3' });
  }, 60_000);

  it('answers 107 past the maximum of concurrent connections, and accepts again below it', async () => {
    const count = (await as(one, '/ds/camera/list')).data?.list.length ?? 0;
    expect((await call(`${emulator.url}/test/camera-limit`, 'POST', { max: count })).body.code).toBe('0');
    expect(await as(one, '/ds/camera/add', 'POST', { ...gate, name: 'Extra' })).toMatchObject({ code: '107' });
    expect((await as(one, '/ds/camera/list')).data?.desc).toEqual({ max: count });
    await call(`${emulator.url}/test/camera-limit`, 'POST', { max: count + 1 });
    expect((await as(one, '/ds/camera/add', 'POST', { ...gate, name: 'Extra' })).code).toBe('0');
    await call(`${emulator.url}/test/camera-limit`, 'POST', { max: 64 });
  });

  it('validates like the console: protocol, stream id and url by protocol, name; only dispatchers', async () => {
    expect(await as(one, '/ds/camera/add', 'POST', { ...gate, protocol: 'rtsp' })).toMatchObject({ code: '400' });
    expect(await as(one, '/ds/camera/add', 'POST', { ...gate, name: ' ' })).toMatchObject({ code: '400', desc: 'name: required' });
    expect(await as(one, '/ds/camera/add', 'POST', { ...gate, streamId: 'a b' })).toMatchObject({ code: '400', desc: 'streamId: invalid' });
    expect(await as(one, '/ds/camera/add', 'POST', { ...yard, name: 'Y2', streamId: 'abc' })).toMatchObject({ code: '400', desc: 'streamId: invalid' });
    expect(await as(one, '/ds/camera/add', 'POST', { ...gate, streamUrl: 'javascript:alert(1)' })).toMatchObject({ code: '400', desc: 'streamUrl: invalid' });
    expect(await as(one, '/ds/camera/add', 'POST', { ...gate, streamUrl: '//evil.example/x.m3u8' })).toMatchObject({ code: '400', desc: 'streamUrl: invalid' });
    expect(await as(one, '/ds/camera/add', 'POST', { ...yard, name: 'Y3', streamUrl: 'https://janus.example/' })).toMatchObject({ code: '400', desc: 'streamUrl: invalid' });
    expect(await as(one, '/ds/camera/add', 'POST', { ...gate, streamUrl: '' })).toMatchObject({ code: '400', desc: 'streamUrl: required' });
    expect(await as(one, '/ds/camera/add', 'POST', { ...gate, name: 'gate b' })).toMatchObject({ code: '409' });
    expect(await as(one, '/ds/camera/update', 'PUT', { id: '999', ...gate })).toMatchObject({ code: '404' });
    expect((await as(radio, '/ds/camera/add', 'POST', { ...gate, name: 'Radio cam' })).code).toBe('403');
    expect((await call(`${emulator.url}/ds/camera/list`)).body.code).toBe('105');
  });
});
