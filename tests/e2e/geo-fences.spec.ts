import type { Locator, Page } from '@playwright/test';
import type { GpsFix } from '../../protocol/index.ts';
import { DEMO_STREET_GRID, fromGridMetres } from '../../simulators/world/street-grid.ts';
import { expect, loginAs, test, type OwnOrganisation } from './harness/fixtures.ts';
import { basemapReady, near, pixelAt, project, readMapView, type MapView, type Rgb } from './harness/mapView.ts';
import { connectTerminal } from './harness/terminal.ts';

// Drawing, saving and driving take many steps; on a busy 2-core machine they need more than the default minute.
test.describe.configure({ timeout: 180_000 });

const fixAt = (at: { lat: number; lng: number }): GpsFix => ({ ...at, speed: 8, direction: 90, altitude: 10, time: Date.now() });

async function openMap(page: Page, organisation: OwnOrganisation): Promise<Locator> {
  await loginAs(page, organisation.dispatcher);
  await page.goto('/maps/monitoring');
  const map = page.locator('#map-monitoring');
  await basemapReady(map);
  return map;
}

/** The inverse of the harness's `project`: where a pixel of the page is on the map. */
function unproject(view: MapView, x: number, y: number): { lat: number; lng: number } {
  const world = 512 * 2 ** view.zoom;
  const centreX = ((view.lng + 180) / 360) * world;
  const centreY = ((180 - (180 / Math.PI) * Math.log(Math.tan(Math.PI / 4 + (view.lat * Math.PI) / 360))) / 360) * world;
  const mx = centreX + x - (view.left + view.width / 2);
  const my = centreY + y - (view.top + view.height / 2);
  const lng = (mx / world) * 360 - 180;
  const lat = (360 / Math.PI) * Math.atan(Math.exp(((180 - (my / world) * 360) * Math.PI) / 180)) - 90;
  return { lat, lng };
}

/**
 * A place on the map clear of the tools (top left) and the fences panel (right), low on the left:
 * a corner of the view the organisation's radios, spread over a disc, leave bare. Fences are drawn
 * around it and radios put there.
 */
async function freeSpot(map: Locator, across = 0.17): Promise<{ lat: number; lng: number }> {
  const view = await readMapView(map);
  return unproject(view, view.left + view.width * across, view.top + view.height * 0.82);
}

/** Clicks the map at these offsets (pixels) from a place: a polygon's corners, a circle's centre and rim. */
async function clickAround(page: Page, map: Locator, at: { lat: number; lng: number }, offsets: ReadonlyArray<readonly [number, number]>) {
  const view = await readMapView(map);
  const centre = project(view, at.lng, at.lat);
  for (const [dx, dy] of offsets) await page.mouse.click(centre.x + dx, centre.y + dy);
  return centre;
}

async function openSetup(page: Page) {
  if ((await page.getByTestId('geo-fences').count()) === 0) await page.getByTestId('map-tool-geo-fences').click();
  await page.getByTestId('fence-tab-setup').click();
  await expect(page.getByTestId('fence-form')).toBeVisible();
}

async function pickTerminal(page: Page, msId: string) {
  await page.getByTestId('fence-terminal-search').fill(msId);
  await page.getByTestId(`fence-terminal-${msId}`).click();
}

const SQUARE = [
  [-70, -70],
  [70, -70],
  [70, 70],
  [-70, 70],
] as const;

test("an 'in' fence drawn on the map: its radio driven out of it raises an alarm the console shows live and in the alarm records, with its handler", async ({ page, api, organisation }) => {
  // The test's own organisation: its fences and alarms are nobody else's, so the names need not be unique.
  const RADIO = organisation.radios[0]!.msId;
  const radio = await connectTerminal(api, RADIO, organisation.password);
  try {
    await radio.command('reportGps', { fix: fixAt(fromGridMetres(DEMO_STREET_GRID, 600, 900)) });
    const map = await openMap(page, organisation);
    await openSetup(page);
    const inside = await freeSpot(map);
    const view = await readMapView(map);
    const centre = project(view, inside.lng, inside.lat);
    const nearby = unproject(view, centre.x + 20, centre.y);
    const outside = unproject(view, centre.x + 300, centre.y);
    const further = unproject(view, centre.x + 340, centre.y);
    await radio.command('reportGps', { fix: fixAt(inside) });
    const name = 'Depot';
    // A spot inside the square but away from the radio's disc: its colour before the fence.
    const probe = { x: Math.round(centre.x - 45), y: Math.round(centre.y + 45) };
    const before = await pixelAt(page, probe.x, probe.y);

    await page.getByTestId('fence-name').fill(name);
    await clickAround(page, map, inside, SQUARE);
    await expect(page.getByTestId('fence-draft')).toHaveAttribute('data-points', '4');
    await pickTerminal(page, RADIO);
    await page.getByTestId('fence-save').click();

    const row = page.getByTestId('fence-row').filter({ hasText: name });
    await expect(row).toBeVisible();
    await expect(row).toHaveAttribute('data-fence-type', 'in');
    await expect(row).toContainText('1 terminal');
    // Its terminal, and where it is now (findter).
    await row.getByTestId('fence-show-terminals').click();
    await expect(row.getByTestId('fence-terminal-status').locator(`[data-ms-id="${RADIO}"]`)).toHaveAttribute('data-inside', 'true');
    await row.getByTestId('fence-show-terminals').click();
    // The fence is drawn: its translucent green over what was there.
    const alpha = 50 / 255;
    const green: Rgb = [22, 163, 74];
    const tinted = before.map((channel, at) => channel * (1 - alpha) + green[at]! * alpha) as unknown as Rgb;
    await expect.poll(async () => near(await pixelAt(page, probe.x, probe.y), tinted, 14)).toBe(true);

    // Still inside: nothing. Driven out: the alarm arrives live, once, whatever follows outside.
    await radio.command('reportGps', { fix: fixAt(nearby) });
    await radio.command('reportGps', { fix: fixAt(outside) });
    await radio.command('reportGps', { fix: fixAt(further) });
    const live = page.getByTestId('fence-alarm-live').filter({ hasText: name });
    await expect(live).toHaveCount(1);
    await expect(live).toHaveAttribute('data-kind', 'left');
    await expect(live).toContainText(`(${RADIO}) left ${name}`);

    await page.getByTestId('fence-tab-records').click();
    const record = page.getByTestId('fence-record').filter({ hasText: name });
    await expect(record).toHaveCount(1);
    await expect(record).toHaveAttribute('data-ms-id', RADIO);
    await expect(record).toContainText('left');

    // The banner shows who handles it, live: nobody, then this dispatcher; resolved, it leaves the banner.
    await expect(live.getByTestId('fence-alarm-live-handler')).toHaveText('Handler: Nobody yet');
    await record.getByTestId('fence-record-acknowledge').click();
    await expect(live.getByTestId('fence-alarm-live-handler')).toHaveText('Handler: You');
    // SPEC §3 alarm record: the response time, then the resolution with a remark (checked as the platform does).
    await expect(record.getByTestId('fence-record-responded')).toContainText('Responded ');
    await record.getByTestId('fence-record-resolve').click();
    const dialog = page.getByTestId('fence-resolve-dialog');
    await dialog.getByTestId('fence-resolve-remark').fill('x'.repeat(201));
    await expect(dialog).toContainText('At most 200 characters');
    await expect(dialog.getByTestId('fence-resolve-submit')).toBeDisabled();
    await dialog.getByTestId('fence-resolve-remark').fill('  Driver on a detour, called back  ');
    await dialog.getByTestId('fence-resolve-submit').click();
    await expect(dialog).toHaveCount(0);
    await expect(record.getByTestId('fence-record-resolved')).toBeVisible();
    await expect(record.getByTestId('fence-record-remark')).toHaveText('Remark: Driver on a detour, called back');
    await expect(live).toHaveCount(0);

    // The record says where the fix that crossed was taken; Show on map opens the radio's card there.
    const degrees = (value: number) => new Intl.NumberFormat('en-US', { minimumFractionDigits: 6, maximumFractionDigits: 6 }).format(value);
    await expect(record.getByTestId('fence-record-position')).toHaveText(`Latitude ${degrees(outside.lat)}, longitude ${degrees(outside.lng)}`);
    await record.getByTestId('fence-record-show').click();
    await expect(page.getByTestId('terminal-info')).toHaveAttribute('data-ms-id', RADIO);
  } finally {
    radio.close();
  }
});

test('fences are created, refused, edited and deleted from the panel; an out fence alarms on entering', async ({ page, api, organisation }) => {
  const OTHER_RADIO = organisation.radios[0]!.msId;
  const radio = await connectTerminal(api, OTHER_RADIO, organisation.password);
  try {
    await radio.command('reportGps', { fix: fixAt(fromGridMetres(DEMO_STREET_GRID, 2_200, 1_500)) });
    const map = await openMap(page, organisation);
    const name = 'Closed zone';

    // Nothing drawn, no name: both refused before anything is sent.
    await openSetup(page);
    const spot = await freeSpot(map);
    const other = await freeSpot(map, 0.45);
    await page.getByTestId('fence-save').click();
    await expect(page.getByText('A fence name is required.')).toBeVisible();
    await expect(page.getByTestId('fence-shape-error')).toHaveText('Place at least 3 points on the map.');
    // Two points are not an area; undo and clear work.
    await clickAround(page, map, spot, [[-60, 0], [60, 0]]);
    await expect(page.getByTestId('fence-draft')).toHaveAttribute('data-points', '2');
    await page.getByTestId('fence-undo').click();
    await expect(page.getByTestId('fence-draft')).toHaveAttribute('data-points', '1');
    await page.getByTestId('fence-clear').click();
    await expect(page.getByTestId('fence-draft')).toHaveAttribute('data-points', '0');
    // A bow tie is refused.
    await clickAround(page, map, spot, [[-60, -60], [60, 60], [60, -60], [-60, 60]]);
    await page.getByTestId('fence-save').click();
    await expect(page.getByTestId('fence-shape-error')).toContainText('The edges cross');

    // A circle: centre, then rim; a radius typed too small is refused, a good one saved.
    await page.getByTestId('fence-shape').getByText('Circle').click();
    await page.getByTestId('fence-type').getByText('Out (keep out)').click();
    await page.getByTestId('fence-name').fill(name);
    await clickAround(page, map, spot, [[0, 0], [80, 0]]);
    const draft = page.getByTestId('fence-draft');
    await expect(draft).toHaveAttribute('data-centre', 'set');
    await expect.poll(async () => Number(await draft.getAttribute('data-radius'))).toBeGreaterThan(10);
    await page.getByTestId('fence-radius').fill('5');
    await page.getByTestId('fence-save').click();
    await expect(page.getByTestId('fence-shape-error')).toContainText('The radius must be between 10 m and');
    await page.getByTestId('fence-radius').fill('300');
    await pickTerminal(page, OTHER_RADIO);
    await page.getByTestId('fence-save').click();
    const row = page.getByTestId('fence-row').filter({ hasText: name });
    await expect(row).toHaveAttribute('data-fence-type', 'out');
    await expect(row).toContainText('Circle');

    // The platform refuses a second fence of the same name, and the form says why.
    await openSetup(page);
    await page.getByTestId('fence-name').fill(name);
    await clickAround(page, map, other, SQUARE);
    await page.getByTestId('fence-save').click();
    await expect(page.getByTestId('fence-save-error')).toHaveText('Another fence already has this name.');
    await page.getByTestId('fence-cancel').click();

    // The radio drives into the out fence: an alarm.
    await radio.command('reportGps', { fix: fixAt(spot) });
    await expect(page.getByTestId('fence-alarm-live').filter({ hasText: name })).toHaveAttribute('data-kind', 'entered');

    // Edit: a new name and type; the list follows.
    await row.getByTestId('fence-edit').click();
    await expect(page.getByTestId('fence-form')).toHaveAttribute('data-editing', /\d+/);
    await expect(page.getByTestId('fence-name')).toHaveValue(name);
    const renamed = `${name} B`;
    await page.getByTestId('fence-name').fill(renamed);
    await page.getByTestId('fence-type').getByText('In (stay inside)').click();
    await page.getByTestId('fence-save').click();
    const edited = page.getByTestId('fence-row').filter({ hasText: renamed });
    await expect(edited).toHaveAttribute('data-fence-type', 'in');
    await expect(edited).toContainText('1 terminal');

    // Delete, confirmed.
    await edited.getByTestId('fence-delete').click();
    await edited.getByTestId('fence-delete-confirm').click();
    await expect(page.getByTestId('fence-row').filter({ hasText: renamed })).toHaveCount(0);
  } finally {
    radio.close();
  }
});
