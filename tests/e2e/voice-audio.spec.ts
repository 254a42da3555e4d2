import type { Page } from '@playwright/test';
import { DISPATCHER, expect, loginAs, test } from './harness/fixtures.ts';
import { untilDownlink, voiceRadioIn } from './harness/terminal.ts';

/**
 * Real audio through Janus: the console's fake microphone plays recorded speech; a simulated radio
 * joins the same AudioBridge room over plain RTP and meters what it hears, or talks itself.
 */
const ROOT = '100';
const CONTROL_ROOM = '150';
const RADIO = '10000005';

/** Below this the audio is silence (the radio's meter and the console's room level agree on dBFS). */
const SILENCE_DBFS = -45;

async function openHomeInRoot(page: Page): Promise<void> {
  await loginAs(page, DISPATCHER);
  await expect(page.getByTestId(`monitored-${ROOT}`)).toHaveAttribute('data-media', 'webrtcup', { timeout: 20_000 });
}

test('the dispatcher talks: a radio in the group receives speech, and the console shows the dispatcher as talker', async ({ page, api }) => {
  const radio = await voiceRadioIn(api, RADIO, ROOT);
  test.skip(radio === null, 'no Janus in this run');
  try {
    await openHomeInRoot(page);
    await page.getByTestId(`make-current-${ROOT}`).click();
    await expect(page.getByTestId(`monitored-${ROOT}`)).toHaveAttribute('data-current', 'true');
    await untilDownlink(radio!);

    await page.getByTestId('ptt-button').hover();
    await page.mouse.down();
    try {
      await expect(page.getByTestId('ptt')).toHaveAttribute('data-state', 'talking');
      await expect(page.getByTestId(`talker-${ROOT}`)).toHaveAttribute('data-talker', DISPATCHER.account);
      await expect.poll(() => radio!.heard().loudMs, { timeout: 10_000 }).toBeGreaterThan(500);
    } finally {
      await page.mouse.up();
    }
    await expect(page.getByTestId(`talker-${ROOT}`)).toHaveAttribute('data-talker', '');
    expect(radio!.heard().peakDbfs).toBeGreaterThan(SILENCE_DBFS);
  } finally {
    await radio?.stop();
    await page.getByTestId(`make-current-${CONTROL_ROOM}`).click().catch(() => undefined);
  }
});

test('a radio talks: the console shows its id and name as talker and receives its voice', async ({ page, api }) => {
  const radio = await voiceRadioIn(api, RADIO, ROOT);
  test.skip(radio === null, 'no Janus in this run');
  try {
    await openHomeInRoot(page);
    const level = page.getByTestId(`room-level-${ROOT}`);
    await expect.poll(async () => Number(await level.getAttribute('data-dbfs'))).toBeLessThan(SILENCE_DBFS);
    const talking = radio!.talk({ ms: 4_000 });
    const banner = page.getByTestId(`talker-${ROOT}`);
    await expect(banner).toHaveAttribute('data-talker', RADIO);
    await expect(banner.getByTestId('talker-id')).toHaveText(RADIO);
    await expect(banner.getByTestId('talker-name')).not.toBeEmpty();
    await expect.poll(async () => Number(await level.getAttribute('data-dbfs')), { timeout: 10_000 }).toBeGreaterThan(SILENCE_DBFS);
    expect((await talking)?.outcome).toBe('talked');
    await expect(banner).toHaveAttribute('data-talker', '');
  } finally {
    await radio?.stop();
  }
});
