import { createReadStream } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseByteRange } from '../media-library/byte-range.ts';

/**
 * Sends a stored file the session may read: one byte range as 206 (an <audio> or <video> element
 * seeks with it), a range past the end as 416, anything else as the whole file. A file id always
 * names the same bytes, but reading it needed a session, so caches keep it private.
 */
export function sendStoredFile(request: IncomingMessage, response: ServerResponse, file: string, size: number, contentType: string): void {
  const range = parseByteRange(request.headers.range, size);
  response.setHeader('Content-Type', contentType);
  response.setHeader('Accept-Ranges', 'bytes');
  response.setHeader('X-Content-Type-Options', 'nosniff');
  response.setHeader('Cache-Control', 'private, max-age=86400, immutable');
  response.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
  if (range === 'unsatisfiable') {
    response.statusCode = 416;
    response.setHeader('Content-Range', `bytes */${size}`);
    return void response.end();
  }
  const { start, end } = range ?? { start: 0, end: size - 1 };
  response.statusCode = range ? 206 : 200;
  if (range) response.setHeader('Content-Range', `bytes ${start}-${end}/${size}`);
  response.setHeader('Content-Length', size === 0 ? 0 : end - start + 1);
  if (request.method === 'HEAD' || size === 0) return void response.end();
  createReadStream(file, { start, end })
    .on('error', () => response.destroy())
    .pipe(response);
}
