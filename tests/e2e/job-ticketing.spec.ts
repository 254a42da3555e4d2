import type { SocketClient } from '../../protocol/index.ts';
import { JobResponder, type JobAnswerMode } from '../../simulators/terminals/job-responder.ts';
import { expect, loginAs, test } from './harness/fixtures.ts';
import type { PlatformApi } from './harness/platformApi.ts';
import { connectTerminal } from './harness/terminal.ts';
import { setDateField } from './harness/dateField.ts';

/**
 * Job ticketing (SPEC §2 /job-ticketings/job-ticketing, §3 job ticket execution): the dispatcher
 * sends a job, the field workers' apps (simulated terminals) answer it, and the console shows each
 * assignee's state as it changes. Each test works in its own organisation: its jobs and workers are its own.
 */

async function worker(api: PlatformApi, msId: string, mode: JobAnswerMode, password: string): Promise<{ client: SocketClient; responder: JobResponder }> {
  const client = await connectTerminal(api, msId, password);
  // A step every 2 s: long enough for the console to show each state before the next.
  const responder = new JobResponder({ msId, mode, stepMs: 2_000, command: (name, args) => client.command(name, args) });
  responder.follow(client);
  return { client, responder };
}

test('create: each rule shows on its field; the workers answer and each state shows live; delete after a confirmation', async ({ page, api, organisation }) => {
  const WORKER = organisation.radios[0]!.msId;
  const REFUSER = organisation.radios[1]!.msId;
  // Unique per run: the emulator keeps common tasks platform-wide (not per organisation), one of each text.
  const task = `Inspect valve ${Date.now() % 100_000}`;
  const one = await worker(api, WORKER, 'complete', organisation.password);
  const two = await worker(api, REFUSER, 'reject', organisation.password);
  try {
    await loginAs(page, organisation.dispatcher);
    await page.goto('/job-ticketings/job-ticketing');
    await expect(page.getByTestId('connection-indicator')).toHaveAttribute('data-status', 'online');
    await page.getByTestId('job-create').click();
    const form = page.getByTestId('job-form');

    // Nothing filled: task, assignees and dispatch time are each refused on their field.
    await setDateField(form.getByTestId('job-dispatch-time'), '');
    await form.getByTestId('job-submit').click();
    await expect(form.getByTestId('job-error-task')).toHaveText('Enter the task');
    await expect(form.getByTestId('job-error-msIds')).toHaveText('Choose at least one assignee');
    await expect(form.getByTestId('job-error-dispatchTime')).toHaveText('Choose the dispatch time');

    await form.getByTestId('job-task').fill('x'.repeat(201));
    await setDateField(form.getByTestId('job-dispatch-time'), '2020-01-01T10:00');
    await form.getByTestId('job-submit').click();
    await expect(form.getByTestId('job-error-task')).toHaveText('The task is too long (at most 200 characters)');
    await expect(form.getByTestId('job-error-dispatchTime')).toHaveText('The dispatch time is in the past');

    // A common task saved from the text fills the task when picked.
    await form.getByTestId('job-task').fill(task);
    await form.getByTestId('job-common-task-save').click();
    await form.getByTestId('job-task').fill('');
    await form.getByTestId('job-common-task').selectOption({ label: task });
    await expect(form.getByTestId('job-task')).toHaveValue(task);

    for (const msId of [WORKER, REFUSER]) {
      await form.getByTestId('job-assignee-search').fill(msId);
      await form.getByTestId(`job-assignee-${msId}`).click();
    }
    // With the search emptied the chosen come first; a search that matches nothing says so.
    await form.getByTestId('job-assignee-search').fill('');
    const boxes = form.getByTestId('job-assignees').locator('label[data-testid^="job-assignee-"]');
    await expect(boxes.nth(0)).toHaveAttribute('data-selected', 'true');
    await expect(boxes.nth(1)).toHaveAttribute('data-selected', 'true');
    await expect(boxes.nth(2)).not.toHaveAttribute('data-selected', 'true');
    await form.getByTestId('job-assignee-search').fill('no such radio');
    await expect(form.getByTestId('job-assignees')).toContainText('No terminal matches');
    await form.getByTestId('job-assignee-search').fill('');
    await expect(form).toContainText('2 assignees chosen');
    const inAnHour = await page.evaluate(() => {
      const date = new Date(Date.now() + 3_600_000);
      const pad = (value: number) => String(value).padStart(2, '0');
      return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
    });
    await setDateField(form.getByTestId('job-dispatch-time'), inAnHour);
    // The place: one click on the small map (basemap and road net drawn first).
    const picker = page.locator('#place-picker');
    await expect(picker).toHaveAttribute('data-ready', 'land+roads', { timeout: 30_000 });
    await picker.click();
    await expect(form.getByTestId('job-place')).toHaveText(/^-?\d+\.\d{5}, -?\d+\.\d{5}$/);
    await form.getByTestId('job-submit').click();
    await expect(form).toHaveCount(0);

    const row = page.locator(`tr[data-task="${task}"]`);
    await expect(row).toHaveCount(1);
    const id = (await row.getAttribute('data-testid'))!.replace(/^job-/, '');
    await expect(row.getByTestId('job-place-cell')).not.toHaveText('—');
    const state = (msId: string) => page.getByTestId(`job-${id}-assignee-${msId}`);
    // Each answer of the worker's app shows as it comes: accepted, working, completed.
    await expect(state(WORKER)).toHaveAttribute('data-state', 'accepted', { timeout: 10_000 });
    await expect(state(WORKER)).toHaveText(/Accepted/);
    await expect(state(WORKER)).toHaveAttribute('data-state', 'working', { timeout: 10_000 });
    await expect(state(WORKER)).toHaveAttribute('data-state', 'completed', { timeout: 10_000 });
    await expect(state(WORKER)).toHaveText(/Completed/);
    await expect(state(REFUSER)).toHaveAttribute('data-state', 'rejected');
    expect(one.responder.given).toEqual([`${id}:accept`, `${id}:start`, `${id}:complete`]);
    expect(two.responder.given).toEqual([`${id}:reject`]);

    // Refresh reads page 1 again, with the same states from the platform.
    await page.getByTestId('job-refresh').click();
    await expect(state(WORKER)).toHaveAttribute('data-state', 'completed');

    // Delete: cancel keeps it, confirm removes it.
    await row.getByTestId('job-delete').click();
    await row.getByTestId('job-delete-cancel').click();
    await expect(row).toHaveCount(1);
    await row.getByTestId('job-delete').click();
    await row.getByTestId('job-delete-confirm').click();
    await expect(row).toHaveCount(0);
  } finally {
    one.client.close();
    two.client.close();
  }
});

test('a job with a place shows on the monitoring map, in the state of its assignees', async ({ page, api, organisation }) => {
  const { dispatcher } = organisation;
  const token = await api.token(dispatcher.account, dispatcher.password);
  const added = await api.call('POST', `/ds/job/add?token=${token}`, { task: 'Read the meter', msIds: [organisation.radios[0]!.msId], dispatchTime: Date.now() + 60_000, lat: 39.4699, lng: -0.3763, address: '' });
  expect(added.code).toBe('0');
  const id = (added.data?.desc as { id: string }).id;
  await loginAs(page, dispatcher);
  await page.getByTestId('main-menu').getByRole('link', { name: 'Map monitoring' }).click();
  const map = page.locator('#map-monitoring');
  await expect(map).toHaveAttribute('data-jobs', new RegExp(`(^| )${id}:unsettled( |$)`), { timeout: 30_000 });
});

test('a terminal\'s operations open a new job for it', async ({ page, organisation }) => {
  const WORKER = organisation.radios[0]!.msId;
  await loginAs(page, organisation.dispatcher);
  // The entry on the terminal card links here (src/features/job-ticketing JobTicketLink).
  await page.goto(`/job-ticketings/job-ticketing?assignee=${WORKER}`);
  const form = page.getByTestId('job-form');
  await expect(form).toBeVisible();
  await form.getByTestId('job-assignee-search').fill(WORKER);
  await expect(form.getByTestId(`job-assignee-${WORKER}`)).toHaveAttribute('data-selected', 'true');
  await expect(form).toContainText('1 assignee chosen');
});
