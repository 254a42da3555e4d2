import type { Platform } from '../platform.ts';
import type { Session } from '../projection/state.ts';
import { hashToken } from './tokens.ts';

/** The live session a token stands for, or null when it is unknown, closed or expired. */
export function sessionOf(platform: Platform, token: string | undefined): Session | null {
  if (!token) return null;
  const session = platform.state.sessions.get(hashToken(token));
  return session && session.expiresAt > platform.now() ? session : null;
}

/** Ends a session; returns it (so its sockets can be told), or null when there was none. */
export async function closeSession(platform: Platform, token: string | undefined): Promise<Session | null> {
  const session = sessionOf(platform, token);
  if (session) await platform.commit([{ type: 'session.closed', msId: session.msId, tokenHash: session.tokenHash }]);
  return session;
}
