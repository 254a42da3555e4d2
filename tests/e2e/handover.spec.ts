import type { Page } from '@playwright/test';
import { CallTerminal } from '../../simulators/terminals/calls/index.ts';
import { chromiumPath, CHROMIUM_ARGS } from './harness/chromium.ts';
import { callMediaForFile } from './harness/callMedia.ts';
import { fakeSpeechWav } from './harness/fakeAudio.ts';
import { expect, loginAs, test, type OwnOrganisation } from './harness/fixtures.ts';
import { connectTerminal } from './harness/terminal.ts';

/**
 * Several dispatchers at once (docs/protocol.md "Hand-over"): each job, call and alarm shows who
 * handles it on every console, and its handler hands it to another dispatcher. Two consoles, A and B:
 * the two dispatchers of the test's own organisation, whose first radio is the job's assignee, the
 * caller or the lone worker.
 */
const consoles = (organisation: OwnOrganisation) => {
  const [a, b] = organisation.dispatchers;
  return {
    A: { account: a!.msId, password: organisation.password, name: a!.msName },
    B: { account: b!.msId, password: organisation.password, name: b!.msName },
  };
};

test.use({
  launchOptions: {
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-audio-capture=${fakeSpeechWav()}`, '--autoplay-policy=no-user-gesture-required'],
  },
});
const callMedia = callMediaForFile();
/** A call's ICE and DTLS between the browser and the simulated terminal: seconds apart under a load average of 20 (two shards). */
const CONNECT_MS = 45_000;

const jobRow = (page: Page, id: string) => page.getByTestId(`job-${id}`);

test('a job created by A is handled by A; A hands it to B; both consoles show B as its handler, live', async ({ page, browser, baseURL, api, organisation }) => {
  const { A, B } = consoles(organisation);
  const token = await api.token(A.account, A.password);
  const task = 'Hand-over check';
  const added = await api.call('POST', `/ds/job/add?token=${token}`, { task, msIds: [organisation.radios[0]!.msId], dispatchTime: Date.now() + 60_000 });
  expect(added.code).toBe('0');
  const id = (added.data!.desc as { id: string }).id;
  const other = await browser.newContext({ baseURL });
  const second = await other.newPage();
  try {
    await loginAs(page, A);
    await loginAs(second, B);
    for (const console of [page, second]) await console.goto('/job-ticketings/job-ticketing');

    // The creator handles it: A sees "You" and may hand it over; B sees A and may not.
    await expect(jobRow(page, id).getByTestId('job-handler')).toHaveText('You');
    await expect(jobRow(second, id).getByTestId('job-handler')).toHaveText(A.name);
    await expect(jobRow(second, id).getByTestId('job-handler')).toHaveAttribute('data-handler', A.account);
    await expect(jobRow(second, id).getByTestId('job-hand-over')).toHaveCount(0);

    await jobRow(page, id).getByTestId('job-hand-over').click();
    await page.getByTestId('job-hand-over-to').selectOption(B.account);
    await page.getByTestId('job-hand-over-submit').click();

    // Both consoles: B handles it now (B's follows over the socket, without a refresh).
    await expect(jobRow(page, id).getByTestId('job-handler')).toHaveText(B.name);
    await expect(jobRow(page, id).getByTestId('job-handler')).toHaveAttribute('data-handler', B.account);
    await expect(jobRow(page, id).getByTestId('job-hand-over')).toHaveCount(0);
    await expect(jobRow(second, id).getByTestId('job-handler')).toHaveText('You');
    await expect(jobRow(second, id).getByTestId('job-handler')).toHaveAttribute('data-handler', B.account);
    await expect(jobRow(second, id).getByTestId('job-hand-over')).toBeVisible();
  } finally {
    await other.close();
  }
});

test('a terminal calls A; B\'s console shows who handles it; A hands the call to B, whose console invites the terminal again; gone when it ends', async ({ page, browser, baseURL, api, organisation }) => {
  const { A, B } = consoles(organisation);
  const CALLER = organisation.radios[0]!.msId;
  const socket = await connectTerminal(api, CALLER, organisation.password);
  const calls = new CallTerminal({ socket, behaviour: 'answer', ice: callMedia.ice(), packets: callMedia.packets, answerDelayMs: 300, byeAfterMs: 60_000 });
  const other = await browser.newContext({ baseURL });
  const second = await other.newPage();
  try {
    await loginAs(page, A);
    await loginAs(second, B);
    await expect(second.getByTestId('connection-indicator')).toHaveAttribute('data-status', 'online');
    const callId = await calls.place(A.account);
    const onB = second.locator(`[data-testid="handled-call"][data-terminal="${CALLER}"]`);
    await expect(onB).toHaveAttribute('data-state', 'ringing');
    await expect(onB).toHaveAttribute('data-handler', A.account);

    await page.getByTestId('call-answer').click();
    await expect(page.getByTestId('call-panel')).toHaveAttribute('data-call-phase', 'connected', { timeout: CONNECT_MS });
    await expect(onB).toHaveAttribute('data-state', 'connected');
    await expect(onB.getByTestId('handled-call-handler')).toHaveText(`Handled by ${A.name}`);
    const onA = page.locator(`[data-testid="handled-call"][data-terminal="${CALLER}"]`);
    await expect(onA.getByTestId('handled-call-handler')).toHaveText('Handled by you');

    // A hands the call to B: it ends on A's side, B's console invites the terminal, which answers.
    await page.getByTestId('call-hand-over').click();
    await page.getByTestId('call-hand-over-to').selectOption(B.account);
    await page.getByTestId('call-hand-over-submit').click();
    await expect(page.getByTestId('call-panel')).toHaveAttribute('data-call-phase', 'ended');
    await expect(second.getByTestId('call-panel')).toHaveAttribute('data-call-phase', 'connected', { timeout: CONNECT_MS });
    await expect.poll(() => calls.call(callId)?.endStatus).toBe(200);
    await expect(onA.getByTestId('handled-call-handler')).toHaveText(`Handled by ${B.name}`);
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

test('a lone-worker alarm: A acknowledges it and hands it to B; both consoles show its handler live, in the records and the banner; only B may handle it then', async ({ page, browser, baseURL, api, organisation }) => {
  const { A, B } = consoles(organisation);
  const LONE_WORKER = organisation.radios[0]!.msId;
  const token = await api.token(A.account, A.password);
  // A plan whose first check-in is a day of lone worker minutes away: the only alarm is the one recorded by hand.
  const added = await api.call('POST', `/ds/lonework/add?token=${token}`, { msIds: [LONE_WORKER], date: '2030-01-01', sTime: '08:00', wTime: 1439, hb: 1439, enabled: false, utcOffset: 0 });
  expect(added.code).toBe('0');
  const workId = (added.data!.desc as { id: string }).id;
  expect((await api.call('PUT', `/ds/lonework/update?token=${token}`, { id: workId, op: 'start' })).code).toBe('0');
  const other = await browser.newContext({ baseURL });
  const second = await other.newPage();
  try {
    await loginAs(page, A);
    await loginAs(second, B);
    for (const console of [page, second]) {
      await console.goto('/loneworks/lonework');
      await console.getByTestId('lone-work-tab-alarms').click();
    }
    const alarm = await api.call('POST', `/ds/lonework/addAlarm?token=${token}`, { workId, msId: LONE_WORKER, cause: 'offline' });
    expect(alarm.code).toBe('0');
    const alarmId = (alarm.data!.desc as { id: string }).id;
    const row = (console: Page) => console.locator(`[data-testid="lone-work-alarm-row"][data-id="${alarmId}"]`);
    const banner = (console: Page) => console.locator(`[data-testid="lone-work-alert-item"][data-id="${alarmId}"]`).getByTestId('lone-work-alert-handler');

    // Raised: nobody handles it; either dispatcher may acknowledge it.
    for (const console of [page, second]) {
      await expect(row(console).getByTestId('lone-work-alarm-handler')).toHaveText('Nobody yet');
      await expect(row(console).getByTestId('lone-work-alarm-acknowledge')).toBeVisible();
      await expect(banner(console)).toHaveText('Handler: Nobody yet');
    }
    await row(page).getByTestId('lone-work-alarm-acknowledge').click();
    await expect(row(page).getByTestId('lone-work-alarm-handler')).toHaveText('You');
    await expect(row(second).getByTestId('lone-work-alarm-handler')).toHaveText(A.name);
    await expect(row(second).getByTestId('lone-work-alarm-handler')).toHaveAttribute('data-handler', A.account);
    await expect(row(second).getByTestId('lone-work-alarm-acknowledge')).toHaveCount(0);
    await expect(row(second).getByTestId('lone-work-alarm-hand-over')).toHaveCount(0);
    await expect(row(second).getByTestId('lone-work-alarm-handle')).toHaveCount(0);
    await expect(banner(page)).toHaveText('Handler: You');
    await expect(banner(second)).toHaveText(`Handler: ${A.name}`);

    await row(page).getByTestId('lone-work-alarm-hand-over').click();
    await page.getByTestId('lone-work-alarm-hand-over-to').selectOption(B.account);
    await page.getByTestId('lone-work-alarm-hand-over-submit').click();
    await expect(page.getByTestId('lone-work-alarm-hand-over-dialog')).toHaveCount(0);

    // Both consoles: B handles it now, B's console without a refresh.
    await expect(row(page).getByTestId('lone-work-alarm-handler')).toHaveText(B.name);
    await expect(row(page).getByTestId('lone-work-alarm-handler')).toHaveAttribute('data-handler', B.account);
    await expect(row(page).getByTestId('lone-work-alarm-hand-over')).toHaveCount(0);
    await expect(row(page).getByTestId('lone-work-alarm-handle')).toHaveCount(0);
    await expect(row(second).getByTestId('lone-work-alarm-handler')).toHaveText('You');
    await expect(row(second).getByTestId('lone-work-alarm-hand-over')).toBeVisible();
    await expect(banner(page)).toHaveText(`Handler: ${B.name}`);
    await expect(banner(second)).toHaveText('Handler: You');

    // B handles it with a remark; A sees it handled by B.
    await row(second).getByTestId('lone-work-alarm-handle').click();
    await second.getByTestId('lone-work-alarm-remark-input').fill('Called the worker: fine');
    await second.getByTestId('lone-work-alarm-submit').click();
    await expect(row(page).getByTestId('lone-work-alarm-remark')).toHaveText('Called the worker: fine');
    await expect(row(page).getByTestId('lone-work-alarm-handler')).toHaveAttribute('data-closed', 'true');
    await expect(row(page).getByTestId('lone-work-alarm-handler')).toHaveText(B.name);
    for (const console of [page, second]) await expect(console.locator(`[data-testid="lone-work-alert-item"][data-id="${alarmId}"]`)).toHaveCount(0);
  } finally {
    await other.close();
  }
});

test('a console that reloads mid-call shows who handles the call at once, before any further call event', async ({ page, browser, baseURL, api, organisation }) => {
  const { A, B } = consoles(organisation);
  const RELOAD_CALLER = organisation.radios[0]!.msId;
  const socket = await connectTerminal(api, RELOAD_CALLER, organisation.password);
  const calls = new CallTerminal({ socket, behaviour: 'answer', ice: callMedia.ice(), packets: callMedia.packets, answerDelayMs: 300, byeAfterMs: 60_000 });
  const other = await browser.newContext({ baseURL });
  const second = await other.newPage();
  try {
    await loginAs(page, A);
    await loginAs(second, B);
    await calls.place(A.account);
    await page.getByTestId('call-answer').click();
    await expect(page.getByTestId('call-panel')).toHaveAttribute('data-call-phase', 'connected', { timeout: CONNECT_MS });
    const onB = second.locator(`[data-testid="handled-call"][data-terminal="${RELOAD_CALLER}"]`);
    await expect(onB).toHaveAttribute('data-state', 'connected');

    // B reloads: its console starts from a snapshot, which carries the call and so its handler.
    await second.reload();
    await expect(second.getByTestId('connection-indicator')).toHaveAttribute('data-status', 'online');
    await expect(onB).toHaveAttribute('data-state', 'connected');
    await expect(onB).toHaveAttribute('data-handler', A.account);
    await expect(onB.getByTestId('handled-call-handler')).toHaveText(`Handled by ${A.name}`);

    await page.getByTestId('call-hangup').click();
    await expect(onB).toHaveCount(0);
  } finally {
    await calls.close();
    socket.close();
    await other.close();
  }
});
