import type { Page } from '@playwright/test';
import { dateTimeField, setDateField } from './harness/dateField.ts';
import { expect, loginAs, test } from './harness/fixtures.ts';
import { closeOpenAlarms, raiseSos } from './harness/sos.ts';
import { connectTerminal } from './harness/terminal.ts';

// Each test works in its own organisation: the only records it finds are of its own radios.

const rows = (page: Page, msId: string, operation: string) => page.locator(`[data-testid="log-row"][data-ms-id="${msId}"][data-operation="${operation}"]`);

/** Queries a category over a quick range. */
async function query(page: Page, category: string, quick = 'today') {
  await page.getByTestId('logs-category').selectOption(category);
  await page.getByTestId(`logs-quick-${quick}`).click();
  await page.getByTestId('logs-query').click();
}


test('logs: a query by category and time range, each range rule refused before asking', async ({ page, api, organisation }) => {
  const { dispatcher } = organisation;
  const RADIO = organisation.radios[0]!.msId;
  // Things happen before the screen opens: a radio comes online, raises an SOS a dispatcher closes, and goes offline.
  const radio = await connectTerminal(api, RADIO, organisation.password);
  const alarm = await raiseSos(radio);
  await closeOpenAlarms(api, dispatcher);
  radio.close();

  const logQueries: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/ds/log/findLog')) logQueries.push(request.url());
  });
  await loginAs(page, dispatcher);
  await page.getByTestId('main-menu').getByRole('link', { name: 'Logs' }).click();
  await expect(page).toHaveURL(/\/logs\/log$/);
  await expect(page.getByTestId('logs-page')).toBeVisible();
  // The shared range form brings its own layout (it once came with the track page's styles only):
  // start, end and the query button on one line.
  const startBox = (await page.getByTestId('logs-start-input').boundingBox())!;
  const endBox = (await page.getByTestId('logs-end-input').boundingBox())!;
  expect(Math.abs(endBox.y - startBox.y)).toBeLessThan(2);
  expect(endBox.x).toBeGreaterThan(startBox.x + startBox.width);
  // The page opens with today's records of every category, asked once; the refused ranges below ask nothing more.
  await expect(page.getByTestId('logs-total')).toBeVisible();
  expect(logQueries).toHaveLength(1);
  expect(logQueries[0]).not.toContain('category=');
  logQueries.length = 0;

  // Each rule of SPEC §5, refused in the console with its message and no request.
  const error = page.getByTestId('logs-range-error');
  const tryRange = async (from: string, to: string) => {
    await setDateField(page.getByTestId('logs-start-input'), from);
    await setDateField(page.getByTestId('logs-end-input'), to);
    await page.getByTestId('logs-query').click();
  };
  await tryRange('', '2026-05-14T09:00:00');
  await expect(error).toHaveText('Choose a start time.');
  await tryRange('2026-05-14T07:00:00', '');
  await expect(error).toHaveText('Choose an end time.');
  await tryRange('2026-05-14T09:00:00', '2026-05-14T07:00:00');
  await expect(error).toHaveText('The start time must be before the end time.');
  await tryRange('2026-01-01T00:00:00', '2026-03-15T00:00:00');
  await expect(error).toHaveText('A query may span at most 31 days.');
  await tryRange('2026-05-30T00:00:00', '2026-06-02T00:00:00');
  await expect(error).toHaveText('A query cannot cross into another month.');
  expect(logQueries).toEqual([]);

  // The alarm category today: the radio's SOS and its remote close, with who closed it and the remark; no presence rows.
  await query(page, 'alarm', 'today');
  await expect(error).toHaveCount(0);
  const raised = rows(page, RADIO, 'alarm');
  await expect(raised).toHaveCount(1);
  await expect(raised).toContainText(alarm.name);
  await expect(raised).toContainText('Alarm (102)');
  const closed = rows(page, RADIO, 'alarmClosed');
  await expect(closed).toContainText(organisation.dispatchers[0]!.msName);
  await expect(closed).toContainText('Alarm closed remotely (119)');
  await expect(closed).toContainText('test clean-up');
  await expect(page.locator('[data-testid="log-row"][data-category="login"]')).toHaveCount(0);
  expect(logQueries.at(-1)).toContain('category=alarm');

  // The login category: online and offline of the radio, newest first.
  await query(page, 'login', 'today');
  await expect(rows(page, RADIO, 'offline')).toHaveCount(1);
  await expect(rows(page, RADIO, 'online')).toHaveCount(1);
  const order = await page.locator(`[data-testid="log-row"][data-ms-id="${RADIO}"]`).evaluateAll((found) => found.map((row) => row.getAttribute('data-operation')));
  expect(order.indexOf('offline')).toBeLessThan(order.indexOf('online'));
  await expect(page.locator('[data-testid="log-row"][data-category="alarm"]')).toHaveCount(0);

  // Yesterday holds none of today's records.
  await query(page, 'login', 'yesterday');
  await expect(rows(page, RADIO, 'online')).toHaveCount(0);
});

test('logs: what happens appears live on top of an open query (online, group switch, SOS, offline)', async ({ page, api, organisation }) => {
  const { dispatcher, password } = organisation;
  const LIVE_RADIO = organisation.radios[0]!.msId;
  const second = organisation.dispatchers[1]!;
  await loginAs(page, dispatcher);
  await page.goto('/logs/log');
  await query(page, 'all', 'today');
  await expect(page.getByTestId('logs-total')).toBeVisible();

  const radio = await connectTerminal(api, LIVE_RADIO, password);
  await expect(rows(page, LIVE_RADIO, 'online')).toHaveCount(1);
  await expect(page.getByTestId('log-row').first()).toHaveAttribute('data-ms-id', LIVE_RADIO);

  // The second dispatcher moves the radio to another of its groups: the row names who did it and the group.
  const operator = await connectTerminal(api, second.msId, password);
  try {
    const roster = await api.call('GET', `/ds/data/getGrpMsList?token=${await api.token(dispatcher.account, dispatcher.password)}`);
    const { terminals, groups } = roster.data!.desc as { terminals: { msId: string; grp: string[]; currentGroup: string }[]; groups: { gid: string; name: string }[] };
    const me = terminals.find((terminal) => terminal.msId === LIVE_RADIO)!;
    const target = me.grp.find((gid) => gid !== me.currentGroup) ?? me.grp[0]!;
    await operator.command('remoteSwitchGroup', { msId: LIVE_RADIO, gid: target });
    const switched = rows(page, LIVE_RADIO, 'groupSwitch');
    await expect(switched).toHaveCount(1);
    await expect(switched).toContainText(second.msName);
    await expect(switched.getByTestId('log-description')).toHaveText(`Group switch: ${groups.find((group) => group.gid === target)!.name}`);
  } finally {
    operator.close();
  }

  const alarm = await raiseSos(radio);
  await expect(rows(page, LIVE_RADIO, 'alarm')).toContainText(alarm.name);
  await closeOpenAlarms(api, dispatcher);
  await expect(rows(page, LIVE_RADIO, 'alarmClosed')).toHaveCount(1);
  radio.close();
  await expect(rows(page, LIVE_RADIO, 'offline')).toHaveCount(1);
  await expect(page.getByTestId('log-row').first()).toHaveAttribute('data-operation', 'offline');

  // A category filter keeps other records out of the live list too.
  await query(page, 'alarm', 'today');
  const again = await connectTerminal(api, LIVE_RADIO, password);
  const next = await raiseSos(again);
  await expect(page.locator(`[data-testid="log-row"][data-id]`).first()).toHaveAttribute('data-operation', 'alarm');
  await expect(rows(page, LIVE_RADIO, 'online')).toHaveCount(0);
  expect(next.id).not.toBe(alarm.id);
  again.close();
});

test('desktop notifications: an SOS while the tab is hidden, once switched on and granted; none while visible', async ({ page, api, context, organisation }) => {
  const { dispatcher } = organisation;
  const ALERT_RADIO = organisation.radios[0]!.msId;
  await context.grantPermissions(['notifications']);
  // A spy in place of the browser's Notification, recording what the console shows.
  await page.addInitScript(() => {
    const shown: { title: string; body: string; tag: string }[] = [];
    (window as unknown as { shownNotifications: typeof shown }).shownNotifications = shown;
    class SpyNotification {
      static permission: NotificationPermission = 'granted';
      static requestPermission = async () => 'granted' as NotificationPermission;
      onclick: (() => void) | null = null;
      constructor(title: string, options: NotificationOptions = {}) {
        shown.push({ title, body: options.body ?? '', tag: options.tag ?? '' });
      }
      close() {}
    }
    Object.defineProperty(window, 'Notification', { value: SpyNotification, configurable: true });
  });
  await loginAs(page, dispatcher);
  const shown = () => page.evaluate(() => (window as unknown as { shownNotifications: { title: string; body: string; tag: string }[] }).shownNotifications);

  await page.getByTestId('header-settings').click();
  await page.getByTestId('settings-desktopNotify').click();
  await page.getByTestId('settings-save').click();

  // Visible: the alert banner is enough, no desktop notification.
  const radio = await connectTerminal(api, ALERT_RADIO, organisation.password);
  try {
    const seen = await raiseSos(radio);
    await expect(page.locator(`[data-testid="sos-alert-item"][data-id="${seen.id}"]`)).toBeVisible();
    expect(await shown()).toEqual([]);
    await closeOpenAlarms(api, dispatcher);

    // Hidden: the next SOS becomes a desktop notification naming the radio.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const hidden = await raiseSos(radio);
    await expect.poll(shown).toEqual([{ title: `SOS from ${hidden.name}`, body: `Terminal ${ALERT_RADIO} raised an alarm.`, tag: `sos:${hidden.id}` }]);
  } finally {
    radio.close();
  }
});

test('a quick range that would cross a month keeps to one and says so, and the platform takes it', async ({ page, organisation }) => {
  const logQueries: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/ds/log/findLog')) logQueries.push(request.url());
  });
  await loginAs(page, organisation.dispatcher);
  await page.goto('/logs/log');
  await expect(page.getByTestId('logs-page')).toBeVisible();
  // Today's query the page opens with comes first; the one below is the quick range's.
  await expect(page.getByTestId('logs-total')).toBeVisible();
  logQueries.length = 0;
  // The console's clock on Tuesday 1 December 2026, 09:00 local: the last 3 days would start in November.
  const [tuesday, december, november30] = await page.evaluate(() => [new Date(2026, 11, 1, 9).getTime(), new Date(2026, 11, 1).getTime(), new Date(2026, 10, 30).getTime()]);
  await page.clock.setFixedTime(tuesday!);
  await page.getByTestId('logs-quick-last3Days').click();
  await expect(page.getByTestId('logs-start-input')).toHaveAttribute('data-value', await dateTimeField(page, december!));
  await expect(page.getByTestId('logs-end-input')).toHaveAttribute('data-value', await dateTimeField(page, december! + 86_400_000 - 1_000));
  await expect(page.getByTestId('logs-range-clamped')).toHaveText('A query stays within one month: Last 3 days keeps its days in December 2026.');
  const [answer] = await Promise.all([page.waitForResponse((response) => response.url().includes('/ds/log/findLog')), page.getByTestId('logs-query').click()]);
  expect(answer.ok()).toBe(true);
  await expect(page.getByTestId('logs-page')).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByTestId('logs-total')).toBeVisible();
  await expect(page.getByTestId('logs-range-error')).toHaveCount(0);
  expect(logQueries).toHaveLength(1);

  // Yesterday is one month's day: no note. Typing a range of one's own clears the note too.
  await page.getByTestId('logs-quick-yesterday').click();
  await expect(page.getByTestId('logs-start-input')).toHaveAttribute('data-value', await dateTimeField(page, november30!));
  await expect(page.getByTestId('logs-range-clamped')).toHaveCount(0);
  await page.getByTestId('logs-quick-thisWeek').click();
  await expect(page.getByTestId('logs-range-clamped')).toBeVisible();
  await setDateField(page.getByTestId('logs-end-input'), '2026-12-03T00:00:00');
  await expect(page.getByTestId('logs-range-clamped')).toHaveCount(0);
});
