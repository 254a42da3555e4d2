import type { Page } from '@playwright/test';
import type { SocketClient } from '../../protocol/index.ts';
import { CallTerminal } from '../../simulators/terminals/calls/index.ts';
import { chromiumPath, CHROMIUM_ARGS } from './harness/chromium.ts';
import { expect, loginAs, test } from './harness/fixtures.ts';
import { callMediaForFile } from './harness/callMedia.ts';
import { connectTerminal } from './harness/terminal.ts';

/**
 * Environment monitoring (SPEC §2 terminal operation, ambient listening): the dispatcher listens to
 * a simulated terminal's microphone from the terminal list. The terminal answers with no ringing
 * and no prompt; the console opens no microphone (its offer only receives); Stop ends it on both
 * sides; the log lists 108 and 109. Media stays on loopback as in calls.spec.ts. Each test in its
 * own organisation: its dispatcher's console and its first radio.
 */

test.use({
  launchOptions: {
    executablePath: chromiumPath(),
    // No fake microphone: monitoring must not need one.
    args: [...CHROMIUM_ARGS, '--autoplay-policy=no-user-gesture-required'],
  },
});

const callMedia = callMediaForFile();

const opened: Array<{ socket: SocketClient; calls: CallTerminal }> = [];
test.afterEach(async () => {
  for (const { socket, calls } of opened.splice(0)) {
    await calls.close();
    socket.close();
  }
});

/** Every callSignal the page sends. */
function spyOnCallSignals(page: Page): Array<{ signal: string; media?: string; data?: unknown }> {
  const sent: Array<{ signal: string; media?: string; data?: unknown }> = [];
  page.on('websocket', (socket) => {
    socket.on('framesent', ({ payload }) => {
      if (typeof payload !== 'string' || !payload.includes('callSignal')) return;
      const frame = JSON.parse(payload) as { name?: string; args?: { signal: string; media?: string; data?: unknown } };
      if (frame.name === 'callSignal' && frame.args) sent.push(frame.args);
    });
  });
  return sent;
}

async function findTerminal(page: Page, msId: string) {
  await page.getByTestId('terminal-search').fill(msId);
  return page.getByTestId(`terminal-${msId}`);
}

const level = async (page: Page) => Number((await page.getByTestId('monitor-level').getAttribute('data-audio-level')) ?? '0');

test('the dispatcher listens to a terminal with no sign on it, hears its microphone, stops; 108/109 logged', async ({ page, api, organisation }) => {
  const LISTENED = organisation.radios[0]!.msId;
  const socket = await connectTerminal(api, LISTENED, organisation.password);
  // 'decline': the terminal would refuse an ordinary call, yet monitoring needs no one to answer.
  const terminal = new CallTerminal({ socket, behaviour: 'decline', ice: callMedia.ice(), packets: callMedia.packets, answerDelayMs: 300 });
  opened.push({ socket, calls: terminal });
  const sent = spyOnCallSignals(page);
  await loginAs(page, organisation.dispatcher);

  const row = await findTerminal(page, LISTENED);
  await row.getByTestId(`monitor-terminal-${LISTENED}`).click();
  const panel = page.getByTestId('monitor-panel');
  await expect(panel).toHaveAttribute('data-call-phase', 'connected', { timeout: 15_000 });
  await expect(panel).toHaveAttribute('data-media-up', 'true', { timeout: 15_000 });
  await expect(page.getByTestId('monitor-title')).toHaveText(/^Listening to /);
  // The ordinary call panel is not shown for it.
  await expect(page.getByTestId('call-panel')).toHaveCount(0);

  // The terminal's microphone arrives in the browser.
  await expect.poll(() => level(page), { timeout: 10_000 }).toBeGreaterThan(0.01);
  const heardLevel = await level(page);

  // No ringing, no prompt on the terminal: it answered at once.
  const record = terminal.calls[0];
  expect(record).toMatchObject({ media: 'ambient', direction: 'incoming', prompted: false });
  expect(record?.sent).not.toContain('ringing');
  expect(record?.sent[0]).toBe('answer');
  expect(record?.peer?.sentPackets ?? 0).toBeGreaterThan(0);
  // The console sent no audio: its offer only receives.
  const invite = sent.find((s) => s.signal === 'invite');
  expect(invite?.media).toBe('ambient');
  const sdp = (invite?.data as { sdp?: string } | undefined)?.sdp ?? '';
  expect(sdp).toMatch(/m=audio[\s\S]*a=recvonly/);
  expect(sdp).not.toMatch(/a=sendrecv|a=sendonly/);
  console.log(`environment monitoring of ${LISTENED}: browser RMS ${heardLevel.toFixed(3)}, terminal sent ${record?.peer?.sentPackets} packets`);
  await page.screenshot({ path: test.info().outputPath('environment-monitoring.png') });

  await page.getByTestId('monitor-stop').click();
  await expect(panel).toHaveAttribute('data-call-phase', 'ended');
  await expect(panel).toHaveAttribute('data-call-status', '200');
  await expect(page.getByTestId('monitor-title')).toHaveText(/^Monitoring of .* ended$/);
  await expect.poll(() => terminal.calls[0]?.endStatus).toBe(200);
  await page.getByTestId('monitor-close').click();
  await expect(page.getByTestId('call-panel')).toHaveAttribute('data-call-phase', 'idle');

  // The log lists the start (108) and the stop (109) under monitor.
  await page.goto('/logs/log');
  await page.getByTestId('logs-category').selectOption('monitor');
  await page.getByTestId('logs-quick-today').click();
  await page.getByTestId('logs-query').click();
  const rows = (operation: string) => page.locator(`[data-testid="log-row"][data-ms-id="${LISTENED}"][data-operation="${operation}"]`);
  await expect(rows('monitorStart')).toHaveCount(1);
  await expect(rows('monitorStop')).toHaveCount(1);
});

test('a terminal another dispatcher already listens to is refused with "already monitoring" (SPEC §5 monitor limit)', async ({ page, api, organisation }) => {
  // A radio the organisation's second dispatcher listens to while the console tries too.
  const TAKEN = organisation.radios[0]!.msId;
  const radio = await connectTerminal(api, TAKEN, organisation.password);
  const other = await connectTerminal(api, organisation.dispatchers[1]!.msId, organisation.password);
  const callId = `already-monitoring-${Date.now()}`;
  try {
    // The radio does not answer: the other dispatcher's monitoring stays open (inviting) meanwhile.
    await other.command('callSignal', { callId, signal: 'invite', to: TAKEN, media: 'ambient' });
    await loginAs(page, organisation.dispatcher);
    const row = await findTerminal(page, TAKEN);
    await row.getByTestId(`monitor-terminal-${TAKEN}`).click();
    const panel = page.getByTestId('monitor-panel');
    await expect(panel).toHaveAttribute('data-call-status', '403');
    await expect(page.getByTestId('monitor-status-text')).toHaveText('Another dispatcher is already monitoring this terminal');
  } finally {
    await other.command('callSignal', { callId, signal: 'cancel' }).catch(() => undefined);
    other.close();
    radio.close();
  }
});

test('without the environment monitor feature the operation is not offered', async ({ page, api, organisation }) => {
  const HIDDEN = organisation.radios[0]!.msId;
  // The host's switches are the platform's, not an organisation's: set back after.
  await api.call('POST', '/test/host-config', { hostSwitches: { environmentMonitor: false } });
  try {
    await loginAs(page, organisation.dispatcher);
    const row = await findTerminal(page, HIDDEN);
    await expect(row.getByTestId(`remote-control-${HIDDEN}`)).toBeVisible();
    await expect(row.getByTestId(`monitor-terminal-${HIDDEN}`)).toHaveCount(0);
  } finally {
    await api.call('POST', '/test/host-config', { hostSwitches: {} });
  }
  await page.reload();
  await expect((await findTerminal(page, HIDDEN)).getByTestId(`monitor-terminal-${HIDDEN}`)).toBeVisible();
});
