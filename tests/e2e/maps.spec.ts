import type { Page } from '@playwright/test';
import { DsClient, TerminalSchema, type GpsFix, type Terminal } from '../../protocol/index.ts';
import { DEMO_STREET_GRID, fromGridMetres } from '../../simulators/world/street-grid.ts';
import { BASEMAP_COLOURS, MARKER_COLOURS } from '../../src/features/maps/index.ts';
import { expect, loginAs, test } from './harness/fixtures.ts';
import { basemapReady, countColours, hexToRgb, near, pixelAt, project, readMapView, type MapView } from './harness/mapView.ts';
import { connectTerminal } from './harness/terminal.ts';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
/** A terminal disc is 11 px in radius: a spot this far from every other terminal picks only ours. */
const CLEAR_PX = 40;

/** Every terminal's last position as the platform lists it (a REST session of the organisation's second dispatcher). */
async function fleetPositions(baseUrl: string, token: string): Promise<Terminal[]> {
  const ds = new DsClient({ baseUrl, token: () => token });
  const { desc } = await ds.get('/ds/data/getGrpMsList');
  return TerminalSchema.array().parse((desc as { terminals: unknown }).terminals);
}

/** A road crossing on screen that no drawn terminal covers, at least `awayFrom` pixels from a point. */
function clearCrossing(view: MapView, fleet: readonly Terminal[], awayFrom: { x: number; y: number } | null) {
  const block = DEMO_STREET_GRID.blockM;
  const drawn = fleet.flatMap((terminal) => (terminal.gps ? [project(view, terminal.gps.lng, terminal.gps.lat)] : []));
  for (let ring = 0; ring < 40; ring += 1) {
    for (let i = -ring; i <= ring; i += 1) {
      for (const [gx, gy] of [[i, -ring], [i, ring], [-ring, i], [ring, i]] as const) {
        const at = fromGridMetres(DEMO_STREET_GRID, gx * block, gy * block);
        const point = project(view, at.lng, at.lat);
        const inside = point.x > view.left + 60 && point.x < view.left + view.width - 380 && point.y > view.top + 80 && point.y < view.top + view.height - 60;
        const clear = drawn.every((other) => Math.hypot(other.x - point.x, other.y - point.y) > CLEAR_PX);
        const away = !awayFrom || Math.hypot(awayFrom.x - point.x, awayFrom.y - point.y) > 3 * CLEAR_PX;
        if (inside && clear && away) return { at, point };
      }
    }
  }
  throw new Error('no clear road crossing on screen');
}

const fixAt = (at: { lat: number; lng: number }, speed = 8.5): GpsFix => ({ ...at, speed, direction: 90, altitude: 15, time: Date.now() });

/** Notes every request of the page to a host other than this machine. */
function requestsOffMachine(page: Page): string[] {
  const offMachine: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if ((url.protocol === 'http:' || url.protocol === 'https:' || url.protocol === 'ws:' || url.protocol === 'wss:') && !LOOPBACK.has(url.hostname)) offMachine.push(request.url());
  });
  return offMachine;
}

async function openMapMonitoring(page: Page, who?: { account: string; password: string }) {
  await loginAs(page, who);
  await page.getByTestId('main-menu').getByRole('link', { name: 'Map monitoring' }).click();
  await expect(page).toHaveURL(/\/maps\/monitoring$/);
  const map = page.locator('#map-monitoring');
  await basemapReady(map);
  return map;
}

// The demo fleet's view takes in the coast; this test reads it and changes nothing.
test('map monitoring: the offline basemap draws sea, land and roads, and nothing leaves the machine', async ({ page }) => {
  const offMachine = requestsOffMachine(page);
  const map = await openMapMonitoring(page);

  // The pixels: sea, land and roads in the style's own colours (the demo area is on the coast).
  const colours = await countColours(page, map, {
    sea: hexToRgb(BASEMAP_COLOURS.sea),
    land: hexToRgb(BASEMAP_COLOURS.land),
    road: hexToRgb(BASEMAP_COLOURS.road),
  });
  const area = (await map.boundingBox())!.width * (await map.boundingBox())!.height;
  expect(colours.sea, 'sea pixels').toBeGreaterThan(area * 0.02);
  expect(colours.land, 'land pixels').toBeGreaterThan(area * 0.1);
  expect(colours.road, 'road pixels').toBeGreaterThan(area * 0.005);
  expect(offMachine, 'requests that left this machine').toEqual([]);
});

test('map monitoring: a radio appears, moves, opens its info card when picked and shows when it talks', async ({ page, api, baseURL, organisation }) => {
  const offMachine = requestsOffMachine(page);
  const map = await openMapMonitoring(page, organisation.dispatcher);
  const radio = organisation.radios[0]!.msId;
  const dispatcherToken = await api.token(organisation.dispatchers[1]!.msId, organisation.password);
  const view = await readMapView(map);
  const fleet = await fleetPositions(baseURL!, dispatcherToken);
  const name = fleet.find((terminal) => terminal.msId === radio)!.msName;
  const others = fleet.filter((terminal) => terminal.msId !== radio);
  const first = clearCrossing(view, others, null);

  const terminal = await connectTerminal(api, radio, organisation.password);
  try {
    await terminal.command('reportGps', { fix: fixAt(first.at) });
    // Picking is deck.gl's: the click lands on the disc drawn at the projected position.
    await expect(async () => {
      await page.mouse.click(first.point.x, first.point.y);
      await expect(page.getByTestId('terminal-info')).toHaveAttribute('data-ms-id', radio, { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    const card = page.getByTestId('terminal-info');
    await expect(card.getByTestId('terminal-info-id')).toHaveText(radio);
    await expect(card.getByTestId('terminal-info-name')).toHaveText(name);
    await expect(card.getByTestId('terminal-info-lat')).toHaveText(first.at.lat.toFixed(6));
    // 8.5 m/s in the host's default unit, mph.
    await expect(card.getByTestId('terminal-info-speed')).toHaveText('19 mph');
    await expect(card.getByTestId('terminal-info-place')).toHaveText(/^(Calle|Avenida) \d+$/);
    // Battery and signal follow the radio's status reports while the card is open.
    await terminal.command('reportStatus', { battery: 37, signal: 3 });
    await expect(card.getByTestId('terminal-info-battery')).toHaveText('37%');
    await expect(card.getByTestId('terminal-info-signal')).toHaveText(/^3\b/);

    // It moves: the card follows the new fix, the old spot picks nothing, the new one picks it.
    const second = clearCrossing(view, others, first.point);
    await terminal.command('reportGps', { fix: fixAt(second.at) });
    await expect(card.getByTestId('terminal-info-lat')).toHaveText(second.at.lat.toFixed(6));
    await card.getByRole('button', { name: 'Close terminal info' }).click();
    await expect(card).toHaveCount(0);
    // Unwatched, its fixes are drawn by the positions worker only: reopened, the card asks for the latest.
    await terminal.command('reportGps', { fix: fixAt(second.at, 4) });
    await page.mouse.click(first.point.x, first.point.y);
    await expect(async () => {
      await page.mouse.click(second.point.x, second.point.y);
      await expect(page.getByTestId('terminal-info')).toHaveAttribute('data-ms-id', radio, { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(card.getByTestId('terminal-info-speed')).toHaveText('8.9 mph');

    // Its disc's colour follows its state: online green, blue while it holds its group's floor.
    await card.getByRole('button', { name: 'Close terminal info' }).click();
    const disc = { x: second.point.x + 7, y: second.point.y }; // between the glyph and the white rim
    const discColour = () => pixelAt(page, disc.x, disc.y);
    const rgb = (state: 1 | 2) => MARKER_COLOURS[state].slice(0, 3) as unknown as readonly [number, number, number];
    await expect.poll(async () => near(await discColour(), rgb(1))).toBe(true);
    await terminal.command('floorRequest', { gid: organisation.teams[0]!.gid });
    await expect.poll(async () => near(await discColour(), rgb(2))).toBe(true);
    await terminal.command('floorRelease', { gid: organisation.teams[0]!.gid });
    await expect.poll(async () => near(await discColour(), rgb(1))).toBe(true);
  } finally {
    terminal.close();
  }
  expect(offMachine, 'requests that left this machine').toEqual([]);
});

test('the card opens follow windows 1, 2 then 4 (3 is skipped), each keeping its terminal centred as it moves', async ({ page, api, organisation }) => {
  await loginAs(page, organisation.dispatcher);
  const radios = organisation.radios.slice(0, 3).map((radio) => radio.msId);
  const terminals = await Promise.all(radios.map((radio) => connectTerminal(api, radio, organisation.password)));
  try {
    const first = fromGridMetres(DEMO_STREET_GRID, 240, 360);
    for (const [i, terminal] of terminals.entries()) await terminal.command('reportGps', { fix: fixAt(fromGridMetres(DEMO_STREET_GRID, 240 + i * 400, 360)) });
    await page.goto('/maps/monitoring');
    await basemapReady(page.locator('#map-monitoring'));
    await page.getByTestId('map-tool-layers').click();
    await page.getByTestId('layer-dataList').click();
    const follow = async (radio: string) => {
      await page.getByTestId('map-data-filter').fill(radio);
      await page.getByTestId(`map-data-${radio}`).click();
      await expect(page.getByTestId('terminal-info')).toHaveAttribute('data-ms-id', radio);
      const popup = page.waitForEvent('popup');
      await page.getByTestId('open-follow-window').click();
      return popup;
    };
    const window = await follow(radios[0]!);
    await expect(window).toHaveURL(new RegExp(`/maps/monitoring-follow-child-1\\?msId=${radios[0]}$`));
    await expect(await follow(radios[1]!)).toHaveURL(new RegExp(`/maps/monitoring-follow-child-2\\?msId=${radios[1]}$`));
    await expect(await follow(radios[2]!)).toHaveURL(new RegExp(`/maps/monitoring-follow-child-4\\?msId=${radios[2]}$`));
    // Following the first radio again brings its window forward rather than opening another.
    let opened = 0;
    page.on('popup', () => (opened += 1));
    await page.getByTestId('map-data-filter').fill(radios[0]!);
    await page.getByTestId(`map-data-${radios[0]}`).click();
    await page.getByTestId('open-follow-window').click();
    await expect(page.getByTestId('follow-window-refused')).toHaveCount(0);
    expect(opened).toBe(0);

    // The follow window: bare, its radio's card open, the map centred on it as it moves.
    const map = window.locator('#map-monitoring');
    const centre = async () => [Number(await map.getAttribute('data-center-lng')), Number(await map.getAttribute('data-center-lat'))];
    await expect.poll(centre, { timeout: 30_000 }).toEqual([first.lng, first.lat]);
    await expect(window.getByTestId('terminal-info')).toHaveAttribute('data-ms-id', radios[0]!);
    await expect(window.getByTestId('main-menu')).toHaveCount(0);
    await expect(window.getByTestId('open-follow-window')).toHaveCount(0);

    const second = fromGridMetres(DEMO_STREET_GRID, 600, 360);
    await terminals[0]!.command('reportGps', { fix: fixAt(second) });
    await expect.poll(centre).toEqual([second.lng, second.lat]);
  } finally {
    for (const terminal of terminals) terminal.close();
  }
});
