import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import {
  DeleteVideoRecordBody,
  IsOnlineQuery,
  ProxyBody,
  proxyUrlProblem,
  RecordBody,
  SnapBody,
  TerminalType,
  validateTimeRange,
  VIDEO_RECORD_ID,
  VideoRecordKind,
  VideoRecordLimits,
  VideoRecordListQuery,
  VideoRecordPath,
  VideoRecordRefusal,
} from '../../../protocol/index.ts';
import { sessionOf } from '../auth/sessions.ts';
import { tokenOf } from '../http/cookies.ts';
import { TOKEN_EXPIRED_ANSWER } from '../http/ds-routes.ts';
import { ok, refused, rejected, sendAnswer, type Answer } from '../http/envelope.ts';
import { sendStoredFile } from '../http/file-answer.ts';
import { queryObject, withInput } from '../http/input.ts';
import type { AuthenticatedContext, RouteTable } from '../http/route.ts';
import type { Platform } from '../platform.ts';
import { recordOfCaller, videoRecordsIn } from './video-record-book.ts';
import type { StreamProxies } from './stream-proxies.ts';
import type { VideoRecordAnswer, VideoRecordService } from './video-record-service.ts';

const answerOf = (answer: VideoRecordAnswer): Answer => (answer.ok ? ok(answer.record) : refused(answer.refusal.code, answer.refusal.desc));
const absent = (): Answer => refused('404', 'video records: not kept by this emulator');
const isDispatcher = (context: AuthenticatedContext) => context.platform.state.terminals.get(context.session.msId)?.type === TerminalType.Dispatcher;

/** SPEC §7 "Video: apiZlmk record, snap, isOnline, proxy" and the records' list and delete (docs/protocol.md "Video records"). */
export function videoRecordRoutes(service: VideoRecordService | null, proxies: StreamProxies | null = null): RouteTable {
  return {
    [VideoRecordPath.Proxy]: {
      method: 'POST',
      open: false,
      handle: (context) =>
        withInput(ProxyBody, context.body, async (input) => {
          if (!proxies) return absent();
          if (!isDispatcher(context)) return refused(VideoRecordRefusal.NotDispatcher.code, VideoRecordRefusal.NotDispatcher.desc);
          const problem = input.action === 'add' ? proxyUrlProblem(input.url) : null;
          if (problem) return rejected(400, `url: ${problem}`);
          const answer = input.action === 'add' ? await proxies.add(input.streamId, input.url) : await proxies.remove(input.streamId);
          return answer.ok ? ok({ streamId: answer.streamId, streamUrl: answer.streamUrl }) : refused(answer.code, answer.desc);
        }),
    },
    [VideoRecordPath.Record]: {
      method: 'POST',
      open: false,
      handle: (context) =>
        withInput(RecordBody, context.body, async ({ cameraId, action }) => {
          if (!service) return absent();
          return answerOf(action === 'start' ? await service.start(context.session.msId, cameraId) : await service.stop(context.session.msId, cameraId));
        }),
    },
    [VideoRecordPath.Snap]: {
      method: 'POST',
      open: false,
      handle: (context) => withInput(SnapBody, context.body, async ({ cameraId }) => (service ? answerOf(await service.snap(context.session.msId, cameraId)) : absent())),
    },
    [VideoRecordPath.IsOnline]: {
      method: 'GET',
      open: false,
      handle: (context) =>
        withInput(IsOnlineQuery, queryObject(context.query), async ({ cameraId }) => {
          if (!service) return absent();
          const status = await service.status(context.session.msId, cameraId);
          return status ? ok(status) : refused(VideoRecordRefusal.Unknown.code, VideoRecordRefusal.Unknown.desc);
        }),
    },
    [VideoRecordPath.List]: {
      method: 'GET',
      open: false,
      handle: (context) =>
        withInput(VideoRecordListQuery, queryObject(context.query), ({ start, end, tz, cameraId }) => {
          if (!isDispatcher(context)) return refused(VideoRecordRefusal.NotDispatcher.code, VideoRecordRefusal.NotDispatcher.desc);
          const problem = validateTimeRange(start ?? null, end ?? null, tz ?? 0);
          if (problem) return rejected(400, `range: ${problem}`);
          const { state } = context.platform;
          // The caller's organisation's records only (filtered before the cap, so another's never crowd them out).
          const list = videoRecordsIn(state.videoRecords, { start: start!, end: end!, cameraId: cameraId ?? null }, VideoRecordLimits.maxListed, (record) => recordOfCaller(state, context.session.msId, record));
          return ok({ count: list.length }, list);
        }),
    },
    [VideoRecordPath.Delete]: {
      method: 'POST',
      open: false,
      handle: (context) => withInput(DeleteVideoRecordBody, context.body, async ({ id }) => (service ? answerOf(await service.remove(context.session.msId, id)) : absent())),
    },
  };
}

const LimitsBody = z.object({ quotaMs: z.number().int().min(0).optional(), maxConcurrent: z.number().int().min(0).max(64).optional() });

/** docs/protocol.md "Test controls": POST /test/video-record-limits { quotaMs?, maxConcurrent? }. */
export function videoRecordTestRoutes(service: VideoRecordService | null): RouteTable {
  return {
    '/test/video-record-limits': {
      method: 'POST',
      open: true,
      handle: ({ body }) =>
        withInput(LimitsBody, body, ({ quotaMs, maxConcurrent }) => {
          if (!service) return absent();
          if (quotaMs !== undefined) service.quotaMs = quotaMs;
          if (maxConcurrent !== undefined) service.maxConcurrent = maxConcurrent;
          return ok({ quotaMs: service.quotaMs, maxConcurrent: service.maxConcurrent });
        }),
    },
  };
}

const FILE = /^([a-z0-9]{1,32})\.(mp4|jpg)$/;

/** GET /video-records/<id>.mp4|.jpg for a signed-in console, with Range so the player seeks. */
export function createVideoRecordFiles(platform: Platform, service: VideoRecordService | null) {
  return async (request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return sendAnswer(response, rejected(405, 'video records take GET'));
    const session = sessionOf(platform, tokenOf(request, url.searchParams));
    if (!session) return sendAnswer(response, TOKEN_EXPIRED_ANSWER);
    const [, id = '', extension] = FILE.exec(url.pathname.slice(VideoRecordPath.files.length + 1)) ?? [];
    const found = VIDEO_RECORD_ID.test(id) ? platform.state.videoRecords.get(id) : undefined;
    // Another organisation's record is none, as a missing one is.
    const record = found && recordOfCaller(platform.state, session.msId, found) ? found : undefined;
    const wanted = extension === 'mp4' ? VideoRecordKind.Video : VideoRecordKind.Snapshot;
    // A recording still running has no finished file yet.
    if (!service || !record || record.kind !== wanted || record.endTime === null) return sendAnswer(response, rejected(404, 'no such video record'));
    const file = service.fileOf(record);
    const size = (await stat(file).catch(() => null))?.size;
    if (size === undefined) return sendAnswer(response, rejected(404, 'no such video record'));
    sendStoredFile(request, response, file, size, wanted === VideoRecordKind.Video ? 'video/mp4' : 'image/jpeg');
  };
}
