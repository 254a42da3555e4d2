import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HelpPaths, manualDownloadPath, manualFileName, manualScreenshotPath, manualSourcePath, MANUAL_LANGUAGES } from '../../../protocol/index.ts';
import { manualFileOf, serveHelp, setTestMobileApp } from './help-host.ts';

let server: Server;
let base = '';

beforeAll(async () => {
  delete process.env.POC_MOBILE_APP_FILE;
  // The raw request target, not a parsed URL: a test may send what a URL parser would have normalised away.
  server = createServer((request, response) => void serveHelp((request.url ?? '/').split('?')[0]!, request.method ?? 'GET', response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A request whose path goes out byte for byte (fetch would normalise `..` and `%2e`). */
async function rawStatus(path: string): Promise<number> {
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    const sent = request(`${base}/`, { path, method: 'GET' }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    sent.on('error', reject);
    sent.end();
  });
}

describe('help host', () => {
  it('serves the release notes as Markdown to show, and the English manual as a Markdown download', async () => {
    const notes = await fetch(base + HelpPaths.releaseNotes);
    expect(notes.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(notes.headers.get('content-disposition')).toBeNull();
    expect(await notes.text()).toMatch(/^# Release notes/);
    const manual = await fetch(base + HelpPaths.manual);
    expect(manual.headers.get('content-disposition')).toBe(`attachment; filename="${HelpPaths.manualFileName}"`);
    expect(await manual.text()).toMatch(/^# User manual/);
  });

  it.each(MANUAL_LANGUAGES)('serves the %s manual as Markdown to render and as one HTML file to download', async (language) => {
    const source = await fetch(base + manualSourcePath(language));
    expect(source.status).toBe(200);
    expect(source.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(source.headers.get('content-disposition')).toBeNull();
    const markdown = await source.text();
    expect(markdown).toMatch(/^# /);

    const download = await fetch(base + manualDownloadPath(language));
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="${manualFileName(language)}"`);
    const html = await download.text();
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html).toContain(`<html lang="${language}">`);
    // Every screenshot the Markdown names is inside the file, none is fetched from elsewhere.
    const shots = [...markdown.matchAll(/!\[[^\]]*\]\(screenshots\/([a-z0-9-]+\.png)\)/g)].length;
    expect(shots).toBeGreaterThan(20);
    expect(html.match(/<img src="data:image\/png;base64,/g)?.length).toBe(shots);
    expect(html).not.toMatch(/src="(?!data:)/);
    expect(Number(download.headers.get('content-length'))).toBe(Buffer.byteLength(html));
  });

  it('serves a screenshot as a PNG, and HEAD without a body', async () => {
    const png = await fetch(base + manualScreenshotPath('map.png'));
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await png.arrayBuffer()).subarray(1, 4).toString()).toBe('PNG');
    const head = await fetch(base + manualScreenshotPath('map.png'), { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(1000);
  });

  it('refuses other methods, unknown paths, other languages, missing screenshots and every way out of the folder', async () => {
    expect((await fetch(base + HelpPaths.manual, { method: 'POST' })).status).toBe(405);
    expect((await fetch(base + manualScreenshotPath('map.png'), { method: 'DELETE' })).status).toBe(405);
    expect((await fetch(base + HelpPaths.mobileApp)).status).toBe(404);
    expect((await fetch(`${base}/help/manual/de-DE.md`)).status).toBe(404);
    expect((await fetch(`${base}/help/manual/en-US.txt`)).status).toBe(404);
    expect((await fetch(`${base}/help/manual/screenshots/no-such-screen.png`)).status).toBe(404);
    for (const path of [
      '/help/../package.json',
      '/help/manual/../../package.json',
      '/help/manual/screenshots/../../../package.json',
      '/help/manual/screenshots/..%2f..%2fen-US.md',
      '/help/manual/screenshots/%2e%2e%2fmap.png',
      '/help/manual/screenshots/sub/map.png',
      '/help/manual/screenshots/MAP.png',
      '/help/manual/screenshots/map.png.md',
      '/help/manual/screenshots/.png',
      '/help/manual/../en-US.md',
      '/help/manual/en-US.md/',
      '/help/manual//en-US.md',
    ]) {
      expect(await rawStatus(path), path).toBe(404);
    }
  });

  it('names only the manual files it may read', () => {
    expect(manualFileOf('/help/manual/fr-FR.md')).toEqual({ kind: 'source', language: 'fr-FR' });
    expect(manualFileOf('/help/manual/ru-RU.html')).toEqual({ kind: 'document', language: 'ru-RU' });
    expect(manualFileOf('/help/manual/screenshots/lone-worker.png')).toEqual({ kind: 'screenshot', file: 'lone-worker.png' });
    for (const path of ['/help/manual/screenshots/-map.png', '/help/manual/screenshots/map-.png', '/help/manual/screenshots/a--b.png', '/help/manual/screenshots/map.PNG', '/help/manual/en-us.md', '/help/manual/screenshots/', '/help/manuals/en-US.md']) {
      expect(manualFileOf(path), path).toBeNull();
    }
  });

  it('serves the mobile app package only when one is configured, HEAD without a body', async () => {
    const { mkdtemp, writeFile, rm } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    expect((await fetch(base + HelpPaths.mobileApp, { method: 'HEAD' })).status).toBe(404);
    const folder = await mkdtemp(join(tmpdir(), 'poc-apk-'));
    try {
      process.env.POC_MOBILE_APP_FILE = join(folder, 'app.apk');
      // Named but not there: still nothing to download.
      expect((await fetch(base + HelpPaths.mobileApp, { method: 'HEAD' })).status).toBe(404);
      await writeFile(process.env.POC_MOBILE_APP_FILE, 'PK-apk');
      const head = await fetch(base + HelpPaths.mobileApp, { method: 'HEAD' });
      expect(head.status).toBe(200);
      expect(head.headers.get('content-type')).toBe('application/vnd.android.package-archive');
      expect(await (await fetch(base + HelpPaths.mobileApp)).text()).toBe('PK-apk');
    } finally {
      delete process.env.POC_MOBILE_APP_FILE;
      await rm(folder, { recursive: true, force: true });
    }
    // The test controls' stand-in (POST /test/mobile-app), and back to none.
    setTestMobileApp(Buffer.from('stand-in'));
    expect(await (await fetch(base + HelpPaths.mobileApp)).text()).toBe('stand-in');
    setTestMobileApp(null);
    expect((await fetch(base + HelpPaths.mobileApp)).status).toBe(404);
  });
});
