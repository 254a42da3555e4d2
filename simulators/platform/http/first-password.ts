import type { IncomingMessage } from 'node:http';
import { PASSWORD_CHANGE_REQUIRED } from '../../../protocol/index.ts';
import { sessionOf } from '../auth/sessions.ts';
import type { Platform } from '../platform.ts';
import { tokenOf } from './cookies.ts';
import { refused } from './envelope.ts';

/**
 * The first administrator's password was printed on a console log or set in the environment: until
 * its holder picks their own, a session of that account may only change it (or log out).
 */
export const PASSWORD_CHANGE_PATH = '/ds/data/updateMsPwd';

export const PASSWORD_CHANGE_ANSWER = refused(PASSWORD_CHANGE_REQUIRED, 'change the first password before anything else');

export const mustChangePassword = (platform: Platform, msId: string): boolean => platform.state.accounts.get(msId)?.mustChangePassword === true;

/** The request's token (cookie or query) is a session of an account that must change its password first. */
export function heldByFirstPassword(platform: Platform, request: IncomingMessage, query: URLSearchParams | null): boolean {
  const session = sessionOf(platform, tokenOf(request, query));
  return session !== null && mustChangePassword(platform, session.msId);
}
