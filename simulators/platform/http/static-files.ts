import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
  '.ogg': 'audio/ogg',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.pdf': 'application/pdf',
  '.pbf': 'application/x-protobuf',
  '.geojson': 'application/geo+json',
};

/** Vite's output folder for hashed files: only what is really there is served from it. */
const ASSETS = 'assets';

export type StaticFilesOptions = {
  /** Serve *.map files (a build with POC_SOURCEMAP=1); otherwise they are 404 even when present. */
  readonly sourceMaps?: boolean;
};

/**
 * Serves the built console from one folder. A path with no file behind it, no extension and outside
 * /assets/ is a client-side route and gets index.html (the SPA fallback); any other miss is a 404.
 */
export class StaticFiles {
  private readonly root: string;
  private readonly assets: string;
  private readonly sourceMaps: boolean;

  constructor(folder: string, options: StaticFilesOptions = {}) {
    this.root = resolve(folder);
    this.assets = join(this.root, ASSETS) + sep;
    this.sourceMaps = options.sourceMaps ?? false;
  }

  async serve(pathname: string, method: 'GET' | 'HEAD', response: ServerResponse): Promise<void> {
    const file = this.locate(pathname);
    if (file === null) return plain(response, 400, 'bad path');
    // Source maps show the console's sources: only for a build that asked for them.
    if (!this.sourceMaps && extname(file).toLowerCase() === '.map') return plain(response, 404, 'not found');
    // Decoded and resolved, so /%61ssets/ and /x/../assets/ count too.
    const asset = file.startsWith(this.assets);
    let found = file;
    let size = await fileSize(found);
    if (size === false) {
      // A miss under /assets/ must not become index.html: cached immutable, it would stick for a year.
      if (asset || extname(pathname) !== '') return plain(response, 404, 'not found');
      found = join(this.root, 'index.html');
      size = await fileSize(found);
      if (size === false) return plain(response, 503, `The console is not built: no ${found}. Run npx vite build.`);
    }
    response.statusCode = 200;
    response.setHeader('Content-Type', CONTENT_TYPES[extname(found).toLowerCase()] ?? 'application/octet-stream');
    response.setHeader('Content-Length', size);
    // Vite puts content hashes in asset names; everything else (index.html) must be revalidated.
    response.setHeader('Cache-Control', asset ? 'public, max-age=31536000, immutable' : 'no-cache');
    if (method === 'HEAD') return void response.end();
    createReadStream(found)
      .on('error', () => response.destroy())
      .pipe(response);
  }

  /** The file a URL path names inside the root, or null for a path that leaves it or is not decodable. */
  private locate(pathname: string): string | null {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return null;
    }
    if (decoded.includes('\0')) return null;
    const file = resolve(this.root, `.${decoded}`);
    return file === this.root || file.startsWith(this.root + sep) ? file : null;
  }
}

/** The size of a regular file, or false. */
async function fileSize(path: string): Promise<number | false> {
  try {
    const info = await stat(path);
    return info.isFile() ? info.size : false;
  } catch {
    return false;
  }
}

function plain(response: ServerResponse, status: number, text: string): void {
  response.statusCode = status;
  response.setHeader('Content-Type', 'text/plain; charset=utf-8');
  response.setHeader('Cache-Control', 'no-store');
  response.end(text);
}
