import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { LogRecord } from '../../protocol/index.ts';
import { expect, loginAs, test } from './harness/fixtures.ts';
import type { PlatformApi } from './harness/platformApi.ts';
import { closeOpenAlarms, raiseSos } from './harness/sos.ts';
import { connectTerminal } from './harness/terminal.ts';
import { setDateField } from './harness/dateField.ts';

// Each test works in its own organisation: its radios' figures are theirs alone.

type Dispatcher = { readonly account: string; readonly password: string };

/** Today's log records of the radio, oldest first, read through the platform's own log API. */
async function todaysRecords(api: PlatformApi, dispatcher: Dispatcher, radio: string, category: string): Promise<LogRecord[]> {
  const token = await api.token(dispatcher.account, dispatcher.password);
  const today = new Date();
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate()).getTime();
  const end = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1).getTime() - 1;
  const answer = await api.call('GET', `/ds/log/findLog?start=${start}&end=${end}&category=${category}&pageSize=300&token=${token}`);
  return (answer.data!.list as LogRecord[]).filter((record) => record.msId === radio).reverse();
}

/** Online time as the store's records say: every online → offline span. */
function onlineMs(records: readonly LogRecord[]): { ms: number; sessions: number } {
  let since: number | null = null;
  let ms = 0;
  let sessions = 0;
  for (const record of records) {
    if (record.operation === 'online' && since === null) {
      since = record.time;
      sessions += 1;
    } else if (record.operation === 'offline' && since !== null) {
      ms += record.time - since;
      since = null;
    }
  }
  return { ms, sessions };
}

/**
 * The chart buckets today by hour (24, or 23/25 on a day the clocks change); recharts draws a
 * rectangle for each hour with figures only, the radio's at least.
 */
async function expectHourBars(page: Page): Promise<void> {
  const hours = await page.evaluate(() => {
    const now = new Date();
    return Math.round((new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).getTime() - new Date(now.getFullYear(), now.getMonth(), now.getDate()).getTime()) / 3_600_000);
  });
  await expect(page.getByTestId('report-chart')).toHaveAttribute('data-buckets', String(hours));
  const bars = page.getByTestId('report-chart').locator('.recharts-bar-rectangle');
  await expect.poll(() => bars.count()).toBeGreaterThanOrEqual(1);
  expect(await bars.count()).toBeLessThanOrEqual(hours);
}

test('reports: online and emergency alarm figures equal the store, each range rule refused, CSV and XLSX exports', async ({ page, api, organisation }) => {
  const { dispatcher } = organisation;
  const RADIO = organisation.radios[0]!.msId;
  const records = (category: string) => todaysRecords(api, dispatcher, RADIO, category);
  const row = page.locator(`[data-testid="report-row"][data-ms-id="${RADIO}"]`);
  const figure = (name: string) => row.locator(`[data-figure="${name}"]`);
  // Things happen before the screen opens: the radio comes online, raises an SOS a dispatcher closes, goes offline.
  const radio = await connectTerminal(api, RADIO, organisation.password);
  const alarm = await raiseSos(radio);
  await closeOpenAlarms(api, dispatcher);
  await new Promise((resolve) => setTimeout(resolve, 500)); // some online time for the report to count
  radio.close();
  await expect.poll(async () => (await records('login')).at(-1)?.operation).toBe('offline');

  const reportQueries: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/ds/data/find')) reportQueries.push(request.url());
  });
  await loginAs(page, dispatcher);
  await page.getByTestId('main-menu').getByRole('link', { name: 'Reports' }).click();
  await expect(page).toHaveURL(/\/reports\/report$/);
  await expect(page.getByTestId('report-online')).toBeVisible();
  // The screen opens with today's report, asked once; the refused ranges below ask nothing more.
  await expect(page.getByTestId('report-chart')).toHaveAttribute('data-bucket', 'hour');
  expect(reportQueries).toHaveLength(1);
  reportQueries.length = 0;

  // Each rule of SPEC §5, refused in the console with its message and no request.
  const error = page.getByTestId('report-range-error');
  const tryRange = async (from: string, to: string) => {
    await setDateField(page.getByTestId('report-start-input'), from);
    await setDateField(page.getByTestId('report-end-input'), to);
    await page.getByTestId('report-query').click();
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
  expect(reportQueries).toEqual([]);

  // Online today: the radio's online time and sessions equal its online/offline records.
  await page.getByTestId('report-quick-today').click();
  await page.getByTestId('report-query').click();
  await expect(error).toHaveCount(0);
  const expected = onlineMs(await records('login'));
  expect(expected.ms).toBeGreaterThan(0);
  await expect(figure('onlineMs')).toHaveAttribute('data-value', String(expected.ms));
  await expect(figure('sessions')).toHaveAttribute('data-value', String(expected.sessions));
  // The chart's unit fits the tallest day: a radio online for a moment is charted in seconds, not as an empty bar.
  await expect(page.getByTestId('report-chart')).toHaveAttribute('data-unit', /^(seconds|minutes|hours)$/);
  expect(reportQueries.at(-1)).toContain('/ds/data/findOnlineDetailData?');

  // Emergency alarms today: as many as the radio's alarm records, all closed.
  await page.getByTestId('report-tab-emergcy-alarm-report').click();
  await expect(page).toHaveURL(/\/reports\/emergcy-alarm-report$/);
  await page.getByTestId('report-quick-today').click();
  await page.getByTestId('report-query').click();
  const alarms = (await records('alarm')).filter((record) => record.operation === 'alarm').length;
  expect(alarms).toBeGreaterThanOrEqual(1);
  await expect(figure('alarms')).toHaveAttribute('data-value', String(alarms));
  await expect(figure('closed')).toHaveAttribute('data-value', String(alarms));
  await expect(row).toContainText(alarm.name);
  // A one-day report charts its hours, a bar each.
  await expect(page.getByTestId('report-chart')).toHaveAttribute('data-bucket', 'hour');
  await expectHourBars(page);

  // CSV: RFC 4180 with a BOM, named after the report and the range; the radio's line as the table shows it.
  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByTestId('report-export-csv').click()]);
  expect(csv.suggestedFilename()).toMatch(/^report-emergcy-alarm-report_\d{8}-0000_\d{8}-2359\.csv$/);
  const text = await readFile(await csv.path(), 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const lines = text.slice(1).split('\r\n');
  expect(lines[0]).toBe('Name,Terminal ID,Alarms,Closed');
  expect(lines).toContain(`${alarm.name},${RADIO},${alarms},${alarms}`);
  expect(lines.some((line) => line.startsWith('Total,,'))).toBe(true);

  // XLSX: a zip (an Office Open XML workbook) with the same name.
  const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByTestId('report-export-xlsx').click()]);
  expect(xlsx.suggestedFilename()).toMatch(/^report-emergcy-alarm-report_\d{8}-0000_\d{8}-2359\.xlsx$/);
  const bytes = await readFile(await xlsx.path());
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  expect(bytes.length).toBeGreaterThan(1_000);

  // The platform refuses a range the console would not send, with the same rule (server validates too).
  const token = await api.token(dispatcher.account, dispatcher.password);
  const refused = await api.call('POST', `/ds/data/findSosAlarmCountPost?token=${token}`, { start: Date.parse('2026-05-30T00:00:00Z'), end: Date.parse('2026-06-02T00:00:00Z'), tz: 0 });
  expect(refused).toMatchObject({ code: '400', desc: 'range: crossMonth' });
});

test('reports: GPS fixes and distance of a radio equal its track in the store, on the chart and in the table', async ({ page, api, organisation }) => {
  const { dispatcher } = organisation;
  // Ten fixes today, a minute apart, walking north: the platform's track query must give back the same.
  const GPS_RADIO = organisation.radios[0]!.msId;
  const midnight = new Date(new Date().setHours(0, 0, 0, 0)).getTime();
  // Just after midnight the fixes start at midnight: they must all fall on today.
  const first = Math.max(Date.now() - 20 * 60_000, midnight + 1_000);
  const fixes = Array.from({ length: 10 }, (_, index) => ({ lat: 39.47 + index * 0.001, lng: -0.3768, speed: 1, direction: 0, altitude: 0, time: first + index * 60_000 }));
  expect((await api.call('POST', '/test/gps-track', { msId: GPS_RADIO, fixes })).code).toBe('0');
  const token = await api.token(dispatcher.account, dispatcher.password);
  const today = new Date();
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate()).getTime();
  const end = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1).getTime() - 1;
  const track = await api.call('GET', `/ds/data/gpsByUTC?msId=${GPS_RADIO}&start=${start}&end=${end}&token=${token}`);
  const points = track.data!.list as { lat: number; lng: number }[];
  expect(points.length).toBeGreaterThanOrEqual(10);
  // Great circle between consecutive fixes, earth radius 6371 km (SPEC §9).
  const rad = Math.PI / 180;
  const metres = points.slice(1).reduce((sum, point, index) => {
    const before = points[index]!;
    const h = Math.sin(((point.lat - before.lat) * rad) / 2) ** 2 + Math.cos(before.lat * rad) * Math.cos(point.lat * rad) * Math.sin(((point.lng - before.lng) * rad) / 2) ** 2;
    return sum + 2 * 6_371_000 * Math.asin(Math.sqrt(h));
  }, 0);

  await loginAs(page, dispatcher);
  await page.goto('/reports/gps-data');
  await expect(page.getByTestId('report-gps-data')).toBeVisible();
  await page.getByTestId('report-quick-today').click();
  await page.getByTestId('report-query').click();
  const gpsRow = page.locator(`[data-testid="report-row"][data-ms-id="${GPS_RADIO}"]`);
  await expect(gpsRow.locator('[data-figure="fixes"]')).toHaveAttribute('data-value', String(points.length));
  const shown = Number(await gpsRow.locator('[data-figure="metres"]').getAttribute('data-value'));
  expect(Math.abs(shown - metres)).toBeLessThanOrEqual(1);
  await expect(page.getByTestId('report-chart')).toHaveAttribute('data-bucket', 'hour');
  await expectHourBars(page);
});


test('reports: every report screen runs from its tab and its -child twin, /message-data has none', async ({ page, organisation }) => {
  await loginAs(page, organisation.dispatcher);
  await page.goto('/reports/report');
  for (const screen of ['fence-alarm-data', 'call-duration-data', 'message-data', 'online', 'emergcy-alarm-report', 'lonework-alarm-data', 'job-tick-data', 'gps-data']) {
    await page.getByTestId(`report-tab-${screen}`).click();
    await expect(page).toHaveURL(new RegExp(`/reports/${screen}$`));
    await page.getByTestId('report-quick-thisMonth').click();
    await page.getByTestId('report-query').click();
    await expect(page.getByTestId('report-chart')).toBeVisible();
    await expect(page.getByTestId('report-table').or(page.getByTestId('report-empty'))).toBeVisible();
    await expect(page.getByTestId('report-error')).toHaveCount(0);
  }
  await page.goto('/reports/call-duration-data-child');
  await expect(page.getByTestId('report-call-duration-data')).toBeVisible();
  await expect(page.getByTestId('main-menu')).toHaveCount(0);
  await page.goto('/reports/message-data-child');
  await expect(page.getByTestId('reports-page')).toHaveCount(0);
});
