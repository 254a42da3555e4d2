import {
  BroadcastLimits,
  playbackAt,
  realTimeProblems,
  taskProblems,
  type BroadcastFile,
  type BroadcastTask,
  type DeviceView,
  type Playback,
  type PlayState,
  type RealTimeBody,
  type RealTimeTask,
  type RealTimeView,
  type SpeakerOrder,
  type SpeakerPlaying,
  type TaskBody,
  type TaskView,
} from '../../../protocol/index.ts';
import { broadcastOf, broadcastOwnerOf, type BroadcastRecords } from './broadcast-book.ts';
import { done, invalid, refuse, type BroadcastService, type Outcome } from './broadcast-service.ts';

export type TaskAction = 'start' | 'stop' | 'pause' | 'resume';
export type RealTimeAction = 'stop' | 'pause' | 'next' | 'prev';

const REAL_TIME_ID = 1;
const DEFAULT_PLAN_NAME = 'Default plan';

/** The state a task may take an action from, and the state it goes to. */
const MOVES: Readonly<Record<TaskAction, { from: readonly PlayState[]; to: PlayState }>> = {
  start: { from: ['idle'], to: 'playing' },
  pause: { from: ['playing'], to: 'paused' },
  resume: { from: ['paused'], to: 'playing' },
  stop: { from: ['playing', 'paused'], to: 'idle' },
};

type Heard = { readonly seenAt: number; readonly playing: SpeakerPlaying | null };

/**
 * Playing: the timed tasks, their plan and the real-time task (SPEC §4), and the speakers that
 * play them. A playlist's place is a clock (`Playback`): which file started when, shifted by pauses,
 * so the service never ticks per file; speakers ask where it is and play from there. A dispatcher
 * plays its organisation's tasks, files and speakers only, and has its organisation's real-time task.
 */
export class BroadcastPlayer {
  /** What each speaker (by device code) last reported; volatile like a network presence. */
  private readonly heard = new Map<string, Heard>();

  constructor(private readonly service: BroadcastService) {}

  private get book() {
    return this.service.book;
  }

  /** The caller's organisation's records; the clock's own moves (by null) act on any. */
  private view(by: string | null): BroadcastRecords {
    return by === null ? { ...this.book, realTime: null } : this.service.view(by);
  }

  /** The records of the organisation a record (a file, a device) belongs to. */
  private ownerView(id: number): BroadcastRecords {
    return broadcastOf(this.service.platform.state, broadcastOwnerOf(this.service.platform.state, id));
  }

  private now(): number {
    return this.service.platform.now();
  }

  private lengths(fileIds: readonly number[]): number[] {
    return fileIds.map((id) => this.book.files.get(id)?.length ?? 0);
  }

  private where(fileIds: readonly number[], play: Playback | null) {
    if (!play) return { current_file_id: null, position_ms: 0, finished: false, index: 0 };
    const at = playbackAt(play, this.lengths(fileIds), this.now());
    return { current_file_id: fileIds[at.index] ?? null, position_ms: at.offsetMs, finished: at.finished, index: at.index };
  }

  taskView(task: BroadcastTask): TaskView {
    const { current_file_id, position_ms } = this.where(task.file_ids, task.play);
    return { ...task, current_file_id, position_ms };
  }

  realTimeView(by: string): RealTimeView | null {
    const task = this.view(by).realTime;
    if (!task) return null;
    const { current_file_id, position_ms } = this.where(task.file_ids, task.play);
    return { ...task, current_file_id, position_ms };
  }

  deviceViews(by: string, orgId: number | null): DeviceView[] {
    const cutoff = this.now() - BroadcastLimits.speakerOfflineMs;
    return [...this.view(by).devices.values()]
      .filter((device) => orgId === null || device.org_id === orgId)
      .sort((a, b) => a.id - b.id)
      .map((device) => {
        const heard = this.heard.get(device.code);
        const online = heard !== undefined && heard.seenAt >= cutoff;
        return { ...device, online: online ? 1 : 0, playing: online ? (heard?.playing ?? null) : null };
      });
  }

  // ---- files ----

  /** Does a task or the real-time task of the file's organisation play it? */
  fileInUse(id: number): boolean {
    const mine = this.ownerView(id);
    return [...mine.tasks.values()].some((task) => task.file_ids.includes(id)) || (mine.realTime?.file_ids.includes(id) ?? false);
  }

  addFile(by: string, file: BroadcastFile): Promise<Outcome<BroadcastFile>> {
    return this.service.serial.run(async () => {
      await this.service.platform.commit([{ type: 'bcast.fileAdded', file, by }]);
      return done(file);
    });
  }

  // ---- timed tasks and their plan ----

  /** The organisation's plan (made on its first task): each organisation starts and stops its own. */
  private async defaultPlanId(by: string): Promise<number> {
    const first = [...this.view(by).plans.values()][0];
    if (first) return first.id;
    const plan = { id: this.service.nextId(), name: DEFAULT_PLAN_NAME, running: false };
    await this.service.platform.commit([{ type: 'bcast.planSaved', plan, by }]);
    return plan.id;
  }

  private taskDraftProblems(by: string, body: TaskBody) {
    const draft = { ...body, name: body.name.trim(), volume: body.volume, loop: body.loop };
    const mine = this.view(by);
    return { draft, found: taskProblems(draft, new Set(mine.files.keys()), new Set(mine.devices.keys())) };
  }

  /** SPEC §7 POST /v1/task adds offline 0, audio_source 0, loop 1; PATCH edits a task that is not playing. */
  saveTask(by: string, body: TaskBody, id: number | null): Promise<Outcome<TaskView>> {
    return this.service.serial.run(async () => {
      const was = id === null ? undefined : this.view(by).tasks.get(id);
      if (id !== null && !was) return refuse(404, 'task:unknown');
      if (was && was.status !== 'idle') return refuse(409, 'status:state');
      const { draft, found } = this.taskDraftProblems(by, body);
      if (found.length > 0) return invalid(found);
      const task: BroadcastTask = {
        id: id ?? this.service.nextId(),
        plan_id: was?.plan_id ?? (await this.defaultPlanId(by)),
        name: draft.name,
        file_ids: draft.file_ids,
        device_ids: draft.device_ids,
        start_time: draft.start_time,
        weekdays: [...draft.weekdays].sort((a, b) => a - b),
        volume: draft.volume,
        loop: draft.loop,
        offline: body.offline,
        audio_source: body.audio_source,
        status: 'idle',
        play: null,
      };
      await this.service.platform.commit([{ type: 'bcast.taskSaved', task, by }]);
      return done(this.taskView(task));
    });
  }

  removeTask(by: string, id: number): Promise<Outcome<null>> {
    return this.service.serial.run(async () => {
      const task = this.view(by).tasks.get(id);
      if (!task) return refuse(404, 'task:unknown');
      if (task.status !== 'idle') return refuse(409, 'status:state');
      await this.service.platform.commit([{ type: 'bcast.taskRemoved', id, by }]);
      return done(null);
    });
  }

  actOnTask(by: string | null, id: number, action: TaskAction): Promise<Outcome<TaskView>> {
    return this.service.serial.run(async () => {
      const task = this.view(by).tasks.get(id);
      if (!task) return refuse(404, 'task:unknown');
      const move = MOVES[action];
      if (!move.from.includes(task.status)) return refuse(409, 'status:state');
      const now = this.now();
      const play: Playback | null =
        action === 'start'
          ? { index: 0, started_at: now, paused_at: null, rounds_left: Math.max(0, task.loop - 1) }
          : action === 'pause' && task.play
            ? { ...task.play, paused_at: now }
            : action === 'resume' && task.play
              ? { ...task.play, started_at: task.play.started_at + (now - (task.play.paused_at ?? now)), paused_at: null }
              : null;
      const saved: BroadcastTask = { ...task, status: move.to, play };
      await this.service.platform.commit([{ type: 'bcast.taskSaved', task: saved, by }]);
      return done(this.taskView(saved));
    });
  }

  startPlan(by: string, id: number, running: boolean): Promise<Outcome<{ id: number; name: string; running: boolean }>> {
    return this.service.serial.run(async () => {
      const plan = this.view(by).plans.get(id);
      if (!plan) return refuse(404, 'plan:unknown');
      const saved = { ...plan, running };
      await this.service.platform.commit([{ type: 'bcast.planSaved', plan: saved, by }]);
      return done(saved);
    });
  }

  /**
   * The plan's clock, run every second: a running plan starts its idle tasks whose time of day
   * (emulator local time, on their weekdays) passed since the last tick, and any task that played
   * its rounds stops.
   */
  async tick(since: number, now: number): Promise<void> {
    for (const task of this.book.tasks.values()) {
      if (task.status === 'playing' && this.where(task.file_ids, task.play).finished) await this.actOnTask(null, task.id, 'stop');
      else if (task.status === 'idle' && this.book.plans.get(task.plan_id)?.running && crossedStart(task, since, now)) await this.actOnTask(null, task.id, 'start');
    }
  }

  // ---- the real-time task ----

  private realTimeDraft(mine: BroadcastRecords, body: RealTimeBody) {
    return realTimeProblems(body, new Set(mine.files.keys()), new Set(mine.devices.keys()));
  }

  /** PATCH /v1/real_time_task: the files, speakers and volume, while it is not playing. */
  configureRealTime(by: string, body: RealTimeBody): Promise<Outcome<RealTimeView | null>> {
    return this.service.serial.run(async () => {
      const mine = this.view(by);
      const was = mine.realTime;
      if (was && was.status !== 'idle') return refuse(409, 'status:state');
      const found = this.realTimeDraft(mine, body);
      if (found.length > 0) return invalid(found);
      const realTime: RealTimeTask = { id: REAL_TIME_ID, file_ids: body.file_ids, device_ids: body.device_ids, volume: body.volume, duration_type: body.duration_type, choice_file_id: null, status: 'idle', play: null };
      await this.service.platform.commit([{ type: 'bcast.realTimeSaved', realTime, by }]);
      return done(this.realTimeView(by));
    });
  }

  /** POST /v1/real_time_task/start: plays the files on the speakers until stopped (repeating the list). */
  startRealTime(by: string, body: RealTimeBody): Promise<Outcome<RealTimeView | null>> {
    return this.service.serial.run(async () => {
      const mine = this.view(by);
      if (mine.realTime && mine.realTime.status !== 'idle') return refuse(409, 'status:state');
      const found = this.realTimeDraft(mine, body);
      if (found.length > 0) return invalid(found);
      const play: Playback = { index: 0, started_at: this.now(), paused_at: null, rounds_left: null };
      const realTime: RealTimeTask = { id: REAL_TIME_ID, file_ids: body.file_ids, device_ids: body.device_ids, volume: body.volume, duration_type: body.duration_type, choice_file_id: body.file_ids[0] ?? null, status: 'playing', play };
      await this.service.platform.commit([{ type: 'bcast.realTimeSaved', realTime, by }]);
      return done(this.realTimeView(by));
    });
  }

  actOnRealTime(by: string, action: RealTimeAction | { choose: number }): Promise<Outcome<RealTimeView | null>> {
    return this.service.serial.run(async () => {
      const task = this.view(by).realTime;
      if (!task || task.status === 'idle' || !task.play) return refuse(409, 'status:state');
      const now = this.now();
      let saved: RealTimeTask;
      if (action === 'stop') saved = { ...task, status: 'idle', play: null };
      else if (action === 'pause') {
        // Pause toggles, so the panel's one button pauses and resumes.
        saved =
          task.status === 'playing'
            ? { ...task, status: 'paused', play: { ...task.play, paused_at: now } }
            : { ...task, status: 'playing', play: { ...task.play, started_at: task.play.started_at + (now - (task.play.paused_at ?? now)), paused_at: null } };
      } else {
        const count = task.file_ids.length;
        const current = this.where(task.file_ids, task.play).index;
        let index: number;
        if (typeof action === 'object') {
          index = task.file_ids.indexOf(action.choose);
          if (index < 0) return invalid([{ field: 'file_ids', problem: 'unknown' }]);
        } else index = (current + (action === 'next' ? 1 : count - 1)) % count;
        const paused = task.status === 'paused';
        saved = { ...task, choice_file_id: task.file_ids[index] ?? null, play: { index, started_at: now, paused_at: paused ? now : null, rounds_left: null } };
      }
      await this.service.platform.commit([{ type: 'bcast.realTimeSaved', realTime: saved, by }]);
      return done(this.realTimeView(by));
    });
  }

  // ---- speakers ----

  /** A speaker's report: remembered as its presence, answered with what it should play now. */
  report(code: string, playing: SpeakerPlaying | null): Outcome<{ volume: number; order: SpeakerOrder | null }> {
    const device = [...this.book.devices.values()].find((candidate) => candidate.code === code);
    if (!device) return refuse(404, 'device:unknown');
    this.heard.set(code, { seenAt: this.now(), playing });
    return done({ volume: device.ao_volume, order: this.orderFor(device.id, device.ao_volume) });
  }

  /** The real-time task outranks timed tasks on a speaker; among tasks the oldest wins. Only the device's organisation's play on it. */
  private orderFor(deviceId: number, deviceVolume: number): SpeakerOrder | null {
    const mine = this.ownerView(deviceId);
    const realTime = mine.realTime;
    const candidates: { kind: 'realtime' | 'task'; id: number; file_ids: number[]; volume: number; status: PlayState; play: Playback | null }[] = [];
    if (realTime && realTime.status !== 'idle' && realTime.device_ids.includes(deviceId)) candidates.push({ kind: 'realtime', ...realTime });
    for (const task of [...mine.tasks.values()].sort((a, b) => a.id - b.id)) {
      if (task.status !== 'idle' && task.device_ids.includes(deviceId)) candidates.push({ kind: 'task', ...task });
    }
    for (const candidate of candidates) {
      const at = this.where(candidate.file_ids, candidate.play);
      const file = at.current_file_id === null ? undefined : this.book.files.get(at.current_file_id);
      if (!file || at.finished) continue;
      return {
        kind: candidate.kind,
        task_id: candidate.id,
        file_id: file.id,
        file_name: file.name,
        offset_ms: at.position_ms,
        paused: candidate.status === 'paused',
        volume: Math.round((candidate.volume * deviceVolume) / 100),
      };
    }
    return null;
  }
}

/** A stalled loop or a clock jump asks about a long window; a start more than a day late is not played. */
const MAX_TICK_SPAN_MS = 24 * 60 * 60 * 1000;

/**
 * Whether a task's start time (local, on one of its weekdays) falls in (since, now]. Every day the
 * window touches is asked, so a tick that crosses midnight still starts a task due at 23:59:59.
 */
export function crossedStart(task: Pick<BroadcastTask, 'start_time' | 'weekdays'>, since: number, now: number): boolean {
  const [hours = 0, minutes = 0, seconds = 0] = task.start_time.split(':').map(Number);
  const first = new Date(Math.max(since, now - MAX_TICK_SPAN_MS));
  for (let day = new Date(first.getFullYear(), first.getMonth(), first.getDate()); day.getTime() <= now; day.setDate(day.getDate() + 1)) {
    const start = new Date(day.getFullYear(), day.getMonth(), day.getDate(), hours, minutes, seconds).getTime();
    const weekday = day.getDay() === 0 ? 7 : day.getDay();
    if (task.weekdays.includes(weekday) && start > since && start <= now) return true;
  }
  return false;
}

