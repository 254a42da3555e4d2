import { readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { HelpPaths } from '../../../protocol/index.ts';
import { rejected, sendAnswer } from './envelope.ts';

const REPO_ROOT = new URL('../../../', import.meta.url);

/** The Android package the mobile app page's QR code points at, when the operator supplies one. */
const mobileAppFile = (): string | null => process.env.POC_MOBILE_APP_FILE || null;

/** Each help path with the committed file behind it and whether it downloads rather than shows. */
const FILES: Readonly<Record<string, { file: string; download: string | null }>> = {
  [HelpPaths.releaseNotes]: { file: 'CHANGELOG.md', download: null },
  [HelpPaths.manual]: { file: 'docs/user-manual.md', download: HelpPaths.manualFileName },
};

/**
 * Serves the release notes and the user manual from the repository's own files, read on each
 * request so an edit shows without a restart. Markdown goes out as text/markdown: the console shows
 * it as text, and nosniff (security headers) keeps a browser from treating it as HTML.
 */
export async function serveHelp(pathname: string, method: string, response: ServerResponse): Promise<void> {
  if (pathname === HelpPaths.mobileApp) return serveMobileApp(method, response);
  const entry = FILES[pathname];
  if (!entry) return sendAnswer(response, rejected(404, `no help file at ${pathname}`));
  if (method !== 'GET' && method !== 'HEAD') {
    response.setHeader('Allow', 'GET, HEAD');
    return sendAnswer(response, rejected(405, `${method} is not served here`));
  }
  const body = await readFile(fileURLToPath(new URL(entry.file, REPO_ROOT)));
  response.statusCode = 200;
  response.setHeader('Content-Type', 'text/markdown; charset=utf-8');
  response.setHeader('Content-Length', body.length);
  response.setHeader('Cache-Control', 'no-cache');
  if (entry.download) response.setHeader('Content-Disposition', `attachment; filename="${entry.download}"`);
  response.end(method === 'HEAD' ? undefined : body);
}

async function serveMobileApp(method: string, response: ServerResponse): Promise<void> {
  const file = mobileAppFile();
  if (!file) return sendAnswer(response, rejected(404, 'no mobile app package is configured (POC_MOBILE_APP_FILE)'));
  const body = await readFile(file).catch(() => null);
  if (!body) return sendAnswer(response, rejected(404, 'the mobile app package cannot be read'));
  response.statusCode = 200;
  response.setHeader('Content-Type', 'application/vnd.android.package-archive');
  response.setHeader('Content-Length', body.length);
  response.setHeader('Content-Disposition', 'attachment; filename="poc-dispatch.apk"');
  response.end(method === 'HEAD' ? undefined : body);
}
