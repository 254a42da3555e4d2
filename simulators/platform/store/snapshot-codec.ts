import { promisify } from 'node:util';
import { createGzip, gunzip } from 'node:zlib';
import type { Json } from './event-store.ts';

const gunzipAsync = promisify(gunzip);

/** How a stored snapshot's text is to be read (state_snapshots.encoding). */
export type SnapshotEncoding = 'gzip-base64' | 'json';

/**
 * A snapshot is stored as gzip in base64 text rather than jsonb. With 10,000 terminals (7 MB of
 * JSON) PGlite spent 200-500 ms of CPU parsing the jsonb each time; gzip at level 1 on libuv's pool
 * takes about 30 ms and PGlite about 35 ms for the 1 MB of text. Not bytea: PGlite converts a bytea
 * parameter byte by byte (about 250 ms for 0.8 MB). The pieces go to the compressor one by one, so
 * the event loop never converts the whole text at once.
 */
export function encodeSnapshot(pieces: readonly string[]): Promise<{ encoding: SnapshotEncoding; text: string }> {
  return new Promise((resolve, reject) => {
    // Large output chunks: fewer hand-backs from libuv's pool to the loop.
    const gzip = createGzip({ level: 1, chunkSize: 1 << 18 });
    const out: Buffer[] = [];
    gzip.on('data', (chunk: Buffer) => out.push(chunk));
    gzip.on('error', reject);
    gzip.on('end', () => resolve({ encoding: 'gzip-base64', text: Buffer.concat(out).toString('base64') }));
    for (const piece of pieces) gzip.write(piece);
    gzip.end();
  });
}

/** 'json' is a snapshot moved over from the jsonb table of before (schema-sql.ts). */
export async function decodeSnapshot(encoding: string, text: string): Promise<Json> {
  if (encoding === 'json') return JSON.parse(text) as Json;
  if (encoding === 'gzip-base64') return JSON.parse((await gunzipAsync(Buffer.from(text, 'base64'))).toString('utf8')) as Json;
  throw new Error(`unknown snapshot encoding ${encoding}`);
}
