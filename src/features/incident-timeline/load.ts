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
import { loadVideo } from './video.ts';
import {
  segmentsOf,
  TickKind,
  ticksOfLog,
  type MemberTrack,
  type Segment,
  type Tick,
  type Timeline,
  type TimelineDs,
  type TimelineSource,
  type TimelineSubject,
  type TimelineWindow,
} from './model.ts';

/** A terminal's transmissions in every group it talked in, or a group's whoever talked. */
async function loadTransmissions(ds: TimelineDs, subject: TimelineSubject, window: TimelineWindow): Promise<Segment[]> {
  const who = subject.kind === 'group' ? { gid: subject.id } : { msId: subject.id };
  const answer = await ds.get(RecallPaths.list, { ...who, limit: RecallLimits.maxCount });
  return segmentsOf(answer.list.map((item) => RecordedTransmissionSchema.parse(item)), window);
}

/** Most log pages read for one window (300 records each). */
const MAX_LOG_PAGES = 10;
const LOG_PAGE = 300;

async function loadLogTicks(ds: TimelineDs, msIds: ReadonlySet<string>, window: TimelineWindow): Promise<Tick[]> {
  const ticks: Tick[] = [];
  for (let pageNo = 1; pageNo <= MAX_LOG_PAGES; pageNo += 1) {
    const answer = await ds.get(PATH_FIND_LOG, { start: window.start, end: window.end, tz: window.tz, category: 'alarm', pageNo, pageSize: LOG_PAGE });
    const page = FindLogPageSchema.parse(answer.desc);
    ticks.push(...ticksOfLog(LogRecordListSchema.parse(answer.list), msIds));
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


/** Every member's track; one that fails fails the source (the others still show). */
async function loadTracks(ds: TimelineDs, subject: TimelineSubject, window: TimelineWindow, signal: AbortSignal | undefined, onFailed: () => void): Promise<MemberTrack[]> {
  let failed = false;
  const tracks = await Promise.all(
    subject.members.map(async (member) => {
      const track = await loadTrack(ds, { msId: member.msId, ...window }, signal).then(
        (loaded) => loaded.track,
        (error: unknown) => {
          if (signal?.aborted) throw error;
          failed = true;
          return new TrackBuilder().finish();
        },
      );
      return { msId: member.msId, name: member.name, track };
    }),
  );
  if (failed) onFailed();
  return tracks;
}

/** Everything of the window at once; a source that fails is named in `failed` and shows empty. */
export async function loadTimeline(ds: TimelineDs, subject: TimelineSubject, window: TimelineWindow, signal?: AbortSignal): Promise<Timeline> {
  const msIds = new Set(subject.members.map((member) => member.msId));
  const failed: TimelineSource[] = [];
  const guard = <T>(source: TimelineSource, work: Promise<T>, empty: () => T | Promise<T>): Promise<T> =>
    work.catch((error: unknown) => {
      if (signal?.aborted) throw error;
      failed.push(source);
      return empty();
    });
  const [segments, tracks, logTicks, messageTicks, videos] = await Promise.all([
    guard('transmissions', loadTransmissions(ds, subject, window), () => []),
    loadTracks(ds, subject, window, signal, () => failed.push('track')),
    guard('log', loadLogTicks(ds, msIds, window), () => []),
    // A terminal's conversation with this console; a group timeline shows its members' alarms, not their chats.
    subject.kind === 'terminal' ? guard('messages', loadMessageTicks(ds, subject.id, window), () => []) : Promise.resolve([]),
    guard('video', loadVideo(ds, window), () => []),
  ]);
  const ticks = [...logTicks, ...messageTicks].sort((a, b) => a.time - b.time || a.id.localeCompare(b.id));
  return { window, segments, ticks, track: tracks[0]?.track ?? new TrackBuilder().finish(), tracks, videos, failed };
}
