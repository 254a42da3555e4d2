import type { IncomingMessage } from 'node:http';
import { TOKEN_COOKIE } from '../../../protocol/index.ts';
import { SESSION_TTL_MS } from '../auth/tokens.ts';

/** Tells the console a session exists without exposing the HttpOnly token (docs/architecture.md). */
export const SESSION_MARKER_COOKIE = 'poc_session';

export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at <= 0) continue;
    const name = part.slice(0, at).trim();
    const raw = part.slice(at + 1).trim();
    try {
      cookies.set(name, decodeURIComponent(raw));
    } catch {
      // A cookie that is not valid percent-encoding is someone else's; skip it.
    }
  }
  return cookies;
}

/** The token as a non-browser sends it (query parameter) or a browser does (HttpOnly cookie). */
export function tokenOf(request: IncomingMessage, query: URLSearchParams | null): string | undefined {
  return query?.get('token') || parseCookies(request.headers.cookie).get(TOKEN_COOKIE) || undefined;
}

/** Behind HTTPS (directly or through a proxy that says so) the cookies are Secure too. */
export const isSecure = (request: IncomingMessage): boolean =>
  'encrypted' in request.socket || request.headers['x-forwarded-proto'] === 'https';

const attributes = (maxAgeSeconds: number, secure: boolean) =>
  `Path=/; Max-Age=${maxAgeSeconds}; SameSite=Strict${secure ? '; Secure' : ''}`;

export function sessionCookies(token: string, secure: boolean): string[] {
  const maxAge = Math.floor(SESSION_TTL_MS / 1000);
  return [
    `${TOKEN_COOKIE}=${encodeURIComponent(token)}; HttpOnly; ${attributes(maxAge, secure)}`,
    `${SESSION_MARKER_COOKIE}=1; ${attributes(maxAge, secure)}`,
  ];
}

export function clearedSessionCookies(secure: boolean): string[] {
  return [`${TOKEN_COOKIE}=; HttpOnly; ${attributes(0, secure)}`, `${SESSION_MARKER_COOKIE}=; ${attributes(0, secure)}`];
}
