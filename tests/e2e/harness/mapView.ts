import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The map is idle with Natural Earth's land and the emulator's road net drawn, so its pixels can be
 * read. One wait for every spec: the first map of a browser compiles its shaders in software and
 * tiles the world in a worker, which on two cores shared with another shard took more than 30 s.
 */
export async function basemapReady(map: Locator): Promise<Locator> {
  await expect(map).toHaveAttribute('data-basemap', 'land+roads', { timeout: 90_000 });
  return map;
}

/** Where the map looks, as the console writes it on the map's element after every move. */
export type MapView = { lng: number; lat: number; zoom: number; width: number; height: number; left: number; top: number };

export async function readMapView(map: Locator): Promise<MapView> {
  const [lng, lat, zoom, bearing, pitch] = await Promise.all(
    ['data-center-lng', 'data-center-lat', 'data-zoom', 'data-bearing', 'data-pitch'].map(async (name) => Number(await map.getAttribute(name))),
  );
  if (bearing !== 0 || pitch !== 0) throw new Error('the test projection assumes a map facing north, seen from above');
  const box = await map.boundingBox();
  if (!box) throw new Error('the map is not on screen');
  return { lng: lng!, lat: lat!, zoom: zoom!, width: box.width, height: box.height, left: box.x, top: box.y };
}

/** Web Mercator with MapLibre's 512-pixel world at zoom 0, computed here rather than asked of the console. */
export function project(view: MapView, lng: number, lat: number): { x: number; y: number } {
  const world = 512 * 2 ** view.zoom;
  const mx = (value: number) => ((value + 180) / 360) * world;
  const my = (value: number) => ((180 - (180 / Math.PI) * Math.log(Math.tan(Math.PI / 4 + (value * Math.PI) / 360))) / 360) * world;
  return { x: view.left + view.width / 2 + mx(lng) - mx(view.lng), y: view.top + view.height / 2 + my(lat) - my(view.lat) };
}

export type Rgb = readonly [number, number, number];

export const hexToRgb = (hex: string): Rgb => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)) as unknown as Rgb;

/**
 * How many pixels of a screenshot of the element have each colour (±tolerance per channel). The
 * screenshot is what the compositor shows, WebGL canvases included; it is decoded in the page.
 */
export async function countColours(page: Page, element: Locator, colours: Record<string, Rgb>, tolerance = 3): Promise<Record<string, number>> {
  const png = (await element.screenshot()).toString('base64');
  return page.evaluate(
    async ({ png, colours, tolerance }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${png}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d', { willReadFrequently: true })!;
      context.drawImage(image, 0, 0);
      const pixels = context.getImageData(0, 0, image.width, image.height).data;
      const counts: Record<string, number> = Object.fromEntries(Object.keys(colours).map((name) => [name, 0]));
      for (let at = 0; at < pixels.length; at += 4) {
        for (const [name, [r, g, b]] of Object.entries(colours)) {
          if (Math.abs(pixels[at]! - r) <= tolerance && Math.abs(pixels[at + 1]! - g) <= tolerance && Math.abs(pixels[at + 2]! - b) <= tolerance) counts[name]! += 1;
        }
      }
      return counts;
    },
    { png, colours, tolerance },
  );
}

/** The colour shown at one point of the page (a 1×1 screenshot, decoded in the page). */
export async function pixelAt(page: Page, x: number, y: number): Promise<Rgb> {
  const png = (await page.screenshot({ clip: { x, y, width: 1, height: 1 } })).toString('base64');
  return page.evaluate(async (png) => {
    const image = new Image();
    image.src = `data:image/png;base64,${png}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true })!;
    context.drawImage(image, 0, 0);
    const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
    return [r!, g!, b!] as const;
  }, png);
}

export const near = (colour: Rgb, expected: Rgb, tolerance = 12) => colour.every((channel, at) => Math.abs(channel - expected[at]!) <= tolerance);

/** The inverse of `project`: where a pixel of the page is on the map. */
export function unproject(view: MapView, x: number, y: number): { lat: number; lng: number } {
  const world = 512 * 2 ** view.zoom;
  const centreX = ((view.lng + 180) / 360) * world;
  const centreY = ((180 - (180 / Math.PI) * Math.log(Math.tan(Math.PI / 4 + (view.lat * Math.PI) / 360))) / 360) * world;
  const mx = centreX + x - (view.left + view.width / 2);
  const my = centreY + y - (view.top + view.height / 2);
  return { lng: (mx / world) * 360 - 180, lat: (360 / Math.PI) * Math.atan(Math.exp(((180 - (my / world) * 360) * Math.PI) / 180)) - 90 };
}
