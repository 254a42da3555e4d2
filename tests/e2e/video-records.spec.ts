import type { Page } from '@playwright/test';
import { startSimulatedCamera, type SimulatedCamera } from '../../simulators/cameras/simulated-camera.ts';
import { expect, loginAs, test } from './harness/fixtures.ts';
import type { PlatformApi } from './harness/platformApi.ts';
import { setDateField } from './harness/dateField.ts';

const WALL = '/video-surveillances/video-surveillance';
const RECORDS = '/video-surveillances/video-records';

type Dispatcher = { readonly account: string; readonly password: string };

let sources: SimulatedCamera[] = [];

// Two ffmpeg cameras for this spec only: one HLS (the emulator reads its folder), one HTTP-FLV
// (pushed in). Each test adds them as cameras of its own organisation, whose records are its own.
test.beforeAll(async () => {
  const targets = { hlsDir: process.env.POC_CAMERA_HLS, emulatorUrl: process.env.POC_PGLITE_URL, ingestKey: process.env.POC_CAMERA_INGEST_KEY };
  const log = (line: string) => process.stderr.write(`${line}\n`);
  sources = await Promise.all([
    startSimulatedCamera({ name: 'VR HLS', protocol: 'hls', streamId: 'vr-hls' }, targets, log),
    startSimulatedCamera({ name: 'VR FLV', protocol: 'flv', streamId: 'vr-flv' }, targets, log),
  ]);
});
test.afterAll(async () => {
  await Promise.all(sources.map((source) => source.stop()));
});

async function dispatcherCall(api: PlatformApi, who: Dispatcher, method: string, path: string, body?: unknown) {
  const token = await api.token(who.account, who.password);
  return api.call(method, `${path}${path.includes('?') ? '&' : '?'}token=${token}`, body);
}

/** The spec's cameras, added by the organisation's dispatcher, once live; their ids by protocol. */
async function addCameras(api: PlatformApi, who: Dispatcher): Promise<Record<string, string>> {
  const cameraIds: Record<string, string> = {};
  for (const source of sources) {
    const added = await dispatcherCall(api, who, 'POST', '/ds/camera/add', { name: source.name, protocol: source.protocol, streamId: source.streamId, streamUrl: source.streamUrl });
    expect(added.code).toBe('0');
    cameraIds[source.protocol] = (added.data?.desc as { id: string }).id;
    await expect
      .poll(async () => ((await dispatcherCall(api, who, 'GET', `/ds/apiZlmk/isOnline?cameraId=${cameraIds[source.protocol]}`)).data?.desc as { online?: boolean }).online, { timeout: 30_000 })
      .toBe(true);
  }
  return cameraIds;
}

/** Lists today's records of one camera on the records page. */
async function listToday(page: Page, cameraId: string): Promise<void> {
  await page.getByTestId('video-records-camera').selectOption(cameraId);
  await page.getByTestId('video-records-quick-today').click();
  await page.getByTestId('video-records-query').click();
}

test('a camera recorded from its wall tile is found by camera and range and plays; a tile snapshot is an image', async ({ page, api, organisation }) => {
  const cameraIds = await addCameras(api, organisation.dispatcher);
  await loginAs(page, organisation.dispatcher);
  await page.goto(WALL);
  await page.getByTestId('camera-row').filter({ hasText: 'VR FLV' }).getByTestId('camera-show').click();
  const tile = page.getByTestId('surveillance-tile-0');
  await expect(tile).toHaveAttribute('data-camera', cameraIds.flv!);

  // The platform records the camera's stream for a few seconds.
  await page.getByTestId('video-record-toggle-0').click();
  await expect(page.getByTestId('video-record-live-0')).toBeVisible();
  await page.waitForTimeout(3_000); // the length of the recording: time is what it records
  await page.getByTestId('video-record-toggle-0').click();
  await expect(page.getByTestId('video-record-note-0')).toHaveText('Recording saved.');
  await expect(page.getByTestId('video-record-live-0')).toHaveCount(0);
  await page.getByTestId('video-record-snap-0').click();
  await expect(page.getByTestId('video-record-note-0')).toHaveText('Snapshot saved.');

  // The menu's video records entry follows the wall's (SPEC §2 /video-surveillances).
  const menu = page.getByTestId('main-menu').getByRole('link');
  const titles = await menu.allInnerTexts();
  expect(titles.indexOf('Video records')).toBe(titles.indexOf('Video surveillance') + 1);
  await menu.filter({ hasText: 'Video records' }).click();
  await expect(page).toHaveURL(new RegExp(`${RECORDS}$`));
  await listToday(page, cameraIds.flv!);
  const rows = page.getByTestId('video-record-row');
  const video = rows.and(page.locator('[data-kind="video"]')).first();
  await expect(video).toBeVisible();
  await expect(rows.and(page.locator(`[data-camera="${cameraIds.flv}"]`))).toHaveCount(await rows.count());
  await expect(video.getByTestId('video-record-duration')).toHaveText(/^0:0[1-9]$/);

  // Played back in the page: time advances and the picture has a size.
  await video.getByTestId('video-record-open').click();
  const player = page.getByTestId('video-record-player');
  await expect.poll(() => player.evaluate((element) => (element as HTMLVideoElement).currentTime), { timeout: 15_000 }).toBeGreaterThan(0.5);
  expect(await player.evaluate((element) => (element as HTMLVideoElement).videoWidth)).toBe(640);

  // The snapshot taken from the tile shows as an image; deleting it removes it from the list.
  const snapshot = rows.and(page.locator('[data-kind="snapshot"]')).first();
  await snapshot.getByTestId('video-record-open').click();
  await expect.poll(() => page.getByTestId('video-record-image').evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(640);
  const before = await rows.and(page.locator('[data-kind="snapshot"]')).count();
  await snapshot.getByTestId('video-record-delete').click();
  await snapshot.getByTestId('video-record-delete-confirm').click();
  await expect(rows.and(page.locator('[data-kind="snapshot"]'))).toHaveCount(before - 1);
});

test('the records page records an HLS camera; other cameras do not list it; an invalid range is refused', async ({ page, api, organisation }) => {
  const cameraIds = await addCameras(api, organisation.dispatcher);
  await loginAs(page, organisation.dispatcher);
  await page.goto(RECORDS);
  await listToday(page, cameraIds.hls!);
  const rows = page.getByTestId('video-record-row');
  const before = await rows.count();
  await page.getByTestId('video-record-toggle-page').click();
  await expect(page.getByTestId('video-record-live-page')).toBeVisible();
  // Listed while it runs, without a file to play yet.
  await page.getByTestId('video-records-query').click();
  await expect(rows).toHaveCount(before + 1);
  await expect(rows.first().getByTestId('video-record-duration')).toHaveText('Recording');
  await page.waitForTimeout(3_000); // the length of the recording: time is what it records
  await page.getByTestId('video-record-toggle-page').click();
  await expect(page.getByTestId('video-record-note-page')).toHaveText('Recording saved.');
  await expect(rows.first().getByTestId('video-record-duration')).toHaveText(/^0:0[1-9]$/);
  const newest = await rows.first().getAttribute('data-id');

  // Filtered by the FLV camera, the HLS recording is not there.
  await listToday(page, cameraIds.flv!);
  await expect(page.getByTestId('video-records-table').or(page.getByTestId('video-records-empty'))).toBeVisible();
  await expect(page.locator(`[data-testid="video-record-row"][data-id="${newest}"]`)).toHaveCount(0);

  // SPEC §5: the start must be before the end (the form says so in the console's language).
  await setDateField(page.getByTestId('video-records-start-input'), '2026-03-10T12:00:00');
  await setDateField(page.getByTestId('video-records-end-input'), '2026-03-10T11:00:00');
  await page.getByTestId('video-records-query').click();
  await expect(page.getByTestId('video-records-range-error')).toHaveText('The start time must be before the end time.');
  // The platform applies the same rule to a query that skips the form.
  const now = Date.now();
  expect(await dispatcherCall(api, organisation.dispatcher, 'GET', `/ds/apiZlmk/list?start=${now}&end=${now - 60_000}`)).toMatchObject({ code: '400', desc: 'range: startNotBeforeEnd' });
});
