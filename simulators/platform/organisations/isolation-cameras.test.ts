import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VideoRecordKind } from '../../../protocol/index.ts';
import { mayWatch } from '../media/media-access.ts';
import { call, callAs, startTestEmulator, tokenFor, type TestEmulator } from '../testing/test-emulator.ts';
import type { CreatedOrganisation } from './organisation-test-routes.ts';

/**
 * Cameras and their video records between two organisations (Issue 38), from the other tenant's
 * side: the demo's cameras are not listed, changed or removed, their streams (HLS files, the FLV
 * socket, a WebRTC mount in Janus) are not found, their records not listed, served or deleted:
 * each answer the very one a camera or record that never existed gets.
 */
const PASSWORD = 'Tenant#2026';
const DEMO_DISPATCHER = '20000001';
const UNKNOWN = '999999';
let emulator: TestEmulator;
let other: CreatedOrganisation;
let demo: string;
let theirs: string;
let demoCamera: string;
const RECORD = 'isorecord1';

type Body = { code: string; desc?: string; data?: { desc: unknown; list: unknown[] } };
const as = (token: string, path: string, method = 'GET', body?: unknown): Promise<Body> => callAs(emulator.url, token, path, method, body);
const said = (answer: Body, id: string) => `${answer.code} ${answer.desc ?? ''}`.replaceAll(id, '<id>');
const asUnknown = async (named: Promise<Body>, id: string, unknown: Promise<Body>, unknownId: string) => {
  const [answer, reference] = [await named, await unknown];
  expect(answer.code).not.toBe('0');
  expect(said(answer, id)).toBe(said(reference, unknownId));
};
const get = async (path: string, token: string) => {
  const response = await fetch(`${emulator.url}${path}`, { headers: { cookie: `token=${token}` } });
  return { status: response.status, text: await response.text() };
};

beforeAll(async () => {
  emulator = await startTestEmulator();
  const created = await call(`${emulator.url}/test/organisation`, 'POST', { name: 'Quay Cameras', password: PASSWORD, teams: 1, radios: 1, dispatchers: 1 });
  other = created.body.data?.desc as CreatedOrganisation;
  demo = await tokenFor(emulator.url, DEMO_DISPATCHER, 'Dispatch#2026');
  theirs = await tokenFor(emulator.url, other.dispatchers[0]!.msId, PASSWORD);
  const added = await as(demo, '/ds/camera/add', 'POST', { name: 'Iso gate', protocol: 'hls', streamId: 'isogate', streamUrl: '/cameras/hls/isogate/index.m3u8' });
  demoCamera = (added.data?.desc as { id: string }).id;
  expect((await as(demo, '/ds/camera/add', 'POST', { name: 'Iso mount', protocol: 'webrtc', streamId: '9123', streamUrl: '/janus' })).code).toBe('0');
  // The camera's HLS playlist as a simulated camera writes it, and a finished snapshot record of it.
  mkdirSync(join(emulator.dataDir, 'cameras', 'isogate'), { recursive: true });
  writeFileSync(join(emulator.dataDir, 'cameras', 'isogate', 'index.m3u8'), '#EXTM3U\n');
  mkdirSync(join(emulator.dataDir, 'video-records'), { recursive: true });
  writeFileSync(join(emulator.dataDir, 'video-records', `${RECORD}.jpg`), 'jpeg');
  const now = Date.now();
  await emulator.platform.commit([
    {
      type: 'videoRecord.snapped',
      record: { id: RECORD, kind: VideoRecordKind.Snapshot, cameraId: demoCamera, cameraName: 'Iso gate', startTime: now, endTime: now, durationMs: 0, size: 4, width: 640, height: 360, createBy: DEMO_DISPATCHER },
    },
  ]);
}, 60_000);
afterAll(() => emulator?.stop());

describe("another organisation's cameras", () => {
  it('are not listed, changed or removed; their names are free', async () => {
    const listed = (token: string) => as(token, '/ds/camera/list').then((answer) => (answer.data?.list as { id: string }[]).map((camera) => camera.id));
    expect(await listed(demo)).toContain(demoCamera);
    expect(await listed(theirs)).toEqual([]);
    const change = { name: 'Mine', protocol: 'hls', streamId: 'isogate', streamUrl: '/cameras/hls/isogate/index.m3u8' };
    await asUnknown(as(theirs, '/ds/camera/update', 'PUT', { id: demoCamera, ...change }), demoCamera, as(theirs, '/ds/camera/update', 'PUT', { id: UNKNOWN, ...change }), UNKNOWN);
    await asUnknown(as(theirs, `/ds/camera/delete?id=${demoCamera}`, 'DELETE'), demoCamera, as(theirs, `/ds/camera/delete?id=${UNKNOWN}`, 'DELETE'), UNKNOWN);
    expect(emulator.platform.state.cameras.byId.get(demoCamera)?.name).toBe('Iso gate');
    // The demo's camera name is free here, and their own camera is theirs alone.
    const own = await as(theirs, '/ds/camera/add', 'POST', { name: 'Iso gate', protocol: 'hls', streamId: 'quay', streamUrl: '/cameras/hls/quay/index.m3u8' });
    expect(own.code).toBe('0');
    expect(await listed(theirs)).toEqual([(own.data?.desc as { id: string }).id]);
    expect(await listed(demo)).not.toContain((own.data?.desc as { id: string }).id);
  });

  it('their streams are not found: HLS files, the FLV socket and the WebRTC mount', async () => {
    expect(await get('/cameras/hls/isogate/index.m3u8', demo)).toEqual({ status: 200, text: '#EXTM3U\n' });
    expect(await get('/cameras/hls/isogate/index.m3u8', theirs)).toEqual(await get('/cameras/hls/nostream/index.m3u8', theirs));
    expect((await get('/cameras/hls/isogate/index.m3u8', theirs)).status).toBe(404);
    expect(await get('/cameras/flv?stream=isogate', theirs)).toEqual(await get('/cameras/flv?stream=nostream', theirs));
    const { platform } = emulator;
    expect(mayWatch(platform, DEMO_DISPATCHER, 9123, false)).toBe(true);
    expect(mayWatch(platform, other.dispatchers[0]!.msId, 9123, false)).toBe(false);
  });

  it('their video records are not listed, served, deleted or asked about', async () => {
    const range = `start=${Date.now() - 60_000}&end=${Date.now() + 1_000}`;
    const ids = (token: string) => as(token, `/ds/apiZlmk/list?${range}`).then((answer) => (answer.data?.list as { id: string }[]).map((record) => record.id));
    expect(await ids(demo)).toEqual([RECORD]);
    expect(await ids(theirs)).toEqual([]);
    expect((await get(`/video-records/${RECORD}.jpg`, demo)).status).toBe(200);
    expect(await get(`/video-records/${RECORD}.jpg`, theirs)).toEqual(await get('/video-records/nosuchrecord.jpg', theirs));
    await asUnknown(as(theirs, '/ds/apiZlmk/delete', 'POST', { id: RECORD }), RECORD, as(theirs, '/ds/apiZlmk/delete', 'POST', { id: 'nosuchrecord' }), 'nosuchrecord');
    await asUnknown(as(theirs, `/ds/apiZlmk/isOnline?cameraId=${demoCamera}`), demoCamera, as(theirs, `/ds/apiZlmk/isOnline?cameraId=${UNKNOWN}`), UNKNOWN);
    await asUnknown(as(theirs, '/ds/apiZlmk/snap', 'POST', { cameraId: demoCamera }), demoCamera, as(theirs, '/ds/apiZlmk/snap', 'POST', { cameraId: UNKNOWN }), UNKNOWN);
    await asUnknown(as(theirs, '/ds/apiZlmk/record', 'POST', { cameraId: demoCamera, action: 'start' }), demoCamera, as(theirs, '/ds/apiZlmk/record', 'POST', { cameraId: UNKNOWN, action: 'start' }), UNKNOWN);
    expect(emulator.platform.state.videoRecords.has(RECORD)).toBe(true);
  });
});
