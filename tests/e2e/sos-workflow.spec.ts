import type { Page } from '@playwright/test';
import type { SocketClient } from '../../protocol/index.ts';
import { CameraMonitor } from '../../simulators/terminals/camera-monitor.ts';
import { CallTerminal } from '../../simulators/terminals/calls/index.ts';
import { mediaNetworkFrom } from '../../simulators/terminals/voice/media-network.ts';
import { chromiumPath, CHROMIUM_ARGS } from './harness/chromium.ts';
import { expect, loginAs, test } from './harness/fixtures.ts';
import { raiseSos } from './harness/sos.ts';
import { callMediaForFile } from './harness/callMedia.ts';
import { connectTerminal } from './harness/terminal.ts';

/**
 * The emergency workflow (docs/protocol.md "Emergency workflow") with two dispatchers at once: who
 * handles an alarm shows on both consoles, the handler hands it over, and acknowledging opens ambient
 * listening, the camera, the recent track and the floor of the terminal's group. Each test works in
 * its own organisation, whose radios (type 6, T320 LTE) have cameras.
 */

test.use({ launchOptions: { executablePath: chromiumPath(), args: [...CHROMIUM_ARGS, '--autoplay-policy=no-user-gesture-required'] } });

const alertItem = (page: Page, id: string) => page.locator(`[data-testid="sos-alert-item"][data-id="${id}"]`);
const row = (page: Page, id: string) => page.locator(`[data-testid="sos-row"][data-id="${id}"]`);

async function acknowledgeFromBanner(page: Page, id: string): Promise<void> {
  await alertItem(page, id).getByTestId('sos-alert-acknowledge').click();
  await page.getByTestId('sos-update-submit').click();
}

const callMedia = callMediaForFile();

test('an SOS acknowledged by one dispatcher shows as handled by them on the other console; A hands it to B, B marks and resolves it', async ({ page, browser, baseURL, api, organisation }) => {
  const [one, two] = organisation.dispatchers;
  const radio = await connectTerminal(api, organisation.radios[0]!.msId, organisation.password);
  const other = await browser.newContext({ baseURL });
  const second = await other.newPage();
  try {
    await loginAs(page, organisation.dispatcher);
    await loginAs(second, { account: two!.msId, password: organisation.password });
    const alarm = await raiseSos(radio);
    await expect(alertItem(second, alarm.id)).toHaveAttribute('data-status', '0');

    await acknowledgeFromBanner(page, alarm.id);
    // B sees it as handled by A; A sees it as theirs.
    await expect(alertItem(second, alarm.id).getByTestId('sos-alert-handler')).toHaveText(`Handled by ${one!.msName}`);
    await expect(alertItem(second, alarm.id).getByTestId('sos-alert-handler')).toHaveAttribute('data-handler', one!.msId);
    await expect(alertItem(page, alarm.id).getByTestId('sos-alert-handler')).toHaveText('Handled by you');

    // On the SOS page B is offered no step of A's alarm; A is.
    await second.goto('/sos-management/alarm');
    await expect(row(second, alarm.id).getByTestId('sos-handler')).toHaveText(`Handled by ${one!.msName}`);
    await expect(row(second, alarm.id).getByTestId('sos-mark-valid')).toHaveCount(0);
    await expect(row(second, alarm.id).getByTestId('sos-hand-over')).toHaveCount(0);
    await page.goto('/sos-management/alarm');
    const mine = row(page, alarm.id);
    await expect(mine.getByTestId('sos-handler')).toHaveText('Handled by you');
    // Resolve is not offered before a verdict.
    await expect(mine.getByTestId('sos-close')).toHaveCount(0);

    // A hands it over to B: B's console shows it as theirs, A's shows B.
    await mine.getByTestId('sos-hand-over').click();
    await page.getByTestId('sos-hand-over-to').selectOption(two!.msId);
    await page.getByTestId('sos-hand-over-submit').click();
    await expect(mine.getByTestId('sos-handler')).toHaveText(`Handled by ${two!.msName}`);
    await expect(mine.getByTestId('sos-hand-over')).toHaveCount(0);
    const theirs = row(second, alarm.id);
    await expect(theirs.getByTestId('sos-handler')).toHaveText('Handled by you');
    await expect(alertItem(second, alarm.id).getByTestId('sos-alert-handler')).toHaveText('Handled by you');
    await expect(alertItem(page, alarm.id).getByTestId('sos-alert-handler')).toHaveText(`Handled by ${two!.msName}`);

    // B marks a false alarm and resolves it; A sees the verdict and the close.
    await theirs.getByTestId('sos-mark-false').click();
    await expect(theirs.getByTestId('sos-verdict')).toHaveAttribute('data-verdict', 'false');
    await expect(mine.getByTestId('sos-verdict')).toHaveText('False alarm');
    await theirs.getByTestId('sos-close').click();
    await second.getByTestId('sos-remark').fill('Pocket press');
    await second.getByTestId('sos-update-submit').click();
    await expect(theirs).toHaveAttribute('data-status', '2');
    await expect(mine.getByTestId('sos-closer')).toHaveText(`${two!.msName} (${two!.msId})`);

    // Every step's log record (140-142, with actor, terminal and time): simulators/platform/sos/sos-workflow.test.ts.
  } finally {
    await other.close();
    radio.close();
  }
});

test('acknowledging opens ambient listening, the camera and the recent track, and pre-empts the floor of the terminal group', async ({ page, api, organisation }) => {
  const CAMERA_RADIO = organisation.radios[0]!.msId;
  const CAMERA_GROUP = organisation.teams[0]!.gid;
  const socket: SocketClient = await connectTerminal(api, CAMERA_RADIO, organisation.password);
  const camera = new CameraMonitor({ socket, type: 6, network: mediaNetworkFrom(process.env), log: (line) => process.stderr.write(`${CAMERA_RADIO}: ${line}\n`) });
  const calls = new CallTerminal({ socket, behaviour: 'decline', ice: callMedia.ice(), packets: callMedia.packets, answerDelayMs: 300 });
  try {
    await loginAs(page, organisation.dispatcher);
    // The radio talks in its group when it presses SOS.
    expect(await socket.command('floorRequest', { gid: CAMERA_GROUP })).toMatchObject({ outcome: 'granted' });
    const alarm = await raiseSos(socket);
    await acknowledgeFromBanner(page, alarm.id);

    const response = page.getByTestId('sos-response');
    await expect(response).toHaveAttribute('data-alarm', alarm.id);
    // The floor: the dispatcher's request pre-empted the radio; the console's floor state says so.
    const floor = page.getByTestId('sos-response-floor');
    await expect(floor).toHaveAttribute('data-state', 'granted');
    await expect(floor).toHaveAttribute('data-gid', CAMERA_GROUP);
    await expect(floor).toHaveAttribute('data-talker', organisation.dispatcher.account);
    // Ambient listening: the terminal answered at once, the console hears it.
    await expect(page.getByTestId('sos-response-listen')).toHaveAttribute('data-phase', 'connected', { timeout: 15_000 });
    await expect(page.getByTestId('monitor-panel')).toHaveAttribute('data-media-up', 'true', { timeout: 15_000 });
    expect(calls.calls[0]).toMatchObject({ media: 'ambient', prompted: false });
    // The camera: live, and the video plays frames.
    await expect(page.getByTestId('sos-response-camera')).toHaveAttribute('data-state', 'live', { timeout: 15_000 });
    // The recent track, on the map.
    await expect(page).toHaveURL(/\/maps\/monitoring/);
    await expect(page.getByTestId('track-playback')).toHaveAttribute('data-ms-id', CAMERA_RADIO);
    await expect(page.getByTestId('track-status')).toHaveAttribute('data-kind', 'ready', { timeout: 15_000 });
    await page.screenshot({ path: test.info().outputPath('sos-response.png') });

    // Closing the response gives the floor back and stops the camera.
    await page.getByTestId('sos-response-close').click();
    await expect(page.getByTestId('sos-response')).toHaveCount(0);
    await page.getByTestId('monitor-stop').click();
  } finally {
    await calls.close();
    await camera.close();
    socket.close();
  }
});
