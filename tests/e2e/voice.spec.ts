import type { Page } from '@playwright/test';
import WebSocket from 'ws';
import { JanusSession, type JanusSocketConstructor } from '../../media/janus/index.ts';
import type { SocketClient } from '../../protocol/index.ts';
import { expect, loginAs, test } from './harness/fixtures.ts';
import { connectTerminal } from './harness/terminal.ts';

// Each test in its own organisation: its dispatchers talk in its root group (their own and only
// group, which they monitor), where every radio of its teams is a member too.

const ptt = (page: Page) => page.getByTestId('ptt');
const talker = (page: Page, gid: string) => page.getByTestId(`talker-${gid}`);

/** Holds the PTT button with the mouse until release() is called. */
async function holdButton(page: Page): Promise<{ release: () => Promise<void> }> {
  await page.getByTestId('ptt-button').hover();
  await page.mouse.down();
  return { release: () => page.mouse.up() };
}

async function openHome(page: Page, who: { account: string; password: string }): Promise<void> {
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

test('the dispatcher holds PTT with the button and the key: shown as talker with time left, idle after release', async ({ page, organisation }) => {
  const { dispatcher: DISPATCHER } = organisation;
  const OWN_GROUP = organisation.root.gid;
  await openHome(page, DISPATCHER);

  const held = await holdButton(page);
  try {
    await expect(ptt(page)).toHaveAttribute('data-state', 'talking');
    await expect(page.getByTestId('ptt-status')).toHaveText(/Talking · \d+ s left/);
    await expect(talker(page, OWN_GROUP)).toHaveAttribute('data-talker', DISPATCHER.account);
    await expect(talker(page, OWN_GROUP).getByTestId('talker-id')).toHaveText(DISPATCHER.account);
    await expect(talker(page, OWN_GROUP).getByTestId('talker-time-left')).toHaveText(/^(60|59|58|57|56|55) s left$/);
  } finally {
    await held.release();
  }
  await expect(ptt(page)).toHaveAttribute('data-state', 'idle');
  await expect(talker(page, OWN_GROUP)).toHaveAttribute('data-talker', '');

  // The settings' PTT key (F2 by default) works the same anywhere on the page.
  await page.keyboard.down('F2');
  try {
    await expect(ptt(page)).toHaveAttribute('data-state', 'talking');
    await expect(talker(page, OWN_GROUP)).toHaveAttribute('data-talker', DISPATCHER.account);
  } finally {
    await page.keyboard.up('F2');
  }
  await expect(talker(page, OWN_GROUP)).toHaveAttribute('data-talker', '');
  await expect(ptt(page)).toHaveAttribute('data-state', 'idle');

  // With Janus in the stack the console is a WebRTC participant of its group's AudioBridge room,
  // muted in Janus except while it holds the floor.
  const janusWs = process.env.POC_JANUS_WS;
  if (janusWs) {
    await expect(page.getByTestId(`monitored-${OWN_GROUP}`)).toHaveAttribute('data-media', 'webrtcup', { timeout: 30_000 });
    const mine = async () => (await roomParticipants(janusWs, OWN_GROUP)).filter((p) => p.display === DISPATCHER.account);
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

test('a radio that takes the floor of a monitored group shows with its id and name', async ({ page, api, organisation }) => {
  const ROOT = organisation.root.gid;
  const RADIO = organisation.radios[0]!.msId;
  await openHome(page, organisation.dispatcher);
  const name = await radioName(page, RADIO);
  const radio = await connectTerminal(api, RADIO, organisation.password);
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

test('a second dispatcher pressing PTT while the first talks is queued at position 1, then gets the floor', async ({ page, browser, baseURL, organisation }) => {
  const { dispatcher: DISPATCHER, password } = organisation;
  const SECOND_DISPATCHER = { account: organisation.dispatchers[1]!.msId, password };
  const OWN_GROUP = organisation.root.gid;
  await openHome(page, DISPATCHER);
  const other = await browser.newContext({ baseURL });
  const second = await other.newPage();
  try {
    await openHome(second, SECOND_DISPATCHER);
    const first = await holdButton(page);
    let firstHolding = true;
    try {
      await expect(ptt(page)).toHaveAttribute('data-state', 'talking');
      await expect(talker(second, OWN_GROUP)).toHaveAttribute('data-talker', DISPATCHER.account);

      const waiting = await holdButton(second);
      try {
        await expect(ptt(second)).toHaveAttribute('data-state', 'queued');
        await expect(second.getByTestId('ptt-status')).toHaveText(/queued, position 1/i);
        await expect(talker(second, OWN_GROUP).getByTestId('talker-position')).toHaveText('You are #1 in the queue');
        await expect(talker(page, OWN_GROUP).getByTestId('talker-queue')).toHaveText('1 waiting');

        // The first lets go: the floor passes to the one waiting.
        await first.release();
        firstHolding = false;
        await expect(ptt(second)).toHaveAttribute('data-state', 'talking');
        await expect(talker(page, OWN_GROUP)).toHaveAttribute('data-talker', SECOND_DISPATCHER.account);
      } finally {
        await waiting.release();
      }
      await expect(talker(page, OWN_GROUP)).toHaveAttribute('data-talker', '');
    } finally {
      if (firstHolding) await first.release();
    }
  } finally {
    await other.close();
  }
});

test('an emergency request from a radio pre-empts the talking dispatcher', async ({ page, api, organisation }) => {
  const { dispatcher: DISPATCHER } = organisation;
  const ROOT = organisation.root.gid;
  const RADIO = organisation.radios[0]!.msId;
  await openHome(page, DISPATCHER);
  // The dispatcher talks in the root group, where the radios are.
  await expect(page.getByTestId(`monitored-${ROOT}`)).toHaveAttribute('data-current', 'true');
  const radio = await connectTerminal(api, RADIO, organisation.password);
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
  }
});
