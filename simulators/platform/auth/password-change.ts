import type { SocketControl } from '../http/route.ts';
import type { Platform } from '../platform.ts';
import type { PlatformServices } from '../services.ts';
import type { Session } from '../projection/state.ts';

/**
 * After a password change: every other session of the account ends (the one that made the change,
 * when given, stays) and its sockets are told `password`; the broadcast and patrol tokens the old
 * password opened end too (the console that made the change logs in to those again by itself).
 * Returns the sessions ended.
 */
export async function endOtherSessions(platform: Platform, services: Pick<PlatformServices, 'patrol'>, sockets: SocketControl, msId: string, keepTokenHash: string | null): Promise<Session[]> {
  const now = platform.now();
  const others = [...platform.state.sessions.values()].filter((session) => session.msId === msId && session.tokenHash !== keepTokenHash && session.expiresAt > now);
  const broadcast = [...platform.state.broadcast.sessions.values()].some((session) => session.msId === msId);
  const events = [
    ...others.map((session) => ({ type: 'session.closed' as const, msId, tokenHash: session.tokenHash })),
    ...(broadcast ? [{ type: 'bcast.sessionsClosed' as const, msId }] : []),
  ];
  if (events.length > 0) await platform.commit(events);
  for (const session of others) sockets.endSession(session.tokenHash, 'password');
  services.patrol.tokens.expire(msId);
  return others;
}
