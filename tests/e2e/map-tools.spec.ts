import type { BrowserContext, Locator, Page } from '@playwright/test';
import { MAP_THEME_PALETTES } from '../../src/features/maps/index.ts';
import { expect, loginAs, test } from './harness/fixtures.ts';
import { basemapReady, countColours, hexToRgb, readMapView, type MapView, type Rgb } from './harness/mapView.ts';
import { solidPng } from './harness/pngTile.ts';
import { connectTerminal } from './harness/terminal.ts';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
const OSM_TILE: Rgb = [200, 40, 160];
const AMAP_TILE: Rgb = [40, 180, 60];
const AMAP_SATELLITE_TILE: Rgb = [30, 60, 200];

type OffMachine = { served: string[]; refused: string[]; failTiles: boolean };

/**
 * Every request that would leave loopback is answered here, in the test: tile hosts get generated
 * PNGs (or a failure when the test asks for one), Google's session is refused, anything else is
 * aborted and recorded, so nothing reaches the network and the test fails on a stray request.
 */
async function interceptOffMachine(context: BrowserContext): Promise<OffMachine> {
  const log: OffMachine = { served: [], refused: [], failTiles: false };
  await context.route(
    (url) => (url.protocol === 'http:' || url.protocol === 'https:') && !LOOPBACK.has(url.hostname),
    async (route) => {
      const url = new URL(route.request().url());
      const png = (rgb: Rgb) => route.fulfill({ status: 200, contentType: 'image/png', body: solidPng(rgb) });
      if (url.hostname === 'tile.openstreetmap.org') {
        log.served.push(url.href);
        return log.failTiles ? route.fulfill({ status: 503, body: 'down' }) : png(OSM_TILE);
      }
      if (/^webrd0[1-4]\.is\.autonavi\.com$/.test(url.hostname)) {
        log.served.push(url.href);
        return png(AMAP_TILE);
      }
      if (/^webst0[1-4]\.is\.autonavi\.com$/.test(url.hostname)) {
        log.served.push(url.href);
        return png(AMAP_SATELLITE_TILE);
      }
      if (url.href.startsWith('https://tile.googleapis.com/v1/createSession')) {
        log.served.push(url.href);
        return route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify({ error: { code: 403, message: 'API key not valid' } }) });
      }
      log.refused.push(url.href);
      return route.abort('blockedbyclient');
    },
  );
  return log;
}

async function openMap(page: Page): Promise<Locator> {
  await page.getByTestId('main-menu').getByRole('link', { name: 'Map monitoring' }).click();
  await expect(page).toHaveURL(/\/maps\/monitoring$/);
  const map = page.locator('#map-monitoring');
  await basemapReady(map);
  return map;
}

async function chooseMapType(page: Page, label: string): Promise<void> {
  await page.getByTestId('header-settings').click();
  // The label, as a dispatcher clicks it: the dialog scrolls it into view (the input itself is visually hidden).
  await page.getByTestId('settings-map-type').getByText(label, { exact: true }).click();
  await expect(page.getByTestId('settings-map-type').getByRole('radio', { name: label })).toBeChecked();
  await page.getByTestId('settings-save').click();
}

const areaOf = async (element: Locator) => {
  const box = (await element.boundingBox())!;
  return box.width * box.height;
};

/** Inverse Web Mercator (MapLibre's 512-pixel world), computed in the test. */
function unproject(view: MapView, x: number, y: number): { lng: number; lat: number } {
  const world = 512 * 2 ** view.zoom;
  const cx = ((view.lng + 180) / 360) * world;
  const cy = ((180 - (180 / Math.PI) * Math.log(Math.tan(Math.PI / 4 + (view.lat * Math.PI) / 360))) / 360) * world;
  const px = cx + (x - view.left - view.width / 2);
  const py = cy + (y - view.top - view.height / 2);
  const lng = (px / world) * 360 - 180;
  const lat = (360 / Math.PI) * Math.atan(Math.exp(((180 - (py / world) * 360) * Math.PI) / 180)) - 90;
  return { lng, lat };
}

/** Great circle on the SPEC's sphere (6371 km), written again here rather than imported from the console. */
function haversine(a: { lng: number; lat: number }, b: { lng: number; lat: number }): number {
  const rad = Math.PI / 180;
  const h = Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lng - a.lng) * rad) / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h));
}

test('map tools: road net on/off, a theme that persists, ranging a known distance, the eagle eye following', async ({ page }) => {
  test.setTimeout(150_000);
  const offMachine = await interceptOffMachine(page.context());
  await loginAs(page);
  const map = await openMap(page);
  const area = await areaOf(map);
  const normal = MAP_THEME_PALETTES.normal;
  // The offline map: no tile source has imagery, so no satellite switch at all.
  await expect(page.getByTestId('map-tool-satellite')).toHaveCount(0);

  // Navigation: each zoom button moves one level; the scale bar spans the ground length it says at the map's
  // centre (Mercator on the SPEC's sphere, computed here); north up undoes a rotation.
  const zoomOf = async () => Number(await map.getAttribute('data-zoom'));
  const zoom = await zoomOf();
  await page.getByTestId('map-zoom-in').click();
  await expect.poll(zoomOf).toBeCloseTo(zoom + 1, 6);
  const scale = page.getByTestId('map-scale');
  const centreLat = Number(await map.getAttribute('data-center-lat'));
  const metresPerPx = (2 * Math.PI * 6_371_000 * Math.cos((centreLat * Math.PI) / 180)) / (512 * 2 ** (await zoomOf()));
  const metres = Number(await scale.getAttribute('data-metres'));
  const barPx = (await scale.locator('.maps-scale__bar').boundingBox())!.width;
  expect(barPx, `a bar of ${metres} m at ${metresPerPx} m per pixel`).toBeCloseTo(metres / metresPerPx, 0);
  expect(barPx).toBeLessThanOrEqual(100.5);
  await expect(scale).toHaveText(metres >= 1000 ? `${metres / 1000} km` : `${metres} m`);
  await page.getByTestId('map-zoom-out').click();
  await expect.poll(zoomOf).toBeCloseTo(zoom, 6);
  await expect(page.getByTestId('map-reset-north')).toBeDisabled();
  await map.locator('canvas.maplibregl-canvas').focus();
  await page.keyboard.press('Shift+ArrowLeft');
  await expect.poll(async () => Number(await map.getAttribute('data-bearing'))).not.toBe(0);
  await page.getByTestId('map-reset-north').click();
  await expect(map).toHaveAttribute('data-bearing', '0');
  await expect(page.getByTestId('map-reset-north')).toBeDisabled();

  // Road net: its white avenues go (land shows where they were) and come back. Terminals' glyphs are white too,
  // so the test compares counts rather than expecting none.
  const roadsAndLand = async () => {
    const counts = await countColours(page, map, { road: hexToRgb(normal.road), land: hexToRgb(normal.land) });
    return { road: counts.road ?? 0, land: counts.land ?? 0 };
  };
  const on = await roadsAndLand();
  expect(on.road, 'road pixels with the road net on').toBeGreaterThan(area * 0.01);
  await page.getByTestId('map-tool-road-net').click();
  await expect(map).toHaveAttribute('data-road-net', 'off');
  await expect.poll(async () => (await roadsAndLand()).road, { message: 'road pixels with the road net off' }).toBeLessThan(on.road * 0.5);
  const off = await roadsAndLand();
  expect(off.land - on.land, 'land where the roads were').toBeGreaterThan((on.road - off.road) * 0.7);
  await page.getByTestId('map-tool-road-net').click();
  await expect(map).toHaveAttribute('data-road-net', 'on');
  await expect.poll(async () => (await roadsAndLand()).road).toBeGreaterThan(on.road * 0.8);

  // Theme: phantom black repaints land and sea, and is still chosen after a reload.
  const phantom = MAP_THEME_PALETTES.phantom;
  const landOf = async () => countColours(page, map, { normal: hexToRgb(normal.land), phantom: hexToRgb(phantom.land), phantomSea: hexToRgb(phantom.sea) });
  const before = await landOf();
  expect(before.normal).toBeGreaterThan(area * 0.1);
  await page.getByTestId('map-theme').selectOption('phantom');
  await expect(map).toHaveAttribute('data-theme', 'phantom');
  await expect.poll(async () => (await landOf()).phantom).toBeGreaterThan(area * 0.1);
  const after = await landOf();
  expect(after.normal, 'no land left in the normal colour').toBeLessThan(area * 0.001);
  expect(after.phantomSea, 'the sea in phantom black').toBeGreaterThan(area * 0.02);
  await page.reload();
  await expect(map).toHaveAttribute('data-theme', 'phantom', { timeout: 30_000 });
  await expect(page.getByTestId('map-theme')).toHaveValue('phantom');
  await page.getByTestId('map-theme').selectOption('normal');
  await expect(map).toHaveAttribute('data-theme', 'normal');

  // Ranging: three clicks, the total is the great-circle length of the two legs.
  await page.getByTestId('map-tool-ranging').click();
  const view = await readMapView(map);
  const cx = Math.round(view.left + view.width / 2);
  const cy = Math.round(view.top + view.height / 2);
  const clicks = [
    { x: cx - 200, y: cy - 40 },
    { x: cx + 60, y: cy + 90 },
    { x: cx + 180, y: cy - 70 },
  ];
  for (const click of clicks) await page.mouse.click(click.x, click.y);
  const points = clicks.map((click) => unproject(view, click.x, click.y));
  const expected = haversine(points[0]!, points[1]!) + haversine(points[1]!, points[2]!);
  /** One pixel at this zoom and latitude, in metres: the clicks' own precision. */
  const pixel = (2 * Math.PI * 6_371_000 * Math.cos((view.lat * Math.PI) / 180)) / (512 * 2 ** view.zoom);
  const panel = page.getByTestId('ranging-panel');
  await expect(panel).toHaveAttribute('data-points', '3');
  expect(Math.abs(Number(await panel.getAttribute('data-total-m')) - expected), `expected ${expected} m`).toBeLessThan(2 * pixel);
  const shown = expected >= 1000 ? `${(expected / 1000).toFixed(2)} km` : `${Math.round(expected)} m`;
  const text = (await page.getByTestId('ranging-total').innerText()).replace(/\u00a0/g, ' ');
  // Off by one in the last digit at most (pixel rounding of the clicks).
  expect(Math.abs(parseFloat(text) - parseFloat(shown)), `${text} against ${shown}`).toBeLessThanOrEqual(expected >= 1000 ? 0.01 : 2);
  expect(text.endsWith(shown.endsWith('km') ? 'km' : 'm')).toBe(true);
  await expect(page.getByTestId('terminal-info'), 'ranging clicks pick no terminal').toHaveCount(0);
  await page.getByTestId('ranging-undo').click();
  await expect(panel).toHaveAttribute('data-points', '2');
  expect(Math.abs(Number(await panel.getAttribute('data-total-m')) - haversine(points[0]!, points[1]!))).toBeLessThan(2 * pixel);
  await page.getByTestId('ranging-clear').click();
  await expect(panel).toHaveAttribute('data-total-m', '0');
  await page.getByTestId('map-tool-ranging').click();
  await expect(panel).toHaveCount(0);

  // Eagle eye: an overview centred where the main view is, outlining its extent, following a pan.
  await page.getByTestId('map-tool-eagle-eye').click();
  const eagle = page.locator('#eagle-eye');
  await expect(page.getByTestId('eagle-eye')).toBeVisible();
  // The navigation moves up out of its way.
  const navigationBox = (await page.getByTestId('map-navigation').boundingBox())!;
  expect(navigationBox.y + navigationBox.height).toBeLessThan((await page.getByTestId('eagle-eye').boundingBox())!.y);
  const centreOf = async (element: Locator) => [Number(await element.getAttribute('data-center-lng')), Number(await element.getAttribute('data-center-lat'))];
  await expect.poll(async () => (await centreOf(eagle))[0]).toBeCloseTo(Number(await map.getAttribute('data-center-lng')), 6);
  const outline = async () => (await countColours(page, page.getByTestId('eagle-eye'), { extent: hexToRgb('#e03131') }, 40)).extent;
  await expect.poll(outline, { message: 'the extent outline is drawn' }).toBeGreaterThan(20);
  const startLng = Number(await map.getAttribute('data-center-lng'));
  await page.mouse.move(cx, cy);
  await page.mouse.down();
  await page.mouse.move(cx - 150, cy - 60, { steps: 8 });
  await page.mouse.up();
  await expect.poll(async () => Number(await map.getAttribute('data-center-lng'))).not.toBeCloseTo(startLng, 6);
  const [mainLng, mainLat] = await centreOf(map);
  await expect.poll(async () => (await centreOf(eagle))[0]).toBeCloseTo(mainLng!, 6);
  expect((await centreOf(eagle))[1]).toBeCloseTo(mainLat!, 6);
  // It stays on after a reload (a preference).
  await page.reload();
  await expect(page.getByTestId('eagle-eye')).toBeVisible({ timeout: 30_000 });

  expect(offMachine.served, 'the offline map asks no tile host').toEqual([]);
  expect(offMachine.refused).toEqual([]);
});

test('OpenStreetMap chosen in settings: intercepted tiles over the offline map, a notice when they fail', async ({ page }) => {
  const offMachine = await interceptOffMachine(page.context());
  await loginAs(page);
  await chooseMapType(page, 'OpenStreetMap');
  const map = await openMap(page);
  const area = await areaOf(map);
  const tiles = async () => (await countColours(page, map, { osm: OSM_TILE })).osm;
  await expect.poll(tiles, { message: 'OSM tile pixels', timeout: 20_000 }).toBeGreaterThan(area * 0.3);
  expect(offMachine.served.length).toBeGreaterThan(0);
  expect(offMachine.served.every((url) => /^https:\/\/tile\.openstreetmap\.org\/\d+\/\d+\/\d+\.png$/.test(url))).toBe(true);
  await expect(page.getByTestId('map-attribution')).toHaveText('© OpenStreetMap contributors');
  await expect(page.getByTestId('map-tool-satellite'), 'OSM has no imagery').toHaveCount(0);
  await expect(page.getByTestId('tiles-notice')).toHaveCount(0);

  // The tile server goes down: new tiles fail, the dispatcher is told, the offline map shows through.
  offMachine.failTiles = true;
  const box = (await map.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(0, -600);
  await expect(page.getByTestId('tiles-notice')).toContainText('OpenStreetMap could not be loaded', { timeout: 20_000 });
  await expect(page.getByTestId('tiles-notice')).toHaveAttribute('data-provider', 'openstreet');
  await expect(page.getByTestId('switch-to-amap'), 'the Amap offer is for Google').toHaveCount(0);
  expect(offMachine.refused).toEqual([]);
});

test('Google unavailable (session refused): the offer to switch to Amap works, and Amap has satellite imagery', async ({ page }) => {
  const offMachine = await interceptOffMachine(page.context());
  // This host has a Google map key (the emulator's own configuration has none).
  await page.route('**/ds/pub/clientConfig*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { desc: Record<string, unknown> } };
    body.data.desc.PoCGMapKey = 'test-map-key';
    await route.fulfill({ response, json: body });
  });
  await loginAs(page);
  await chooseMapType(page, 'Google Maps');
  const map = await openMap(page);
  const notice = page.getByTestId('tiles-notice');
  await expect(notice).toHaveAttribute('data-provider', 'google', { timeout: 20_000 });
  await expect(notice).toContainText('Google Maps could not be loaded');
  expect(offMachine.served.some((url) => url.startsWith('https://tile.googleapis.com/v1/createSession?key=test-map-key'))).toBe(true);

  await page.getByTestId('switch-to-amap').click();
  await expect(notice).toHaveCount(0);
  const area = await areaOf(map);
  await expect.poll(async () => (await countColours(page, map, { amap: AMAP_TILE })).amap, { timeout: 20_000 }).toBeGreaterThan(area * 0.3);
  // The choice is the settings' map type now.
  await page.getByTestId('header-settings').click();
  await expect(page.getByTestId('settings-map-type').getByRole('radio', { name: 'Amap' })).toBeChecked();
  await page.keyboard.press('Escape');

  await page.getByTestId('map-tool-satellite').click();
  await expect.poll(async () => (await countColours(page, map, { satellite: AMAP_SATELLITE_TILE })).satellite, { timeout: 20_000 }).toBeGreaterThan(area * 0.3);
  expect(offMachine.served.some((url) => /^https:\/\/webst0[1-4]\.is\.autonavi\.com\/appmaptile\?style=6&/.test(url))).toBe(true);
  expect(offMachine.refused).toEqual([]);
});

test("a terminal's card offers every operation: video monitor, call, video call, SMS, move to group, send tone, lone worker, remote control, environment monitoring, job ticket, terminal manage, track playback, incident timeline", async ({ page, api, organisation }) => {
  await interceptOffMachine(page.context());
  await loginAs(page, organisation.dispatcher);
  const radio = organisation.radios[0]!.msId;
  const terminal = await connectTerminal(api, radio, organisation.password);
  try {
    await page.goto(`/maps/monitoring-follow-child-5?msId=${radio}`);
    const operations = page.getByTestId('terminal-operations');
    await expect(page.getByTestId('terminal-info')).toHaveAttribute('data-ms-id', radio, { timeout: 20_000 });
    // A follow window is a bare child window: calls belong to the main window (MainLayout owns the call engine).
    await expect(operations.getByTestId(`call-terminal-${radio}`)).toBeVisible();
    await expect(operations.getByTestId(`video-call-terminal-${radio}`)).toBeVisible();
    await expect(operations.getByTestId(`send-tone-${radio}`)).toBeVisible();
    await expect(operations.getByTestId('terminal-op-lone-worker')).toBeVisible();
    await expect(operations.getByTestId(`remote-control-${radio}`)).toBeVisible();
    await expect(operations.getByTestId(`monitor-terminal-${radio}`)).toBeVisible();
    await expect(operations.getByTestId('terminal-job-ticket')).toBeVisible();
    await expect(operations.getByTestId(`terminal-manage-${radio}`)).toBeVisible();
    await expect(operations.getByTestId('open-track-playback')).toBeVisible();
    await expect(operations.getByTestId('open-incident-timeline')).toBeVisible();
    await expect(operations.getByRole('button')).toHaveCount(10);
    // Video monitor, SMS and the job ticket open their pages (terminal-monitor.spec and messages.spec follow them).
    await expect(operations.getByRole('link')).toHaveText(['Send SMS', 'Monitor camera', 'Job ticket']);
    // Grouped by purpose, each set labelled, in one order: talk, watch, manage, history.
    expect(await operations.locator('.maps-info__ops-set').evaluateAll((sets) => sets.map((set) => set.getAttribute('aria-label')))).toEqual(['Talk', 'Watch', 'Manage', 'History']);
    const set = (name: string) => operations.getByTestId(`terminal-ops-${name}`);
    await expect(set('talk').getByTestId(`call-terminal-${radio}`)).toBeVisible();
    await expect(set('talk').getByTestId(`send-tone-${radio}`)).toBeVisible();
    await expect(set('watch').getByTestId(`monitor-terminal-${radio}`)).toBeVisible();
    await expect(set('manage').getByTestId(`remote-control-${radio}`)).toBeVisible();
    await expect(set('manage').getByTestId(`terminal-manage-${radio}`)).toBeVisible();
    await expect(set('history').getByTestId('open-track-playback')).toBeVisible();
    // One look for every entry: call (once primary) and lone worker (once ghost) look like the others.
    const looks = await operations.locator('.ui-button:not(.ui-button--danger)').evaluateAll((buttons) => [...new Set(buttons.map((button) => getComputedStyle(button).backgroundColor))]);
    expect(looks).toHaveLength(1);
    // Moving the radio to another of its groups goes through the platform.
    const move = operations.getByTestId(`remote-switch-${radio}`);
    await expect(move).toBeEnabled();
    await move.click();
    const target = page.locator('[data-testid^="remote-switch-to-"]').first();
    const group = (await target.innerText()).trim();
    await expect(page.getByTestId('terminal-info-group')).not.toHaveText(group);
    await target.click();
    // The card is the platform's view: the radio's current group changes when the platform moved it.
    await expect(page.getByTestId('terminal-info-group')).toHaveText(group, { timeout: 15_000 });
  } finally {
    terminal.close();
  }
});
