import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { TerminalType, VideoRecordKind, VideoRecordLimits, VideoRecordRefusal, type Camera, type VideoRecord } from '../../../protocol/index.ts';
import type { CameraSource } from '../cameras/camera-media.ts';
import { cameraOfOrganisation } from '../cameras/camera-book.ts';
import type { Platform } from '../platform.ts';
import { recordOfCaller } from './video-record-book.ts';
import { Serial } from '../serial.ts';
import { probeVideo, recordArgs, runCapture, snapArgs, type Capture, type ProbedVideo } from './ffmpeg-capture.ts';

type Refusal = (typeof VideoRecordRefusal)[keyof typeof VideoRecordRefusal];
export type VideoRecordAnswer = { readonly ok: true; readonly record: VideoRecord | null } | { readonly ok: false; readonly refusal: Refusal };

/** What the service needs from the outside world; tests stand in for ffmpeg and the cameras. */
export type VideoRecordDeps = {
  readonly dir: string;
  readonly sourceOf: (camera: Camera) => Promise<CameraSource | null>;
  readonly run?: (source: CameraSource, args: string[], log: (line: string) => void) => Capture;
  readonly probe?: (file: string) => Promise<ProbedVideo | null>;
  readonly log?: (line: string) => void;
};

type Running = { readonly record: VideoRecord; readonly capture: Capture; readonly part: string; timer: NodeJS.Timeout | null; finishing: Promise<VideoRecordAnswer> | null };

const refuse = (refusal: Refusal): VideoRecordAnswer => ({ ok: false, refusal });
const newId = () => `${Date.now().toString(36)}${randomBytes(5).toString('hex')}`;
const sizeOf = async (file: string) => (await stat(file).catch(() => null))?.size ?? 0;

/**
 * apiZlmk record and snap (docs/protocol.md "Video records"): records a camera's live stream into
 * an MP4 under the data folder, takes JPEG snapshots, lists and deletes them. Start decisions go
 * one at a time (limits, one recording per camera); a recording is logged when it starts and when
 * its file is complete, and only a complete, playable file is ever listed as finished.
 */
export class VideoRecordService {
  private readonly serial = new Serial();
  private readonly running = new Map<string, Running>();
  private readonly run: NonNullable<VideoRecordDeps['run']>;
  private readonly probe: NonNullable<VideoRecordDeps['probe']>;
  private readonly log: (line: string) => void;
  /** The organisation's recording time; a test control changes it. */
  quotaMs: number = VideoRecordLimits.defaultQuotaMs;
  maxConcurrent: number = VideoRecordLimits.maxConcurrent;

  constructor(
    private readonly platform: Platform,
    private readonly deps: VideoRecordDeps,
  ) {
    this.run = deps.run ?? runCapture;
    this.probe = deps.probe ?? probeVideo;
    this.log = deps.log ?? (() => undefined);
  }

  fileOf(record: Pick<VideoRecord, 'id' | 'kind'>): string {
    return path.join(this.deps.dir, `${record.id}.${record.kind === VideoRecordKind.Video ? 'mp4' : 'jpg'}`);
  }

  /** Recordings that were running when the emulator last stopped left no playable file: they are cleared. */
  async recover(): Promise<void> {
    for (const record of this.platform.state.videoRecords.values()) {
      if (record.endTime !== null || this.running.has(record.cameraId)) continue;
      await this.platform.commit([{ type: 'videoRecord.failed', id: record.id, reason: 'interrupted' }]);
      await rm(this.partOf(record.id), { force: true });
    }
  }

  start(msId: string, cameraId: string): Promise<VideoRecordAnswer> {
    return this.serial.run(async () => {
      const checked = this.check(msId, cameraId);
      if ('refusal' in checked) return refuse(checked.refusal);
      if (this.running.has(cameraId)) return refuse(VideoRecordRefusal.AlreadyRecording);
      if (this.running.size >= this.maxConcurrent) return refuse(VideoRecordRefusal.TooMany);
      const left = this.quotaMs - this.usedMs();
      if (left <= 0) return refuse(VideoRecordRefusal.NoRecordingTime);
      const source = await this.deps.sourceOf(checked.camera);
      if (!source) return refuse(VideoRecordRefusal.StreamNotFound);
      await mkdir(this.deps.dir, { recursive: true });
      const record: VideoRecord = {
        id: newId(),
        kind: VideoRecordKind.Video,
        cameraId,
        cameraName: checked.camera.name,
        startTime: this.platform.now(),
        endTime: null,
        ...{ durationMs: 0, size: 0, width: 0, height: 0 },
        createBy: msId,
      };
      await this.platform.commit([{ type: 'videoRecord.started', record }]);
      const part = this.partOf(record.id);
      const capture = this.run(source, recordArgs(source, part), this.log);
      const entry: Running = { record, capture, part, timer: null, finishing: null };
      this.running.set(cameraId, entry);
      // Nobody stopped it: the time limit (or what is left of the organisation's time) ends it.
      entry.timer = setTimeout(() => void this.finish(entry), Math.min(VideoRecordLimits.maxRecordingMs, left));
      entry.timer.unref();
      // The camera stopped (its stream ended): what was recorded is kept.
      void capture.done.then(() => void this.finish(entry));
      return { ok: true, record };
    });
  }

  stop(msId: string, cameraId: string): Promise<VideoRecordAnswer> {
    if (!this.isDispatcher(msId)) return Promise.resolve(refuse(VideoRecordRefusal.NotDispatcher));
    const entry = this.running.get(cameraId);
    return entry ? this.finish(entry) : Promise.resolve(refuse(VideoRecordRefusal.NotRecording));
  }

  async snap(msId: string, cameraId: string): Promise<VideoRecordAnswer> {
    const checked = this.check(msId, cameraId);
    if ('refusal' in checked) return refuse(checked.refusal);
    const source = await this.deps.sourceOf(checked.camera);
    if (!source) return refuse(VideoRecordRefusal.StreamNotFound);
    await mkdir(this.deps.dir, { recursive: true });
    const id = newId();
    const startTime = this.platform.now();
    const file = this.fileOf({ id, kind: VideoRecordKind.Snapshot });
    const capture = this.run(source, snapArgs(source, file), this.log);
    const late = setTimeout(() => void capture.stop(), VideoRecordLimits.snapTimeoutMs);
    const clean = await capture.done.finally(() => clearTimeout(late));
    const size = clean ? await sizeOf(file) : 0;
    const probed = size > 0 ? await this.probe(file) : null;
    if (!probed) {
      await rm(file, { force: true });
      return refuse(VideoRecordRefusal.StreamNotFound);
    }
    const record: VideoRecord = { id, kind: VideoRecordKind.Snapshot, cameraId, cameraName: checked.camera.name, startTime, endTime: startTime, durationMs: 0, size, width: probed.width, height: probed.height, createBy: msId };
    await this.platform.commit([{ type: 'videoRecord.snapped', record }]);
    return { ok: true, record };
  }

  async remove(msId: string, id: string): Promise<VideoRecordAnswer> {
    if (!this.isDispatcher(msId)) return refuse(VideoRecordRefusal.NotDispatcher);
    const record = this.platform.state.videoRecords.get(id);
    // Another organisation's record is none, as a missing one is.
    if (!record || !recordOfCaller(this.platform.state, msId, record)) return refuse(VideoRecordRefusal.NoRecord);
    if (record.endTime === null) return refuse(VideoRecordRefusal.StillRecording);
    // Logged first: a crash between the two leaves an orphan file, never a listed record without one.
    await this.platform.commit([{ type: 'videoRecord.removed', id, by: msId }]);
    await rm(this.fileOf(record), { force: true });
    return { ok: true, record: null };
  }

  /** Whether the camera's stream is live here, and the recording running on it. */
  async status(msId: string, cameraId: string): Promise<{ online: boolean; recording: VideoRecord | null } | null> {
    const camera = this.platform.state.cameras.byId.get(cameraId);
    if (!camera || !cameraOfOrganisation(this.platform.state, camera, this.platform.state.terminals.get(msId)?.cid ?? null)) return null;
    return { online: (await this.deps.sourceOf(camera)) !== null, recording: this.running.get(cameraId)?.record ?? null };
  }

  /** Ends every running recording, keeping what was recorded (the emulator is stopping). */
  async close(): Promise<void> {
    await Promise.all([...this.running.values()].map((entry) => this.finish(entry)));
  }

  private finish(entry: Running): Promise<VideoRecordAnswer> {
    entry.finishing ??= (async () => {
      if (entry.timer) clearTimeout(entry.timer);
      await entry.capture.stop();
      const size = await sizeOf(entry.part);
      const probed = size > 0 ? await this.probe(entry.part) : null;
      try {
        if (!probed || probed.durationMs <= 0) {
          await this.platform.commit([{ type: 'videoRecord.failed', id: entry.record.id, reason: 'no video was recorded' }]);
          await rm(entry.part, { force: true });
          return refuse(VideoRecordRefusal.StreamNotFound);
        }
        await rename(entry.part, this.fileOf(entry.record));
        const endTime = this.platform.now();
        await this.platform.commit([{ type: 'videoRecord.finished', id: entry.record.id, endTime, size, ...probed }]);
        return { ok: true, record: this.platform.state.videoRecords.get(entry.record.id) ?? null } as const;
      } finally {
        this.running.delete(entry.record.cameraId);
      }
    })();
    return entry.finishing;
  }

  private partOf(id: string): string {
    return path.join(this.deps.dir, `${id}.part.mp4`);
  }

  private usedMs(): number {
    const now = this.platform.now();
    let used = 0;
    for (const record of this.platform.state.videoRecords.values()) used += record.endTime === null ? Math.max(0, now - record.startTime) : record.durationMs;
    return used;
  }

  private check(msId: string, cameraId: string): { camera: Camera } | { refusal: Refusal } {
    if (!this.isDispatcher(msId)) return { refusal: VideoRecordRefusal.NotDispatcher };
    const camera = this.platform.state.cameras.byId.get(cameraId);
    // Another organisation's camera is unknown, as a missing one is.
    if (!camera || !cameraOfOrganisation(this.platform.state, camera, this.platform.state.terminals.get(msId)?.cid ?? null)) return { refusal: VideoRecordRefusal.Unknown };
    if (camera.protocol === 'webrtc') return { refusal: VideoRecordRefusal.NotRecordable };
    return { camera };
  }

  private isDispatcher(msId: string): boolean {
    return this.platform.state.terminals.get(msId)?.type === TerminalType.Dispatcher;
  }
}
