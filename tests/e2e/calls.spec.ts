import type { Page } from '@playwright/test';
import type { SocketClient } from '../../protocol/index.ts';
import { CallTerminal, type CallBehaviour, type CallIceConfig } from '../../simulators/terminals/calls/index.ts';
import { chromiumPath, CHROMIUM_ARGS } from './harness/chromium.ts';
import { fakeSpeechWav } from './harness/fakeAudio.ts';
import { expect, loginAs, test, type OwnOrganisation } from './harness/fixtures.ts';
import { callMediaForFile } from './harness/callMedia.ts';
import { connectTerminal } from './harness/terminal.ts';

/**
 * Individual calls end to end: the console in Chromium calls in-process simulated terminals whose
 * media is a werift peer. Network rule: every media packet stays on loopback. The ICE policy
 * (127.0.0.0/8) strips every other candidate on both sides; werift binds to 127.0.0.1 and asks only
 * our own STUN server; Chromium gets no STUN server at all, and flags that let it offer its
 * loopback address and no mDNS names. Each test calls a radio of its own organisation.
 */

// The shared Chromium flags already let WebRTC offer loopback and no mDNS names; the emulators of
// the run serve iceAllow 127.0.0.0/8 with loginext.
test.use({
  launchOptions: {
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-audio-capture=${fakeSpeechWav()}`, '--autoplay-policy=no-user-gesture-required'],
  },
});

const callMedia = callMediaForFile();

const ice = (): CallIceConfig => callMedia.ice();

type Radio = { socket: SocketClient; calls: CallTerminal };
const radios: Radio[] = [];
async function radio(api: Parameters<typeof connectTerminal>[0], account: string, behaviour: CallBehaviour, password: string): Promise<Radio> {
  const socket = await connectTerminal(api, account, password);
  const calls = new CallTerminal({ socket, behaviour, ice: ice(), packets: callMedia.packets, answerDelayMs: 300, byeAfterMs: 4_000 });
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

/** Every callSignal the page sends, as parsed args. */
function spyOnCallSignals(page: Page): Array<{ signal: string; data?: unknown }> {
  const sent: Array<{ signal: string; data?: unknown }> = [];
  page.on('websocket', (socket) => {
    socket.on('framesent', ({ payload }) => {
      if (typeof payload !== 'string' || !payload.includes('callSignal')) return;
      try {
        const frame = JSON.parse(payload) as { name?: string; args?: { signal: string; data?: unknown } };
        if (frame.name === 'callSignal' && frame.args) sent.push(frame.args);
      } catch {
        /* not JSON */
      }
    });
  });
  return sent;
}

const panel = (page: Page) => page.getByTestId('call-panel');

async function openConsole(page: Page, organisation: OwnOrganisation): Promise<Array<{ signal: string; data?: unknown }>> {
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') console.log(`[page ${message.type()}] ${message.text()}`);
  });
  const sent = spyOnCallSignals(page);
  await loginAs(page, organisation.dispatcher);
  await expect(panel(page)).toHaveAttribute('data-call-phase', 'idle');
  return sent;
}

async function call(page: Page, to: string): Promise<void> {
  await page.getByTestId('call-launcher').click();
  await page.getByTestId('call-to').fill(to);
  await page.getByTestId('call-place').click();
}

const audioLevel = async (page: Page) => Number((await page.getByTestId('call-audio-level').getAttribute('data-audio-level')) ?? '0');

/** ICE candidate addresses in what the page sent (SDP lines and trickled candidates). */
function candidateAddresses(sent: Array<{ data?: unknown }>): string[] {
  const text = JSON.stringify(sent.map((s) => s.data ?? null));
  return [...text.matchAll(/candidate:\S+ \d+ \S+ \d+ (\S+) \d+ typ/g)].map((m) => m[1] ?? '');
}

test('a dispatcher calls a terminal: answered, connected with audio both ways, hung up', async ({ page, api, organisation }) => {
  const RADIO = organisation.radios[0]!.msId;
  const terminal = await radio(api, RADIO, 'answer', organisation.password);
  const sent = await openConsole(page, organisation);

  await call(page, RADIO);
  await expect(panel(page)).toHaveAttribute('data-call-phase', /connecting|awaiting|connected/);
  await expect(panel(page)).toHaveAttribute('data-call-phase', 'connected', { timeout: 15_000 });
  await expect(panel(page)).toHaveAttribute('data-media-up', 'true', { timeout: 15_000 });
  await expect(page.getByTestId('call-timer')).toHaveText(/^\d\d:\d\d/);

  // The terminal's tone arrives in the browser (AnalyserNode RMS), the fake microphone at the terminal.
  await expect.poll(() => audioLevel(page), { timeout: 10_000 }).toBeGreaterThan(0.01);
  const level = await audioLevel(page);
  const record = terminal.calls.calls[0];
  expect(record).toBeDefined();
  const callId = record?.callId ?? '';
  await expect.poll(() => terminal.calls.heard(callId)?.peakDbfs ?? -Infinity, { timeout: 10_000 }).toBeGreaterThan(-40);
  const meter = page.getByTestId('call-audio-level');
  const setupMs = Number(await meter.getAttribute('data-setup-ms'));
  const mediaMs = Number(await meter.getAttribute('data-media-ms'));
  const heard = terminal.calls.heard(callId);
  // Media flows between loopback addresses only.
  const pair = terminal.calls.call(callId)?.peer?.selectedPair();
  expect(pair?.local).toMatch(/^127\./);
  expect(pair?.remote).toMatch(/^127\./);
  console.log(
    `call ${RADIO}: invite→connected ${setupMs} ms, invite→media ${mediaMs} ms; browser RMS ${level.toFixed(3)} ` +
      `(${(20 * Math.log10(level)).toFixed(1)} dBFS); terminal heard ${heard?.packets} packets, peak ${heard?.peakDbfs.toFixed(1)} dBFS; ` +
      `STUN answered ${callMedia.stun.answered()}; ICE pair ${pair?.local} ↔ ${pair?.remote}`,
  );

  // Nothing the page offered lies outside loopback, and the signalling followed the protocol.
  const addresses = candidateAddresses(sent);
  expect(addresses.length).toBeGreaterThan(0);
  for (const address of addresses) expect(address).toMatch(/^127\./);
  expect(sent.map((s) => s.signal)).toEqual(expect.arrayContaining(['invite', 'ack']));

  await page.getByTestId('call-hangup').click();
  await expect(panel(page)).toHaveAttribute('data-call-phase', 'ended');
  await expect(panel(page)).toHaveAttribute('data-call-status', '200');
  await expect(page.getByTestId('call-status-text')).toHaveText('Call ended');
  await expect.poll(() => terminal.calls.call(callId)?.endStatus).toBe(200);
  await page.getByTestId('call-close').click();
  await expect(panel(page)).toHaveAttribute('data-call-phase', 'idle');
  await page.screenshot({ path: test.info().outputPath('home-with-call-launcher.png') });
});

test('a declined call shows 603, a busy terminal 486', async ({ page, api, organisation }) => {
  const RADIO = organisation.radios[0]!.msId;
  const terminal = await radio(api, RADIO, 'decline', organisation.password);
  await openConsole(page, organisation);

  await call(page, RADIO);
  await expect(panel(page)).toHaveAttribute('data-call-phase', 'declined');
  await expect(panel(page)).toHaveAttribute('data-call-status', '603');
  await expect(page.getByTestId('call-status-text')).toHaveText('The other party declined');
  await page.getByTestId('call-close').click();

  terminal.calls.behaviour = 'busy';
  await call(page, RADIO);
  await expect(panel(page)).toHaveAttribute('data-call-phase', 'ended');
  await expect(panel(page)).toHaveAttribute('data-call-status', '486');
  await expect(page.getByTestId('call-status-text')).toHaveText('The other party is busy');
});

test('the dispatcher cancels a ringing call: 487 on both sides', async ({ page, api, organisation }) => {
  const RADIO = organisation.radios[0]!.msId;
  const terminal = await radio(api, RADIO, 'no-answer', organisation.password);
  await openConsole(page, organisation);

  await call(page, RADIO);
  await expect(panel(page)).toHaveAttribute('data-call-status', '180');
  await expect(page.getByTestId('call-phase-text')).toHaveText('Awaiting response…');
  await page.getByTestId('call-cancel').click();
  await expect(panel(page)).toHaveAttribute('data-call-phase', 'canceled');
  await expect(panel(page)).toHaveAttribute('data-call-status', '487');
  await expect.poll(() => terminal.calls.calls[0]?.endStatus).toBe(487);
});

test('a call to oneself is refused in the console and sends nothing', async ({ page, organisation }) => {
  const sent = await openConsole(page, organisation);
  await call(page, organisation.dispatcher.account);
  await expect(panel(page)).toHaveAttribute('data-call-phase', 'ended');
  await expect(panel(page)).toHaveAttribute('data-call-status', '606');
  await page.screenshot({ path: test.info().outputPath('call-refused-606.png') });
  await expect(page.getByTestId('call-status-text')).toHaveText('Cannot call yourself');
  await page.waitForTimeout(300); // a window in which nothing may be sent
  expect(sent).toEqual([]);
});

test('a terminal calls the dispatcher: incoming prompt, answered, audio, the terminal hangs up', async ({ page, api, organisation }) => {
  const terminal = await radio(api, organisation.radios[0]!.msId, 'answer', organisation.password);
  await openConsole(page, organisation);

  const callId = await terminal.calls.place(organisation.dispatcher.account);
  await expect(panel(page)).toHaveAttribute('data-call-phase', 'incoming');
  await expect(panel(page)).toHaveAttribute('role', 'alertdialog');
  await page.getByTestId('call-answer').click();
  await expect(panel(page)).toHaveAttribute('data-call-phase', 'connected', { timeout: 15_000 });
  await expect(panel(page)).toHaveAttribute('data-media-up', 'true', { timeout: 15_000 });
  await expect.poll(() => audioLevel(page), { timeout: 10_000 }).toBeGreaterThan(0.01);
  await expect.poll(() => terminal.calls.heard(callId)?.peakDbfs ?? -Infinity, { timeout: 10_000 }).toBeGreaterThan(-40);
  await terminal.calls.hangup(callId);
  await expect(panel(page)).toHaveAttribute('data-call-phase', 'ended');
  await expect(panel(page)).toHaveAttribute('data-call-status', '200');
});

test('an unanswered call ends with 408 after the platform ring time-out', async ({ page, api, organisation }) => {
  test.setTimeout(90_000);
  const RADIO = organisation.radios[0]!.msId;
  await radio(api, RADIO, 'no-answer', organisation.password);
  await openConsole(page, organisation);

  await call(page, RADIO);
  await expect(panel(page)).toHaveAttribute('data-call-status', '180');
  await expect(panel(page)).toHaveAttribute('data-call-phase', 'ended', { timeout: 40_000 });
  await expect(panel(page)).toHaveAttribute('data-call-status', '408');
  await expect(page.getByTestId('call-status-text')).toHaveText('No answer (timed out)');
});
