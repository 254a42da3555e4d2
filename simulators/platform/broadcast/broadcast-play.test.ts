import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TaskBody, TaskView } from '../../../protocol/index.ts';
import { dispatcher, openMemoryPlatform, seed, type MemoryPlatform } from '../testing/memory-platform.ts';
import { BroadcastPlayer, crossedStart } from './broadcast-play.ts';
import { LoginGuard } from '../auth/login-guard.ts';
import { BroadcastService, type Outcome } from './broadcast-service.ts';

/**
 * The broadcast player's decisions on an in-memory platform whose clock the test moves
 * (broadcast.test.ts runs the service over HTTP with simulated speakers): the task states, the
 * plan's schedule, the real-time task and what each speaker is told to play.
 */
const ME = '20000001';
/** Monday 23 November 2026, 07:59:59 local time (the plan's schedule is in local time). */
const MONDAY = new Date(2026, 10, 23, 7, 59, 59).getTime();
const [HALL, YARD] = [21, 22];
const [CHIME, SPEECH] = [11, 12];

let memory: MemoryPlatform;
let player: BroadcastPlayer;
beforeEach(async () => {
  memory = await openMemoryPlatform(MONDAY);
  await seed(memory.platform, [dispatcher(ME)]);
  const by = ME;
  await memory.platform.commit([
    { type: 'bcast.orgSaved', org: { id: 1, parent_id: 0, name: 'Site', code: 'site', call_number: '' }, by },
    { type: 'bcast.deviceSaved', device: { id: HALL, org_id: 1, name: 'Hall', code: 'spk-hall', ao_volume: 50 }, by },
    { type: 'bcast.deviceSaved', device: { id: YARD, org_id: 1, name: 'Yard', code: 'spk-yard', ao_volume: 100 }, by },
    { type: 'bcast.fileAdded', file: { id: CHIME, name: '00000000000000a1.wav', original_name: 'chime.wav', length: 3_000, size: 1, group_id: 1, create_time: MONDAY }, by },
    { type: 'bcast.fileAdded', file: { id: SPEECH, name: '00000000000000a2.wav', original_name: 'speech.wav', length: 2_000, size: 1, group_id: 1, create_time: MONDAY }, by },
  ]);
  player = new BroadcastPlayer(new BroadcastService(memory.platform, new LoginGuard(memory.platform)));
});
afterEach(() => memory.close());

const body = (patch: Partial<TaskBody> = {}): TaskBody => ({ name: 'Morning', file_ids: [CHIME, SPEECH], device_ids: [HALL], start_time: '08:00:00', weekdays: [1, 2, 3, 4, 5], volume: 80, offline: 0, audio_source: 0, loop: 1, ...patch });
const dataOf = <T>(outcome: Outcome<T>): T => {
  if (!outcome.ok) throw new Error(`refused: ${outcome.code} ${outcome.msg}`);
  return outcome.data;
};
const STATE = { ok: false, code: 409, msg: 'status:state' };
const addTask = async (patch: Partial<TaskBody> = {}): Promise<TaskView> => dataOf(await player.saveTask(ME, body(patch), null));
const order = (code = 'spk-hall') => dataOf(player.report(code, null)).order;

describe("a task's start time (crossedStart)", () => {
  const at = (day: number, hours: number, minutes: number, seconds: number, ms = 0) => new Date(2026, 10, day, hours, minutes, seconds, ms).getTime();
  const task = { start_time: '08:00:00', weekdays: [1] };

  it('falls in (since, now]: the tick that reaches it starts the task, the one after does not', () => {
    expect(crossedStart(task, at(23, 7, 59, 59, 500), at(23, 8, 0, 0))).toBe(true);
    expect(crossedStart(task, at(23, 8, 0, 0), at(23, 8, 0, 1))).toBe(false);
    expect(crossedStart(task, at(23, 7, 59, 58), at(23, 7, 59, 59, 999))).toBe(false);
  });

  it('counts only on its weekdays, Sunday being 7', () => {
    expect(crossedStart(task, at(24, 7, 59, 59), at(24, 8, 0, 0))).toBe(false);
    expect(crossedStart({ ...task, weekdays: [7] }, at(29, 7, 59, 59), at(29, 8, 0, 0))).toBe(true);
  });

  it('starts a task at midnight on the tick that crosses into its day', () => {
    expect(crossedStart({ start_time: '00:00:00', weekdays: [2] }, at(23, 23, 59, 59, 500), at(24, 0, 0, 0, 500))).toBe(true);
  });

  it('starts a task due just before midnight on the tick that crosses midnight', () => {
    expect(crossedStart({ start_time: '23:59:59', weekdays: [1] }, at(23, 23, 59, 58, 800), at(24, 0, 0, 0, 100))).toBe(true);
  });
});

describe('timed tasks', () => {
  it('share one plan, made stopped with the first task; weekdays sorted, name trimmed', async () => {
    const first = await addTask({ name: ' Morning ', weekdays: [5, 1, 3] });
    const second = await addTask({ name: 'Noon' });
    expect(first).toMatchObject({ name: 'Morning', weekdays: [1, 3, 5], status: 'idle', play: null, plan_id: second.plan_id });
    expect([...memory.platform.state.broadcast.plans.values()]).toEqual([{ id: first.plan_id, name: 'Default plan', running: false }]);
  });

  it('are refused with unknown files or speakers, and an edit of no task is 404', async () => {
    expect(await player.saveTask(ME, body({ file_ids: [99], device_ids: [] }), null)).toEqual({ ok: false, code: 400, msg: 'file_ids:unknown,device_ids:required' });
    expect(await player.saveTask(ME, body(), 99)).toEqual({ ok: false, code: 404, msg: 'task:unknown' });
    expect(await player.actOnTask(ME, 99, 'start')).toEqual({ ok: false, code: 404, msg: 'task:unknown' });
  });

  it('go idle → playing ⇄ paused → idle and refuse any other move (409 status:state)', async () => {
    const { id } = await addTask();
    for (const action of ['pause', 'resume', 'stop'] as const) expect(await player.actOnTask(ME, id, action)).toEqual(STATE);
    expect(dataOf(await player.actOnTask(ME, id, 'start')).status).toBe('playing');
    expect(await player.actOnTask(ME, id, 'start')).toEqual(STATE);
    expect(await player.actOnTask(ME, id, 'resume')).toEqual(STATE);
    expect(dataOf(await player.actOnTask(ME, id, 'pause')).status).toBe('paused');
    expect(await player.actOnTask(ME, id, 'pause')).toEqual(STATE);
    expect(dataOf(await player.actOnTask(ME, id, 'stop'))).toMatchObject({ status: 'idle', play: null });
  });

  it('are edited and deleted only while stopped', async () => {
    const { id } = await addTask();
    await player.actOnTask(ME, id, 'start');
    expect(await player.saveTask(ME, body({ name: 'Noon' }), id)).toEqual(STATE);
    expect(await player.removeTask(ME, id)).toEqual(STATE);
    await player.actOnTask(ME, id, 'stop');
    expect(dataOf(await player.saveTask(ME, body({ name: 'Noon' }), id))).toMatchObject({ id, name: 'Noon' });
    expect(dataOf(await player.removeTask(ME, id))).toBeNull();
    expect(await player.removeTask(ME, id)).toEqual({ ok: false, code: 404, msg: 'task:unknown' });
  });

  it('keep their place in the list by the clock, standing still while paused', async () => {
    const { id } = await addTask();
    await player.actOnTask(ME, id, 'start');
    memory.advance(3_500);
    expect(player.taskView(memory.platform.state.broadcast.tasks.get(id)!)).toMatchObject({ current_file_id: SPEECH, position_ms: 500 });
    await player.actOnTask(ME, id, 'pause');
    memory.advance(60_000);
    await player.actOnTask(ME, id, 'resume');
    memory.advance(1_000);
    expect(player.taskView(memory.platform.state.broadcast.tasks.get(id)!)).toMatchObject({ current_file_id: SPEECH, position_ms: 1_500 });
  });
});

describe("the plan's clock (tick)", () => {
  it('starts a due task only while the plan runs, and only on its weekdays', async () => {
    const due = await addTask();
    const weekend = await addTask({ name: 'Weekend', weekdays: [6, 7] });
    await player.tick(MONDAY, MONDAY + 1_000);
    expect(memory.platform.state.broadcast.tasks.get(due.id)?.status).toBe('idle');
    dataOf(await player.startPlan(ME, due.plan_id, true));
    memory.set(MONDAY + 2_000);
    // 08:00:00 fell in the last tick's window before the plan ran: nothing now.
    await player.tick(MONDAY + 1_000, MONDAY + 2_000);
    expect(memory.platform.state.broadcast.tasks.get(due.id)?.status).toBe('idle');
    await player.tick(MONDAY, MONDAY + 1_000);
    expect(memory.platform.state.broadcast.tasks.get(due.id)?.status).toBe('playing');
    expect(memory.platform.state.broadcast.tasks.get(weekend.id)?.status).toBe('idle');
  });

  it('stops a task once it has played its rounds', async () => {
    const { id } = await addTask({ loop: 2 });
    await player.actOnTask(ME, id, 'start');
    // Two rounds of 3 s + 2 s.
    memory.advance(9_999);
    await player.tick(memory.now() - 1_000, memory.now());
    expect(memory.platform.state.broadcast.tasks.get(id)?.status).toBe('playing');
    memory.advance(1);
    await player.tick(memory.now() - 1_000, memory.now());
    expect(memory.platform.state.broadcast.tasks.get(id)?.status).toBe('idle');
  });

  it('starts and stops only a plan that exists', async () => {
    expect(await player.startPlan(ME, 99, true)).toEqual({ ok: false, code: 404, msg: 'plan:unknown' });
  });
});

describe('the real-time task', () => {
  const live = { file_ids: [CHIME, SPEECH], device_ids: [HALL], volume: 60, duration_type: 1 };

  it('keeps a choice while stopped and plays it, refusing a second start or a change while it plays', async () => {
    expect(dataOf(await player.configureRealTime(ME, live))).toMatchObject({ status: 'idle', choice_file_id: null, play: null });
    expect(dataOf(await player.startRealTime(ME, live))).toMatchObject({ status: 'playing', choice_file_id: CHIME, current_file_id: CHIME, position_ms: 0 });
    expect(await player.startRealTime(ME, live)).toEqual(STATE);
    expect(await player.configureRealTime(ME, live)).toEqual(STATE);
  });

  it('is controlled only while it plays', async () => {
    for (const action of ['stop', 'pause', 'next', 'prev'] as const) expect(await player.actOnRealTime(ME, action)).toEqual(STATE);
    expect(await player.actOnRealTime(ME, { choose: CHIME })).toEqual(STATE);
  });

  it('moves to the next and previous file round the list, and jumps only to a file of it', async () => {
    await player.startRealTime(ME, live);
    expect(dataOf(await player.actOnRealTime(ME, 'prev'))).toMatchObject({ current_file_id: SPEECH, choice_file_id: SPEECH });
    expect(dataOf(await player.actOnRealTime(ME, 'next'))).toMatchObject({ current_file_id: CHIME });
    memory.advance(1_200);
    expect(dataOf(await player.actOnRealTime(ME, { choose: SPEECH }))).toMatchObject({ current_file_id: SPEECH, position_ms: 0 });
    expect(await player.actOnRealTime(ME, { choose: 99 })).toEqual({ ok: false, code: 400, msg: 'file_ids:unknown' });
  });

  it('toggles pause, and stays paused when moved while paused', async () => {
    await player.startRealTime(ME, live);
    memory.advance(1_000);
    expect(dataOf(await player.actOnRealTime(ME, 'pause'))).toMatchObject({ status: 'paused', position_ms: 1_000 });
    memory.advance(5_000);
    expect(dataOf(await player.actOnRealTime(ME, 'next'))).toMatchObject({ status: 'paused', current_file_id: SPEECH, position_ms: 0 });
    memory.advance(5_000);
    expect(dataOf(await player.actOnRealTime(ME, 'pause'))).toMatchObject({ status: 'playing', position_ms: 0 });
    memory.advance(500);
    expect(player.realTimeView(ME)).toMatchObject({ current_file_id: SPEECH, position_ms: 500 });
    expect(dataOf(await player.actOnRealTime(ME, 'stop'))).toMatchObject({ status: 'idle', play: null });
  });

  it('keeps its files and speakers in use while its choice is kept', async () => {
    expect(player.fileInUse(SPEECH)).toBe(false);
    await player.configureRealTime(ME, { ...live, file_ids: [SPEECH] });
    expect(player.fileInUse(SPEECH)).toBe(true);
    expect(player.fileInUse(CHIME)).toBe(false);
  });
});

describe('what a speaker is told to play', () => {
  it('the real-time task before timed tasks, and the oldest timed task first', async () => {
    const older = await addTask({ device_ids: [HALL, YARD] });
    const newer = await addTask({ name: 'Noon', device_ids: [HALL] });
    await player.actOnTask(ME, newer.id, 'start');
    expect(order()).toMatchObject({ kind: 'task', task_id: newer.id });
    await player.actOnTask(ME, older.id, 'start');
    expect(order()).toMatchObject({ kind: 'task', task_id: older.id });
    await player.startRealTime(ME, { file_ids: [SPEECH], device_ids: [HALL], volume: 60, duration_type: 1 });
    expect(order()).toMatchObject({ kind: 'realtime', file_id: SPEECH, file_name: '00000000000000a2.wav' });
    // The yard is not in the real-time task: it keeps the older timed task.
    expect(order('spk-yard')).toMatchObject({ kind: 'task', task_id: older.id });
  });

  it("at the task's volume scaled by the speaker's, from where the list is, paused or not", async () => {
    const { id } = await addTask({ volume: 80, device_ids: [HALL, YARD] });
    await player.actOnTask(ME, id, 'start');
    memory.advance(3_250);
    expect(order()).toEqual({ kind: 'task', task_id: id, file_id: SPEECH, file_name: '00000000000000a2.wav', offset_ms: 250, paused: false, volume: 40 });
    expect(order('spk-yard')).toMatchObject({ volume: 80 });
    await player.actOnTask(ME, id, 'pause');
    expect(order()).toMatchObject({ paused: true, offset_ms: 250 });
  });

  it('nothing once a task has played its rounds, or for a speaker no task names', async () => {
    const { id } = await addTask();
    await player.actOnTask(ME, id, 'start');
    expect(order('spk-yard')).toBeNull();
    memory.advance(5_000);
    expect(order()).toBeNull();
  });

  it('only to a known speaker, which counts as online for 5 s after its report', () => {
    expect(player.report('spk-nobody', null)).toEqual({ ok: false, code: 404, msg: 'device:unknown' });
    const playing = { kind: 'task' as const, task_id: 1, file_id: CHIME, file_name: 'x', position_ms: 0, decoded_bytes: 10, level_db: -6 };
    player.report('spk-hall', playing);
    memory.advance(5_000);
    expect(player.deviceViews(ME, null).map((device) => [device.id, device.online, device.playing])).toEqual([
      [HALL, 1, playing],
      [YARD, 0, null],
    ]);
    memory.advance(1);
    expect(player.deviceViews(ME, 1)[0]).toMatchObject({ id: HALL, online: 0, playing: null });
    expect(player.deviceViews(ME, 2)).toEqual([]);
  });
});
