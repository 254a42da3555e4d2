import type { Page } from '@playwright/test';
import { SocketCommandError, TerminalType, type SocketClient } from '../../protocol/index.ts';
import { CameraMonitor } from '../../simulators/terminals/camera-monitor.ts';
import { mediaNetworkFrom } from '../../simulators/terminals/voice/media-network.ts';
import { expect, loginAs, ORGANISATION_PASSWORD, test } from './harness/fixtures.ts';
import type { PlatformApi } from './harness/platformApi.ts';
import { connectTerminal } from './harness/terminal.ts';

/**
 * A terminal's camera on the video wall, end to end: in-process simulated terminals (a real socket
 * each) send ffmpeg's test video as VP8 RTP into the Janus Streaming mount point the emulator made;
 * the console in Chromium watches it through /janus. T320 LTE radios (type 6) and a phone (10) have
 * cameras, a PMR handheld (30) has none. Each test works in an organisation of its own, with the
 * radio types it needs.
 */
const PAGE = '/video-surveillances/video-surveillance';

type Radio = { socket: SocketClient; camera: CameraMonitor };
const radios: Radio[] = [];
async function radio(api: PlatformApi, msId: string, type: number, password?: string): Promise<Radio> {
  const socket = await connectTerminal(api, msId, password);
  const camera = new CameraMonitor({ socket, type, network: mediaNetworkFrom(process.env), log: (line) => process.stderr.write(`${msId}: ${line}\n`) });
  const made = { socket, camera };
  radios.push(made);
  return made;
}
test.afterEach(async ({ api }) => {
  for (const { socket, camera } of radios.splice(0)) {
    await camera.close();
    socket.close();
  }
  // The limit is the platform's, not an organisation's.
  await api.call('POST', '/test/monitor-limit', { max: 16 });
});

/** An own organisation whose one team has a radio of each of `types`, in that order, as the fixture names it. */
async function organisationOf(api: PlatformApi, types: number[]) {
  const info = test.info();
  const made = await api.createOrganisation(`Org ${info.testId.slice(0, 10)} ${info.repeatEachIndex}.${info.retry}`, ORGANISATION_PASSWORD, { teams: 1, radios: types.length, dispatchers: 1, types });
  return { ids: made.radios.map((terminal) => terminal.msId), dispatcher: { account: made.dispatchers[0]!.msId, password: ORGANISATION_PASSWORD } };
}

async function openWall(page: Page, who: { account: string; password: string }): Promise<void> {
  page.on('console', (message) => {
    if (message.type() === 'error') console.log(`[page error] ${message.text()}`);
  });
  await loginAs(page, who);
  await page.goto(PAGE);
  await expect(page.getByTestId('surveillance-terminals')).toBeVisible();
}

const terminalRow = (page: Page, msId: string) => page.locator(`[data-testid="surveillance-terminal-row"][data-terminal="${msId}"]`);
const tile = (page: Page, index: number) => page.getByTestId(`surveillance-tile-${index}`);
const notice = (page: Page) => page.getByTestId('surveillance-notice');

async function dragTerminal(page: Page, msId: string, index: number): Promise<void> {
  await page.getByTestId('surveillance-terminal-filter').fill(msId);
  await terminalRow(page, msId).dragTo(tile(page, index));
}

/** What the tile's <video> has shown: decoded frames, its clock and width. */
const shown = (page: Page, index: number) =>
  tile(page, index)
    .getByTestId('surveillance-terminal-video')
    .evaluate((element) => {
      const video = element as HTMLVideoElement;
      return { frames: video.getVideoPlaybackQuality().totalVideoFrames, time: video.currentTime, width: video.videoWidth };
    });

test('a terminal dragged onto a tile shows its moving camera; logs 110, 111 and 130; stop stops the terminal', async ({ page, api, organisation }) => {
  // The test's own organisation: its log has only this test's monitor rows.
  const RADIO = organisation.radios[0]!.msId;
  const terminal = await radio(api, RADIO, TerminalType.Poc6, organisation.password);
  await openWall(page, organisation.dispatcher);
  await dragTerminal(page, RADIO, 0);
  await expect(tile(page, 0)).toHaveAttribute('data-terminal', RADIO);
  await expect(tile(page, 0)).toHaveAttribute('data-phase', 'live', { timeout: 15_000 });
  expect(terminal.camera.active).toHaveLength(1);

  // Frames arrive and keep moving: the picture is the terminal's 640x360 test video.
  await expect.poll(async () => (await shown(page, 0)).frames, { timeout: 20_000 }).toBeGreaterThan(5);
  const before = await shown(page, 0);
  // More frames, and playback time moves on with them (half a second of video at least).
  await expect.poll(async () => (await shown(page, 0)).frames, { timeout: 10_000 }).toBeGreaterThan(before.frames + 5);
  await expect.poll(async () => (await shown(page, 0)).time, { timeout: 10_000 }).toBeGreaterThan(before.time + 0.5);
  expect((await shown(page, 0)).width).toBe(640);
  await expect(tile(page, 0).getByTestId('surveillance-tile-error-0')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('terminal-monitor-wall.png') });

  // The same terminal twice is refused on the wall...
  await dragTerminal(page, RADIO, 1);
  await expect(notice(page)).toHaveText('Already monitoring this terminal.');
  await expect(tile(page, 1)).not.toHaveAttribute('data-terminal', RADIO);
  // ...and by the platform, whatever a client sends (here the second dispatcher, twice).
  const operator = await connectTerminal(api, organisation.dispatchers[1]!.msId, organisation.password);
  try {
    const grant = (await operator.command('monitorStart', { msId: RADIO })) as { monitorId: string };
    const again = await operator.command('monitorStart', { msId: RADIO }).catch((error: unknown) => error);
    expect(again).toBeInstanceOf(SocketCommandError);
    expect((again as SocketCommandError).code).toBe('409');
    await operator.command('monitorStop', { monitorId: grant.monitorId });
  } finally {
    operator.close();
  }
  await expect.poll(() => terminal.camera.active.length).toBe(1);

  // Stop: the tile empties and the terminal stops sending.
  await tile(page, 0).getByTestId('surveillance-terminal-stop-0').click();
  await expect(tile(page, 0)).not.toHaveAttribute('data-terminal', RADIO);
  await expect.poll(() => terminal.camera.active.length).toBe(0);
  const sent = terminal.camera.packetsSentTotal;
  await page.waitForTimeout(1_000); // a window in which a stopped camera must send nothing
  expect(terminal.camera.packetsSentTotal).toBe(sent);

  // The logs screen lists the start (110) and stop (111) under monitor, the session (130) under video monitoring.
  await page.goto('/logs/log');
  await page.getByTestId('logs-quick-today').click();
  await page.getByTestId('logs-query').click();
  const rows = (category: string, code: number) =>
    page
      .locator(`[data-testid="log-row"][data-ms-id="${RADIO}"][data-category="${category}"]`)
      .filter({ hasText: `(${code})` })
      .filter({ hasText: organisation.dispatcher.account });
  await expect(rows('monitor', 110)).toHaveCount(1);
  await expect(rows('monitor', 111)).toHaveCount(1);
  await expect(rows('videoMonitoring', 130)).toHaveCount(1);
  await expect(rows('monitor', 111).first()).toContainText('Monitoring stopped');
});

test('device not supported, the maximum monitored entries, and a terminal going offline mid-monitor', async ({ page, api }) => {
  // An own organisation with a PMR handheld, a T320 and a phone.
  const { ids, dispatcher } = await organisationOf(api, [TerminalType.Pmr, TerminalType.Poc6, TerminalType.App]);
  const [NO_CAMERA, SECOND_RADIO, THIRD_RADIO] = [ids[0]!, ids[1]!, ids[2]!];
  await radio(api, NO_CAMERA, TerminalType.Pmr, ORGANISATION_PASSWORD);
  const second = await radio(api, SECOND_RADIO, TerminalType.Poc6, ORGANISATION_PASSWORD);
  await radio(api, THIRD_RADIO, TerminalType.App, ORGANISATION_PASSWORD);
  await openWall(page, dispatcher);

  // A PMR handheld has no camera: the platform says so, nothing stays on the wall.
  await dragTerminal(page, NO_CAMERA, 0);
  await expect(notice(page)).toHaveText('Device not supported: this terminal has no camera.');
  await expect(tile(page, 0)).not.toHaveAttribute('data-terminal', NO_CAMERA);

  // One monitor at a time on this platform: the second is past the maximum.
  await api.call('POST', '/test/monitor-limit', { max: 1 });
  await page.getByTestId('surveillance-terminal-filter').fill(SECOND_RADIO);
  await terminalRow(page, SECOND_RADIO).getByTestId('surveillance-terminal-monitor').click();
  await expect(tile(page, 0)).toHaveAttribute('data-phase', 'live', { timeout: 15_000 });
  await dragTerminal(page, THIRD_RADIO, 1);
  await expect(notice(page)).toHaveText('Maximum monitored entries reached.');
  await expect(tile(page, 1)).not.toHaveAttribute('data-terminal', THIRD_RADIO);

  // The monitored terminal drops off the network: its tile says so and its camera stops.
  await expect.poll(async () => (await shown(page, 0)).frames, { timeout: 20_000 }).toBeGreaterThan(5);
  second.socket.close();
  await expect(tile(page, 0)).toHaveAttribute('data-ended', '101');
  await expect(page.getByTestId('surveillance-tile-error-0')).toHaveText('The terminal went offline; its camera stopped.');
  await expect.poll(() => second.camera.active.length).toBe(0);
  await page.screenshot({ path: test.info().outputPath('terminal-monitor-offline.png') });
  await tile(page, 0).getByTestId('surveillance-terminal-stop-0').click();
  await expect(tile(page, 0)).not.toHaveAttribute('data-terminal', SECOND_RADIO);
});

test("a terminal's map card opens its camera on the wall; a radio without a camera is not offered it", async ({ page, api }) => {
  // An own organisation with a T320 and a radio without a camera (a PMR handheld).
  const { ids, dispatcher } = await organisationOf(api, [TerminalType.Poc6, TerminalType.Pmr]);
  const [CAMERA_RADIO, NO_CAMERA] = [ids[0]!, ids[1]!];
  await radio(api, CAMERA_RADIO, TerminalType.Poc6, ORGANISATION_PASSWORD);
  await radio(api, NO_CAMERA, TerminalType.Pmr, ORGANISATION_PASSWORD);
  await loginAs(page, dispatcher);
  await page.goto(`/maps/monitoring-follow-child-4?msId=${NO_CAMERA}`);
  await expect(page.getByTestId('terminal-info')).toHaveAttribute('data-ms-id', NO_CAMERA, { timeout: 30_000 });
  await expect(page.getByTestId(`call-terminal-${NO_CAMERA}`)).toBeVisible();
  await expect(page.getByTestId('terminal-video-monitor')).toHaveCount(0);

  await page.goto(`/maps/monitoring-follow-child-4?msId=${CAMERA_RADIO}`);
  await expect(page.getByTestId('terminal-info')).toHaveAttribute('data-ms-id', CAMERA_RADIO, { timeout: 30_000 });
  await page.getByTestId('terminal-video-monitor').click();
  await expect(page).toHaveURL(new RegExp(`${PAGE}\\?terminal=${CAMERA_RADIO}$`));
  await expect(tile(page, 0)).toHaveAttribute('data-terminal', CAMERA_RADIO);
  await expect(tile(page, 0)).toHaveAttribute('data-phase', 'live', { timeout: 15_000 });
  await expect.poll(async () => (await shown(page, 0)).frames, { timeout: 20_000 }).toBeGreaterThan(5);
  await tile(page, 0).getByTestId('surveillance-terminal-stop-0').click();
  await expect(tile(page, 0)).not.toHaveAttribute('data-terminal', CAMERA_RADIO);
});
