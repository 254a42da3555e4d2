import type { Page } from '@playwright/test';
import { expect, loginAs, test } from './harness/fixtures.ts';
import { connectTerminal, voiceRadioIn } from './harness/terminal.ts';
import { pickTerminal } from './harness/terminalSearch.ts';
import { setDateField } from './harness/dateField.ts';

/**
 * Call records end to end: a radio talks in the root group through Janus (recorded by the platform),
 * two radios make an individual call (peer to peer: not recorded), and the console's call records
 * list both with caller, callee, frequency and duration; the recording plays with its waveform drawn
 * and a moving playhead, and a click seeks. All in the test's own organisation, so its records are
 * the only ones listed.
 */

const row = (page: Page, kind: string, caller: string, callee: string) =>
  page.locator(`[data-testid="call-record-row"][data-kind="${kind}"][data-caller="${caller}"][data-callee="${callee}"]`).first();

/** Pixels of the canvas that are not fully transparent. */
const paintedPixels = (page: Page) =>
  page.getByTestId('call-waveform').evaluate((canvas: HTMLCanvasElement) => {
    const context = canvas.getContext('2d');
    if (!context || canvas.width === 0) return 0;
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let painted = 0;
    for (let index = 3; index < data.length; index += 4) if (data[index]! > 0) painted += 1;
    return painted;
  });

const progress = async (page: Page) => Number((await page.getByTestId('call-waveform').getAttribute('data-progress')) ?? '0');

test('call records: a recorded transmission plays with its waveform, an individual call is listed as not recorded, a bad range is refused', async ({ page, api, organisation }) => {
  test.setTimeout(120_000);
  const { dispatcher, password } = organisation;
  const ROOT = organisation.root.gid;
  const [TALKER, CALLER, CALLEE] = organisation.radios.map((radio) => radio.msId) as [string, string, string];
  // The second dispatcher moves the talker, so the console's own socket is left alone.
  const radio = await voiceRadioIn(api, TALKER, ROOT, { account: organisation.dispatchers[1]!.msId, password }, password);
  test.skip(radio === null, 'no Janus in this run');
  const caller = await connectTerminal(api, CALLER, password);
  const callee = await connectTerminal(api, CALLEE, password);
  try {
    // The radio talks about 8 s; the platform records the room while it holds the floor.
    expect((await radio!.talk({ ms: 8_000 }))?.outcome).toBe('talked');
    // An individual call: invited, answered, connected, ~1.5 s, hung up. Media would be peer to peer.
    const callId = `callrec${Date.now()}`;
    await caller.command('callSignal', { callId, signal: 'invite', to: CALLEE, media: 'audio' });
    await callee.command('callSignal', { callId, signal: 'answer' });
    await caller.command('callSignal', { callId, signal: 'ack' });
    await new Promise((resolve) => setTimeout(resolve, 1_500)); // the call's length: time is what the record holds
    await caller.command('callSignal', { callId, signal: 'bye' });

    await loginAs(page, dispatcher);
    await page.getByTestId('main-menu').getByRole('link', { name: 'Call records' }).click();
    await expect(page).toHaveURL(/\/call-records\/voice-list$/);
    await expect(page.getByTestId('call-records-page')).toBeVisible();

    // A rule of SPEC §5 refused in the console with its message.
    await setDateField(page.getByTestId('call-records-start-input'), '2026-11-20T10:00:00');
    await setDateField(page.getByTestId('call-records-end-input'), '2026-11-20T09:00:00');
    await page.getByTestId('call-records-query').click();
    await expect(page.getByTestId('call-records-range-error')).toHaveText('The start time must be before the end time.');

    // Today: the transmission's file is written after the floor is released, so query until it is listed.
    const group = row(page, 'group', TALKER, ROOT);
    await expect(async () => {
      await page.getByTestId('call-records-quick-today').click();
      await page.getByTestId('call-records-query').click();
      await expect(group).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(page.getByTestId('call-records-range-error')).toHaveCount(0);
    await expect(group.getByTestId('call-record-duration')).toHaveText(/^(7|8|9) s$/);
    await expect(group.getByTestId('call-record-frequency')).toHaveText('1 call');
    await expect(group).toContainText(TALKER);

    const single = row(page, 'individual', CALLER, CALLEE);
    await expect(single.getByTestId('call-record-not-recorded')).toHaveText('Not recorded: peer-to-peer');
    await expect(single.getByTestId('call-record-duration')).toHaveText(/^(1|2) s$/);

    // Filtered by the terminal: only its own records.
    await pickTerminal(page, 'call-records-terminal', CALLER);
    await page.getByTestId('call-records-query').click();
    await expect(page.getByTestId('call-record-row')).toHaveCount(1);
    await expect(single).toBeVisible();
    await page.getByTestId('call-records-terminal-clear').click();
    await expect(page.getByTestId('call-records-terminal')).toHaveAttribute('placeholder', 'All terminals: type a name or ID');
    await page.getByTestId('call-records-group').selectOption(ROOT);
    await page.getByTestId('call-records-query').click();
    await expect(group).toBeVisible();
    await expect(page.locator('[data-testid="call-record-row"][data-kind="individual"]')).toHaveCount(0);

    // Played through the mixer with its waveform: the canvas is painted and the playhead moves.
    await group.getByTestId('call-record-play').click();
    const player = page.getByTestId('call-player');
    await expect(player).toHaveAttribute('data-state', 'playing', { timeout: 10_000 });
    await expect(page.getByTestId('call-waveform')).toHaveAttribute('data-drawn', 'true');
    expect(await paintedPixels(page)).toBeGreaterThan(100);
    await expect.poll(() => progress(page), { timeout: 5_000 }).toBeGreaterThan(0.05);
    const before = await progress(page);
    await expect.poll(() => progress(page), { timeout: 5_000 }).toBeGreaterThan(before);

    // Audio play priority 'realtime' (the default): the radio talks live in a monitored group, so the
    // recording is silenced while it is heard, and plays on after.
    await expect(page.getByTestId('call-waveform')).toHaveAttribute('data-silenced', 'false');
    const live = radio!.talk({ ms: 2_000 });
    await expect(page.getByTestId(`talker-${ROOT}`)).toHaveAttribute('data-talker', TALKER);
    await expect(page.getByTestId('call-waveform')).toHaveAttribute('data-silenced', 'true');
    expect((await live)?.outcome).toBe('talked');
    await expect(page.getByTestId('call-waveform')).toHaveAttribute('data-silenced', 'false');

    // A click near the end seeks there.
    const box = (await page.getByTestId('call-waveform').boundingBox())!;
    await page.getByTestId('call-waveform').click({ position: { x: box.width * 0.8, y: box.height / 2 } });
    await expect.poll(() => progress(page), { timeout: 3_000 }).toBeGreaterThanOrEqual(0.78);
    await expect(player).toHaveAttribute('data-state', 'playing');
    await page.screenshot({ path: test.info().outputPath('call-records.png') });
    await page.getByTestId('call-player-stop').click().catch(() => undefined);
  } finally {
    caller.close();
    callee.close();
    await radio?.stop();
  }
});
