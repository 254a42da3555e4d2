import { PatrolClient, patrolCredentialsOf } from '../../protocol/index.ts';
import { PatrolWalker } from '../../simulators/terminals/patrol-walker.ts';
import { expect, loginAs, test } from './harness/fixtures.ts';
import { setDateField } from './harness/dateField.ts';

/**
 * Patrol (SPEC §2 /patrols, §7 patrol calls, §8 code 1011): the dispatcher sets up points, a patrol
 * user, a route and a plan; a simulated patrol walks past one point, which shows abnormal in the
 * order and in the statistics; an expired patrol token is renewed without the user noticing.
 * The test works in its own organisation: its patrol book starts empty, and its first radio walks.
 */
const WALKER_NAME = 'Night Walker';

const today = () => {
  const date = new Date();
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

test('points, route and plan; a missed point is abnormal in the order and the statistics; 1011 re-logs in silently; batch delete', async ({ page, api, organisation }) => {
  const WALKER = organisation.radios[0]!.msId;
  const names = ['Gate', 'Yard', 'Dock', 'Spare A', 'Spare B'];
  await loginAs(page, organisation.dispatcher);
  await expect(page.getByTestId('main-menu').locator('a[href="/patrols/patrol-statistic"]')).toBeVisible();
  // SPEC §2: /patrol redirects to the statistics.
  await page.goto('/patrols/patrol');
  await expect(page).toHaveURL(/\/patrols\/patrol-statistic$/);

  // Points: five added; a second point with a taken name or NFC value is refused on its field.
  await page.getByTestId('patrol-tab-patrol-point').click();
  const addPoint = async (name: string, nfc: string) => {
    await page.getByTestId('patrol-point-new').click();
    const dialog = page.getByTestId('patrol-point-dialog');
    await dialog.getByTestId('patrol-point-name').fill(name);
    await dialog.getByTestId('patrol-point-nfc').fill(nfc);
    await dialog.getByTestId('patrol-point-save').click();
    return dialog;
  };
  for (const [index, name] of names.entries()) {
    await expect(await addPoint(name, `NFC-${index}`)).toHaveCount(0);
    await expect(page.locator(`tr[data-name="${name}"]`)).toHaveCount(1);
  }
  const dialog = await addPoint(names[0]!.toUpperCase(), 'NFC-9');
  await expect(dialog.getByText('A point with this name already exists')).toBeVisible();
  await dialog.getByTestId('patrol-point-name').fill('Other');
  await dialog.getByTestId('patrol-point-nfc').fill('NFC-1');
  await dialog.getByTestId('patrol-point-save').click();
  await expect(dialog.getByText('This NFC value is already used by another point')).toBeVisible();
  await dialog.getByTestId('patrol-point-nfc').fill('bad value!');
  await dialog.getByTestId('patrol-point-save').click();
  await expect(dialog.getByText('Only letters, digits, colon, dash and underscore')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  const idOf = async (name: string) => (await page.locator(`tr[data-name="${name}"]`).getAttribute('data-testid'))!.replace('patrol-point-', '');
  const [gate, yard, dock, spareA, spareB] = (await Promise.all(names.map(idOf))) as [string, string, string, string, string];

  // Patrol user, route (in walking order) and a plan for today with one class for the walker.
  await page.getByTestId('patrol-tab-patrol-plan').click();
  await page.getByTestId('patrol-user-account').fill(WALKER);
  await page.getByTestId('patrol-user-find').click();
  await page.getByTestId('patrol-user-name').fill(WALKER_NAME);
  await page.getByTestId('patrol-user-add').click();
  await expect(page.getByTestId(`patrol-user-${WALKER}`)).toContainText(WALKER_NAME);
  await page.getByTestId('patrol-user-account').fill(WALKER);
  await page.getByTestId('patrol-user-find').click();
  await expect(page.getByTestId('patrol-user-error')).toHaveText('This account is already a patrol user');

  await page.getByTestId('patrol-route-save').click();
  await expect(page.getByTestId('patrol-route-error')).toHaveText('Enter the route name');
  await page.getByTestId('patrol-route-name').fill('Round');
  for (const id of [gate, yard, dock]) await page.getByTestId(`patrol-route-point-${id}`).click();
  await page.getByTestId('patrol-route-save').click();
  await expect(page.getByTestId('patrol-routes').getByText(`${names[0]} → ${names[1]} → ${names[2]}`)).toBeVisible();

  const form = page.getByTestId('patrol-plan-form');
  await form.getByTestId('patrol-plan-name').fill('Plan');
  await setDateField(form.getByTestId('patrol-plan-end'), '2000-01-01');
  await setDateField(form.getByTestId('patrol-class-start'), '10:00');
  await setDateField(form.getByTestId('patrol-class-end'), '09:00');
  await form.getByTestId('patrol-plan-save').click();
  await expect(form.getByText('The start date is after the end date')).toBeVisible();
  await expect(form.getByText('Choose a route')).toBeVisible();
  await expect(form.getByText('Choose the patrol user of each class')).toBeVisible();
  await setDateField(form.getByTestId('patrol-plan-end'), today());
  await form.getByTestId('patrol-plan-route').selectOption({ label: 'Round' });
  await form.getByTestId('patrol-class-user').selectOption({ label: WALKER_NAME });
  await form.getByTestId('patrol-plan-save').click();
  await expect(form.getByText('A class must end after it starts')).toBeVisible();
  await setDateField(form.getByTestId('patrol-class-start'), '00:00');
  await setDateField(form.getByTestId('patrol-class-end'), '23:59');
  await form.getByTestId('patrol-plan-save').click();
  await expect(page.locator('tr[data-name="Plan"]')).toHaveCount(1);

  // The walker's terminal punches the gate and the dock and walks past the yard.
  const walker = new PatrolWalker({
    msId: WALKER,
    client: new PatrolClient({ baseUrl: api.baseUrl, credentials: async () => patrolCredentialsOf(WALKER, organisation.password) }),
    skip: (point) => point.pointId === yard,
  });
  expect((await walker.step())?.state).toBe('normal');
  expect((await walker.step())?.state).toBe('normal');
  expect(await walker.step()).toBeNull();

  // The calendar shows today's order; its points: gate and dock normal, the yard abnormal (missed).
  await page.getByTestId('patrol-tab-patrol-calendar').click();
  const day = page.getByTestId(`patrol-day-${today()}`);
  await expect(day).toHaveAttribute('data-orders', '1');
  await day.locator('button').click();
  const points = page.getByTestId('patrol-order-points');
  await expect(points.getByTestId(`patrol-order-point-${yard}`)).toHaveAttribute('data-state', 'abnormal');
  await expect(points.getByTestId(`patrol-order-point-${yard}`)).toContainText('Abnormal (missed)');
  await expect(points.getByTestId(`patrol-order-point-${gate}`)).toHaveAttribute('data-state', 'normal');
  await expect(points.getByTestId(`patrol-order-point-${dock}`)).toHaveAttribute('data-state', 'normal');

  // An expired patrol token (SPEC §8 1011): the statistics load anyway, through one silent re-login.
  const patrolCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/patrolService/')) patrolCalls.push(new URL(request.url()).pathname.replace('/patrolService/', ''));
  });
  // The console's patrol token is its dispatcher's: only that one expires.
  await api.call('POST', '/test/patrol-token-expire', { account: organisation.dispatcher.account });
  await page.getByTestId('patrol-tab-patrol-statistic').click();
  const row = page.getByTestId('patrol-stat-users').locator(`tr[data-user="${WALKER_NAME}"]`);
  await expect(row.getByTestId('patrol-stat-normal')).toHaveText('2');
  await expect(row.getByTestId('patrol-stat-missed')).toHaveText('1');
  await expect(page.getByTestId('patrol-total-missed')).toHaveText('1');
  await expect(page.getByTestId('patrol-chart-day')).toBeVisible();
  expect(patrolCalls).toEqual(['tbPatrolOrder/list', 'sysUsers/login', 'tbPatrolOrder/list']);
  await expect(page.getByRole('alert')).toHaveCount(0);

  // Batch delete: a point on a route refuses the whole batch; the two spare points go together.
  await page.getByTestId('patrol-tab-patrol-point').click();
  const select = (id: string) => page.getByTestId(`patrol-point-${id}`).getByTestId('patrol-point-select').click();
  await select(spareA);
  await select(gate);
  await page.getByTestId('patrol-point-delete').click();
  await expect(page.getByTestId('patrol-points-error')).toHaveText('A selected point is on a route and cannot be deleted');
  await select(gate);
  await select(spareB);
  await expect(page.getByTestId('patrol-point-delete')).toHaveText('Delete selected (2)');
  await page.getByTestId('patrol-point-delete').click();
  await expect(page.locator(`tr[data-name="${names[3]}"], tr[data-name="${names[4]}"]`)).toHaveCount(0);
  await expect(page.locator(`tr[data-name="${names[0]}"]`)).toHaveCount(1);

  // Plans go the same way; the day then has no order.
  await page.getByTestId('patrol-tab-patrol-plan').click();
  await page.locator('tr[data-name="Plan"]').getByTestId('patrol-plan-select').click();
  await page.getByTestId('patrol-plan-delete').click();
  await expect(page.locator('tr[data-name="Plan"]')).toHaveCount(0);
  await page.getByTestId('patrol-tab-patrol-calendar').click();
  await expect(page.getByTestId(`patrol-day-${today()}`)).toHaveAttribute('data-orders', '0');
});
