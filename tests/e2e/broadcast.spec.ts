import type { Locator, Page } from '@playwright/test';
import { sineWav } from '../../simulators/platform/broadcast/sine-wav.ts';
import { SimulatedSpeaker } from '../../simulators/speakers/simulated-speaker.ts';
import { DISPATCHER, expect, loginAs, SECOND_DISPATCHER, test } from './harness/fixtures.ts';

/** Codes no earlier run used: the emulators live for the whole run. */
const suffix = () => Date.now().toString(36).slice(-5);

const broadcast = (page: Page) => page.getByTestId('broadcast');
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

async function openBroadcast(page: Page): Promise<void> {
  await page.getByTestId('main-menu').getByRole('link', { name: 'Broadcast' }).click();
  await expect(page).toHaveURL(/\/broadcasts\/broadcast$/);
}

const tab = (page: Page, id: 'speakers' | 'files' | 'tasks' | 'realTime' | 'casters') => broadcast(page).getByTestId(`broadcast-tab-${id}`).click();
const pick = (within: Locator, label: string) => within.getByText(label, { exact: true }).click();

test('broadcast: organisations, speakers and volumes, files, a real-time task that plays on the chosen speakers (next, previous, a chosen file, its choice kept), a timed task, casters, and every validation', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const id = suffix();
  const orgCode = `site-${id}`;
  const hallCode = `hall-${id}`;
  const yardCode = `yard-${id}`;
  const fileName = `chime-${id}.wav`;
  // Long enough that the playlist does not move on by itself while next, previous and choose are checked.
  const [bellName, gongName] = [`bell-${id}.wav`, `gong-${id}.wav`];
  const key = process.env.POC_SPEAKER_KEY ?? '';
  const speakers = [hallCode, yardCode].map((code) => new SimulatedSpeaker({ url: baseURL ?? '', key, code }).start());
  const [hall, yard] = speakers as [SimulatedSpeaker, SimulatedSpeaker];
  try {
    await loginAs(page, DISPATCHER);
    await openBroadcast(page);
    // The page signs in to the broadcast service with the session's credentials entry: no second password.
    await expect(broadcast(page)).toHaveAttribute('data-gate', 'in');

    // Organisations: every rule of the form, then a root organisation.
    await tab(page, 'speakers');
    const orgForm = page.getByTestId('broadcast-org-form');
    await orgForm.getByRole('button', { name: 'Add organisation' }).click();
    await expect(orgForm.getByText('Required.')).toHaveCount(2);
    await page.getByTestId('broadcast-org-name').fill('Site <b>');
    await page.getByTestId('broadcast-org-code').fill(orgCode);
    await page.getByTestId('broadcast-org-call').fill('12a');
    await orgForm.getByRole('button', { name: 'Add organisation' }).click();
    await expect(orgForm.getByText('Contains characters that are not allowed.')).toBeVisible();
    await expect(orgForm.getByText('Digits only.')).toBeVisible();
    await page.getByTestId('broadcast-org-name').fill(`Site ${id}`);
    await page.getByTestId('broadcast-org-call').fill('500');
    await orgForm.getByRole('button', { name: 'Add organisation' }).click();
    await expect(toast(page, `Organisation Site ${id} added.`)).toBeVisible();
    await page.getByTestId(`broadcast-org-${orgCode}`).click();

    // Speakers: the rules, two devices, their simulated speakers come online.
    const deviceForm = page.getByTestId('broadcast-device-form');
    for (const [name, code] of [
      ['Hall', hallCode],
      ['Yard', yardCode],
    ] as const) {
      await page.getByTestId('broadcast-device-name').fill(name);
      await page.getByTestId('broadcast-device-code').fill(code);
      await deviceForm.getByRole('button', { name: 'Add speaker' }).click();
      await expect(toast(page, `Speaker ${name} added.`)).toBeVisible();
    }
    await page.getByTestId('broadcast-device-name').fill('Gate');
    await page.getByTestId('broadcast-device-code').fill(hallCode);
    await deviceForm.getByRole('button', { name: 'Add speaker' }).click();
    await expect(deviceForm.getByText('Already exists.')).toBeVisible();
    const hallRow = page.getByTestId(`broadcast-device-${hallCode}`);
    const yardRow = page.getByTestId(`broadcast-device-${yardCode}`);
    await expect(hallRow).toHaveAttribute('data-online', '1', { timeout: 15_000 });
    await expect(yardRow).toHaveAttribute('data-online', '1');

    // Volume: out of range is refused in the page; 30 reaches the speaker; a batch sets both.
    await page.getByTestId(`broadcast-volume-${hallCode}`).fill('101');
    await hallRow.getByRole('button', { name: 'Set' }).click();
    await expect(page.getByTestId('broadcast-volume-error')).toHaveText('The volume of Hall must be 0 to 100.');
    await page.getByTestId(`broadcast-volume-${hallCode}`).fill('30');
    await hallRow.getByRole('button', { name: 'Set' }).click();
    await expect(toast(page, 'Volume of Hall set to 30.')).toBeVisible();
    await expect.poll(() => hall.volume, { timeout: 10_000 }).toBe(30);
    await page.getByTestId('broadcast-batch-volume').fill('80');
    await page.getByRole('button', { name: 'Set for the organisation' }).click();
    await expect(toast(page, 'Volume 80 set on 2 speakers.')).toBeVisible();
    await expect.poll(() => [hall.volume, yard.volume], { timeout: 10_000 }).toEqual([80, 80]);

    // Files: a file that is not PCM WAV is refused; a 3 s tone uploads, lists as 3 s and plays in the page.
    await tab(page, 'files');
    const uploadForm = page.getByTestId('broadcast-upload');
    await page.getByTestId('broadcast-file-input').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not audio') });
    await uploadForm.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByTestId('broadcast-file-error')).toHaveText('Only PCM WAV files can be played by the speakers.');
    await page.getByTestId('broadcast-file-input').setInputFiles({ name: fileName, mimeType: 'audio/wav', buffer: Buffer.from(sineWav(3_000, 440)) });
    await uploadForm.getByRole('button', { name: 'Upload' }).click();
    await expect(toast(page, `File ${fileName} uploaded.`)).toBeVisible();
    const fileRow = page.locator(`[data-testid="broadcast-file-row"][data-name="${fileName}"]`);
    await expect(fileRow).toContainText('3 s');
    await fileRow.getByRole('button', { name: 'Listen' }).click();
    await expect.poll(() => page.getByTestId('broadcast-preview').evaluate((element: HTMLAudioElement) => element.duration), { timeout: 10_000 }).toBeCloseTo(3, 0);
    for (const [name, hz] of [
      [bellName, 660],
      [gongName, 220],
    ] as const) {
      await page.getByTestId('broadcast-file-input').setInputFiles({ name, mimeType: 'audio/wav', buffer: Buffer.from(sineWav(60_000, hz)) });
      await uploadForm.getByRole('button', { name: 'Upload' }).click();
      await expect(toast(page, `File ${name} uploaded.`)).toBeVisible();
    }

    // Real-time task: the rules, then it plays on the hall speaker only, and stops.
    await tab(page, 'realTime');
    const realTime = page.getByTestId('broadcast-realtime');
    await page.getByTestId('broadcast-realtime-volume').fill('120');
    await realTime.getByRole('button', { name: 'Start broadcast' }).click();
    await expect(realTime.getByText('Required.')).toHaveCount(2);
    await expect(realTime.getByText('Out of range.')).toBeVisible();
    await page.getByTestId('broadcast-realtime-volume').fill('60');
    await pick(page.getByTestId('broadcast-realtime-files'), fileName);
    await pick(page.getByTestId('broadcast-realtime-devices'), 'Hall');
    await realTime.getByRole('button', { name: 'Start broadcast' }).click();
    await expect(toast(page, 'The broadcast has started.')).toBeVisible();
    await expect(realTime).toHaveAttribute('data-status', 'playing');
    // The speaker downloaded the served file, decodes it and reports the tone's level.
    await expect.poll(() => hall.playing()?.decoded_bytes ?? 0, { timeout: 15_000 }).toBeGreaterThan(0);
    expect(hall.playing()?.level_db).toBeGreaterThan(-10);
    expect(yard.playing()).toBeNull();
    await expect(page.getByTestId('broadcast-realtime-now')).toContainText(fileName);
    await realTime.getByRole('button', { name: 'Pause' }).click();
    await expect(realTime).toHaveAttribute('data-status', 'paused');
    await realTime.getByRole('button', { name: 'Resume' }).click();
    await expect(realTime).toHaveAttribute('data-status', 'playing');
    await tab(page, 'speakers');
    await expect(hallRow).toHaveAttribute('data-playing', fileName, { timeout: 10_000 });
    await expect(yardRow).toHaveAttribute('data-playing', '');
    // A file that a task uses cannot be deleted.
    await tab(page, 'files');
    await fileRow.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByTestId('broadcast-error')).toHaveText('Audio file: Still used by a task.');
    await tab(page, 'realTime');
    await realTime.getByRole('button', { name: 'Stop broadcast' }).click();
    await expect(realTime).toHaveAttribute('data-status', 'idle');
    await expect.poll(() => hall.playing(), { timeout: 10_000 }).toBeNull();

    // The service keeps the last choice: after a reload the pickers show it again; a saved change too.
    const ticked = (testId: string, label: string) => page.getByTestId(testId).getByRole('checkbox', { name: label, exact: true });
    await page.reload();
    await tab(page, 'realTime');
    await expect(ticked('broadcast-realtime-files', fileName)).toBeChecked();
    await expect(ticked('broadcast-realtime-devices', 'Hall')).toBeChecked();
    await expect(ticked('broadcast-realtime-devices', 'Yard')).not.toBeChecked();
    await expect(page.getByTestId('broadcast-realtime-volume')).toHaveValue('60');
    await pick(page.getByTestId('broadcast-realtime-files'), fileName);
    await pick(page.getByTestId('broadcast-realtime-files'), bellName);
    await pick(page.getByTestId('broadcast-realtime-files'), gongName);
    await page.getByTestId('broadcast-realtime-volume').fill('70');
    await realTime.getByRole('button', { name: 'Save choice' }).click();
    await expect(toast(page, 'The choice is saved.')).toBeVisible();
    await page.reload();
    await tab(page, 'realTime');
    await expect(ticked('broadcast-realtime-files', fileName)).not.toBeChecked();
    await expect(ticked('broadcast-realtime-files', bellName)).toBeChecked();
    await expect(ticked('broadcast-realtime-files', gongName)).toBeChecked();
    await expect(page.getByTestId('broadcast-realtime-volume')).toHaveValue('70');

    // Next, previous and a chosen file: the speaker follows each move.
    await realTime.getByRole('button', { name: 'Start broadcast' }).click();
    await expect(realTime).toHaveAttribute('data-status', 'playing');
    const choice = page.getByTestId('broadcast-realtime-choice');
    const idOf = async (name: string) => Number(await choice.locator('option', { hasText: name }).getAttribute('value'));
    const [bellId, gongId] = [await idOf(bellName), await idOf(gongName)];
    const hallFile = () => hall.playing()?.file_id ?? null;
    await expect.poll(hallFile, { timeout: 15_000 }).toBe(bellId);
    await realTime.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByTestId('broadcast-realtime-now')).toContainText(gongName);
    await expect.poll(hallFile, { timeout: 15_000 }).toBe(gongId);
    await realTime.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByTestId('broadcast-realtime-now')).toContainText(bellName);
    await expect.poll(hallFile, { timeout: 15_000 }).toBe(bellId);
    await choice.selectOption({ label: gongName });
    await expect(choice).toHaveValue(String(gongId));
    await expect.poll(hallFile, { timeout: 15_000 }).toBe(gongId);
    await realTime.getByRole('button', { name: 'Stop broadcast' }).click();
    await expect(realTime).toHaveAttribute('data-status', 'idle');
    await expect.poll(() => hall.playing(), { timeout: 10_000 }).toBeNull();

    // Timed task: the rules, then start on the yard speaker, pause, resume, stop.
    await tab(page, 'tasks');
    const taskForm = page.getByTestId('broadcast-task-form');
    await page.getByTestId('broadcast-task-time').fill('25:00');
    await page.getByTestId('broadcast-task-loop').fill('0');
    await taskForm.getByRole('button', { name: 'Add task' }).click();
    await expect(taskForm.getByText('Use the time format HH:mm:ss.')).toBeVisible();
    await expect(taskForm.getByText('Required.')).toHaveCount(3);
    await expect(taskForm.getByText('Out of range.')).toBeVisible();
    const taskName = `Morning ${id}`;
    await page.getByTestId('broadcast-task-name').fill(taskName);
    await page.getByTestId('broadcast-task-time').fill('07:30');
    await page.getByTestId('broadcast-task-loop').fill('1');
    await pick(page.getByTestId('broadcast-task-files'), fileName);
    await pick(page.getByTestId('broadcast-task-devices'), 'Yard');
    await taskForm.getByRole('button', { name: 'Add task' }).click();
    await expect(toast(page, `Task ${taskName} added.`)).toBeVisible();
    const taskRow = page.getByTestId(`broadcast-task-${taskName}`);
    await expect(taskRow).toHaveAttribute('data-status', 'idle');
    await expect(taskRow).toContainText('07:30:00');
    // Edit while stopped: the new time is kept.
    await taskRow.getByRole('button', { name: 'Edit' }).click();
    await page.getByTestId('broadcast-task-time').fill('07:45:00');
    await taskForm.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, `Task ${taskName} saved.`)).toBeVisible();
    await expect(taskRow).toContainText('07:45:00');
    await taskRow.getByRole('button', { name: 'Start' }).click();
    await expect(taskRow).toHaveAttribute('data-status', 'playing');
    await expect.poll(() => yard.playing()?.kind, { timeout: 15_000 }).toBe('task');
    expect(hall.playing()).toBeNull();
    await taskRow.getByRole('button', { name: 'Pause' }).click();
    await expect(taskRow).toHaveAttribute('data-status', 'paused');
    await taskRow.getByRole('button', { name: 'Resume' }).click();
    await expect(taskRow).toHaveAttribute('data-status', 'playing');
    await taskRow.getByRole('button', { name: 'Stop' }).click();
    await expect(taskRow).toHaveAttribute('data-status', 'idle');
    await expect.poll(() => yard.playing(), { timeout: 10_000 }).toBeNull();
    await page.getByTestId('broadcast-plan').getByRole('button', { name: 'Start the plan' }).click();
    await expect(page.getByTestId('broadcast-plan')).toHaveAttribute('data-running', 'true');
    await page.getByTestId('broadcast-plan').getByRole('button', { name: 'Stop the plan' }).click();
    await expect(page.getByTestId('broadcast-plan')).toHaveAttribute('data-running', 'false');
    await taskRow.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, `Task ${taskName} deleted.`)).toBeVisible();

    // Casters: the rules, then one with the default priority 5.
    await tab(page, 'casters');
    const casterForm = page.getByTestId('broadcast-caster-form');
    await page.getByTestId('broadcast-caster-priority').fill('11');
    await casterForm.getByRole('button', { name: 'Add caster' }).click();
    await expect(casterForm.getByText('Out of range.')).toBeVisible();
    await expect(casterForm.getByText('Required.')).toHaveCount(3);
    await page.getByTestId('broadcast-caster-user').selectOption(DISPATCHER.account);
    await page.getByTestId('broadcast-caster-name').fill(`Announcer ${id}`);
    await page.getByTestId('broadcast-caster-code').fill(`cast-${id}`);
    await page.getByTestId('broadcast-caster-priority').fill('5');
    await casterForm.getByRole('button', { name: 'Add caster' }).click();
    await expect(toast(page, `Caster Announcer ${id} added.`)).toBeVisible();
    await expect(page.getByTestId('broadcast-caster-row').filter({ hasText: `Announcer ${id}` }).locator('td').last()).toHaveText('5');
  } finally {
    for (const speaker of speakers) speaker.close();
  }
});

test('broadcast: a user without broadcast access is refused (107), and a host without it has no broadcast screen', async ({ page, api }) => {
  await loginAs(page, SECOND_DISPATCHER);
  try {
    // Access taken away after the console's login: the broadcast login answers 107, nothing is shown.
    await api.call('POST', '/test/broadcast-access', { account: SECOND_DISPATCHER.account, access: '-2' });
    await openBroadcast(page);
    await expect(broadcast(page)).toHaveAttribute('data-gate', 'refused');
    await expect(page.getByTestId('broadcast-refused')).toHaveText('No permission: this account may not use the broadcast service.');
    await expect(page.getByTestId('broadcast-tab-realTime')).toHaveCount(0);
    // A new login reads access '-2' from dsConfig: SPEC §6 admits only '1', so no menu entry and the route is 404.
    await loginAs(page, SECOND_DISPATCHER);
    await expect(page.getByTestId('main-menu').getByRole('link', { name: 'Broadcast' })).toHaveCount(0);
    await page.goto('/broadcasts/broadcast');
    await expect(page).toHaveURL(/\/404/);
  } finally {
    await api.call('POST', '/test/broadcast-access', { account: SECOND_DISPATCHER.account, access: null });
  }
});
