import type { Page } from '@playwright/test';
import type { SocketClient } from '../../protocol/index.ts';
import { CallTerminal, type CallBehaviour } from '../../simulators/terminals/calls/index.ts';
import { expect, loginAs, ORGANISATION_PASSWORD, test } from './harness/fixtures.ts';
import { callMediaForFile } from './harness/callMedia.ts';
import { connectTerminal } from './harness/terminal.ts';

/**
 * Video calls end to end: the console in Chromium (its fake camera: a moving test pattern) calls
 * in-process simulated terminals whose werift peer sends VP8 from an ffmpeg test source with a
 * burnt-in clock and counts the frames it receives. Every media packet stays on loopback (the
 * ICE policy 127.0.0.0/8, our own STUN server, werift bound to 127.0.0.1), as in calls.spec.ts.
 * Each test in its own organisation: its dispatcher's console and its radios.
 */

const callMedia = callMediaForFile();

type Radio = { socket: SocketClient; calls: CallTerminal };
const radios: Radio[] = [];
async function radio(api: Parameters<typeof connectTerminal>[0], account: string, behaviour: CallBehaviour, media = true): Promise<Radio> {
  const socket = await connectTerminal(api, account, ORGANISATION_PASSWORD);
  const ice = callMedia.ice();
  const calls = new CallTerminal({ socket, behaviour, answerDelayMs: 300, video: true, ...(media ? { ice, packets: callMedia.packets } : {}) });
  const made = { socket, calls };
  radios.push(made);
  return made;
}
test.afterEach(async () => {
  for (const { socket, calls } of radios.splice(0)) {
    await calls.close();
    socket.close();
  }
});

const panel = (page: Page) => page.getByTestId('call-panel');

/** What a <video> of the call window has shown: decoded frames and its clock. */
async function shown(page: Page, testId: string): Promise<{ frames: number; time: number; width: number }> {
  return page.getByTestId(testId).evaluate((element) => {
    const video = element as HTMLVideoElement;
    return { frames: video.getVideoPlaybackQuality().totalVideoFrames, time: video.currentTime, width: video.videoWidth };
  });
}

/**
 * The video keeps moving: more than 5 new frames and half a second of its clock, not just once.
 * Polled rather than counted over a fixed second: a loaded CI machine decoded 2 frames in one.
 * `frames` is the rate over the time that took, per second.
 */
async function expectMoving(page: Page, testId: string): Promise<{ frames: number; width: number }> {
  await expect.poll(async () => (await shown(page, testId)).frames, { timeout: 15_000 }).toBeGreaterThan(5);
  const before = await shown(page, testId);
  const started = Date.now();
  let after = before;
  await expect
    .poll(
      async () => {
        after = await shown(page, testId);
        return after.frames > before.frames + 5 && after.time > before.time + 0.5;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  const seconds = Math.max(1, Date.now() - started) / 1000;
  return { frames: Math.round((after.frames - before.frames) / seconds), width: after.width };
}

async function openConsole(page: Page, who: { account: string; password: string }): Promise<void> {
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') console.log(`[page ${message.type()}] ${message.text()}`);
  });
  await loginAs(page, who);
  await expect(panel(page)).toHaveAttribute('data-call-phase', 'idle');
}

test('a dispatcher video-calls a terminal at CIF: moving frames both ways, mute, hung up from the console', async ({ page, api, organisation }) => {
  const CALLED = organisation.radios[0]!.msId;
  const terminal = await radio(api, CALLED, 'answer');
  await openConsole(page, organisation.dispatcher);

  await page.getByTestId('call-launcher').click();
  await page.getByTestId('call-to').fill(CALLED);
  await expect(page.getByTestId('call-resolution')).toHaveValue('360p');
  await expect(page.getByTestId('call-resolution').locator('option')).toHaveCount(7);
  await page.getByTestId('call-resolution').selectOption('CIF');
  await page.screenshot({ path: test.info().outputPath('video-call-launcher.png') });
  const started = Date.now();
  await page.getByTestId('video-call-place').click();
  await expect(panel(page)).toHaveAttribute('data-call-media', 'video');
  await expect(panel(page)).toHaveAttribute('data-call-resolution', 'CIF');
  await expect(panel(page)).toHaveAttribute('data-call-phase', 'connected', { timeout: 15_000 });
  await expect(panel(page)).toHaveAttribute('data-media-up', 'true', { timeout: 15_000 });

  const record = terminal.calls.calls[0];
  const callId = record?.callId ?? '';
  // The terminal's camera runs at the resolution the dispatcher asked for.
  expect(record).toMatchObject({ media: 'video', resolution: 'CIF' });
  const remote = await expectMoving(page, 'video-call-remote');
  const firstFrameMs = Date.now() - started;
  expect(remote.width).toBe(352);
  const local = await expectMoving(page, 'video-call-local');
  // The console's camera reaches the terminal, frame after frame.
  await expect.poll(() => terminal.calls.videoSeen(callId).frames, { timeout: 10_000 }).toBeGreaterThan(10);
  const seenBefore = terminal.calls.videoSeen(callId);
  const seenFrom = Date.now();
  await expect.poll(() => terminal.calls.videoSeen(callId).frames, { timeout: 15_000 }).toBeGreaterThan(seenBefore.frames + 5);
  const seen = terminal.calls.videoSeen(callId);
  const seenRate = Math.round((seen.frames - seenBefore.frames) / (Math.max(1, Date.now() - seenFrom) / 1000));
  expect(seen.keyFrames).toBeGreaterThan(0);
  const pair = terminal.calls.call(callId)?.peer?.selectedPair();
  expect(pair?.local).toMatch(/^127\./);
  expect(pair?.remote).toMatch(/^127\./);
  console.log(
    `video call ${CALLED} at CIF: console showed ${remote.frames} remote frames/s (width ${remote.width}), ${local.frames} local frames/s; ` +
      `terminal received ${seenRate} frames/s (${seen.frames} frames, ${seen.keyFrames} key, ${seen.packets} packets); ` +
      `first remote frames within ${firstFrameMs} ms of placing; ICE pair ${pair?.local} ↔ ${pair?.remote}`,
  );

  await page.getByTestId('call-mute').click();
  await expect(page.getByTestId('call-mute')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('call-mute')).toHaveText('Unmute');
  await page.getByTestId('call-mute').click();
  await expect(page.getByTestId('call-mute')).toHaveAttribute('aria-pressed', 'false');
  await page.screenshot({ path: test.info().outputPath('video-call-window.png') });

  await page.getByTestId('call-hangup').click();
  await expect(panel(page)).toHaveAttribute('data-call-phase', 'ended');
  await expect(panel(page)).toHaveAttribute('data-call-status', '200');
  await expect.poll(() => terminal.calls.call(callId)?.endStatus).toBe(200);
  await expect(page.getByTestId('video-call')).toHaveCount(0);
  await page.getByTestId('call-close').click();
  await expect(panel(page)).toHaveAttribute('data-call-phase', 'idle');
});

test('a terminal video-calls the dispatcher: answered, moving frames both ways, the terminal hangs up', async ({ page, api, organisation }) => {
  const terminal = await radio(api, organisation.radios[0]!.msId, 'answer');
  await openConsole(page, organisation.dispatcher);

  const callId = await terminal.calls.place(organisation.dispatcher.account, 'video', 'QCIF');
  await expect(panel(page)).toHaveAttribute('data-call-phase', 'incoming');
  await expect(panel(page)).toHaveAttribute('data-call-media', 'video');
  await page.getByTestId('call-answer').click();
  await expect(panel(page)).toHaveAttribute('data-call-phase', 'connected', { timeout: 15_000 });
  const remote = await expectMoving(page, 'video-call-remote');
  expect(remote.width).toBe(176);
  await expectMoving(page, 'video-call-local');
  await expect.poll(() => terminal.calls.videoSeen(callId).frames, { timeout: 10_000 }).toBeGreaterThan(10);
  await terminal.calls.hangup(callId);
  await expect(panel(page)).toHaveAttribute('data-call-phase', 'ended');
  await expect(panel(page)).toHaveAttribute('data-call-status', '200');
});

test('the video call button of a terminal row; past the platform maximum of 8 video calls the console shows 406', async ({ page, api }) => {
  // An own organisation of seventeen radios, named as the fixture names one: sixteen fillers and the one called.
  const info = test.info();
  const made = await api.createOrganisation(`Org ${info.testId.slice(0, 10)} ${info.repeatEachIndex}.${info.retry}`, ORGANISATION_PASSWORD, { teams: 1, radios: 17, dispatchers: 1 });
  const ids = made.radios.map((terminal) => terminal.msId);
  const CALLED = ids[16]!;
  // Eight video calls between terminals (signalling only) fill the platform's maximum.
  const fillers = await Promise.all(ids.slice(0, 16).map((id) => radio(api, id, 'answer', false)));
  for (let i = 0; i < 8; i += 1) {
    const caller = fillers[2 * i];
    const callee = fillers[2 * i + 1];
    if (!caller || !callee) throw new Error('missing filler');
    const callId = await caller.calls.place(ids[2 * i + 1]!, 'video');
    await caller.calls.waitFor((call) => call.callId === callId && call.ackedAt !== null);
  }
  await radio(api, CALLED, 'answer');
  await openConsole(page, { account: made.dispatchers[0]!.msId, password: ORGANISATION_PASSWORD });

  await page.getByTestId('terminal-search').fill(CALLED);
  const row = page.getByTestId(`terminal-${CALLED}`).getByTestId(`video-call-terminal-${CALLED}`);
  await expect(row).toBeEnabled({ timeout: 15_000 });
  await row.click();
  await expect(panel(page)).toHaveAttribute('data-call-phase', 'ended', { timeout: 15_000 });
  await expect(panel(page)).toHaveAttribute('data-call-status', '406');
  await expect(page.getByTestId('call-status-text')).toHaveText('Exceeded maximum concurrent video calls');
  await page.screenshot({ path: test.info().outputPath('video-call-406.png') });
  await page.getByTestId('call-close').click();

  // One call ends: the next video call goes through.
  await fillers[0]?.calls.hangup(fillers[0].calls.calls[0]?.callId ?? '');
  await row.click();
  await expect(panel(page)).toHaveAttribute('data-call-phase', 'connected', { timeout: 15_000 });
  await expectMoving(page, 'video-call-remote');
  await page.getByTestId('call-hangup').click();
  await expect(panel(page)).toHaveAttribute('data-call-status', '200');
});
