import type { Locator, Page } from '@playwright/test';
import type { GpsFix } from '../../protocol/index.ts';
import { DEMO_STREET_GRID, fromGridMetres } from '../../simulators/world/street-grid.ts';
import { MARKER_COLOURS } from '../../src/features/maps/index.ts';
import { expect, loginAs, test } from './harness/fixtures.ts';
import { basemapReady, countColours, hexToRgb } from './harness/mapView.ts';
import { connectTerminal } from './harness/terminal.ts';

/** Marker colours no basemap, theme or terminal uses, so their pixels are the markers'. */
const POINT_COLOUR = '#8e24aa';
const SHAPE_COLOUR = '#00bcd4';
const ONLINE = MARKER_COLOURS[1].slice(0, 3) as unknown as readonly [number, number, number];

const fixAt = (at: { lat: number; lng: number }): GpsFix => ({ ...at, speed: 0, direction: 0, altitude: 10, time: Date.now() });

async function openMap(page: Page): Promise<Locator> {
  await page.goto('/maps/monitoring');
  const map = page.locator('#map-monitoring');
  await basemapReady(map);
  return map;
}

/** A spot of the map by fractions of its box (clear of the tool column on the left and the card on the right). */
async function spot(map: Locator, fx: number, fy: number) {
  const box = (await map.boundingBox())!;
  return { x: box.x + box.width * fx, y: box.y + box.height * fy };
}

async function clickMap(page: Page, map: Locator, fx: number, fy: number) {
  const at = await spot(map, fx, fy);
  await page.mouse.click(at.x, at.y);
}

/** Fills the marker form and saves it. */
async function fillForm(page: Page, fields: { name: string; colour?: string; link?: string; remark?: string }) {
  const form = page.getByTestId('marker-form');
  await expect(form).toBeVisible();
  await form.getByTestId('marker-name').fill(fields.name);
  if (fields.colour) await form.getByTestId('marker-colour').fill(fields.colour);
  if (fields.link !== undefined) await form.getByTestId('marker-link').fill(fields.link);
  if (fields.remark !== undefined) await form.getByTestId('marker-remark').fill(fields.remark);
  await form.getByTestId('marker-save').click();
}

async function showList(page: Page, key: 'markerList' | 'dataList') {
  const open = page.getByTestId('map-tool-layers');
  if ((await open.getAttribute('data-selected')) !== 'true') await open.click();
  const toggle = page.getByTestId(`layer-${key}`);
  if ((await toggle.locator('input').isChecked()) === false) await toggle.click();
}

test.describe.configure({ timeout: 240_000 });

/** The marker list's colour swatches would count as marker pixels: it is switched off while pixels are counted. */
async function hideMarkerList(page: Page) {
  const toggle = page.getByTestId('layer-markerList');
  if (await toggle.locator('input').isChecked()) await toggle.click();
  await expect(page.getByTestId('map-marker-list')).toHaveCount(0);
}

const markerRow = (page: Page, name: string) => page.getByTestId('map-marker-list').locator('li', { hasText: name });

test('markers: a point, a line and a shape drawn by clicks; the invalid-link error; edit, delete; another console sees them live', async ({ page, browser, baseURL, organisation }) => {
  // The test's own organisation: its markers are nobody else's, so their names need no random tag.
  const tag = 'A';
  await loginAs(page, organisation.dispatcher);
  const map = await openMap(page);

  // The second dispatcher's console is open before anything is drawn: it must follow live.
  const other = await browser.newContext({ baseURL });
  const second = await other.newPage();
  await loginAs(second, { account: organisation.dispatchers[1]!.msId, password: organisation.password });
  const secondMap = await openMap(second);
  await showList(second, 'markerList');

  // Point: one click, then the form; a link that is not http(s) is refused with the rule's message.
  await page.getByTestId('marker-tool-point').click();
  await clickMap(page, map, 0.6, 0.45);
  const form = page.getByTestId('marker-form');
  await fillForm(page, { name: `Gate ${tag}`, colour: POINT_COLOUR, link: 'javascript:alert(1)' });
  await expect(form.getByText('Enter a valid link starting with http:// or https://.')).toBeVisible();
  await form.getByTestId('marker-link').fill('www.example.org');
  await form.getByTestId('marker-save').click();
  await expect(form.getByText('Enter a valid link starting with http:// or https://.')).toBeVisible();
  await form.getByTestId('marker-link').fill('https://example.org/gate');
  await form.getByTestId('marker-save').click();
  await expect(form).toHaveCount(0);

  // Line: clicks, then Finish (not before the second vertex).
  await page.getByTestId('marker-tool-line').click();
  await clickMap(page, map, 0.5, 0.7);
  await expect(page.getByTestId('marker-finish')).toBeDisabled();
  await clickMap(page, map, 0.62, 0.75);
  await clickMap(page, map, 0.7, 0.68);
  await expect(page.getByTestId('marker-drawing')).toHaveAttribute('data-vertices', '3');
  await page.getByTestId('marker-finish').click();
  await fillForm(page, { name: `Route ${tag}`, remark: 'north gate to the pier' });
  await expect(form).toHaveCount(0);

  // Shape: three corners, then Close shape.
  await page.getByTestId('marker-tool-shape').click();
  await clickMap(page, map, 0.78, 0.3);
  await clickMap(page, map, 0.9, 0.3);
  await expect(page.getByTestId('marker-finish')).toBeDisabled();
  await clickMap(page, map, 0.84, 0.42);
  await expect(page.getByTestId('marker-drawing')).toHaveAttribute('data-vertices', '3');
  await page.getByTestId('marker-finish').click();
  await fillForm(page, { name: `Zone ${tag}`, colour: SHAPE_COLOUR });
  await expect(form).toHaveCount(0);

  // All three are drawn here (pixels of their colours) and listed on the other console at once.
  await expect.poll(async () => (await countColours(page, map, { point: hexToRgb(POINT_COLOUR) }, 6)).point).toBeGreaterThan(80);
  await expect.poll(async () => (await countColours(page, map, { shape: hexToRgb(SHAPE_COLOUR) }, 6)).shape).toBeGreaterThan(200);
  for (const name of [`Gate ${tag}`, `Route ${tag}`, `Zone ${tag}`]) await expect(markerRow(second, name)).toBeVisible();
  await hideMarkerList(second);
  await expect.poll(async () => (await countColours(second, secondMap, { point: hexToRgb(POINT_COLOUR) }, 6)).point).toBeGreaterThan(80);
  await showList(second, 'markerList');

  // Edit from the list: rename the line and drop its remark; the other console follows.
  await showList(page, 'markerList');
  await markerRow(page, `Route ${tag}`).getByRole('button', { name: `Edit Route ${tag}` }).click();
  await expect(form.getByTestId('marker-creator')).toHaveText(`Created by ${organisation.dispatchers[0]!.msName}`);
  await fillForm(page, { name: `Pier route ${tag}`, remark: '' });
  await expect(form).toHaveCount(0);
  await expect(markerRow(second, `Pier route ${tag}`)).toBeVisible();
  await expect(markerRow(second, `Route ${tag}`).filter({ hasNotText: 'Pier' })).toHaveCount(0);

  // The saved link opens in a new tab without giving the page a handle on the console.
  await markerRow(second, `Gate ${tag}`).getByRole('button', { name: `Edit Gate ${tag}` }).click();
  const link = second.getByTestId('marker-open-link');
  await expect(link).toHaveAttribute('href', 'https://example.org/gate');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await second.keyboard.press('Escape');

  // A list entry pans the map to its marker.
  const centre = async () => [Number(await map.getAttribute('data-center-lng')), Number(await map.getAttribute('data-center-lat'))];
  const before = await centre();
  await markerRow(page, `Zone ${tag}`).locator('button').first().click();
  await expect.poll(async () => (await centre()).join() !== before.join()).toBe(true);

  // The custom markers layer hides and shows them.
  await hideMarkerList(page);
  await page.getByTestId('layer-markers').click();
  await expect(map).toHaveAttribute('data-markers', 'hidden');
  await expect.poll(async () => (await countColours(page, map, { shape: hexToRgb(SHAPE_COLOUR), point: hexToRgb(POINT_COLOUR) }, 6))).toEqual({ shape: 0, point: 0 });
  await page.getByTestId('layer-markers').click();
  await expect.poll(async () => (await countColours(page, map, { shape: hexToRgb(SHAPE_COLOUR) }, 6)).shape).toBeGreaterThan(200);
  await showList(page, 'markerList');

  // Delete the point from the second console: gone from both.
  await markerRow(second, `Gate ${tag}`).getByRole('button', { name: `Edit Gate ${tag}` }).click();
  await second.getByTestId('marker-delete').click();
  await expect(second.getByTestId('marker-form')).toHaveCount(0);
  await expect(markerRow(page, `Gate ${tag}`)).toHaveCount(0);
  await expect(markerRow(second, `Gate ${tag}`)).toHaveCount(0);

  // A reload reads them back from the platform.
  await page.reload();
  await basemapReady(map);
  await showList(page, 'markerList');
  await expect(markerRow(page, `Pier route ${tag}`)).toBeVisible();
  await expect(markerRow(page, `Zone ${tag}`)).toBeVisible();
  await other.close();
});

test('the layers panel hides and shows the terminal layer; the data list pans to a terminal', async ({ page, api, organisation }) => {
  // The test's own organisation: no other test's marker covers its terminal.
  const RADIO = organisation.radios[0]!.msId;
  const radio = await connectTerminal(api, RADIO, organisation.password);
  try {
    await radio.command('reportGps', { fix: fixAt(fromGridMetres(DEMO_STREET_GRID, 480, 600)) });
    await loginAs(page, organisation.dispatcher);
    const map = await openMap(page);
    await page.getByTestId('map-tool-layers').click();

    // The data list pans to the radio and opens its card.
    await page.getByTestId('layer-dataList').click();
    await page.getByTestId('map-data-filter').fill(RADIO);
    await page.getByTestId(`map-data-${RADIO}`).click();
    await expect(page.getByTestId('terminal-info')).toHaveAttribute('data-ms-id', RADIO);
    await page.getByRole('button', { name: 'Close terminal info' }).click();
    await page.getByTestId('layer-dataList').click();

    // Its online disc is the green of the map legend's swatch: count with the layer off, then on.
    const online = async () => (await countColours(page, map, { online: ONLINE }, 4)).online ?? 0;
    await page.getByTestId('layer-terminals').click();
    await expect(page.getByTestId('layer-terminals').locator('input')).not.toBeChecked();
    const without = await online();
    await page.getByTestId('layer-terminals').click();
    await expect.poll(online, { timeout: 15_000 }).toBeGreaterThan(without + 20);
    await page.getByTestId('layer-terminals').click();
    await expect.poll(online).toBe(without);
  } finally {
    radio.close();
  }
});

test("showOutsideTerminals adds an 'others' group with the terminals outside the dispatcher's groups", async ({ page, browser, baseURL, api, organisation }) => {
  // The test's own organisation gets a terminal in none of its groups. Its 8-digit msId comes from
  // the organisation's id (never reused), below the ids test organisations draw their terminals from.
  const msId = `19${organisation.cid.padStart(6, '0')}`;
  const name = `Unassigned ${msId}`;
  const at = fromGridMetres(DEMO_STREET_GRID, 360, 480);
  const registered = await api.call('POST', '/test/unassigned-terminal', { msId, msName: name, type: 6, gps: fixAt(at), cid: organisation.cid });
  expect(registered.code).toBe('0');

  // This host shows outside terminals (the emulator's own configuration does not).
  await page.route('**/ds/pub/clientConfig*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { desc: Record<string, unknown> } };
    body.data.desc.showOutsideTerminals = true;
    await route.fulfill({ response, json: body });
  });
  await loginAs(page, organisation.dispatcher);
  const others = page.getByTestId('group-others');
  await expect(others).toContainText('Others');
  await others.click();
  await expect(page.getByText(name)).toBeVisible();
  await openMap(page);
  await showList(page, 'dataList');
  await page.getByTestId('map-data-filter').fill(msId);
  await expect(page.getByTestId(`map-data-${msId}`)).toBeVisible();

  // Without the setting the terminal is in no group, no search and no map list.
  const plain = await browser.newContext({ baseURL });
  const second = await plain.newPage();
  await loginAs(second, { account: organisation.dispatchers[1]!.msId, password: organisation.password });
  await expect(second.getByTestId('group-tree')).toBeVisible();
  await expect(second.getByTestId('group-others')).toHaveCount(0);
  await second.getByTestId('terminal-search').fill(msId);
  await expect(second.getByText(name)).toHaveCount(0);
  await openMap(second);
  await showList(second, 'dataList');
  await second.getByTestId('map-data-filter').fill(msId);
  await expect(second.getByTestId('map-data-list')).toContainText('Terminals: 0');
  await plain.close();
});
