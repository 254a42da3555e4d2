/**
 * The incident timeline's model (issue 12 item 2), pure: what one terminal did in a time window,
 * gathered from the routes other screens already use (recorded transmissions, the GPS track, the
 * alarm log with the SOS workflow's steps, the message history), and what sits at a moment of it.
 */
import { LogType, SosLogType, type IncidentSubjectKind, type LogRecord, type RecordedTransmission } from '../../../protocol/index.ts';
import type { VideoSegment } from './video.ts';
import { indexAtTime, type TimeQueryRange, type Track, type TrackDs } from '../track-playback/index.ts';

export type TimelineDs = TrackDs;

/** A window that passed SPEC §5's rules (the track playback form checks it). */
export type TimelineWindow = TimeQueryRange;

/** A transmission as a segment of the timeline: [start, end) in epoch ms. */
export type Segment = {
  readonly file: string;
  readonly url: string;
  readonly gid: string;
  readonly start: number;
  readonly end: number;
  readonly talker: string;
};

export const TickKind = { Alarm: 'alarm', SosStep: 'sosStep', Message: 'message' } as const;
export type TickKind = (typeof TickKind)[keyof typeof TickKind];

/** A moment on the timeline: an alarm, a step of the SOS workflow, a message. Text is network text. */
export type Tick = {
  readonly id: string;
  readonly kind: TickKind;
  readonly time: number;
  /** The log record's operation for alarms and steps, the message type for messages. */
  readonly what: string;
  /** Who (by name), as the platform wrote it. */
  readonly who: string;
  readonly remark: string;
};

/** What a timeline is of: a terminal, or a group and the members whose tracks it draws. */
export type TimelineSubject = {
  readonly kind: IncidentSubjectKind;
  readonly id: string;
  readonly name: string;
  readonly members: readonly { readonly msId: string; readonly name: string }[];
};

/** One member's track (a terminal timeline has one, its own). */
export type MemberTrack = { readonly msId: string; readonly name: string; readonly track: Track };

export type Timeline = {
  readonly window: TimelineWindow;
  readonly segments: readonly Segment[];
  readonly ticks: readonly Tick[];
  /** The first member's track: the one the scrubber's marker readout follows. */
  readonly track: Track;
  readonly tracks: readonly MemberTrack[];
  /** Every camera's recordings in the window. */
  readonly videos: readonly VideoSegment[];
  /** Sources that could not be read (the rest still shows). */
  readonly failed: readonly TimelineSource[];
};

export type TimelineSource = 'transmissions' | 'track' | 'log' | 'messages' | 'video';

const SOS_STEPS: ReadonlySet<number> = new Set([SosLogType.Acknowledged, SosLogType.Marked, SosLogType.HandedOver, SosLogType.Cancelled, SosLogType.RemotelyClosed]);

/** The transmissions of a talker that overlap the window, oldest first. */
export function segmentsOf(list: readonly RecordedTransmission[], window: { start: number; end: number }): Segment[] {
  return list
    .map((entry) => ({ file: entry.file, url: entry.url, gid: entry.gid, start: entry.startedAt, end: entry.startedAt + entry.talkMs, talker: entry.name }))
    .filter((segment) => segment.end > window.start && segment.start <= window.end)
    .sort((a, b) => a.start - b.start || a.file.localeCompare(b.file));
}

/** The log's records about the terminal (or the group's members) as ticks: their alarms and every step of their workflow. */
export function ticksOfLog(records: readonly LogRecord[], msIds: string | ReadonlySet<string>): Tick[] {
  const ticks: Tick[] = [];
  const about = (msId: string) => (typeof msIds === 'string' ? msId === msIds : msIds.has(msId));
  for (const record of records) {
    // Saving an incident is listed with the alarms but is the dispatcher's act, not the terminal's.
    if (!about(record.msId) || record.category !== 'alarm' || record.logType === LogType.IncidentSaved) continue;
    const kind = record.logType !== null && SOS_STEPS.has(record.logType) ? TickKind.SosStep : TickKind.Alarm;
    ticks.push({ id: `log-${record.id}`, kind, time: record.time, what: record.operation, who: record.name, remark: record.remark });
  }
  return ticks;
}

/** The segment playing at `at`, or null between transmissions. */
export function segmentAt(segments: readonly Segment[], at: number): Segment | null {
  for (const segment of segments) if (segment.start <= at && at < segment.end) return segment;
  return null;
}

/** The first segment starting after `at`, for play to jump a silence to. */
export function nextSegmentAfter(segments: readonly Segment[], at: number): Segment | null {
  for (const segment of segments) if (segment.start > at) return segment;
  return null;
}

/** Seconds into the segment's recording at `at`. */
export const audioOffsetSeconds = (segment: Segment, at: number): number => Math.max(0, Math.min(segment.end - segment.start, at - segment.start)) / 1_000;

/** The fix the marker is on at `at`: the last one at or before it (the first before the track starts), or -1 without fixes. */
export const fixIndexAt = (track: Track, at: number): number => indexAtTime(track.time, track.length, at);

/** Where `at` is along the window, 0..1, for drawing segments and ticks. */
export const fractionOf = (window: { start: number; end: number }, at: number): number =>
  window.end > window.start ? Math.max(0, Math.min(1, (at - window.start) / (window.end - window.start))) : 0;

/** The window clamped: the scrubber never leaves it. */
export const clampTo = (window: { start: number; end: number }, at: number): number => Math.max(window.start, Math.min(window.end, at));


/**
 * What the scrubber spans: the part of the window that has anything in it (a day's window with a
 * few minutes of activity would leave a transmission a pixel wide), or the whole window when empty.
 */
export function extentOf(timeline: Pick<Timeline, 'window' | 'segments' | 'ticks' | 'track'> & { readonly tracks?: readonly MemberTrack[]; readonly videos?: readonly VideoSegment[] }): {
  start: number;
  end: number;
} {
  let start = Number.POSITIVE_INFINITY;
  let end = Number.NEGATIVE_INFINITY;
  for (const segment of timeline.segments) {
    start = Math.min(start, segment.start);
    end = Math.max(end, segment.end);
  }
  for (const video of timeline.videos ?? []) {
    start = Math.min(start, video.start);
    end = Math.max(end, video.end);
  }
  for (const tick of timeline.ticks) {
    start = Math.min(start, tick.time);
    end = Math.max(end, tick.time);
  }
  for (const track of timeline.tracks?.map((member) => member.track) ?? [timeline.track]) {
    if (track.length === 0) continue;
    start = Math.min(start, track.time[0]!);
    end = Math.max(end, track.time[track.length - 1]!);
  }
  if (!Number.isFinite(start) || !Number.isFinite(end)) return { start: timeline.window.start, end: timeline.window.end };
  start = Math.max(start, timeline.window.start);
  end = Math.min(end, timeline.window.end);
  return end > start ? { start, end } : { start, end: start + 1_000 };
}
