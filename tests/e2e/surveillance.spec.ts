import type { Page } from '@playwright/test';
import { startSimulatedCamera, type SimulatedCamera } from '../../simulators/cameras/simulated-camera.ts';
import { expect, loginAs, test } from './harness/fixtures.ts';
import type { PlatformApi } from './harness/platformApi.ts';

const PAGE = '/video-surveillances/video-surveillance';
/** Janus Streaming mount point of this spec's WebRTC camera. */
const MOUNT_ID = '7701';

type CameraBody = { name: string; protocol: 'hls' | 'flv' | 'webrtc'; streamId: string; streamUrl: string };
type Dispatcher = { readonly account: string; readonly password: string };

let sources: SimulatedCamera[] = [];

// The cameras run only for this spec: one per protocol, shared by every camera entry below.
test.beforeAll(async () => {
  const targets = {
    hlsDir: process.env.POC_CAMERA_HLS,
    emulatorUrl: process.env.POC_PGLITE_URL,
    ingestKey: process.env.POC_CAMERA_INGEST_KEY,
    janus: { url: process.env.POC_JANUS_WS ?? '', adminKey: process.env.POC_JANUS_ADMIN_KEY || null, mediaHost: process.env.POC_MEDIA_HOST ?? '127.0.0.1', hostSide: process.env.POC_HOST_SIDE_IP ?? '127.0.0.1' },
  };
  const log = (line: string) => process.stderr.write(`${line}\n`);
  sources = await Promise.all([
    startSimulatedCamera({ name: 'E2E HLS', protocol: 'hls', streamId: 'e2e-hls' }, targets, log),
    startSimulatedCamera({ name: 'E2E FLV', protocol: 'flv', streamId: 'e2e-flv' }, targets, log),
    startSimulatedCamera({ name: 'E2E WebRTC', protocol: 'webrtc', streamId: MOUNT_ID }, targets, log),
  ]);
});
test.afterAll(async () => {
  await Promise.all(sources.map((source) => source.stop()));
});

const sourceOf = (protocol: CameraBody['protocol']) => sources.find((source) => source.protocol === protocol)!;
const bodyFor = (name: string, protocol: CameraBody['protocol']): CameraBody => ({ name, protocol, streamId: sourceOf(protocol).streamId, streamUrl: sourceOf(protocol).streamUrl });

async function dispatcherCall(api: PlatformApi, who: Dispatcher, method: string, path: string, body?: unknown) {
  const token = await api.token(who.account, who.password);
  return api.call(method, `${path}${path.includes('?') ? '&' : '?'}token=${token}`, body);
}

/**
 * The default camera limit (the platform's, not an organisation's), then the cameras the test
 * wants, added by its own organisation's dispatcher: the organisation has no others.
 */
async function setUpCameras(api: PlatformApi, who: Dispatcher, add: CameraBody[] = []): Promise<void> {
  await api.call('POST', '/test/camera-limit', { max: 64 });
  for (const body of add) expect((await dispatcherCall(api, who, 'POST', '/ds/camera/add', body)).code).toBe('0');
}

const row = (page: Page, name: string) => page.getByTestId('camera-row').filter({ hasText: name });

/** Frames decoded per tile: every tile's count must grow, so every picture moves. */
async function framesAdvanceInEveryTile(page: Page, tiles: number): Promise<void> {
  const count = () =>
    page.$$eval('[data-testid="surveillance-video"]', (videos) => videos.map((video) => (video as HTMLVideoElement).getVideoPlaybackQuality().totalVideoFrames));
  const failures = () => page.$$eval('[data-testid^="surveillance-tile-"][data-camera]', (found) => found.map((tile) => `${tile.getAttribute('data-testid')}:${tile.getAttribute('data-failure')}`).join(' '));
  await expect
    .poll(async () => (await count()).filter((frames) => frames > 0).length, { timeout: 30_000 })
    .toBe(tiles)
    .catch(async (error: unknown) => {
      throw new Error(`tiles playing: ${JSON.stringify(await count())}, failures: ${await failures()}; ${String(error)}`);
    });
  // Each tile must decode more than 5 new frames. A live HLS tile stalls while its next segment is
  // fetched, so on a loaded machine a fixed window can miss its frames: wait for every tile instead.
  const before = await count();
  await expect
    .poll(async () => (await count()).filter((frames, index) => frames > before[index]! + 5).length, { timeout: 30_000, message: 'tiles whose pictures move' })
    .toBe(tiles);
}

test('cameras are added, edited and deleted; the list reloads; 107 says maximum concurrent connections exceeded', async ({ page, api, organisation }) => {
  await setUpCameras(api, organisation.dispatcher);
  await loginAs(page, organisation.dispatcher);
  // The home tree's cameras entry (video monitor is on for every dispatcher) opens the page.
  await page.getByTestId('home-cameras-entry').click();
  await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  await expect(page.getByTestId('camera-count')).toHaveText('0 of 64 cameras');

  // The dialog validates as the platform does.
  await page.getByTestId('camera-add').click();
  await page.getByTestId('camera-protocol').selectOption('webrtc');
  await page.getByTestId('camera-stream-id').fill('yard');
  await page.getByTestId('camera-save').click();
  const dialog = page.getByTestId('camera-dialog');
  await expect(dialog).toContainText('Required.');
  await expect(dialog).toContainText('A WebRTC stream ID is the Janus mount point number.');
  await page.getByTestId('camera-name').fill('North gate');
  await page.getByTestId('camera-protocol').selectOption('hls');
  await page.getByTestId('camera-stream-id').fill('e2e-hls');
  await expect(page.getByTestId('camera-stream-url')).toHaveValue('/cameras/hls/e2e-hls/index.m3u8');
  await page.getByTestId('camera-save').click();
  await expect(dialog).toBeHidden();
  await expect(row(page, 'North gate')).toContainText('HLS');
  await expect(page.getByTestId('camera-count')).toHaveText('1 of 64 cameras');

  // Edit: name and protocol change; the list shows what the platform holds.
  await row(page, 'North gate').getByTestId('camera-edit').click();
  await page.getByTestId('camera-name').fill('South gate');
  await page.getByTestId('camera-protocol').selectOption('flv');
  await page.getByTestId('camera-stream-url').fill('/cameras/flv?stream=e2e-flv');
  await page.getByTestId('camera-save').click();
  await expect(row(page, 'South gate')).toContainText('HTTP-FLV');
  await expect(row(page, 'North gate')).toHaveCount(0);

  // The platform's maximum: add answers 107, shown as maximum concurrent connections exceeded.
  await api.call('POST', '/test/camera-limit', { max: 1 });
  await page.getByTestId('camera-add').click();
  await page.getByTestId('camera-name').fill('One too many');
  await page.getByTestId('camera-stream-id').fill('e2e-hls');
  await page.getByTestId('camera-save').click();
  await expect(page.getByTestId('camera-dialog-error')).toHaveText('Maximum concurrent connections exceeded.');
  await dialog.getByRole('button', { name: 'Cancel' }).last().click();
  await api.call('POST', '/test/camera-limit', { max: 64 });

  // Delete, after a confirmation.
  await row(page, 'South gate').getByTestId('camera-delete').click();
  await page.getByTestId('camera-delete-confirm').click();
  await expect(page.getByTestId('camera-row')).toHaveCount(0);
  await expect(page.getByTestId('camera-count')).toHaveText('0 of 64 cameras');
});

test('a 4-tile wall plays HLS, FLV and WebRTC cameras; snapshot; SPEC §8 errors on the wall', async ({ page, api, organisation }) => {
  await setUpCameras(api, organisation.dispatcher, [bodyFor('Gate HLS', 'hls'), bodyFor('Yard FLV', 'flv'), bodyFor('Dock WebRTC', 'webrtc'), bodyFor('Pier FLV', 'flv'), { name: 'Lost', protocol: 'hls', streamId: 'missing', streamUrl: '/cameras/hls/missing/index.m3u8' }]);
  await loginAs(page, organisation.dispatcher);
  await page.goto(PAGE);
  await expect(page.getByTestId('surveillance-layout')).toHaveValue('4');

  // One dragged onto a tile, the others shown on the first free tiles.
  await row(page, 'Dock WebRTC').dragTo(page.getByTestId('surveillance-tile-3'));
  await expect(page.getByTestId('surveillance-tile-3')).toContainText('Dock WebRTC');
  for (const name of ['Gate HLS', 'Yard FLV', 'Pier FLV']) await row(page, name).getByTestId('camera-show').click();
  await framesAdvanceInEveryTile(page, 4);
  await expect(page.locator('[data-failure]:not([data-failure=""])')).toHaveCount(0);

  // SPEC §8 on the wall: a camera already shown, and no free tile.
  await row(page, 'Gate HLS').getByTestId('camera-show').click();
  await expect(page.getByTestId('surveillance-notice')).toHaveText('Already monitoring this camera.');
  await row(page, 'Lost').getByTestId('camera-show').click();
  await expect(page.getByTestId('surveillance-notice')).toHaveText('Maximum monitored entries reached.');

  // Snapshot: the tile's picture as a PNG download.
  const download = page.waitForEvent('download');
  await page.getByTestId('surveillance-snapshot-0').click();
  expect((await download).suggestedFilename()).toMatch(/^Gate HLS-.*\.png$/);

  // A stream that does not exist: the tile says so.
  await page.getByTestId('surveillance-close-1').click();
  await row(page, 'Lost').getByTestId('camera-show').click();
  await expect(page.getByTestId('surveillance-tile-error-1')).toHaveText('Stream not found.');
});

test('a 16-tile wall plays every tile', async ({ page, api, organisation }) => {
  // Sixteen software decoders beside the other shard: this one test may take longer than most.
  test.setTimeout(240_000);
  const protocols = ['flv', 'webrtc', 'hls', 'flv'] as const;
  await setUpCameras(api, organisation.dispatcher, Array.from({ length: 16 }, (_, index) => bodyFor(`Camera ${String(index + 1).padStart(2, '0')}`, protocols[index % 4]!)));
  await loginAs(page, organisation.dispatcher);
  await page.goto(PAGE);
  await page.getByTestId('surveillance-layout').selectOption('16');
  for (let index = 1; index <= 16; index += 1) await row(page, `Camera ${String(index).padStart(2, '0')}`).getByTestId('camera-show').click();
  await framesAdvanceInEveryTile(page, 16);
  await page.screenshot({ path: test.info().outputPath('wall-16.png') });
});

test('the video-monitor access setting gates the cameras entry and the page', async ({ page, api, organisation }) => {
  await api.call('POST', '/test/host-config', { hostSwitches: { videoMonitor: false } });
  try {
    await loginAs(page, organisation.dispatcher);
    await expect(page.getByTestId('group-tree')).toBeVisible();
    await expect(page.getByTestId('home-cameras-entry')).toHaveCount(0);
    await page.goto(PAGE);
    await expect(page).toHaveURL(/\/404/);
  } finally {
    await api.call('POST', '/test/host-config', { hostSwitches: {} });
  }
});

