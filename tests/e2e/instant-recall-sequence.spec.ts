import type { Page } from '@playwright/test';
import { expect, loginAs, test } from './harness/fixtures.ts';
import { voiceRadioIn } from './harness/terminal.ts';

/**
 * Instant recall "play all" with real audio: a radio talks three times in the dispatcher's root
 * group through Janus (three lengths, so each recording is known by its decoded duration), the
 * console lists the last three and plays them oldest first while the radio talks live again; under
 * the 'both' play priority the live room is ducked while the recordings play and restored after.
 * In the test's own organisation: its root group, which its dispatchers monitor, and its first radio.
 */
const TALKS_MS = [1_500, 3_000, 4_500];
/** Below this the audio is silence (as voice-audio.spec.ts). */
const SILENCE_DBFS = -45;

type Seen = { current: string | null; file: string | null; durationS: string | null; ducked: string | null };

async function setPriority(page: Page, label: string): Promise<void> {
  await page.getByTestId('header-settings').click();
  await page.getByTestId('settings-audio-priority').getByText(label, { exact: true }).click();
  await page.getByTestId('settings-save').click();
  await expect(page.getByTestId('settings-save')).toBeHidden();
}

/** The live room's level as it arrives and as played here, when voice is arriving; else null. */
async function roomLevels(page: Page, gid: string): Promise<{ arriving: number; played: number } | null> {
  const meter = page.getByTestId(`room-level-${gid}`);
  const arriving = Number(await meter.getAttribute('data-dbfs'));
  const played = Number(await meter.getAttribute('data-played-dbfs'));
  return arriving > SILENCE_DBFS ? { arriving, played } : null;
}

/** Played minus arriving, dB (how far the room's gain lowers live voice), or null without voice. */
const gainDb = async (page: Page, gid: string) => {
  const levels = await roomLevels(page, gid);
  return levels ? levels.played - levels.arriving : null;
};

/** The median of a few readings of gainDb (single readings of two meters are a few dB apart). */
async function steadyGainDb(page: Page, gid: string, readings = 7): Promise<number> {
  const values: number[] = [];
  for (let tries = 0; values.length < readings && tries < readings * 6; tries += 1) {
    const value = await gainDb(page, gid);
    if (value !== null) values.push(value);
    await page.waitForTimeout(130); // readings spread over a second of a live meter, not a wait for a state
  }
  values.sort((a, b) => a - b);
  return values[Math.floor(values.length / 2)] ?? Number.NaN;
}

test('recall plays the last three transmissions of a group in order', async ({ page, api, organisation }) => {
  test.setTimeout(180_000);
  const { dispatcher, password } = organisation;
  const ROOT = organisation.root.gid;
  const RADIO = organisation.radios[0]!.msId;
  // The second dispatcher moves the radio, so the console's own socket is left alone.
  const radio = await voiceRadioIn(api, RADIO, ROOT, { account: organisation.dispatchers[1]!.msId, password }, password);
  test.skip(radio === null, 'no Janus in this run');
  try {
    await loginAs(page, dispatcher);
    await expect(page.getByTestId(`monitored-${ROOT}`)).toHaveAttribute('data-media', 'webrtcup', { timeout: 45_000 });
    await setPriority(page, 'Both');
    const banner = page.getByTestId(`talker-${ROOT}`);

    // Three transmissions, oldest first, each a different length.
    for (const ms of TALKS_MS) {
      expect((await radio!.talk({ ms }))?.outcome).toBe('talked');
      await expect(banner).toHaveAttribute('data-talker', '');
    }

    await page.getByTestId(`recall-toggle-${ROOT}`).click();
    const recall = page.getByTestId(`recall-${ROOT}`);
    const body = recall.locator('.recall__body');
    await page.getByTestId(`recall-count-${ROOT}`).selectOption('3');
    const entries = recall.locator('.recall__entry');
    await expect(entries).toHaveCount(3);
    await expect(entries.locator('.recall__duration')).toHaveText(['5 s', '3 s', '2 s'].map((text) => new RegExp(`^(${text}|${Number.parseInt(text) - 1} s|${Number.parseInt(text) + 1} s)$`)));
    const newestFirst = await entries.evaluateAll((items) => items.map((item) => item.getAttribute('data-testid')!.replace('recall-entry-', '')));
    for (const file of newestFirst) expect(file).toMatch(new RegExp(`^${ROOT}-\\d+-${RADIO}\\.wav$`));
    const expectedOrder = [...newestFirst].reverse();

    // Watch what the console plays: the sequence's current item, the player's file and decoded length, the room's ducking.
    await page.evaluate((gid) => {
      const log: Seen[] = [];
      (window as unknown as { recallSeen: Seen[] }).recallSeen = log;
      const note = () => {
        const current = document.querySelector(`[data-testid="recall-${gid}"] .recall__body`) as HTMLElement | null;
        const meter = document.querySelector(`[data-testid="recall-playback-${gid}"]`) as HTMLElement | null;
        const room = document.querySelector(`[data-testid="monitored-${gid}"]`) as HTMLElement | null;
        log.push({ current: current?.dataset.currentFile ?? null, file: meter?.dataset.file ?? null, durationS: meter?.dataset.durationS ?? null, ducked: room?.dataset.ducked ?? null });
      };
      new MutationObserver(note).observe(document.querySelector('[data-testid="voice-panel"]')!, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['data-current-file', 'data-file', 'data-duration-s', 'data-ducked'],
      });
    }, ROOT);

    // The radio talks live until the test lets go (within the floor's 60 s limit, however slow the
    // machine); live voice plays at full gain first.
    const live = radio!.talk({ ms: 55_000 });
    await expect(banner).toHaveAttribute('data-talker', RADIO);
    await expect(page.getByTestId(`monitored-${ROOT}`)).not.toHaveAttribute('data-ducked', 'true');
    await expect.poll(() => gainDb(page, ROOT), { timeout: 10_000 }).not.toBeNull();
    const before = await steadyGainDb(page, ROOT);

    await page.getByTestId(`recall-play-all-${ROOT}`).click();
    await expect(body).toHaveAttribute('data-sequence', 'playing');
    await expect(page.getByTestId(`recall-sequence-${ROOT}`)).toHaveText('Playing 1 of 3');
    // Ducked while the recordings play: the room's gain is 12 dB under what it was.
    await expect(page.getByTestId(`monitored-${ROOT}`)).toHaveAttribute('data-ducked', 'true');
    await expect(page.getByTestId(`ducked-${ROOT}`)).toBeVisible();
    await expect.poll(async () => ((await gainDb(page, ROOT)) ?? 0) - before, { timeout: 5_000 }).toBeLessThan(-8);
    const during = await steadyGainDb(page, ROOT, 5);
    expect(during - before).toBeLessThan(-8);

    await expect(body).toHaveAttribute('data-sequence', 'idle', { timeout: 30_000 });
    await expect(body).toHaveAttribute('data-played', expectedOrder.join(' '));
    // Restored after, while the radio still talks live.
    await expect(page.getByTestId(`monitored-${ROOT}`)).not.toHaveAttribute('data-ducked', 'true');
    await expect(banner).toHaveAttribute('data-talker', RADIO);
    const after = await steadyGainDb(page, ROOT, 5);
    expect(after - during).toBeGreaterThan(8);

    const seen = await page.evaluate(() => (window as unknown as { recallSeen: Seen[] }).recallSeen);
    const startedFiles = seen.map((entry) => entry.file).filter((file, index, all): file is string => file !== null && file !== all[index - 1]);
    expect(startedFiles).toEqual(expectedOrder);
    const currents = seen.map((entry) => entry.current).filter((file, index, all): file is string => file !== null && file !== all[index - 1]);
    expect(currents).toEqual(expectedOrder);
    // Each recording decoded at the length the radio talked (within the floor's grant and release latency).
    const decoded = expectedOrder.map((file) => Number(seen.find((entry) => entry.file === file && entry.durationS !== null)?.durationS));
    decoded.forEach((seconds, index) => expect(Math.abs(seconds - TALKS_MS[index]! / 1000)).toBeLessThan(0.75));
    // Ducked the whole time an item played.
    expect(seen.filter((entry) => entry.file !== null).every((entry) => entry.ducked === 'true')).toBe(true);
    test.info().annotations.push({ type: 'measure', description: `live gain ${before.toFixed(1)} dB before, ${during.toFixed(1)} dB ducked, ${after.toFixed(1)} dB after; decoded ${decoded.map((s) => s.toFixed(2)).join(', ')} s` });
    radio!.endTalk();
    expect((await live)?.outcome).toBe('talked');
  } finally {
    await radio?.stop();
  }
});
