import type { Locator, Page } from '@playwright/test';
import { IndoorAreaSchema, IndoorPaths, type IndoorArea } from '../../protocol/index.ts';
import { encodePng } from '../../protocol/testing/png.ts';
import { beaconReadings } from '../../simulators/terminals/beacon-scanner.ts';
import { seededRandom } from '../../simulators/world/random.ts';
import { expect, loginAs, test } from './harness/fixtures.ts';
import { connectTerminal } from './harness/terminal.ts';

/** An 800 × 600 floor plan: a light grid every 50 px (one metre at the scale the test sets). */
const BLUEPRINT = Buffer.from(encodePng({ width: 800, height: 600, colorType: 2, pixel: (x, y) => (x % 50 === 0 || y % 50 === 0 ? [200, 200, 220] : [250, 250, 250]) }));
const TINY = Buffer.from(encodePng({ width: 8, height: 8, colorType: 2, pixel: () => [0, 0, 0] }));

/** Beacons are unique per organisation; each test has an organisation of its own. */
const mac = (n: number) => `B0:EA:C0:5A:11:0${n}`;

const blueprint = (page: Page) => page.getByTestId('indoor-blueprint');
const fieldError = (field: Locator) => field.locator('xpath=ancestor::*[contains(@class,"ui-field")][1]').locator('.ui-field__error');

/**
 * Clicks a blueprint pixel. The mouse moves in whole CSS pixels, so the point is taken through the
 * SVG's own screen transform (as the console reads clicks) and rounded half down: at the natural
 * size (1 CSS px = 1 blueprint px) the console's rounding then lands on exactly the pixel meant.
 */
async function clickPixel(page: Page, x: number, y: number): Promise<void> {
  await blueprint(page).scrollIntoViewIfNeeded();
  const at = await blueprint(page).evaluate((svg, point) => {
    const matrix = (svg as SVGSVGElement).getScreenCTM()!;
    const screen = new DOMPoint(point.x, point.y).matrixTransform(matrix);
    return { x: Math.ceil(screen.x - 0.5), y: Math.ceil(screen.y - 0.5), scale: matrix.a };
  }, { x, y });
  expect(at.scale).toBeCloseTo(1, 6);
  await page.mouse.click(at.x, at.y);
}

async function dsAs(api: { baseUrl: string; token(a: string, p: string): Promise<string> }, who: { account: string; password: string }) {
  const token = await api.token(who.account, who.password);
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${api.baseUrl}${path}${path.includes('?') ? '&' : '?'}token=${token}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await response.json()) as { code: string; desc?: string; data?: { desc?: unknown; list?: unknown[] } };
  };
  const upload = async (bytes: Buffer) => {
    const response = await fetch(`${api.baseUrl}${IndoorPaths.uploadBlueprint}?token=${token}`, { method: 'POST', headers: { 'content-type': 'application/octet-stream' }, body: new Uint8Array(bytes) });
    return (await response.json()) as { code: string; desc?: string };
  };
  const area = async (id: string): Promise<IndoorArea> => {
    const list = (await call('GET', IndoorPaths.list)).data?.list ?? [];
    return IndoorAreaSchema.parse(list.find((item) => (item as { id: string }).id === id));
  };
  return { call, upload, area };
}

test('an indoor area: blueprint, origin, end point, scale, border and beacons set in the editor; every rule refused by console and emulator; a radio between the beacons shows where the geometry says, live', async ({ page, api, organisation }) => {
  // The test's own organisation: its areas and beacons are nobody else's.
  const [RADIO, NOISY_RADIO] = [organisation.radios[0]!.msId, organisation.radios[1]!.msId];
  const ds = await dsAs(api, organisation.dispatcher);
  // Room for the 800 px blueprint at its natural size beside the menu.
  await page.setViewportSize({ width: 1400, height: 1000 });
  await loginAs(page, organisation.dispatcher);
  await page.goto('/indoorPositioning/indoor');
  await expect(page.getByTestId('indoor-page')).toBeVisible();

  // Areas: a name is required; one is added, another added and deleted.
  await page.getByTestId('indoor-area-add').click();
  await expect(fieldError(page.getByTestId('indoor-area-name'))).toHaveText('Enter the area name');
  await page.getByTestId('indoor-area-name').fill('Scratch');
  await page.getByTestId('indoor-area-add').click();
  const scratch = page.getByTestId('indoor-area').filter({ hasText: 'Scratch' });
  await expect(scratch).toHaveCount(1);
  await page.getByTestId('indoor-area-delete').click();
  await page.getByTestId('indoor-delete-confirm').click();
  await expect(scratch).toHaveCount(0);
  await page.getByTestId('indoor-area-name').fill('Warehouse');
  await page.getByTestId('indoor-area-add').click();
  const editor = page.getByTestId('indoor-editor');
  await expect(editor).toBeVisible();
  const areaId = (await editor.getAttribute('data-area-id'))!;
  await expect(page.getByTestId('indoor-no-blueprint')).toBeVisible();

  // Blueprint: a text file and an 8-pixel image are refused in the console...
  const file = page.getByTestId('indoor-blueprint-file');
  await file.setInputFiles({ name: 'plan.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a this is not a plan') });
  await expect(page.getByTestId('indoor-blueprint-error')).toHaveText('The blueprint must be a PNG or JPEG image');
  await file.setInputFiles({ name: 'tiny.png', mimeType: 'image/png', buffer: TINY });
  await expect(page.getByTestId('indoor-blueprint-error')).toHaveText('The blueprint must be 16 to 8192 pixels a side');
  // ...and by the upload host, and an area cannot point at a file the host does not hold.
  expect(await ds.upload(Buffer.from('GIF89a this is not a plan'))).toMatchObject({ code: '415', desc: 'file:fileType' });
  expect(await ds.upload(TINY)).toMatchObject({ code: '400', desc: 'file:dimensions' });
  expect(await ds.call('PUT', IndoorPaths.update, { id: areaId, blueprintUrl: `/filews/files/blueprints/${'0'.repeat(64)}.png` })).toMatchObject({ code: '404', desc: 'blueprintUrl:unknown' });
  await file.setInputFiles({ name: 'warehouse.png', mimeType: 'image/png', buffer: BLUEPRINT });
  await expect(blueprint(page)).toHaveAttribute('data-width', '800');
  await expect(page.getByTestId('indoor-blueprint-error')).toHaveCount(0);

  // Origin at the bottom left of the room, end point at its top right.
  await page.getByTestId('indoor-tool-origin').click();
  await clickPixel(page, 100, 500);
  await expect(page.getByTestId('indoor-origin')).toHaveAttribute('data-x', '100');
  await expect(page.getByTestId('indoor-origin')).toHaveAttribute('data-y', '500');
  await page.getByTestId('indoor-tool-endPoint').click();
  await clickPixel(page, 700, 100);
  await expect(page.getByTestId('indoor-end')).toHaveAttribute('data-x', '700');

  // Scale: 500 px between two clicks is 10 m, so 50 px per metre.
  await page.getByTestId('indoor-tool-scale').click();
  await clickPixel(page, 100, 500);
  await clickPixel(page, 600, 500);
  await page.getByTestId('indoor-scale-distance').fill('0');
  await page.getByTestId('indoor-scale-save').click();
  await expect(page.getByTestId('indoor-error')).toHaveText('Enter the distance in metres, more than 0');
  await page.getByTestId('indoor-scale-distance').fill('10');
  await page.getByTestId('indoor-scale-save').click();
  await expect(editor).toHaveAttribute('data-scale', '50');
  await expect(page.getByTestId('indoor-frame')).toHaveText('Scale: 50 pixels per metre');

  // Border: two corners are refused, four make the 12 m × 8 m room.
  await page.getByTestId('indoor-tool-border').click();
  await clickPixel(page, 100, 500);
  await clickPixel(page, 700, 500);
  await page.getByTestId('indoor-border-finish').click();
  await expect(page.getByTestId('indoor-error')).toHaveText('A border needs at least 3 corners');
  await clickPixel(page, 700, 100);
  await clickPixel(page, 100, 100);
  await page.getByTestId('indoor-border-finish').click();
  await expect(page.getByTestId('indoor-border')).toHaveAttribute('data-points', '4');

  // Beacons: three placed by clicks at three corners, the fourth typed; a bad MAC is refused first.
  await page.getByTestId('indoor-tool-beacon').click();
  await clickPixel(page, 100, 500);
  await clickPixel(page, 700, 500);
  await clickPixel(page, 700, 100);
  const rows = page.getByTestId('indoor-beacon-row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1).getByTestId('indoor-beacon-x')).toHaveValue('12');
  await expect(rows.nth(2).getByTestId('indoor-beacon-y')).toHaveValue('8');
  await page.getByTestId('indoor-beacon-add').click();
  await rows.nth(3).getByTestId('indoor-beacon-x').fill('0');
  await rows.nth(3).getByTestId('indoor-beacon-y').fill('8');
  for (let i = 0; i < 4; i += 1) await rows.nth(i).getByTestId('indoor-beacon-id').fill(i === 2 ? 'not-a-mac' : mac(i + 1));
  await page.getByTestId('indoor-beacons-save').click();
  await expect(rows.nth(2).getByTestId('indoor-beacon-error')).toHaveText('Enter a MAC address like AA:BB:CC:DD:EE:FF');
  await rows.nth(2).getByTestId('indoor-beacon-id').fill(mac(3).toLowerCase());
  await page.getByTestId('indoor-beacons-save').click();
  await expect(page.getByTestId('indoor-beacon')).toHaveCount(4);
  await expect(page.getByTestId('indoor-beacon-error')).toHaveCount(0);

  // Advanced settings: SPEC §5 bounds refused in the console with the localised error...
  const envDecay = page.getByTestId('indoor-env-decay');
  const rssi1m = page.getByTestId('indoor-rssi1m');
  const saveSettings = page.getByTestId('indoor-advanced-save');
  for (const [field, value, message] of [
    [envDecay, '1.0', 'The environment decay factor must be between 1.1 and 10.0'],
    [envDecay, '10.1', 'The environment decay factor must be between 1.1 and 10.0'],
    [rssi1m, '-101', 'The RSSI at 1 m must be between −100 and −50'],
    [rssi1m, '-49', 'The RSSI at 1 m must be between −100 and −50'],
  ] as const) {
    await field.fill(value);
    await saveSettings.click();
    await expect(fieldError(field)).toHaveText(message);
    await field.fill(field === envDecay ? '2.5' : '-62');
    await expect(fieldError(field)).toHaveCount(0);
  }
  await saveSettings.click();
  await expect(page.getByTestId('indoor-advanced-saved')).toBeVisible();
  // ...and by the emulator, which keeps the area as it was.
  for (const [change, desc] of [
    [{ envDecay: 1.0 }, 'envDecay:outOfRange'],
    [{ envDecay: 10.1 }, 'envDecay:outOfRange'],
    [{ rssi1m: -101 }, 'rssi1m:outOfRange'],
    [{ rssi1m: -49 }, 'rssi1m:outOfRange'],
    [{ origin: { x: 900, y: 100 } }, 'origin:outside'],
    [{ beacons: [{ id: 'nope', x: 0, y: 0 }] }, 'beacons:invalidId'],
  ] as const) {
    expect(await ds.call('PUT', IndoorPaths.update, { id: areaId, ...change }), desc).toMatchObject({ code: '400', desc });
  }
  const area = await ds.area(areaId);
  expect(area).toMatchObject({ envDecay: 2.5, rssi1m: -62, origin: { x: 100, y: 500 }, scale: 50, endPoint: { x: 700, y: 100 } });
  expect(area.beacons).toEqual([
    { id: mac(1), x: 0, y: 0 },
    { id: mac(2), x: 12, y: 0 },
    { id: mac(3), x: 12, y: 8 },
    { id: mac(4), x: 0, y: 8 },
  ]);

  // A radio stands at (4 m, 3 m) and reports what its scan hears. With no noise, the readings
  // (0.01 dB steps) invert to distances within 0.06 % of the true ones, so the platform's fix is
  // within a centimetre of the truth: drawn at origin + 50 px/m × position, within a CSS pixel.
  const radio = await connectTerminal(api, RADIO, organisation.password);
  const noisy = await connectTerminal(api, NOISY_RADIO, organisation.password);
  try {
    expect(await radio.command('reportBeacons', { readings: beaconReadings(area, { x: 4, y: 3 }).slice(0, 2) }).catch((error: unknown) => String(error))).toMatch(/tooFewBeacons/);
    await radio.command('reportBeacons', { readings: beaconReadings(area, { x: 4, y: 3 }) });
    const marker = page.locator(`[data-testid="indoor-terminal"][data-ms-id="${RADIO}"]`);
    await expect(marker).toHaveCount(1);
    await expectAt(page, marker, { x: 4, y: 3 });

    // It walks to (9.5 m, 6.25 m): the marker follows without a reload.
    await radio.command('reportBeacons', { readings: beaconReadings(area, { x: 9.5, y: 6.25 }) });
    await expectAt(page, marker, { x: 9.5, y: 6.25 });

    // Debug mode: each beacon's circle at the distance this scan gave.
    await page.getByTestId('indoor-debug').click();
    const ranges = marker.locator('[data-testid="indoor-range"]');
    await expect(ranges).toHaveCount(4);
    const distances = await ranges.evaluateAll((circles) => circles.map((c) => Number(c.getAttribute('data-distance'))));
    const truth = area.beacons.map((b) => Math.hypot(9.5 - b.x, 6.25 - b.y));
    distances.forEach((distance, i) => expect(Math.abs(distance - truth[i]!)).toBeLessThan(0.01));

    // A radio with 3 dB of seeded noise near a wall is still placed inside the border.
    await noisy.command('reportBeacons', { readings: beaconReadings(area, { x: 11.8, y: 0.3 }, 3, seededRandom(5)) });
    const noisyMarker = page.locator(`[data-testid="indoor-terminal"][data-ms-id="${NOISY_RADIO}"]`);
    await expect(noisyMarker).toHaveCount(1);
    const placed = { x: Number(await noisyMarker.getAttribute('data-x')), y: Number(await noisyMarker.getAttribute('data-y')) };
    expect(placed.x).toBeGreaterThanOrEqual(0);
    expect(placed.x).toBeLessThanOrEqual(12);
    expect(placed.y).toBeGreaterThanOrEqual(0);
    expect(placed.y).toBeLessThanOrEqual(8);

    // A reload reads the last fixes back from the platform.
    await page.reload();
    await page.getByTestId('indoor-area').filter({ hasText: 'Warehouse' }).click();
    await expectAt(page, page.locator(`[data-testid="indoor-terminal"][data-ms-id="${RADIO}"]`), { x: 9.5, y: 6.25 });
  } finally {
    radio.close();
    noisy.close();
  }
});

/** The marker's position in metres (its data) and on screen (its dot's centre), against the truth. */
async function expectAt(page: Page, marker: Locator, truth: { x: number; y: number }): Promise<void> {
  await expect.poll(async () => Math.hypot(Number(await marker.getAttribute('data-x')) - truth.x, Number(await marker.getAttribute('data-y')) - truth.y)).toBeLessThan(0.01);
  const box = (await blueprint(page).boundingBox())!;
  const dot = (await marker.getByTestId('indoor-terminal-dot').boundingBox())!;
  const ratio = box.width / 800;
  const expected = { x: box.x + (100 + truth.x * 50) * ratio, y: box.y + (500 - truth.y * 50) * ratio };
  expect(Math.abs(dot.x + dot.width / 2 - expected.x)).toBeLessThan(1);
  expect(Math.abs(dot.y + dot.height / 2 - expected.y)).toBeLessThan(1);
}
