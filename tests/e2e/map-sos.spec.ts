import type { GpsFix } from '../../protocol/index.ts';
import { DEMO_STREET_GRID, fromGridMetres } from '../../simulators/world/street-grid.ts';
import { MARKER_COLOURS } from '../../src/features/maps/index.ts';
import { expect, loginAs, test } from './harness/fixtures.ts';
import { basemapReady, near, pixelAt, project, readMapView } from './harness/mapView.ts';
import { closeOpenAlarms, raiseSos } from './harness/sos.ts';
import { connectTerminal } from './harness/terminal.ts';

/** MarkerState.Sos in the map's colour table. */
const SOS_COLOUR = MARKER_COLOURS[3].slice(0, 3) as unknown as readonly [number, number, number];

// Software-rendered WebGL: a map spec beside another shard's browser takes a while (CI runs two).
test.describe.configure({ timeout: 120_000 });

const fixAt = (at: { lat: number; lng: number }): GpsFix => ({ ...at, speed: 0, direction: 0, altitude: 10, time: Date.now() });

test('a new SOS pans the map to the terminal, opens its card, lists it and draws it in the SOS colour; the list pans to it again', async ({ page, api, organisation }) => {
  // The test's own organisation: no alarm of another test is on its map or in its list.
  const RADIO = organisation.radios[0]!.msId;
  const radio = await connectTerminal(api, RADIO, organisation.password);
  try {
    // The radio is far from the middle of the fleet, so the map has to move to show it.
    const where = fromGridMetres(DEMO_STREET_GRID, 1_800, 1_200);
    await radio.command('reportGps', { fix: fixAt(where) });
    await loginAs(page, organisation.dispatcher);
    await page.goto('/maps/monitoring');
    const map = page.locator('#map-monitoring');
    await basemapReady(map);
    await expect(page.getByTestId('map-sos-list')).toHaveCount(0);
    const centre = async () => {
      const view = await readMapView(map);
      return Math.hypot(view.lng - where.lng, view.lat - where.lat);
    };
    const awayBefore = await centre();

    const alarm = await raiseSos(radio, { lat: where.lat, lng: where.lng });
    await expect(page.getByTestId('terminal-info')).toHaveAttribute('data-ms-id', RADIO);
    await expect.poll(centre, { timeout: 10_000 }).toBeLessThan(1e-5);
    expect(awayBefore).toBeGreaterThan(1e-4);
    const item = page.getByTestId(`map-sos-${alarm.id}`);
    await expect(item).toContainText(alarm.name);
    await expect(item).toContainText(RADIO);
    await expect(item).toContainText('Sending');

    // Once the card is closed (no selection highlight), its disc is drawn in the SOS colour.
    await page.getByRole('button', { name: /close terminal info/i }).click();
    await expect(page.getByTestId('terminal-info')).toHaveCount(0);
    const view = await readMapView(map);
    const spot = project(view, where.lng, where.lat);
    // Between the type glyph in the middle and the white rim.
    await expect.poll(async () => near(await pixelAt(page, spot.x + 7, spot.y), SOS_COLOUR)).toBe(true);

    // Moved away: choosing the alarm in the list pans back and opens the card again.
    // Drag the map from a spot away from the disc.
    const from = { x: spot.x - 150, y: spot.y + 150 };
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + 250, from.y + 120, { steps: 8 });
    await page.mouse.up();
    await expect.poll(centre).toBeGreaterThan(1e-4);
    await item.click();
    await expect(page.getByTestId('terminal-info')).toHaveAttribute('data-ms-id', RADIO);
    await expect.poll(centre, { timeout: 10_000 }).toBeLessThan(1e-5);
    // Closed, the alarm leaves the list.
    await closeOpenAlarms(api, organisation.dispatcher);
    await expect(page.getByTestId('map-sos-list')).toHaveCount(0);
  } finally {
    radio.close();
  }
});

test('the card of a terminal in SOS shows the alarm and who handles it, and acknowledging one alarm keeps the card on its terminal', async ({ page, api, organisation }) => {
  const [FIRST, SECOND] = [organisation.radios[0]!.msId, organisation.radios[1]!.msId];
  const first = await connectTerminal(api, FIRST, organisation.password);
  const second = await connectTerminal(api, SECOND, organisation.password);
  try {
    const here = fromGridMetres(DEMO_STREET_GRID, 900, 700);
    const there = fromGridMetres(DEMO_STREET_GRID, 1_300, 500);
    await first.command('reportGps', { fix: fixAt(here) });
    await second.command('reportGps', { fix: fixAt(there) });
    await loginAs(page, organisation.dispatcher);
    await page.goto('/maps/monitoring');
    await basemapReady(page.locator('#map-monitoring'));
    const card = page.getByTestId('terminal-info');

    const older = await raiseSos(first, here);
    await expect(card).toHaveAttribute('data-ms-id', FIRST);
    await expect(card.getByTestId('terminal-info-sos')).toHaveAttribute('data-alarm', older.id);
    await expect(card.getByTestId('terminal-info-sos-state')).toHaveText('Not acknowledged yet');

    // A newer alarm takes the card; acknowledging it leaves the older one sounding, and the card stays.
    const newer = await raiseSos(second, there);
    await expect(card).toHaveAttribute('data-ms-id', SECOND);
    await page.locator(`[data-testid="sos-alert-item"][data-id="${newer.id}"]`).getByTestId('sos-alert-acknowledge').click();
    await page.getByTestId('sos-update-submit').click();
    await expect(card.getByTestId('terminal-info-sos-state')).toHaveText(`Handled by ${organisation.dispatchers[0]!.msName}`);
    await expect(card).toHaveAttribute('data-ms-id', SECOND);
    await expect(card.getByTestId('terminal-info-sos')).toHaveAttribute('data-alarm', newer.id);
    await expect(card.getByTestId('terminal-info-sos-open')).toHaveAttribute('href', '/sos-management/alarm');
  } finally {
    first.close();
    second.close();
  }
});
