import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HelpPaths } from '../../../protocol/index.ts';
import { serveHelp } from './help-host.ts';

let server: Server;
let base = '';

beforeAll(async () => {
  delete process.env.POC_MOBILE_APP_FILE;
  server = createServer((request, response) => void serveHelp(new URL(request.url ?? '/', 'http://x').pathname, request.method ?? 'GET', response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('help host', () => {
  it('serves the release notes as Markdown to show, and the manual as a download', async () => {
    const notes = await fetch(base + HelpPaths.releaseNotes);
    expect(notes.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(notes.headers.get('content-disposition')).toBeNull();
    expect(await notes.text()).toMatch(/^# Release notes/);
    const manual = await fetch(base + HelpPaths.manual);
    expect(manual.headers.get('content-disposition')).toBe(`attachment; filename="${HelpPaths.manualFileName}"`);
    expect(await manual.text()).toMatch(/^# User manual/);
  });

  it('refuses other methods, unknown paths and a mobile app that is not configured', async () => {
    expect((await fetch(base + HelpPaths.manual, { method: 'POST' })).status).toBe(405);
    expect((await fetch(`${base}/help/../package.json`)).status).toBe(404);
    expect((await fetch(base + HelpPaths.mobileApp)).status).toBe(404);
  });
});
