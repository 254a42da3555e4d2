import type { ServerResponse } from 'node:http';
import { TILE_ORIGINS } from '../../../protocol/mapTiles.ts';

/** Online map tiles (settings "map type") are fetched by the page from these origins only. */
const TILES = TILE_ORIGINS.join(' ');

/** docs/protocol.md "Security headers": on every HTTP answer of the emulator, whatever it is. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy':
    `default-src 'self'; img-src 'self' data: blob: ${TILES}; media-src 'self' blob:; style-src 'self' 'unsafe-inline'; connect-src 'self' ${TILES}; worker-src 'self' blob:; frame-ancestors 'none'; object-src 'none'; base-uri 'self'`,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(self), microphone=(self), geolocation=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

export function setSecurityHeaders(response: ServerResponse): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.setHeader(name, value);
}
