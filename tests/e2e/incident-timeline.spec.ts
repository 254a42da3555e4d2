import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { GpsFix, SosAlarm } from '../../protocol/index.ts';
import { unzipStored } from '../../simulators/platform/incidents/zip.ts';
import { DEMO_STREET_GRID, fromGridMetres } from '../../simulators/world/street-grid.ts';
import { chromiumPath, CHROMIUM_ARGS } from './harness/chromium.ts';
import { dateTimeField, setDateField } from './harness/dateField.ts';
import { expect, loginAs, test } from './harness/fixtures.ts';
import { raiseSos } from './harness/sos.ts';
import { connectTerminal } from './harness/terminal.ts';

/**
 * The incident timeline (issue 12 item 2): one scrubber over a terminal's transmissions, track and
 * alarms. Transmissions are seeded as the recorder would have made them (a tone file and its
 * `transmission.recorded` event, /test/transmission), the track as its radio's fixes (/test/gps-track).
 * Each test works in its own organisation: a radio of it, its transmissions in the organisation's root.
 */
const FIXES = 60;
const EVERY_MS = 5_000;

test.use({ launchOptions: { executablePath: chromiumPath(), args: [...CHROMIUM_ARGS, '--autoplay-policy=no-user-gesture-required'] } });

/** East along the demo streets, one fix every 5 s, 20 m apart. */
function drive(start: number): GpsFix[] {
  return Array.from({ length: FIXES }, (_, i) => {
    const at = fromGridMetres(DEMO_STREET_GRID, i * 20, 0);
    return { lat: at.lat, lng: at.lng, speed: 4, direction: 90, altitude: 10, time: start + i * EVERY_MS };
  });
}

async function openTimeline(page: Page, msId: string, start: number, end: number): Promise<void> {
  await page.goto(`/maps/monitoring-follow-child-1?msId=${msId}`);
  await expect(page.getByTestId('terminal-info')).toHaveAttribute('data-ms-id', msId, { timeout: 30_000 });
  await page.getByTestId('open-incident-timeline').click();
  const panel = page.getByTestId('incident-timeline');
  await expect(panel).toHaveAttribute('data-ms-id', msId);
  await setDateField(panel.getByTestId('timeline-start-input'), await dateTimeField(page, start));
  await setDateField(panel.getByTestId('timeline-end-input'), await dateTimeField(page, end));
  await panel.getByTestId('timeline-query').click();
  await expect(panel.getByTestId('timeline-status')).toHaveAttribute('data-kind', 'ready');
}

/** What the page plays and shows at once: the scrubber's time, the marker's fix, the audio element's file and position. */
const readout = (page: Page) =>
  page.evaluate(() => {
    const player = document.querySelector<HTMLElement>('[data-testid="timeline-player"]')!;
    const audio = document.querySelector<HTMLAudioElement>('[data-testid="timeline-audio"]')!;
    return {
      at: Number(player.dataset.at),
      fix: Number(player.dataset.fixIndex),
      lat: Number(player.dataset.markerLat),
      lng: Number(player.dataset.markerLng),
      file: audio.src ? audio.src.split('/').pop()! : '',
      audioS: audio.currentTime,
      paused: audio.paused,
    };
  });

/**
 * The scrubber's time while playing, bracketed by two reads of the audio's position: the first read,
 * two renders of the player (the second one's time was taken from the audio after the first read),
 * then the second read. A loaded machine renders late, so this bounds the lag instead of assuming a frame.
 */
const clockBracket = (page: Page) =>
  page.evaluate(async () => {
    const player = document.querySelector<HTMLElement>('[data-testid="timeline-player"]')!;
    const audio = document.querySelector<HTMLAudioElement>('[data-testid="timeline-audio"]')!;
    const before = { s: audio.currentTime, file: audio.src.split('/').pop()! };
    const rendered = await new Promise<boolean>((resolve) => {
      let renders = 0;
      const observer = new MutationObserver(() => {
        if (++renders < 2) return;
        observer.disconnect();
        resolve(true);
      });
      observer.observe(player, { attributes: true, attributeFilter: ['data-at'] });
      setTimeout(() => (observer.disconnect(), resolve(false)), 5_000);
    });
    return { before, rendered, at: Number(player.dataset.at), fix: Number(player.dataset.fixIndex), after: { s: audio.currentTime, file: audio.src.split('/').pop()! } };
  });

/**
 * Where seeded activity starts: ten minutes back, in whole seconds, so the window (8 min from there)
 * ends before now. The organisation is the test's own: no other test's recordings or alarms are in it.
 */
const seededStart = () => {
  const back = Math.floor(Date.now() / 1_000) * 1_000 - 10 * 60_000;
  // No query crosses a month (SPEC §5): in a month's first minutes, its first minute instead.
  const now = new Date();
  return Math.max(back, new Date(now.getFullYear(), now.getMonth(), 1, 0, 1).getTime());
};
const WINDOW_AFTER_MS = 8 * 60_000;

/** The scrubber (an input of type range) set as a drag would leave it. */
async function scrub(page: Page, at: number): Promise<void> {
  await page.getByTestId('timeline-scrubber').fill(String(at));
}

test('scrubbing the timeline moves the map marker and the audio position together', async ({ page, api, organisation }) => {
  test.setTimeout(90_000);
  const began = Date.now();
  const RADIO = organisation.radios[0]!.msId;
  const GROUP = organisation.root.gid;
  await loginAs(page, organisation.dispatcher);
  const start = seededStart();
  const fixes = drive(start);
  expect((await api.call('POST', '/test/gps-track', { msId: RADIO, fixes })).code).toBe('0');
  const talks = [
    { startedAt: start + 40_000, talkMs: 8_000, hz: 440 },
    { startedAt: start + 150_000, talkMs: 6_000, hz: 660 },
  ];
  const files: string[] = [];
  for (const talk of talks) {
    const seeded = await api.call('POST', '/test/transmission', { gid: GROUP, msId: RADIO, ...talk });
    expect(seeded.code).toBe('0');
    files.push((seeded.data?.desc as { file: string }).file);
  }

  await openTimeline(page, RADIO, start - 60_000, start + WINDOW_AFTER_MS);
  const panel = page.getByTestId('incident-timeline');
  await expect(panel.getByTestId('timeline-status')).toHaveText(`2 transmissions, ${FIXES} positions, 0 events`);
  await expect(panel.getByTestId('timeline-segment')).toHaveCount(2);
  const player = panel.getByTestId('timeline-player');
  // The scrubber spans what the window holds: the first fix to the last.
  await expect(player).toHaveAttribute('data-start', String(start));
  await expect(player).toHaveAttribute('data-end', String(fixes.at(-1)!.time));

  // Into the first transmission, 3 s in: the marker on the fix of that moment, the audio 3 s into its file.
  const expectAt = async (at: number, file: string | null) => {
    await scrub(page, at);
    const fix = Math.floor((at - start) / EVERY_MS);
    await expect.poll(() => readout(page)).toMatchObject({ at, fix, lat: fixes[fix]!.lat, lng: fixes[fix]!.lng });
    const now = await readout(page);
    if (file === null) {
      expect(now.paused).toBe(true);
      await expect(player).toHaveAttribute('data-segment', '');
    } else {
      const talk = talks[files.indexOf(file)]!;
      expect(now.file).toBe(file);
      expect(now.audioS).toBeCloseTo((at - talk.startedAt) / 1_000, 1);
      await expect(player).toHaveAttribute('data-segment', file);
    }
  };
  await expectAt(start + 43_000, files[0]!);
  // Into the second one, 2.5 s in: both move together.
  await expectAt(start + 152_500, files[1]!);
  // Back into the first (the audio element changes file again), then between the two: silence, the marker still follows.
  await expectAt(start + 45_500, files[0]!);
  await expectAt(start + 100_000, null);

  // Play from 1 s into the first transmission: the audio plays and the scrubber and the marker follow its clock.
  await expectAt(start + 41_000, files[0]!);
  await panel.getByTestId('timeline-play').click();
  await expect(panel.getByTestId('timeline-play')).toHaveAttribute('data-state', 'playing');
  await expect.poll(async () => (await readout(page)).audioS, { timeout: 10_000 }).toBeGreaterThan(2.5);
  const playing = await readout(page);
  expect(playing.paused).toBe(false);
  expect(playing.file).toBe(files[0]);
  // One clock: the scrubber's time is the audio's position in the transmission, read between two reads of it.
  const clock = await clockBracket(page);
  expect(clock).toMatchObject({ rendered: true, before: { file: files[0] }, after: { file: files[0] } });
  expect(clock.at).toBeGreaterThanOrEqual(talks[0]!.startedAt + clock.before.s * 1_000 - 2);
  expect(clock.at).toBeLessThanOrEqual(talks[0]!.startedAt + clock.after.s * 1_000 + 2);
  expect(clock.fix).toBe(Math.floor((clock.at - start) / EVERY_MS));
  // The transmission ends; the fast clock runs over the silence into the second transmission, which then plays.
  await expect.poll(async () => (await readout(page)).file, { timeout: 20_000 }).toBe(files[1]);
  await expect.poll(async () => (await readout(page)).paused, { timeout: 5_000 }).toBe(false);
  await panel.getByTestId('timeline-play').click();
  await expect(panel.getByTestId('timeline-play')).toHaveAttribute('data-state', 'paused');
  await expect.poll(async () => (await readout(page)).paused).toBe(true);
  test.info().annotations.push({ type: 'measure', description: `scrub and play checks took ${Date.now() - began} ms` });
});

test('every SOS workflow step is on the incident timeline', async ({ page, api, organisation }) => {
  test.setTimeout(90_000);
  const SOS_RADIO = organisation.radios[0]!.msId;
  const [first, second] = organisation.dispatchers.map((dispatcher) => dispatcher.msId) as [string, string];
  const radio = await connectTerminal(api, SOS_RADIO, organisation.password);
  try {
    const before = Math.floor(Date.now() / 1_000) * 1_000 - 60_000;
    const alarm: SosAlarm = await raiseSos(radio);
    const one = await api.token(first, organisation.password);
    const two = await api.token(second, organisation.password);
    expect((await api.call('PUT', `/ds/sos/updateSos?token=${one}`, { id: alarm.id, status: 1 })).code).toBe('0');
    expect((await api.call('PUT', `/ds/sos/handOverSos?token=${one}`, { id: alarm.id, to: second })).code).toBe('0');
    expect((await api.call('PUT', `/ds/sos/markSos?token=${two}`, { id: alarm.id, verdict: 'valid' })).code).toBe('0');
    expect((await api.call('PUT', `/ds/sos/updateSos?token=${two}`, { id: alarm.id, status: 2, remark: 'found <b>safe</b>' })).code).toBe('0');

    await loginAs(page, organisation.dispatcher);
    await openTimeline(page, SOS_RADIO, before, before + 10 * 60_000);
    const events = page.getByTestId('incident-timeline').getByTestId('timeline-event');
    await expect.poll(async () => events.evaluateAll((items) => items.map((item) => [item.getAttribute('data-kind'), item.getAttribute('data-what')]))).toEqual([
      ['alarm', 'alarm'],
      ['sosStep', 'alarmAcknowledged'],
      ['sosStep', 'alarmHandedOver'],
      ['sosStep', 'alarmMarked'],
      ['sosStep', 'alarmClosed'],
    ]);
    // The remark is network text: shown as text, not markup.
    await expect(events.last()).toContainText('found <b>safe</b>');
    // Choosing an event moves the scrubber to it.
    const time = Number(await events.nth(2).getAttribute('data-time'));
    await events.nth(2).getByRole('button').click();
    await expect(page.getByTestId('timeline-player')).toHaveAttribute('data-at', String(time));
  } finally {
    radio.close();
  }
});

/** Seeds a drive and two transmissions (in `gid`) of a radio ten minutes ago; their files and the window's start. */
async function seedActivity(api: { call: (method: string, path: string, body?: unknown) => Promise<{ code: string; data?: { desc?: unknown } }> }, msId: string, gid: string) {
  const start = seededStart();
  expect((await api.call('POST', '/test/gps-track', { msId, fixes: drive(start) })).code).toBe('0');
  const files: string[] = [];
  for (const talk of [
    { startedAt: start + 30_000, talkMs: 3_000, hz: 500 },
    { startedAt: start + 90_000, talkMs: 2_000, hz: 700 },
  ]) {
    const seeded = await api.call('POST', '/test/transmission', { gid, msId, ...talk });
    expect(seeded.code).toBe('0');
    files.push((seeded.data?.desc as { file: string }).file);
  }
  return { start, files };
}

/** Downloads an archive by clicking its link; its entries' names and the report's text. */
async function download(page: Page, link: ReturnType<Page['getByTestId']>) {
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const entries = unzipStored(new Uint8Array(readFileSync((await file.path())!)));
  const report = new TextDecoder().decode(entries.find((entry) => entry.name === 'report.txt')?.data ?? new Uint8Array());
  return { name: file.suggestedFilename(), names: entries.map((entry) => entry.name), report };
}

test('a timeline saved as an incident with a note is listed, reopened and exported with its audio, track and report', async ({ page, api, organisation }) => {
  test.setTimeout(120_000);
  const INCIDENT_RADIO = organisation.radios[0]!.msId;
  const GROUP = organisation.root.gid;
  await loginAs(page, organisation.dispatcher);
  const { start, files } = await seedActivity(api, INCIDENT_RADIO, GROUP);
  await openTimeline(page, INCIDENT_RADIO, start - 60_000, start + WINDOW_AFTER_MS);
  const panel = page.getByTestId('incident-timeline');
  await expect(panel.getByTestId('timeline-status')).toHaveText(`2 transmissions, ${FIXES} positions, 0 events`);

  // Bad input: no note. A clear message, nothing saved.
  const save = panel.getByTestId('incident-save');
  await save.getByTestId('incident-save-button').click();
  await expect(save.getByTestId('incident-save-status')).toHaveAttribute('data-kind', 'failed');
  await expect(save.getByTestId('incident-save-status')).toHaveText('Write a note before saving the incident.');
  // Too long: refused before sending, the note kept as typed.
  const long = 'x'.repeat(2_001);
  await save.getByTestId('incident-note').fill(long);
  await save.getByTestId('incident-save-button').click();
  await expect(save.getByTestId('incident-save-status')).toContainText('at most 2,000 characters');
  await expect(save.getByTestId('incident-note')).toHaveValue(long);

  const note = 'Smoke seen at the <b>pump</b> house; crew sent.';
  await save.getByTestId('incident-note').fill(note);
  await save.getByTestId('incident-save-button').click();
  await expect(save.getByTestId('incident-save-status')).toHaveAttribute('data-kind', 'saved');
  const id = /#(\d+)/.exec((await save.getByTestId('incident-save-status').textContent()) ?? '')![1]!;

  // Listed with its note (as text), reopened from another subject: the same window and timeline again.
  const list = panel.getByTestId('incident-list');
  await list.locator('summary').click();
  const item = list.locator(`[data-testid="incident-item"][data-id="${id}"]`);
  await expect(item.getByTestId('incident-item-note')).toHaveText(note);
  await expect(item).toHaveAttribute('data-subject', `terminal:${INCIDENT_RADIO}`);
  await panel.getByTestId('timeline-subject').selectOption(`group:${GROUP}`);
  await expect(panel).toHaveAttribute('data-subject-kind', 'group');
  await item.getByTestId('incident-reopen').click();
  await expect(panel).toHaveAttribute('data-subject-id', INCIDENT_RADIO);
  await expect(panel.getByTestId('timeline-status')).toHaveText(`2 transmissions, ${FIXES} positions, 0 events`);
  // To the minute: a field drops ':00' seconds.
  await expect(panel.getByTestId('timeline-start-input')).toHaveAttribute('data-value', new RegExp(`^${(await dateTimeField(page, start - 60_000)).slice(0, 16)}`));

  // The archive: the two recordings, the track, the report with the note.
  const archive = await download(page, item.getByTestId('incident-export'));
  expect(archive.name).toBe(`incident-${id}-terminal-${INCIDENT_RADIO}.zip`);
  expect(archive.names).toEqual(['report.txt', 'report.json', 'track.geojson', ...files.map((file) => `audio/${file}`)]);
  expect(archive.report).toContain(note);
  expect(archive.report).toContain('Transmissions (2):');
  expect(archive.report).toContain(`${FIXES} positions`);
});

test('a group timeline plays the group\'s transmissions and its members\' tracks, and saves as a group incident', async ({ page, api, organisation }) => {
  test.setTimeout(120_000);
  const INCIDENT_RADIO = organisation.radios[0]!.msId;
  const GROUP = organisation.root.gid;
  await loginAs(page, organisation.dispatcher);
  const { start, files } = await seedActivity(api, INCIDENT_RADIO, GROUP);
  await page.goto(`/maps/monitoring-follow-child-1?msId=${INCIDENT_RADIO}`);
  await expect(page.getByTestId('terminal-info')).toHaveAttribute('data-ms-id', INCIDENT_RADIO, { timeout: 30_000 });
  await page.getByTestId('open-incident-timeline').click();
  const panel = page.getByTestId('incident-timeline');
  await panel.getByTestId('timeline-subject').selectOption(`group:${GROUP}`);
  await setDateField(panel.getByTestId('timeline-start-input'), await dateTimeField(page, start - 60_000));
  await setDateField(panel.getByTestId('timeline-end-input'), await dateTimeField(page, start + WINDOW_AFTER_MS));
  await panel.getByTestId('timeline-query').click();
  await expect(panel.getByTestId('timeline-status')).toHaveAttribute('data-kind', 'ready');
  await expect(panel).toHaveAttribute('data-subject-kind', 'group');
  for (const file of files) await expect(panel.locator(`[data-testid="timeline-segment"][data-file="${file}"]`)).toHaveCount(1);
  await expect(panel.getByTestId('timeline-members')).toBeVisible();

  const save = panel.getByTestId('incident-save');
  await save.getByTestId('incident-note').fill('The whole organisation during the pump house fire');
  await save.getByTestId('incident-save-button').click();
  await expect(save.getByTestId('incident-save-status')).toHaveAttribute('data-kind', 'saved');
  const archive = await download(page, save.getByTestId('incident-saved-export'));
  expect(archive.name).toMatch(new RegExp(`^incident-\\d+-group-${GROUP}\\.zip$`));
  for (const file of files) expect(archive.names).toContain(`audio/${file}`);
  expect(archive.report).toContain(`Group: `);
});
