import type { IncomingMessage, ServerResponse } from 'node:http';
import { MEDIA_ID, mediaKindOf, MediaLimits, mediaNameProblem, MediaPaths, TerminalType, type MediaItem } from '../../../protocol/index.ts';
import { sessionOf } from '../auth/sessions.ts';
import { tokenOf } from '../http/cookies.ts';
import { TOKEN_EXPIRED_ANSWER } from '../http/ds-routes.ts';
import { ok, rejected, sendAnswer, type Answer } from '../http/envelope.ts';
import { sendStoredFile } from '../http/file-answer.ts';
import type { Platform } from '../platform.ts';
import { Serial } from '../serial.ts';
import { mediaListOf, mediaOfOrganisation } from './media-book.ts';
import { newMediaId, receiveMedia, type MediaFiles } from './media-files.ts';
import { mediaLengthMs } from './media-length.ts';

const conflict = (desc: string): Answer => ({ status: 409, envelope: { code: '409', desc } });

/** `name:<problem>` refusals: 409 for a taken name, 400 for the others. */
const nameRefusal = (problem: string): Answer => (problem === 'exists' ? conflict('name:exists') : rejected(400, `name:${problem}`));

/**
 * The media library's side of the upload host: `POST /filews/upload/media?name=` (raw bytes) and
 * `GET /filews/media/<id>` (with Range, so audio and video seek and stream). Uploads run one at a
 * time through `serial` for the unique-name rule; the body is read before the queue is joined.
 */
export function createMediaHost(platform: Platform, files: MediaFiles | null, serial: Serial) {
  async function upload(request: IncomingMessage, url: URL): Promise<Answer> {
    if (request.method !== 'POST') return rejected(405, `${url.pathname} takes POST`);
    const session = sessionOf(platform, tokenOf(request, url.searchParams));
    if (!session) return TOKEN_EXPIRED_ANSWER;
    if (platform.state.terminals.get(session.msId)?.type !== TerminalType.Dispatcher) return rejected(403, 'file: only dispatchers upload');
    if (!files) return rejected(404, 'no upload host on this emulator');
    const name = url.searchParams.get('name') ?? '';
    // Names are unique within the organisation: another's names neither clash nor show.
    const taken = () => mediaListOf(platform.state, session.msId).map((item) => item.name);
    // Checked before the body is read, so a refused name costs no upload.
    const early = mediaNameProblem(name, taken());
    if (early) return nameRefusal(early);
    const received = await receiveMedia(request, MediaLimits.maxFileBytes);
    if (!received.ok) return rejected(received.problem === 'overSize' ? 413 : received.problem === 'fileType' ? 415 : 400, `file:${received.problem}`);
    return serial.run(async () => {
      const again = mediaNameProblem(name, taken());
      if (again) return nameRefusal(again);
      const id = newMediaId();
      const path = await files.write(id, received.mime, received.bytes);
      const item: MediaItem = {
        id,
        name: name.trim(),
        kind: mediaKindOf(received.mime),
        mime: received.mime,
        size: received.bytes.length,
        length: await mediaLengthMs(path, received.mime, received.bytes.length),
        createTime: platform.now(),
        createBy: session.msId,
        source: 'upload',
        gid: null,
      };
      await platform.commit([{ type: 'media.added', item }]);
      return ok(item);
    });
  }

  async function download(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    if (request.method !== 'GET' && request.method !== 'HEAD') return sendAnswer(response, rejected(405, 'media take GET'));
    const session = sessionOf(platform, tokenOf(request, url.searchParams));
    if (!session) return sendAnswer(response, TOKEN_EXPIRED_ANSWER);
    const id = url.pathname.slice(MediaPaths.files.length + 1);
    const found = MEDIA_ID.test(id) ? platform.state.media.items.get(id) : undefined;
    // Another organisation's item is none, as a missing one is.
    const item = found && mediaOfOrganisation(platform.state, found, platform.state.terminals.get(session.msId)?.cid ?? null) ? found : undefined;
    const size = item && files ? await files.sizeOf(item) : null;
    if (!item || !files || size === null) return sendAnswer(response, rejected(404, 'no such media'));
    sendStoredFile(request, response, files.pathOf(item), size, item.mime);
  }

  return async (request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> => {
    if (url.pathname.startsWith(`${MediaPaths.files}/`)) return download(request, response, url);
    return sendAnswer(response, await upload(request, url));
  };
}
