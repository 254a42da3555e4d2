import type { Page } from '@playwright/test';
import { CallTerminal } from '../../simulators/terminals/calls/index.ts';
import { callMediaForFile } from './harness/callMedia.ts';
import { expect, loginAs, test } from './harness/fixtures.ts';
import { connectTerminal } from './harness/terminal.ts';

/**
 * Several tabs of one browser (Issue 37 item 3): they share the login and all stay signed in; one
 * of them, the audio tab, has push-to-talk and the account's calls, and the dispatcher moves it.
 * A radio of the test's own organisation places the calls.
 */
const callMedia = callMediaForFile();

const callPanel = (page: Page) => page.getByTestId('call-panel');

async function expectAudioTab(page: Page): Promise<void> {
  await expect(page.getByTestId('ptt-button')).toBeEnabled();
  await expect(page.getByTestId('audio-elsewhere')).toHaveCount(0);
}

async function expectCompanion(page: Page): Promise<void> {
  await expect(page.getByTestId('audio-elsewhere')).toBeVisible();
  await expect(page.getByTestId('audio-elsewhere')).toContainText('Audio and push-to-talk are in another tab');
  await expect(page.getByTestId('ptt-button')).toHaveCount(0);
}

/** A call from the radio rings in the audio tab only; the radio hangs up again. */
async function ringsOnlyIn(ringing: Page, quiet: Page, calls: CallTerminal, dispatcher: string): Promise<void> {
  const before = await callPanel(quiet).getAttribute('data-call-phase');
  const callId = await calls.place(dispatcher);
  await expect(callPanel(ringing)).toHaveAttribute('data-call-phase', 'incoming');
  // The platform sent the call to the audio tab's socket alone: the other tab's panel shows what it showed.
  expect(await callPanel(quiet).getAttribute('data-call-phase')).toBe(before);
  await calls.hangup(callId);
  await expect(callPanel(ringing)).toHaveAttribute('data-call-phase', 'canceled');
  expect(await callPanel(quiet).getAttribute('data-call-phase')).toBe(before);
}

test('a second tab of the same browser joins signed in; the audio tab has PTT and the calls, and the dispatcher moves it', async ({ page, context, api, organisation }) => {
  const { dispatcher } = organisation;
  const socket = await connectTerminal(api, organisation.radios[0]!.msId, organisation.password);
  const calls = new CallTerminal({ socket, behaviour: 'answer', ice: callMedia.ice(), packets: callMedia.packets, answerDelayMs: 300, byeAfterMs: 60_000 });
  try {
    await loginAs(page, dispatcher);
    await expectAudioTab(page);

    // The second tab restores the session from the shared cookie: no login screen, nobody signed out.
    const second = await context.newPage();
    await second.goto('/home');
    await expect(second).toHaveURL(/\/home/);
    await expect(second.getByTestId('connection-indicator')).toHaveAttribute('data-status', 'online');
    await expectCompanion(second);
    await expect(page.getByTestId('connection-indicator')).toHaveAttribute('data-status', 'online');
    await expect(page).toHaveURL(/\/home/);
    await expectAudioTab(page);
    await expect(callPanel(page)).toHaveAttribute('data-call-phase', 'idle');
    await expect(callPanel(second)).toHaveAttribute('data-call-phase', 'idle');
    await ringsOnlyIn(page, second, calls, dispatcher.account);

    // "Use this tab": the audio, PTT and the account's calls move to the second tab.
    await second.getByTestId('audio-use-here').click();
    await expectAudioTab(second);
    await expectCompanion(page);
    await ringsOnlyIn(second, page, calls, dispatcher.account);

    // Closing the audio tab hands it to the tab that is left, still signed in.
    await second.close();
    await expectAudioTab(page);
    await expect(page.getByTestId('connection-indicator')).toHaveAttribute('data-status', 'online');
    const callId = await calls.place(dispatcher.account);
    await expect(callPanel(page)).toHaveAttribute('data-call-phase', 'incoming');
    await calls.hangup(callId);
    await expect(callPanel(page)).toHaveAttribute('data-call-phase', 'canceled');
  } finally {
    await calls.close();
    socket.close();
  }
});

test('a login from another browser signs out every tab of the first, saying why', async ({ page, context, browser, baseURL, organisation }) => {
  await loginAs(page, organisation.dispatcher);
  const second = await context.newPage();
  await second.goto('/home');
  await expectCompanion(second);
  const elsewhere = await browser.newContext({ baseURL });
  try {
    await loginAs(await elsewhere.newPage(), organisation.dispatcher);
    for (const tab of [page, second]) {
      await expect(tab).toHaveURL(/\/login/);
      await expect(tab.getByTestId('login-notice')).toHaveText('You were signed out because this account signed in elsewhere.');
    }
  } finally {
    await elsewhere.close();
  }
});
