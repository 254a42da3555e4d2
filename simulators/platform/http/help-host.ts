import { readFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { HelpPaths, isManualLanguage, MANUAL_SCREENSHOT_PREFIX, manualFileName, manualScreenshotOf, type ManualLanguage } from '../../../protocol/index.ts';
import { rejected, sendAnswer } from './envelope.ts';
import { manualDocument, screenshotsNamed } from './manual-document.ts';

const REPO_ROOT = new URL('../../../', import.meta.url);
/** docs/manual/<language>.md and docs/manual/screenshots/<name>.png (tests/manual/screenshots.ts takes them). */
const MANUAL_DIR = new URL('docs/manual/', REPO_ROOT);

/** The mobile app package the mobile app page's QR code points at, when the operator supplies one. */
const mobileAppFile = (): string | null => process.env.POC_MOBILE_APP_FILE || null;

/** A package `/test/mobile-app` put in place of the file (test controls only; null: the file, if any). */
let testMobileApp: Buffer | null = null;
export function setTestMobileApp(body: Buffer | null): void {
  testMobileApp = body;
}

/** Each help path with the committed file behind it and whether it downloads rather than shows. */
const FILES: Readonly<Record<string, { file: string; download: string | null }>> = {
  [HelpPaths.releaseNotes]: { file: 'CHANGELOG.md', download: null },
  [HelpPaths.manual]: { file: 'docs/manual/en-US.md', download: HelpPaths.manualFileName },
};

/** The heading of the downloaded manual's contents, in its language (the console's `manual.contents`). */
const CONTENTS_LABEL: Readonly<Record<ManualLanguage, string>> = {
  'zh-CN': '目录',
  'en-US': 'Contents',
  'tr-TR': 'İçindekiler',
  'es-ES': 'Contenido',
  'fr-FR': 'Sommaire',
  'ru-RU': 'Содержание',
};

/**
 * Serves the release notes and the user manual from the repository's own files, read on each
 * request so an edit shows without a restart. Markdown goes out as text/markdown: the console shows
 * the release notes as text and renders the manual's Markdown without its raw HTML, and nosniff
 * (security headers) keeps a browser from treating it as HTML.
 */
export async function serveHelp(pathname: string, method: string, response: ServerResponse): Promise<void> {
  if (pathname === HelpPaths.mobileApp) return serveMobileApp(method, response);
  const entry = FILES[pathname];
  const manual = entry ? null : manualFileOf(pathname);
  if (!entry && !manual) return sendAnswer(response, rejected(404, `no help file at ${pathname}`));
  if (method !== 'GET' && method !== 'HEAD') {
    response.setHeader('Allow', 'GET, HEAD');
    return sendAnswer(response, rejected(405, `${method} is not served here`));
  }
  if (entry) return send(response, method, await readFile(fileURLToPath(new URL(entry.file, REPO_ROOT))), 'text/markdown; charset=utf-8', entry.download);
  if (manual?.kind === 'screenshot') {
    const png = await readFile(fileURLToPath(new URL(`screenshots/${manual.file}`, MANUAL_DIR))).catch(() => null);
    if (!png) return sendAnswer(response, rejected(404, `no screenshot ${manual.file}`));
    return send(response, method, png, 'image/png', null);
  }
  const markdown = await readFile(fileURLToPath(new URL(`${manual!.language}.md`, MANUAL_DIR)), 'utf8');
  if (manual!.kind === 'source') return send(response, method, Buffer.from(markdown), 'text/markdown; charset=utf-8', null);
  const images = new Map<string, Uint8Array>();
  for (const file of screenshotsNamed(markdown)) {
    const png = await readFile(fileURLToPath(new URL(`screenshots/${file}`, MANUAL_DIR))).catch(() => null);
    if (png) images.set(file, png);
  }
  const html = manualDocument(markdown, manual!.language, images, CONTENTS_LABEL[manual!.language]);
  return send(response, method, Buffer.from(html), 'text/html; charset=utf-8', manualFileName(manual!.language));
}

type ManualFile = { kind: 'source' | 'document'; language: ManualLanguage } | { kind: 'screenshot'; file: string };

/**
 * What a path under /help/manual/ names, checked whole before any file is read: `<language>.md`,
 * `<language>.html` for one of the six languages, or `screenshots/<name>.png` with a name of
 * lower-case letters, digits and hyphens. Anything else (`..`, slashes, encoded characters) is null.
 */
export function manualFileOf(pathname: string): ManualFile | null {
  if (!pathname.startsWith(HelpPaths.manualFolder)) return null;
  const rest = pathname.slice(HelpPaths.manualFolder.length);
  if (rest.startsWith(MANUAL_SCREENSHOT_PREFIX)) {
    const file = manualScreenshotOf(rest);
    return file ? { kind: 'screenshot', file } : null;
  }
  const match = /^([A-Za-z]{2}-[A-Za-z]{2})\.(md|html)$/.exec(rest);
  if (!match || !isManualLanguage(match[1]!)) return null;
  return { kind: match[2] === 'md' ? 'source' : 'document', language: match[1] };
}

function send(response: ServerResponse, method: string, body: Buffer, type: string, download: string | null): void {
  response.statusCode = 200;
  response.setHeader('Content-Type', type);
  response.setHeader('Content-Length', body.length);
  response.setHeader('Cache-Control', 'no-cache');
  if (download) response.setHeader('Content-Disposition', `attachment; filename="${download}"`);
  response.end(method === 'HEAD' ? undefined : body);
}

async function serveMobileApp(method: string, response: ServerResponse): Promise<void> {
  const file = mobileAppFile();
  if (!file && !testMobileApp) return sendAnswer(response, rejected(404, 'no mobile app package is configured (POC_MOBILE_APP_FILE)'));
  const body = testMobileApp ?? (await readFile(file!).catch(() => null));
  if (!body) return sendAnswer(response, rejected(404, 'the mobile app package cannot be read'));
  response.statusCode = 200;
  response.setHeader('Content-Type', 'application/vnd.android.package-archive');
  response.setHeader('Content-Length', body.length);
  response.setHeader('Content-Disposition', 'attachment; filename="poc-dispatch.apk"');
  response.end(method === 'HEAD' ? undefined : body);
}
