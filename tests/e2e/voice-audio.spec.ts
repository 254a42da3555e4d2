import type { Page } from '@playwright/test';
import { expect, loginAs, test, type OwnOrganisation } from './harness/fixtures.ts';
import type { PlatformApi } from './harness/platformApi.ts';
import { untilDownlink, voiceRadioIn } from './harness/terminal.ts';

/**
 * Real audio through Janus: the console's fake microphone plays recorded speech; a simulated radio
 * joins the same AudioBridge room over plain RTP and meters what it hears, or talks itself. Each
 * test talks in the root group of an organisation of its own, so no other test holds that floor.
 */

/** Below this the audio is silence (the radio's meter and the console's room level agree on dBFS). */
const SILENCE_DBFS = -45;

async function openHomeInRoot(page: Page, organisation: OwnOrganisation): Promise<void> {
  await loginAs(page, organisation.dispatcher);
  await expect(page.getByTestId(`monitored-${organisation.root.gid}`)).toHaveAttribute('data-media', 'webrtcup', { timeout: 20_000 });
}

/** A radio of the organisation, moved into its root group by the second dispatcher; null without Janus. */
function radioInRoot(api: PlatformApi, organisation: OwnOrganisation) {
  const operator = { account: organisation.dispatchers[1]!.msId, password: organisation.password };
  return voiceRadioIn(api, organisation.radios[0]!.msId, organisation.root.gid, operator, organisation.password);
}

test('the dispatcher talks: a radio in the group receives speech, and the console shows the dispatcher as talker', async ({ page, api, organisation }) => {
  const ROOT = organisation.root.gid;
  const radio = await radioInRoot(api, organisation);
  expect(radio, 'this run has Janus').not.toBeNull();
  try {
    await openHomeInRoot(page, organisation);
    // The root is the dispatcher's own group, so its current one: the press talks there.
    await expect(page.getByTestId(`monitored-${ROOT}`)).toHaveAttribute('data-current', 'true');
    await untilDownlink(radio!);

    await page.getByTestId('ptt-button').hover();
    await page.mouse.down();
    try {
      await expect(page.getByTestId('ptt')).toHaveAttribute('data-state', 'talking');
      await expect(page.getByTestId(`talker-${ROOT}`)).toHaveAttribute('data-talker', organisation.dispatcher.account);
      await expect.poll(() => radio!.heard().loudMs, { timeout: 10_000 }).toBeGreaterThan(500);
    } finally {
      await page.mouse.up();
    }
    await expect(page.getByTestId(`talker-${ROOT}`)).toHaveAttribute('data-talker', '');
    expect(radio!.heard().peakDbfs).toBeGreaterThan(SILENCE_DBFS);
  } finally {
    await radio?.stop();
  }
});

test('a radio talks: the console shows its id and name as talker and receives its voice', async ({ page, api, organisation }) => {
  const ROOT = organisation.root.gid;
  const RADIO = organisation.radios[0]!.msId;
  const radio = await radioInRoot(api, organisation);
  expect(radio, 'this run has Janus').not.toBeNull();
  try {
    await openHomeInRoot(page, organisation);
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
