/** Loading a timeline from the platform: the four sources at once, each checked as it arrives. */
import {
  ChatMessageSchema,
  FindLogPageSchema,
  LogRecordListSchema,
  MessageLimits,
  MessagePaths,
  PATH_FIND_LOG,
  RecallLimits,
  RecallPaths,
  RecordedTransmissionSchema,
} from '../../../protocol/index.ts';
import { loadTrack, TrackBuilder } from '../track-playback/index.ts';
import { segmentsOf, TickKind, ticksOfLog, type Segment, type Tick, type Timeline, type TimelineDs, type TimelineSource, type TimelineWindow } from './model.ts';

async function loadTransmissions(ds: TimelineDs, msId: string, window: TimelineWindow): Promise<Segment[]> {
  const answer = await ds.get(RecallPaths.list, { msId, limit: RecallLimits.maxCount });
  return segmentsOf(answer.list.map((item) => RecordedTransmissionSchema.parse(item)), window);
}

/** Most log pages read for one window (300 records each). */
const MAX_LOG_PAGES = 10;
const LOG_PAGE = 300;

async function loadLogTicks(ds: TimelineDs, msId: string, window: TimelineWindow): Promise<Tick[]> {
  const ticks: Tick[] = [];
  for (let pageNo = 1; pageNo <= MAX_LOG_PAGES; pageNo += 1) {
    const answer = await ds.get(PATH_FIND_LOG, { start: window.start, end: window.end, tz: window.tz, category: 'alarm', pageNo, pageSize: LOG_PAGE });
    const page = FindLogPageSchema.parse(answer.desc);
    ticks.push(...ticksOfLog(LogRecordListSchema.parse(answer.list), msId));
    if (pageNo * LOG_PAGE >= page.total) break;
  }
  return ticks;
}

async function loadMessageTicks(ds: TimelineDs, msId: string, window: TimelineWindow): Promise<Tick[]> {
  const answer = await ds.get(MessagePaths.history, { msId, pageNo: 1, pageSize: MessageLimits.maxPageSize });
  const ticks: Tick[] = [];
  for (const item of answer.list) {
    const parsed = ChatMessageSchema.safeParse(item);
    if (!parsed.success) continue;
    const message = parsed.data;
    if (message.utctime < window.start || message.utctime > window.end) continue;
    ticks.push({ id: `msg-${message.id}`, kind: TickKind.Message, time: message.utctime, what: message.type, who: message.senderName, remark: '' });
  }
  return ticks;
}


/** Everything of the window at once; a source that fails is named in `failed` and shows empty. */
export async function loadTimeline(ds: TimelineDs, msId: string, window: TimelineWindow, signal?: AbortSignal): Promise<Timeline> {
  const failed: TimelineSource[] = [];
  const guard = <T>(source: TimelineSource, work: Promise<T>, empty: () => T | Promise<T>): Promise<T> =>
    work.catch((error: unknown) => {
      if (signal?.aborted) throw error;
      failed.push(source);
      return empty();
    });
  const [segments, track, logTicks, messageTicks] = await Promise.all([
    guard('transmissions', loadTransmissions(ds, msId, window), () => []),
    guard('track', loadTrack(ds, { msId, ...window }, signal).then((loaded) => loaded.track), () => new TrackBuilder().finish()),
    guard('log', loadLogTicks(ds, msId, window), () => []),
    guard('messages', loadMessageTicks(ds, msId, window), () => []),
  ]);
  const ticks = [...logTicks, ...messageTicks].sort((a, b) => a.time - b.time || a.id.localeCompare(b.id));
  return { window, segments, ticks, track, failed };
}
