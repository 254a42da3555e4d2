import type { Page } from '@playwright/test';
import WebSocket from 'ws';
import { JanusSession, type JanusSocketConstructor } from '../../media/janus/index.ts';
import type { SocketClient } from '../../protocol/index.ts';
import { DISPATCHER, expect, loginAs, SECOND_DISPATCHER, test } from './harness/fixtures.ts';
import { connectTerminal } from './harness/terminal.ts';

/** Demo fleet: dispatchers talk in the Control Room and also monitor the root group, where every radio is a member. */
const CONTROL_ROOM = '150';
const ROOT = '100';
const RADIO = '10000003';

const ptt = (page: Page) => page.getByTestId('ptt');
const talker = (page: Page, gid: string) => page.getByTestId(`talker-${gid}`);

/** Holds the PTT button with the mouse until release() is called. */
async function holdButton(page: Page): Promise<{ release: () => Promise<void> }> {
  await page.getByTestId('ptt-button').hover();
  await page.mouse.down();
  return { release: () => page.mouse.up() };
}

async function openHome(page: Page, who: { account: string; password: string } = DISPATCHER): Promise<void> {
  await loginAs(page, who);
  await expect(page.getByTestId('ptt-button')).toBeEnabled();
  await expect(ptt(page)).toHaveAttribute('data-state', 'idle');
}

async function radioName(page: Page, msId: string): Promise<string> {
  await page.getByTestId('terminal-search').fill(msId);
  const name = await page.getByTestId(`terminal-${msId}`).getByTestId('terminal-name').innerText();
  await page.getByTestId('terminal-search').fill('');
  return name;
}

/** AudioBridge participants of a group's room as Janus itself lists them (display = msId). */
async function roomParticipants(janusWs: string, gid: string): Promise<Array<{ display?: string; muted?: boolean }>> {
  const session = await JanusSession.connect(janusWs, { WebSocket: WebSocket as unknown as JanusSocketConstructor });
  try {
    const handle = await session.attach('janus.plugin.audiobridge');
    const answer = await handle.request({ request: 'listparticipants', room: Number(gid) });
    return (answer.participants ?? []) as Array<{ display?: string; muted?: boolean }>;
  } finally {
    session.close();
  }
}

const releaseQuietly = (terminal: SocketClient | null, gid: string) => terminal?.command('floorRelease', { gid }).catch(() => undefined);

test('the dispatcher holds PTT with the button and the key: shown as talker with time left, idle after release', async ({ page }) => {
  await openHome(page);

  const held = await holdButton(page);
  try {
    await expect(ptt(page)).toHaveAttribute('data-state', 'talking');
    await expect(page.getByTestId('ptt-status')).toHaveText(/Talking · \d+ s left/);
    await expect(talker(page, CONTROL_ROOM)).toHaveAttribute('data-talker', DISPATCHER.account);
    await expect(talker(page, CONTROL_ROOM).getByTestId('talker-id')).toHaveText(DISPATCHER.account);
    await expect(talker(page, CONTROL_ROOM).getByTestId('talker-time-left')).toHaveText(/^(60|59|58|57|56|55) s left$/);
  } finally {
    await held.release();
  }
  await expect(ptt(page)).toHaveAttribute('data-state', 'idle');
  await expect(talker(page, CONTROL_ROOM)).toHaveAttribute('data-talker', '');

  // The settings' PTT key (F2 by default) works the same anywhere on the page.
  await page.keyboard.down('F2');
  try {
    await expect(ptt(page)).toHaveAttribute('data-state', 'talking');
    await expect(talker(page, CONTROL_ROOM)).toHaveAttribute('data-talker', DISPATCHER.account);
  } finally {
    await page.keyboard.up('F2');
  }
  await expect(talker(page, CONTROL_ROOM)).toHaveAttribute('data-talker', '');
  await expect(ptt(page)).toHaveAttribute('data-state', 'idle');

  // With Janus in the stack the console is a WebRTC participant of its group's AudioBridge room,
  // muted in Janus except while it holds the floor.
  const janusWs = process.env.POC_JANUS_WS;
  if (janusWs) {
    await expect(page.getByTestId(`monitored-${CONTROL_ROOM}`)).toHaveAttribute('data-media', 'webrtcup', { timeout: 30_000 });
    const mine = async () => (await roomParticipants(janusWs, CONTROL_ROOM)).filter((p) => p.display === DISPATCHER.account);
    await expect.poll(async () => (await mine()).map((p) => p.muted)).toContain(true);
    const talking = await holdButton(page);
    try {
      await expect(ptt(page)).toHaveAttribute('data-state', 'talking');
      await expect.poll(async () => (await mine()).some((p) => p.muted === false)).toBe(true);
    } finally {
      await talking.release();
    }
    await expect.poll(async () => (await mine()).every((p) => p.muted === true)).toBe(true);
  }
});

test('a radio that takes the floor of a monitored group shows with its id and name', async ({ page, api }) => {
  await openHome(page);
  const name = await radioName(page, RADIO);
  const radio = await connectTerminal(api, RADIO);
  try {
    await expect(radio.command('floorRequest', { gid: ROOT })).resolves.toMatchObject({ outcome: 'granted' });
    const banner = talker(page, ROOT);
    await expect(banner).toHaveAttribute('data-talker', RADIO);
    await expect(banner.getByTestId('talker-id')).toHaveText(RADIO);
    await expect(banner.getByTestId('talker-name')).toHaveText(name);
    await expect(banner.getByTestId('talker-time-left')).toHaveText(/\d+ s left/);
    await radio.command('floorRelease', { gid: ROOT });
    await expect(banner).toHaveAttribute('data-talker', '');
  } finally {
    await releaseQuietly(radio, ROOT);
    radio.close();
  }
});

test('a second dispatcher pressing PTT while the first talks is queued at position 1, then gets the floor', async ({ page, browser, baseURL }) => {
  await openHome(page);
  const other = await browser.newContext({ baseURL });
  const second = await other.newPage();
  try {
    await openHome(second, SECOND_DISPATCHER);
    const first = await holdButton(page);
    let firstHolding = true;
    try {
      await expect(ptt(page)).toHaveAttribute('data-state', 'talking');
      await expect(talker(second, CONTROL_ROOM)).toHaveAttribute('data-talker', DISPATCHER.account);

      const waiting = await holdButton(second);
      try {
        await expect(ptt(second)).toHaveAttribute('data-state', 'queued');
        await expect(second.getByTestId('ptt-status')).toHaveText(/queued, position 1/i);
        await expect(talker(second, CONTROL_ROOM).getByTestId('talker-position')).toHaveText('You are #1 in the queue');
        await expect(talker(page, CONTROL_ROOM).getByTestId('talker-queue')).toHaveText('1 waiting');

        // The first lets go: the floor passes to the one waiting.
        await first.release();
        firstHolding = false;
        await expect(ptt(second)).toHaveAttribute('data-state', 'talking');
        await expect(talker(page, CONTROL_ROOM)).toHaveAttribute('data-talker', SECOND_DISPATCHER.account);
      } finally {
        await waiting.release();
      }
      await expect(talker(page, CONTROL_ROOM)).toHaveAttribute('data-talker', '');
    } finally {
      if (firstHolding) await first.release();
    }
  } finally {
    await other.close();
  }
});

test('an emergency request from a radio pre-empts the talking dispatcher', async ({ page, api }) => {
  await openHome(page);
  // Radios are not in the Control Room: talk in the root group, where they are.
  await page.getByTestId(`make-current-${ROOT}`).click();
  await expect(page.getByTestId(`monitored-${ROOT}`)).toHaveAttribute('data-current', 'true');
  const radio = await connectTerminal(api, RADIO);
  try {
    const held = await holdButton(page);
    try {
      await expect(ptt(page)).toHaveAttribute('data-state', 'talking');
      await expect(talker(page, ROOT)).toHaveAttribute('data-talker', DISPATCHER.account);

      // An ordinary request from a radio waits behind the dispatcher...
      await expect(radio.command('floorRequest', { gid: ROOT })).resolves.toMatchObject({ outcome: 'queued', position: 1 });
      await expect(talker(page, ROOT).getByTestId('talker-queue')).toHaveText('1 waiting');
      // ...an emergency one takes the floor at once.
      await expect(radio.command('floorRequest', { gid: ROOT, emergency: true })).resolves.toMatchObject({ outcome: 'granted' });
      await expect(talker(page, ROOT)).toHaveAttribute('data-talker', RADIO);
      await expect(talker(page, ROOT)).toHaveAttribute('data-emergency', 'true');
      await expect(ptt(page)).toHaveAttribute('data-state', 'revoked');
      await expect(page.getByTestId('ptt-status')).toHaveText('Floor taken by a higher priority talker');
    } finally {
      await held.release();
    }
    await expect(ptt(page)).toHaveAttribute('data-state', 'idle');
    await radio.command('floorRelease', { gid: ROOT });
    await expect(talker(page, ROOT)).toHaveAttribute('data-talker', '');
  } finally {
    await releaseQuietly(radio, ROOT);
    radio.close();
    // Leave the dispatcher in its own group for the other tests.
    await page.getByTestId(`make-current-${CONTROL_ROOM}`).click();
    await expect(page.getByTestId(`monitored-${CONTROL_ROOM}`)).toHaveAttribute('data-current', 'true');
  }
});
