import { mkdir, stat, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { z } from 'zod';
import { RecallLimits, RecallPaths, recordedTransmissionOf, recordingGidOf } from '../../../protocol/index.ts';
import { sessionOf } from '../auth/sessions.ts';
import { sineWav } from '../broadcast/sine-wav.ts';
import type { Platform } from '../platform.ts';
import { recentTransmissions, recentTransmissionsBy } from '../projection/recall-reducer.ts';
import { mayHearGroup } from './media-access.ts';
import { tokenOf } from '../http/cookies.ts';
import { TOKEN_EXPIRED_ANSWER } from '../http/ds-routes.ts';
import { ok, rejected, sendAnswer } from '../http/envelope.ts';
import { sendStoredFile } from '../http/file-answer.ts';
import { queryObject, withInput } from '../http/input.ts';
import type { RouteTable } from '../http/route.ts';

const ListQuery = z
  .object({
    gid: z.string().regex(/^\d{1,12}$/, 'must be a group id').optional(),
    msId: z.string().regex(/^\d{1,20}$/, 'must be a terminal id').optional(),
    limit: z.coerce.number().int().min(1).max(RecallLimits.maxCount).default(RecallLimits.defaultCount),
  })
  .refine((query) => (query.gid === undefined) !== (query.msId === undefined), { message: 'give either gid or msId', path: ['gid'] });

/** Who may hear a group's recordings: whoever may hear the group live (media-access.ts, the proxy's rule). */
const mayHear = mayHearGroup;

/**
 * SPEC §7 "Voice and calls: GET /ds/data/voice": a group's last transmissions, newest first; or,
 * with `msId`, one talker's last transmissions in the groups the caller may hear.
 */
export const RECALL_ROUTES: RouteTable = {
  [RecallPaths.list]: {
    method: 'GET',
    open: false,
    handle: (context) =>
      withInput(ListQuery, queryObject(context.query), ({ gid, msId: talker, limit }) => {
        const { msId } = context.session;
        const { state } = context.platform;
        if (!msId) return rejected(403, 'gid: no account');
        if (talker !== undefined) {
          const heard = recentTransmissionsBy(state.recall, talker, limit, (group) => mayHear(state, msId, group));
          return ok(null, heard.map(recordedTransmissionOf));
        }
        if (gid === undefined || !mayHear(state, msId, gid)) return rejected(403, `gid: ${msId} may not hear group ${gid ?? ''}`);
        return ok(null, recentTransmissions(state.recall, gid, limit).map(recordedTransmissionOf));
      }),
  },
};

/**
 * The recordings' files at /filews/recordings/<name>: only a name of the recorder's exact form is
 * looked up (the gid in it decides who may hear it), so a client's text never becomes a path.
 */
export function createRecordingFiles(platform: Platform, dir: string | null) {
  return async (request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return sendAnswer(response, rejected(405, 'recordings take GET'));
    const session = sessionOf(platform, tokenOf(request, url.searchParams));
    if (!session) return sendAnswer(response, TOKEN_EXPIRED_ANSWER);
    const name = url.pathname.slice(RecallPaths.files.length + 1);
    const gid = recordingGidOf(name);
    if (!dir || gid === null) return sendAnswer(response, rejected(404, 'no such recording'));
    if (!mayHear(platform.state, session.msId, gid)) return sendAnswer(response, rejected(403, `may not hear group ${gid}`));
    const file = path.join(dir, name);
    const size = await stat(file).then(
      (stats) => (stats.isFile() ? stats.size : null),
      () => null,
    );
    if (size === null) return sendAnswer(response, rejected(404, 'no such recording'));
    sendStoredFile(request, response, file, size, 'audio/wav');
  };
}

const SeedTransmissionBody = z.object({
  gid: z.string().regex(/^\d{1,12}$/, 'must be a group id'),
  msId: z.string().regex(/^\d{1,20}$/, 'must be a terminal id'),
  startedAt: z.number().int().nonnegative().max(99_999_999_999_999),
  talkMs: z.number().int().min(100).max(120_000),
  hz: z.number().int().min(100).max(4_000).default(440),
});

/**
 * Test control: a recorded transmission without Janus: a tone of the talk's length written where the
 * recorder writes, then the `transmission.recorded` event the recorder would have logged.
 */
export function recallTestRoutes(dir: string | null): RouteTable {
  return {
    '/test/transmission': {
      method: 'POST',
      open: true,
      handle: ({ platform, body }) =>
        withInput(SeedTransmissionBody, body, async ({ gid, msId, startedAt, talkMs, hz }) => {
          if (!dir) return rejected(404, 'no recordings folder');
          const terminal = platform.state.terminals.get(msId);
          if (!terminal) return rejected(404, `msId: no terminal ${msId}`);
          const file = `${gid}-${startedAt}-${msId}.wav`;
          const wav = sineWav(talkMs, hz);
          await mkdir(dir, { recursive: true });
          await writeFile(path.join(dir, file), wav);
          await platform.commit([{ type: 'transmission.recorded', gid, msId, name: terminal.msName, startedAt, talkMs, file, bytes: wav.byteLength }]);
          return ok({ file });
        }),
    },
  };
}
