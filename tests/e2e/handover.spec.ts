import type { Page } from '@playwright/test';
import { CallTerminal } from '../../simulators/terminals/calls/index.ts';
import { chromiumPath, CHROMIUM_ARGS } from './harness/chromium.ts';
import { callMediaForFile } from './harness/callMedia.ts';
import { fakeSpeechWav } from './harness/fakeAudio.ts';
import { DISPATCHER, expect, loginAs, SECOND_DISPATCHER, test } from './harness/fixtures.ts';
import { connectTerminal } from './harness/terminal.ts';

/**
 * Several dispatchers at once (docs/protocol.md "Hand-over"): each job and call shows who handles it
 * on every console, and a job's handler hands it to another dispatcher. Two consoles, A and B. A radio
 * of its own for the job, so no other spec's answers mix in.
 */
const ASSIGNEE = '10000090';
const CALLER = '10000101';

test.use({
  launchOptions: {
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-audio-capture=${fakeSpeechWav()}`, '--autoplay-policy=no-user-gesture-required'],
  },
});
const callMedia = callMediaForFile();

const jobRow = (page: Page, id: string) => page.getByTestId(`job-${id}`);

test('a job created by A is handled by A; A hands it to B; both consoles show B as its handler, live', async ({ page, browser, baseURL, api }) => {
  const token = await api.token(DISPATCHER.account, DISPATCHER.password);
  const task = `Hand-over check ${Date.now() % 100_000}`;
  const added = await api.call('POST', `/ds/job/add?token=${token}`, { task, msIds: [ASSIGNEE], dispatchTime: Date.now() + 60_000 });
  expect(added.code).toBe('0');
  const id = (added.data!.desc as { id: string }).id;
  const other = await browser.newContext({ baseURL });
  const second = await other.newPage();
  try {
    await loginAs(page, DISPATCHER);
    await loginAs(second, SECOND_DISPATCHER);
    for (const console of [page, second]) await console.goto('/job-ticketings/job-ticketing');

    // The creator handles it: A sees "You" and may hand it over; B sees A and may not.
    await expect(jobRow(page, id).getByTestId('job-handler')).toHaveText('You');
    await expect(jobRow(second, id).getByTestId('job-handler')).toHaveText('Dispatcher One');
    await expect(jobRow(second, id).getByTestId('job-handler')).toHaveAttribute('data-handler', DISPATCHER.account);
    await expect(jobRow(second, id).getByTestId('job-hand-over')).toHaveCount(0);

    await jobRow(page, id).getByTestId('job-hand-over').click();
    await page.getByTestId('job-hand-over-to').selectOption(SECOND_DISPATCHER.account);
    await page.getByTestId('job-hand-over-submit').click();

    // Both consoles: B handles it now (B's follows over the socket, without a refresh).
    await expect(jobRow(page, id).getByTestId('job-handler')).toHaveText('Dispatcher Two');
    await expect(jobRow(page, id).getByTestId('job-handler')).toHaveAttribute('data-handler', SECOND_DISPATCHER.account);
    await expect(jobRow(page, id).getByTestId('job-hand-over')).toHaveCount(0);
    await expect(jobRow(second, id).getByTestId('job-handler')).toHaveText('You');
    await expect(jobRow(second, id).getByTestId('job-handler')).toHaveAttribute('data-handler', SECOND_DISPATCHER.account);
    await expect(jobRow(second, id).getByTestId('job-hand-over')).toBeVisible();
  } finally {
    await other.close();
    await api.call('DELETE', `/ds/job/delete?token=${token}&id=${id}`);
  }
});

test('a terminal calls A; B\'s console shows who handles it; A hands the call to B, whose console invites the terminal again; gone when it ends', async ({ page, browser, baseURL, api }) => {
  const socket = await connectTerminal(api, CALLER);
  const calls = new CallTerminal({ socket, behaviour: 'answer', ice: callMedia.ice(), packets: callMedia.packets, answerDelayMs: 300, byeAfterMs: 60_000 });
  const other = await browser.newContext({ baseURL });
  const second = await other.newPage();
  try {
    await loginAs(page, DISPATCHER);
    await loginAs(second, SECOND_DISPATCHER);
    await expect(second.getByTestId('connection-indicator')).toHaveAttribute('data-status', 'online');
    const callId = await calls.place(DISPATCHER.account);
    const onB = second.locator(`[data-testid="handled-call"][data-terminal="${CALLER}"]`);
    await expect(onB).toHaveAttribute('data-state', 'ringing');
    await expect(onB).toHaveAttribute('data-handler', DISPATCHER.account);

    await page.getByTestId('call-answer').click();
    await expect(page.getByTestId('call-panel')).toHaveAttribute('data-call-phase', 'connected', { timeout: 15_000 });
    await expect(onB).toHaveAttribute('data-state', 'connected');
    await expect(onB.getByTestId('handled-call-handler')).toHaveText('Handled by Dispatcher One');
    const onA = page.locator(`[data-testid="handled-call"][data-terminal="${CALLER}"]`);
    await expect(onA.getByTestId('handled-call-handler')).toHaveText('Handled by you');

    // A hands the call to B: it ends on A's side, B's console invites the terminal, which answers.
    await page.getByTestId('call-hand-over').click();
    await page.getByTestId('call-hand-over-to').selectOption(SECOND_DISPATCHER.account);
    await page.getByTestId('call-hand-over-submit').click();
    await expect(page.getByTestId('call-panel')).toHaveAttribute('data-call-phase', 'ended');
    await expect(second.getByTestId('call-panel')).toHaveAttribute('data-call-phase', 'connected', { timeout: 15_000 });
    await expect.poll(() => calls.call(callId)?.endStatus).toBe(200);
    await expect(onA.getByTestId('handled-call-handler')).toHaveText('Handled by Dispatcher Two');
    await expect(onB.getByTestId('handled-call-handler')).toHaveText('Handled by you');

    await second.getByTestId('call-hangup').click();
    await expect(onB).toHaveCount(0);
    await expect(onA).toHaveCount(0);
  } finally {
    await calls.close();
    socket.close();
    await other.close();
  }
});
