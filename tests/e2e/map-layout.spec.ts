import type { Locator, Page } from '@playwright/test';
import type { GpsFix, SocketClient } from '../../protocol/index.ts';
import { DEMO_STREET_GRID, fromGridMetres } from '../../simulators/world/street-grid.ts';
import { MARKER_COLOURS } from '../../src/features/maps/index.ts';
import { expect, loginAs, test } from './harness/fixtures.ts';
import { basemapReady, near, pixelAt, project, readMapView } from './harness/mapView.ts';
import { closeOpenAlarms, raiseSos } from './harness/sos.ts';
import { connectTerminal } from './harness/terminal.ts';
/** MarkerState.Sos in the map's colour table. */
const SOS_COLOUR = MARKER_COLOURS[3].slice(0, 3) as unknown as readonly [number, number, number];

// Software-rendered WebGL beside another shard's browser (CI runs two).
test.describe.configure({ timeout: 180_000 });

const fixAt = (at: { lat: number; lng: number }): GpsFix => ({ ...at, speed: 0, direction: 0, altitude: 10, time: Date.now() });

/** What a dispatcher could click whose box reaches into the map, other than the map's own zoom and north buttons. */
async function controlsOverMap(page: Page, map: Locator): Promise<string[]> {
  const box = (await map.boundingBox())!;
  return page.locator('button:visible, a:visible, select:visible, input:visible, [role="button"]:visible').evaluateAll(
    (nodes, box) =>
      nodes
        .filter((node) => {
          const r = node.getBoundingClientRect();
          const over = r.right > box.x && r.left < box.x + box.width && r.bottom > box.y && r.top < box.y + box.height;
          return over && !node.closest('[data-testid="map-navigation"]');
        })
        .map((node) => node.outerHTML.slice(0, 160)),
    box,
  );
}

/** Steps the zoom with the map's own buttons until it reaches `wanted` (up or down). */
async function zoomTo(page: Page, map: Locator, wanted: (zoom: number) => boolean, button: 'map-zoom-in' | 'map-zoom-out'): Promise<void> {
  for (let step = 0; step < 6 && !wanted((await readMapView(map)).zoom); step += 1) {
    const before = (await readMapView(map)).zoom;
    await page.getByTestId(button).click();
    await expect.poll(async () => (await readMapView(map)).zoom).not.toBe(before);
  }
  expect(wanted((await readMapView(map)).zoom)).toBe(true);
}

test('the tools, lists, alarms and the card sit in one side panel beside the map; it folds, stays folded after a reload, and an SOS unfolds it', async ({ page, api, organisation }) => {
  // The test's own organisation: no other test's alarm opens a card or unfolds the panel.
  const RADIO = organisation.radios[0]!.msId;
  const radio = await connectTerminal(api, RADIO, organisation.password);
  try {
    const where = fromGridMetres(DEMO_STREET_GRID, 1_500, 900);
    await radio.command('reportGps', { fix: fixAt(where) });
    await loginAs(page, organisation.dispatcher);
    await page.goto('/maps/monitoring');
    const map = await basemapReady(page.locator('#map-monitoring'));
    const panel = page.getByTestId('map-side-panel');
    await expect(panel.getByTestId('map-tools')).toBeVisible();

    const alarm = await raiseSos(radio, where);
    await expect(panel.getByTestId('terminal-info')).toHaveAttribute('data-ms-id', RADIO);
    await expect(panel.getByTestId(`map-sos-${alarm.id}`)).toBeVisible();
    expect(await controlsOverMap(page, map)).toEqual([]);
    // The card is beside the map, and its terminal is on the map where the dispatcher sees it.
    await expect.poll(async () => Math.hypot((await readMapView(map)).lng - where.lng, (await readMapView(map)).lat - where.lat)).toBeLessThan(1e-5);
    const mapBox = (await map.boundingBox())!;
    const cardBox = (await panel.getByTestId('terminal-info').boundingBox())!;
    const spot = project(await readMapView(map), where.lng, where.lat);
    expect(spot.x).toBeGreaterThan(mapBox.x);
    expect(spot.x).toBeLessThan(Math.min(mapBox.x + mapBox.width, cardBox.x));

    await page.getByRole('button', { name: /close terminal info/i }).click();
    await closeOpenAlarms(api, organisation.dispatcher);
    await expect(page.getByTestId('map-sos-list')).toHaveCount(0);
    const fold = page.getByTestId('map-side-panel-fold');
    await expect(fold).toHaveAttribute('aria-expanded', 'true');
    await fold.click();
    await expect(panel).toHaveAttribute('data-folded', '');
    await expect(fold).toHaveAttribute('aria-expanded', 'false');
    await expect(panel.getByTestId('map-tools')).toHaveCount(0);
    await expect.poll(async () => (await map.boundingBox())!.width).toBeGreaterThan(mapBox.width + 200);

    await page.reload();
    await basemapReady(map);
    await expect(panel).toHaveAttribute('data-folded', '');
    // A new alarm opens its terminal's card, and the card unfolds the panel.
    await raiseSos(radio, where);
    await expect(panel.getByTestId('terminal-info')).toHaveAttribute('data-ms-id', RADIO);
    await expect(panel).not.toHaveAttribute('data-folded', '');
    await expect(panel.getByTestId('map-tools')).toBeVisible();
  } finally {
    radio.close();
  }
});

test('zoomed out, terminals fold into clusters with their counts; a click on one zooms in until they part; a terminal in SOS is never folded', async ({ page, api, organisation }) => {
  // The test's own organisation, its radios placed for it: four a few metres apart fold at the zoom
  // that shows the whole fleet, two far away widen that view; CLUSTERED joins the four later.
  const [CLUSTERED, ...others] = organisation.radios.map((terminal) => terminal.msId) as [string, ...string[]];
  const placed: ReadonlyArray<readonly [string, { lat: number; lng: number }]> = [
    ...others.slice(0, 4).map((msId, i) => [msId, fromGridMetres(DEMO_STREET_GRID, 600 + (i % 2) * 25, -400 + Math.floor(i / 2) * 25)] as const),
    [others[4]!, fromGridMetres(DEMO_STREET_GRID, -5_000, -3_000)],
    [others[5]!, fromGridMetres(DEMO_STREET_GRID, 5_000, 3_000)],
  ];
  const radios: SocketClient[] = [];
  try {
    for (const [msId, at] of placed) {
      const placedRadio = await connectTerminal(api, msId, organisation.password);
      radios.push(placedRadio);
      await placedRadio.command('reportGps', { fix: fixAt(at) });
    }
    await loginAs(page, organisation.dispatcher);
    await page.goto('/maps/monitoring');
    const map = await basemapReady(page.locator('#map-monitoring'));
    // The whole fleet at once: overlapping terminals are folded.
    await expect.poll(async () => Number(await map.getAttribute('data-clusters'))).toBeGreaterThan(0);
    const drawn = Number(await map.getAttribute('data-terminals-drawn'));
    const folded = Number(await map.getAttribute('data-clustered-terminals'));
    expect(folded).toBeGreaterThan(1);
    expect(folded).toBeLessThanOrEqual(drawn);
    const [lng, lat, count] = (await map.getAttribute('data-largest-cluster'))!.split(' ').map(Number) as [number, number, number];
    expect(count).toBeGreaterThan(1);

    // A click on the cluster zooms in on it.
    const before = await readMapView(map);
    const at = project(before, lng, lat);
    await page.mouse.click(at.x, at.y);
    await expect.poll(async () => (await readMapView(map)).zoom).toBeGreaterThan(before.zoom + 0.5);
    await expect(page.getByTestId('terminal-info')).toHaveCount(0);
    // At street level every terminal is drawn on its own.
    await zoomTo(page, map, (zoom) => zoom >= 14, 'map-zoom-in');
    await expect(map).toHaveAttribute('data-clusters', '0');

    // A radio in the middle of that cluster raises SOS: zoomed out again, it is drawn on its own, in the SOS colour.
    const radio = await connectTerminal(api, CLUSTERED, organisation.password);
    radios.push(radio);
    await radio.command('reportGps', { fix: fixAt({ lat, lng }) });
    await raiseSos(radio, { lat, lng });
    await expect(page.getByTestId('terminal-info')).toHaveAttribute('data-ms-id', CLUSTERED);
    await page.getByRole('button', { name: /close terminal info/i }).click();
    await zoomTo(page, map, (zoom) => zoom < 13, 'map-zoom-out');
    await expect.poll(async () => Number(await map.getAttribute('data-clusters'))).toBeGreaterThan(0);
    const spot = project(await readMapView(map), lng, lat);
    await expect.poll(async () => near(await pixelAt(page, spot.x + 7, spot.y), SOS_COLOUR)).toBe(true);
  } finally {
    for (const radio of radios) radio.close();
  }
});
