import { createReadStream } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Feature, IndoorLimits, IndoorPaths, IndoorRefusal, LOGO_FILE_URL, sniffBlueprint, MessageLimits, MessagePaths, TerminalType, ThemeLimits, ThemePaths, ThemeRefusal, ToneLimits, TonePaths } from '../../../protocol/index.ts';
import { dispatcherMayUse } from '../auth/access.ts';
import { sessionOf } from '../auth/sessions.ts';
import type { Platform } from '../platform.ts';
import type { UploadKind, UploadStore } from '../uploads/upload-store.ts';
import { tokenOf } from './cookies.ts';
import { TOKEN_EXPIRED_ANSWER } from './ds-routes.ts';
import { ok, rejected, sendAnswer, type Answer } from './envelope.ts';

const UPLOADS: Readonly<Record<string, { kind: UploadKind; limit: number }>> = {
  [TonePaths.uploadAudio]: { kind: 'audio', limit: ToneLimits.maxFileBytes },
  [TonePaths.uploadIcon]: { kind: 'icon', limit: ToneLimits.maxIconBytes },
  [MessagePaths.uploadPhoto]: { kind: 'photo', limit: MessageLimits.maxPhotoBytes },
  [MessagePaths.uploadVideo]: { kind: 'video', limit: MessageLimits.maxVideoBytes },
  [ThemePaths.uploadLogo]: { kind: 'logo', limit: ThemeLimits.maxLogoBytes },
  [IndoorPaths.uploadBlueprint]: { kind: 'blueprint', limit: IndoorLimits.maxBlueprintBytes },
};
/** The upload paths (the role table's test checks it lists each). */
export const UPLOAD_PATHS: readonly string[] = Object.keys(UPLOADS);
/** Any signed-in account sends message photos and videos; only dispatchers add tone files. */
const ANYONE: ReadonlySet<UploadKind> = new Set(['photo', 'video']);

/**
 * The upload host (SPEC §7 "file paths use an upload host"), on the emulator's own origin under
 * /filews: a dispatcher uploads raw bytes, the bytes' own type decides what they are, and files
 * are served back only to signed-in clients.
 */
export function createUploadHost(platform: Platform, store: UploadStore | null) {
  async function upload(request: IncomingMessage, url: URL): Promise<Answer> {
    const target = UPLOADS[url.pathname];
    if (!target) return rejected(404, `unknown path ${url.pathname}`);
    if (request.method !== 'POST') return rejected(405, `${url.pathname} takes POST`);
    const session = sessionOf(platform, tokenOf(request, url.searchParams));
    if (!session) return TOKEN_EXPIRED_ANSWER;
    if (target.kind === 'logo' && !dispatcherMayUse(platform, session.msId, Feature.CustomTheme)) return rejected(403, ThemeRefusal.NoPermission);
    if (target.kind === 'blueprint' && !dispatcherMayUse(platform, session.msId, Feature.IndoorLocation)) return rejected(403, IndoorRefusal.NoPermission);
    if (!ANYONE.has(target.kind) && platform.state.terminals.get(session.msId)?.type !== TerminalType.Dispatcher) return rejected(403, 'file: only dispatchers upload');
    if (!store) return rejected(404, 'no upload host on this emulator');
    const bytes = await readRaw(request, target.limit);
    if (bytes === null) return rejected(413, 'file:fileTooBig');
    const saved = await store.save(target.kind, bytes);
    if (!saved.ok) return rejected(saved.problem === 'fileTooBig' ? 413 : saved.problem === 'fileType' || saved.problem === 'notPng' || saved.problem === 'notTransparent' ? 415 : 400, `file:${saved.problem}`);
    const info = target.kind === 'blueprint' ? sniffBlueprint(bytes) : null;
    return ok({ fileUrl: saved.fileUrl, bytes: saved.bytes, type: saved.type, ...(info ? { width: info.width, height: info.height } : {}) });
  }

  async function download(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
    if (request.method !== 'GET' && request.method !== 'HEAD') return sendAnswer(response, rejected(405, 'files take GET'));
    // Logos are public: the login screen shows them before anyone signs in.
    if (!LOGO_FILE_URL.test(url.pathname) && !sessionOf(platform, tokenOf(request, url.searchParams))) return sendAnswer(response, TOKEN_EXPIRED_ANSWER);
    const file = store ? await store.find(url.pathname) : null;
    if (!file) return sendAnswer(response, rejected(404, 'no such file'));
    response.statusCode = 200;
    response.setHeader('Content-Type', file.type);
    response.setHeader('Content-Length', file.size);
    // Named by content: a URL always means the same bytes. Private: it needed a session.
    response.setHeader('Cache-Control', `${LOGO_FILE_URL.test(url.pathname) ? 'public' : 'private'}, max-age=86400, immutable`);
    response.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
    if (request.method === 'HEAD') return void response.end();
    createReadStream(file.path)
      .on('error', () => response.destroy())
      .pipe(response);
  }

  return async (request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> => {
    if (url.pathname.startsWith(`${TonePaths.files}/`)) return download(request, response, url);
    return sendAnswer(response, await upload(request, url));
  };
}

/** The body's bytes, or null when it is over `limit` (reading stops there). */
async function readRaw(request: IncomingMessage, limit: number): Promise<Uint8Array | null> {
  if (Number(request.headers['content-length'] ?? 0) > limit) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > limit) return null;
    chunks.push(buffer);
  }
  return new Uint8Array(Buffer.concat(chunks));
}
