import type { Page } from '@playwright/test';
import { Feature, HelpPaths } from '../../protocol/index.ts';
import { expect, loginAs, test, type OwnOrganisation } from './harness/fixtures.ts';
import type { PlatformApi } from './harness/platformApi.ts';
import { connectTerminal } from './harness/terminal.ts';

/**
 * Issue 37 item 6: reports, logs and call records open on today's data, queried once, without the
 * dispatcher pressing the query button; a one-day report charts its hours; the mobile app page shows
 * a QR code only for a package that exists. Each test works in its own organisation: the first of
 * its radios calls the second.
 */
const callerOf = (organisation: OwnOrganisation) => organisation.radios[0]!.msId;
const calleeOf = (organisation: OwnOrganisation) => organisation.radios[1]!.msId;

/** The URLs (and POST bodies) of the page's requests whose URL contains `part`, from now on. */
function requestsTo(page: Page, part: string): { url: string; body: string | null }[] {
  const seen: { url: string; body: string | null }[] = [];
  page.on('request', (request) => {
    if (request.url().includes(part)) seen.push({ url: request.url(), body: request.postData() });
  });
  return seen;
}

/** An individual call today between the two radios, answered and hung up: a call record and call-duration figures. */
async function callToday(api: PlatformApi, organisation: OwnOrganisation): Promise<{ from: number; to: number }> {
  const from = Date.now();
  const caller = await connectTerminal(api, callerOf(organisation), organisation.password);
  const callee = await connectTerminal(api, calleeOf(organisation), organisation.password);
  try {
    const callId = `today${Date.now()}`;
    await caller.command('callSignal', { callId, signal: 'invite', to: calleeOf(organisation), media: 'audio' });
    await callee.command('callSignal', { callId, signal: 'answer' });
    await caller.command('callSignal', { callId, signal: 'ack' });
    await caller.command('callSignal', { callId, signal: 'bye' });
  } finally {
    caller.close();
    callee.close();
  }
  return { from, to: Date.now() };
}

/** Hours of today in the browser's calendar (24, or 23/25 on a day the clocks change). */
const hoursToday = (page: Page) =>
  page.evaluate(() => {
    const now = new Date();
    return Math.round((new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).getTime() - new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime()) / 3_600_000);
  });

test('reports open on today with hour buckets, asked once; a month range buckets by day', async ({ page, api, organisation }) => {
  const { dispatcher } = organisation;
  const [CALLER, CALLEE] = [callerOf(organisation), calleeOf(organisation)];
  const call = await callToday(api, organisation);
  await loginAs(page, dispatcher);
  const asked = requestsTo(page, '/ds/data/findCallDurationPost');
  await page.goto('/reports/call-duration-data');
  // No press of Run report: today's figures of the radios are there.
  const row = page.locator(`[data-testid="report-row"][data-ms-id="${CALLER}"]`);
  await expect(row.locator('[data-figure="calls"]')).not.toHaveAttribute('data-value', '0');
  await expect(page.locator(`[data-testid="report-row"][data-ms-id="${CALLEE}"]`)).toBeVisible();
  const chart = page.getByTestId('report-chart');
  await expect(chart).toHaveAttribute('data-bucket', 'hour');
  const hours = await hoursToday(page);
  await expect(chart).toHaveAttribute('data-buckets', String(hours));
  // The axis is the day's hours, from midnight.
  await expect(chart.locator('.recharts-cartesian-axis-tick-value').first()).toHaveText('00:00');
  await expect(page.getByTestId('report-call-duration-data')).toHaveAttribute('aria-busy', 'false');
  expect(asked).toHaveLength(1);
  expect(JSON.parse(asked[0]!.body ?? '{}')).toMatchObject({ bucket: 'hour' });
  // The platform's hours: the call counts in the hour it ended, for each party, and the hours add up to the day.
  const body = JSON.parse(asked[0]!.body!) as { start: number; end: number; tz: number; bucket: string };
  const token = await api.token(dispatcher.account, dispatcher.password);
  const answer = await api.call('POST', `/ds/data/findCallDurationPost?token=${token}`, body);
  const desc = answer.data!.desc as { hours: { start: number; figures: { calls: number } }[]; days: { figures: { calls: number } }[] };
  expect(desc.hours).toHaveLength(hours);
  expect(desc.hours.reduce((sum, hour) => sum + hour.figures.calls, 0)).toBe(desc.days[0]!.figures.calls);
  const around = desc.hours.filter((hour) => hour.start + 3_600_000 > call.from && hour.start <= call.to);
  expect(around.reduce((sum, hour) => sum + hour.figures.calls, 0)).toBeGreaterThanOrEqual(2);
  // Hours only for a day or less: a two-day range asking for them is refused.
  // (Yesterday and today, or today and tomorrow on the 1st: never across a month.)
  const from = new Date(body.start).getDate() > 1 ? body.start - 86_400_000 : body.start;
  const twoDays = await api.call('POST', `/ds/data/findCallDurationPost?token=${token}`, { ...body, start: from, end: from + 2 * 86_400_000 - 1 });
  expect(twoDays).toMatchObject({ code: '400', desc: 'bucket: hour needs a range of at most 25 hours' });
  await expect(page.getByTestId('report-start-input')).toHaveAttribute('data-value', /T00:00:00$/);

  // Query stays for other ranges: this month charts its days.
  await page.getByTestId('report-quick-thisMonth').click();
  await page.getByTestId('report-query').click();
  await expect(chart).toHaveAttribute('data-bucket', 'day');
  const days = await page.evaluate(() => new Date(new Date().getFullYear(), new Date().getMonth() + 1, 0).getDate());
  await expect(chart).toHaveAttribute('data-buckets', String(days));
  expect(asked).toHaveLength(2);
  expect(JSON.parse(asked[1]!.body ?? '{}')).not.toHaveProperty('bucket');

  // Another report's tab opens on today too (the GET report, hours in its query string).
  const online = requestsTo(page, '/ds/data/findOnlineDetailData');
  await page.getByTestId('report-tab-online').click();
  await expect(page.locator(`[data-testid="report-row"][data-ms-id="${CALLER}"]`)).toBeVisible();
  await expect(chart).toHaveAttribute('data-bucket', 'hour');
  expect(online).toHaveLength(1);
  expect(online[0]!.url).toContain('bucket=hour');
});

test('logs open on today: the radios\' records are listed without a query, asked once', async ({ page, api, organisation }) => {
  const CALLER = callerOf(organisation);
  await callToday(api, organisation);
  await loginAs(page, organisation.dispatcher);
  const asked = requestsTo(page, '/ds/log/findLog');
  // The first query held until the page has shown that it is loading.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/ds/log/findLog?**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/logs/log');
  await expect(page.getByTestId('logs-loading')).toBeVisible();
  await expect(page.getByTestId('logs-page')).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(page.getByTestId('logs-loading')).toHaveCount(0);
  await expect(page.locator(`[data-testid="log-row"][data-ms-id="${CALLER}"][data-operation="online"]`).first()).toBeVisible();
  await expect(page.getByTestId('logs-total')).toBeVisible();
  await expect(page.getByTestId('logs-page')).toHaveAttribute('aria-busy', 'false');
  expect(asked).toHaveLength(1);
  const query = new URL(asked[0]!.url).searchParams;
  const [start, end] = await page.evaluate(() => {
    const now = new Date();
    return [new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime(), new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).getTime() - 1];
  });
  expect([Number(query.get('start')), Number(query.get('end'))]).toEqual([start, end]);
  expect(query.get('category')).toBeNull();
});

test('call records open on today: the individual call is listed without a query, asked once', async ({ page, api, organisation }) => {
  const [CALLER, CALLEE] = [callerOf(organisation), calleeOf(organisation)];
  await callToday(api, organisation);
  await loginAs(page, organisation.dispatcher);
  const asked = requestsTo(page, '/ds/data/callByUTC');
  await page.goto('/call-records/voice-list');
  const single = page.locator(`[data-testid="call-record-row"][data-kind="individual"][data-caller="${CALLER}"][data-callee="${CALLEE}"]`).first();
  await expect(single).toBeVisible();
  await expect(page.getByTestId('call-records-total')).toBeVisible();
  await expect(page.getByTestId('call-records-page')).toHaveAttribute('aria-busy', 'false');
  expect(asked).toHaveLength(1);
});

test('without the feature, the screens ask nothing on open', async ({ page, api, organisation }) => {
  await loginAs(page, organisation.dispatcher);
  const asked = requestsTo(page, '/ds/');
  await api.call('POST', '/test/host-config', { hostSwitches: { [Feature.Report]: false, [Feature.Logger]: false, [Feature.HistoryVoice]: false } });
  try {
    for (const path of ['/reports/report', '/logs/log', '/call-records/voice-list']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/404/);
    }
    const queries = asked.filter(({ url }) => /\/ds\/data\/find|\/ds\/log\/findLog|\/ds\/data\/callByUTC/.test(url));
    expect(queries).toEqual([]);
  } finally {
    await api.call('POST', '/test/host-config', { hostSwitches: {} });
  }
});

test('mobile app: no QR code while no package is configured, and the page says how; a QR code once one is', async ({ page, api, baseURL, organisation }) => {
  await loginAs(page, organisation.dispatcher);
  await page.goto('/mobile-app');
  const missing = page.getByTestId('mobile-app-missing');
  await expect(missing).toContainText('No app download is configured on this platform.');
  await expect(missing).toContainText('POC_MOBILE_APP_FILE');
  await expect(page.getByTestId('mobile-app-page')).toHaveAttribute('data-availability', 'missing');
  await expect(page.getByTestId('mobile-app-qr')).toHaveCount(0);
  await expect(page.getByTestId('mobile-app-link')).toHaveCount(0);

  expect((await api.call('POST', '/test/mobile-app', { text: 'PK stand-in package' })).code).toBe('0');
  try {
    await page.reload();
    await expect(page.getByTestId('mobile-app-page')).toHaveAttribute('data-availability', 'available');
    const qr = page.getByTestId('mobile-app-qr');
    await expect(qr).toBeVisible();
    // A version 1-10 symbol (the encoder's matrices are checked by its unit test), drawn with dark modules.
    const size = Number(await qr.getAttribute('data-size'));
    expect(size >= 21 && size <= 57 && (size - 17) % 4 === 0).toBe(true);
    const squares = await qr.locator('path').evaluate((path) => (path.getAttribute('d') ?? '').split('M').length - 1);
    expect(squares).toBeGreaterThan(size * size * 0.3);
    await expect(page.getByTestId('mobile-app-link')).toHaveText(new URL(HelpPaths.mobileApp, baseURL).href);
    await expect(missing).toHaveCount(0);
  } finally {
    await api.call('POST', '/test/mobile-app', { text: null });
  }
});
