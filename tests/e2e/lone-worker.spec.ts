import type { Locator, Page } from '@playwright/test';
import { LoneWorkResponder } from '../../simulators/terminals/lone-work-responder.ts';
import { expect, loginAs, test } from './harness/fixtures.ts';
import { connectTerminal } from './harness/terminal.ts';

/** The e2e emulators run with a lone worker minute of one second (globalSetup). */
const MINUTE_MS = 1_000;

const dialog = (page: Page) => page.getByTestId('lone-work-dialog');
const fieldError = (field: Locator) => field.locator('xpath=ancestor::*[contains(@class,"ui-field")][1]').locator('.ui-field__error');
const row = (page: Page, id: string) => page.locator(`[data-testid="lone-work-row"][data-id="${id}"]`);

async function pick(page: Page, msId: string, on: boolean): Promise<void> {
  const box = dialog(page).getByTestId(`lone-work-terminal-${msId}`);
  if (!(await box.isVisible())) {
    await dialog(page).getByTestId('lone-work-terminal-search').fill(msId);
  }
  const checked = (await box.getAttribute('data-selected')) === 'true';
  if (checked !== on) await box.click();
  await dialog(page).getByTestId('lone-work-terminal-search').fill('');
}

test('a lone worker plan: every rule of SPEC §5 shows its error, a radio that stops answering raises "forgot to reply" live within an interval, edits are refused while running, in alarm and finished', async ({ page, api, organisation }) => {
  // The test's own organisation: its plan list holds only what this test makes.
  const [RADIO, ...FIVE] = organisation.radios.slice(0, 5).map((terminal) => terminal.msId) as [string, ...string[]];
  const radio = await connectTerminal(api, RADIO, organisation.password);
  // The radio's real state is fine (online, charged, good signal); it answers each check-in.
  await radio.command('reportStatus', { battery: 90, signal: 4 });
  const responder = new LoneWorkResponder(RADIO);
  const following = responder.follow(radio.events$, (name, args) => radio.command(name, args));
  try {
    await loginAs(page, organisation.dispatcher);
    await page.goto('/loneworks/lonework');
    await expect(page.getByTestId('lone-work-page')).toBeVisible();
    await expect(page.getByTestId('lone-work-row')).toHaveCount(0);

    // Every field emptied: each required rule answers.
    await page.getByTestId('lone-work-new').click();
    const date = dialog(page).getByTestId('lone-work-date');
    const today = await date.inputValue();
    const begin = dialog(page).getByTestId('lone-work-stime');
    const period = dialog(page).getByTestId('lone-work-wtime');
    const interval = dialog(page).getByTestId('lone-work-hb');
    for (const field of [date, begin, period, interval]) await field.fill('');
    await dialog(page).getByTestId('lone-work-save').click();
    await expect(dialog(page).getByTestId('lone-work-error-msIds')).toHaveText('Choose at least one terminal');
    await expect(fieldError(date)).toHaveText('Enter the date');
    await expect(fieldError(begin)).toHaveText('Enter the begin time');
    await expect(fieldError(period)).toHaveText('Enter the work period in minutes');
    await expect(fieldError(interval)).toHaveText('Enter the reply interval in minutes');

    // At most four terminals.
    for (const msId of [RADIO, ...FIVE]) await pick(page, msId, true);
    await expect(dialog(page).getByTestId('lone-work-error-msIds')).toHaveText('At most 4 terminals');
    for (const msId of FIVE) await pick(page, msId, false);
    await expect(dialog(page).getByTestId('lone-work-error-msIds')).toHaveCount(0);

    await date.fill('2026-02-30');
    await expect(fieldError(date)).toHaveText('Enter the date');
    await date.fill(today);
    await begin.fill('08:00');
    await period.fill('1441');
    await interval.fill('5');
    await expect(fieldError(period)).toHaveText('The work period is at most one day (1440 minutes)');
    await period.fill('1440');
    await expect(fieldError(period)).toHaveText('Begin and end must differ');
    await period.fill('3');
    await expect(fieldError(interval)).toHaveText('The interval cannot exceed the work period');
    await period.fill('30');
    await interval.fill('2');
    await expect(dialog(page).getByTestId('lone-work-etime')).toHaveText('Ends at 08:30');
    for (const field of [date, begin, period, interval]) await expect(fieldError(field)).toHaveCount(0);
    // It starts when the dispatcher says so, not at 08:00 by itself.
    await dialog(page).getByTestId('lone-work-enabled').click();
    await dialog(page).getByTestId('lone-work-save').click();
    await expect(dialog(page)).toHaveCount(0);

    // The list is read again after the save: wait for the new row rather than reading it once.
    await expect(page.getByTestId('lone-work-row')).toHaveCount(1);
    const id = (await page.getByTestId('lone-work-row').getAttribute('data-id'))!;
    expect(id).toMatch(/^\d+$/);
    const plan = row(page, id);
    await expect(plan).toHaveAttribute('data-phase', 'awaiting');
    await expect(plan).toContainText(RADIO);
    await expect(plan).toContainText('30 min / every 2 min');

    // Edit while awaiting: the interval becomes one minute.
    await plan.getByTestId('lone-work-edit').click();
    await expect(interval).toHaveValue('2');
    await interval.fill('1');
    await dialog(page).getByTestId('lone-work-save').click();
    await expect(plan).toContainText('30 min / every 1 min');

    // Start now: doing, normal; a running plan cannot be edited or deleted.
    await plan.getByTestId('lone-work-start').click();
    await expect(plan).toHaveAttribute('data-phase', 'doing');
    await expect(plan.getByTestId('lone-work-edit')).toBeDisabled();
    await expect(plan.getByTestId('lone-work-delete')).toBeDisabled();
    await expect(plan.getByTestId('lone-work-lock')).toHaveText('A running plan cannot be edited or deleted; end it first.');
    await expect(plan.getByTestId('lone-work-countdown')).toContainText(/in 0:0\d|due now/);

    // It answers: intervals pass without an alarm.
    await expect.poll(() => responder.counts.answered, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    await expect(plan).toHaveAttribute('data-status', 'normal');
    await expect(plan.getByTestId('lone-work-alarm-count')).toHaveText('0');

    // It stops answering: 'forgot to reply' within one interval of the check-in it missed, live.
    responder.silent = true;
    const stopped = Date.now();
    const live = page.locator(`[data-testid="lone-work-alert-item"][data-ms-id="${RADIO}"][data-cause="forgotReply"]`).first();
    await expect(live).toBeVisible({ timeout: 10_000 });
    const elapsed = Date.now() - stopped;
    // The next check-in is at most one interval away, and the missed one is judged one interval later.
    expect(elapsed).toBeLessThan(2 * MINUTE_MS + 1_500);
    await expect(live).toContainText('Forgot to reply');
    test.info().annotations.push({ type: 'forgot-to-reply-ms', description: String(elapsed) });
    await expect(plan).toHaveAttribute('data-status', 'alarm');
    await expect(plan.getByTestId('lone-work-lock')).toHaveText('A plan in alarm cannot be edited; handle its alarms first.');
    await expect(plan.getByTestId('lone-work-edit')).toBeDisabled();

    // The alarm records: handle the alarm with a remark.
    responder.silent = false;
    await page.getByTestId('lone-work-tab-alarms').click();
    const record = page.locator(`[data-testid="lone-work-alarm-row"][data-work-id="${id}"][data-cause="forgotReply"]`).first();
    await expect(record.getByTestId('lone-work-alarm-cause')).toHaveText('Forgot to reply');
    await expect(record).toContainText(RADIO);
    await record.getByTestId('lone-work-alarm-handle').click();
    await page.getByTestId('lone-work-alarm-submit').click();
    await expect(page.getByTestId('lone-work-handle-dialog').locator('.ui-field__error')).toHaveText('Enter a remark');
    await page.getByTestId('lone-work-alarm-remark-input').fill('Called the worker: fine');
    await page.getByTestId('lone-work-alarm-submit').click();
    await expect(page.getByTestId('lone-work-handle-dialog')).toHaveCount(0);

    // End it: over, finished; a finished plan cannot be edited or started again.
    await page.getByTestId('lone-work-tab-plans').click();
    await plan.getByTestId('lone-work-end').click();
    await page.getByTestId('lone-work-confirm-yes').click();
    await expect(plan).toHaveAttribute('data-phase', 'over');
    await expect(plan).toHaveAttribute('data-status', 'finished');
    await expect(plan.getByTestId('lone-work-edit')).toBeDisabled();
    await expect(plan.getByTestId('lone-work-start')).toHaveCount(0);
    await expect(plan.getByTestId('lone-work-lock')).toHaveText('A finished plan cannot be edited.');
    await expect(plan.getByTestId('lone-work-real')).not.toContainText('not yet');

    // The platform refuses what the console does not offer (SPEC §4), whatever a client sends.
    const token = await api.token(organisation.dispatcher.account, organisation.dispatcher.password);
    const refused = await api.call('PUT', `/ds/lonework/update?token=${token}`, { id, msIds: [RADIO], date: today, sTime: '09:00', wTime: 30, hb: 1, enabled: false, utcOffset: 0 });
    expect(refused.code).toBe('409');

    // Cleared away: the list no longer has it.
    await plan.getByTestId('lone-work-delete').click();
    await page.getByTestId('lone-work-confirm-yes').click();
    await expect(plan).toHaveCount(0);
  } finally {
    following.unsubscribe();
    radio.close();
  }
});
