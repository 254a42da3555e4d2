import type { IncomingMessage } from 'node:http';
import { callerTypeOf, fileRoleOf, Role, roleRefusal } from '../auth/role-table.ts';
import { sessionOf } from '../auth/sessions.ts';
import type { Platform } from '../platform.ts';
import { tokenOf } from './cookies.ts';
import { rejected, type Answer } from './envelope.ts';

/**
 * The role table's check for every /filews host (uploads, files, recordings, archives, tracks):
 * null lets the request on to its host. Without a session the host answers its own 105; a path the
 * table does not list is refused whoever asks. HTTP 403, as the hosts' own refusals: a media
 * element or a download sees the status, not the envelope.
 */
export function fileRoleRefusal(platform: Platform, request: IncomingMessage, url: URL): Answer | null {
  const role = fileRoleOf(url.pathname);
  if (role === Role.Open) return null;
  const session = role === undefined ? null : sessionOf(platform, tokenOf(request, url.searchParams));
  if (role !== undefined && !session) return null;
  const refusal = roleRefusal(role, callerTypeOf(platform, session?.msId));
  return refusal ? rejected(403, refusal) : null;
}
