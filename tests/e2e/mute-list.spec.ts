import type { Page } from '@playwright/test';
import type { SimulatedTerminal } from '../../simulators/terminals/simulated-terminal.ts';
import { expect, loginAs, test } from './harness/fixtures.ts';
import { voiceRadioIn } from './harness/terminal.ts';

/**
 * The mute list: a dispatcher mutes a radio, whose voice then still arrives from Janus but is not
 * played; the list lives on the platform, so it survives a reload; unmuting plays the radio again.
 * The test works in its own organisation: the radio talks in its root group, which its dispatcher monitors.
 */
/** Below this the audio is silence (the meter's floor is -60). */
const SILENCE_DBFS = -45;
/** A muted room plays at most this (its gain is zero; the meter's floor is -60). */
const MUTED_DBFS = -55;

const muteToggle = (page: Page, radio: string) => page.getByTestId(`terminal-${radio}`).getByTestId(`mute-terminal-${radio}`);
const mutedList = (page: Page) => page.getByTestId('muted-terminals');

async function showRadio(page: Page, radio: string): Promise<void> {
  await page.getByTestId('terminal-search').fill(radio);
  await expect(page.getByTestId(`terminal-${radio}`)).toBeVisible();
}

async function openMutedList(page: Page): Promise<void> {
  const toggle = page.getByTestId('muted-terminals-toggle');
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}

/**
 * Arriving level of the root room once the radio's speech arrives, and the loudest played level just
 * after. For a muted talker, the played meter is first waited for to show the room silenced: the room
 * is silenced when the console learns who talks, and the meter (read every 125 ms) may still show
 * the moment before; what must hold is that it then stays silent while the talker speaks.
 */
async function levelsWhileTalking(page: Page, radio: SimulatedTerminal, root: string, talker: string, muted = false): Promise<{ arriving: number; played: number }> {
  const level = page.getByTestId(`room-level-${root}`);
  const talking = radio.talk({ ms: 4_000 });
  let seen = { arriving: -60, played: -60 };
  try {
    await expect(page.getByTestId(`talker-${root}`)).toHaveAttribute('data-talker', talker);
    await expect
      .poll(
        async () => {
          seen = { arriving: Number(await level.getAttribute('data-dbfs')), played: Number(await level.getAttribute('data-played-dbfs')) };
          return seen.arriving;
        },
        { timeout: 10_000 },
      )
      .toBeGreaterThan(SILENCE_DBFS);
    if (muted) await expect.poll(async () => Number(await level.getAttribute('data-played-dbfs')), { timeout: 10_000 }).toBeLessThanOrEqual(MUTED_DBFS);
    seen = { ...seen, played: muted ? -60 : seen.played };
    // The played meter follows the arriving one by a few frames: keep the loudest played level of the next half second.
    for (let i = 0; i < 10; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50)); // samples of a live meter over half a second
      seen = { ...seen, played: Math.max(seen.played, Number(await level.getAttribute('data-played-dbfs'))) };
    }
    // Still the talker's transmission (a silence after its end would prove nothing).
    if (muted) expect(await page.getByTestId(`talker-${root}`).getAttribute('data-talker')).toBe(talker);
  } finally {
    expect((await talking)?.outcome).toBe('talked');
  }
  await expect(page.getByTestId(`talker-${root}`)).toHaveAttribute('data-talker', '');
  return seen;
}

test('a muted radio is shown as muted and not played, stays muted after a reload, and plays again once unmuted', async ({ page, api, organisation }) => {
  test.setTimeout(120_000);
  const ROOT = organisation.root.gid;
  const RADIO = organisation.radios[0]!.msId;
  await loginAs(page, organisation.dispatcher);
  await expect(mutedList(page)).toHaveAttribute('data-count', '0');
  let radio: SimulatedTerminal | null = null;
  try {
    await showRadio(page, RADIO);
    const name = await page.getByTestId(`terminal-${RADIO}`).getByTestId('terminal-name').innerText();
    await muteToggle(page, RADIO).click();
    await expect(page.getByText(`${name} is muted: their voice is not played.`)).toBeVisible();
    await expect(muteToggle(page, RADIO)).toHaveAttribute('aria-pressed', 'true');
    await expect(mutedList(page)).toHaveAttribute('data-count', '1');
    await openMutedList(page);
    await expect(page.getByTestId(`muted-${RADIO}`)).toContainText(name);

    // The list is the platform's: a reload shows it again.
    await page.reload();
    await expect(page.getByTestId('connection-indicator')).toHaveAttribute('data-status', 'online', { timeout: 30_000 });
    await expect(mutedList(page)).toHaveAttribute('data-count', '1');
    await openMutedList(page);
    await expect(page.getByTestId(`muted-${RADIO}`)).toContainText(RADIO);

    radio = await voiceRadioIn(api, RADIO, ROOT, { account: organisation.dispatchers[1]!.msId, password: organisation.password }, organisation.password);
    if (radio) {
      await expect(page.getByTestId(`monitored-${ROOT}`)).toHaveAttribute('data-media', 'webrtcup', { timeout: 20_000 });
      const banner = page.getByTestId(`talker-${ROOT}`);
      const mutedTalk = levelsWhileTalking(page, radio, ROOT, RADIO, true);
      await expect(banner).toHaveAttribute('data-muted', 'true');
      await expect(banner.getByTestId('talker-muted')).toHaveText('Muted');
      const muted = await mutedTalk;
      expect(muted.played).toBeLessThanOrEqual(MUTED_DBFS);
    }

    await page.getByTestId(`unmute-${RADIO}`).click();
    await expect(mutedList(page)).toHaveAttribute('data-count', '0');
    await expect(page.getByTestId(`muted-${RADIO}`)).toHaveCount(0);
    await showRadio(page, RADIO);
    await expect(muteToggle(page, RADIO)).toHaveAttribute('aria-pressed', 'false');

    if (radio) {
      const banner = page.getByTestId(`talker-${ROOT}`);
      const heard = levelsWhileTalking(page, radio, ROOT, RADIO);
      await expect(banner).not.toHaveAttribute('data-muted', 'true');
      const played = await heard;
      expect(played.played).toBeGreaterThan(SILENCE_DBFS);
    }
  } finally {
    await radio?.stop();
  }
});
