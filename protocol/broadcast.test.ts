import { describe, expect, it } from 'vitest';
import {
  BroadcastLimits,
  broadcastPassword,
  callNumberProblem,
  casterProblems,
  codeProblem,
  deviceProblems,
  nameProblem,
  orgAncestry,
  orgProblems,
  parseRefusal,
  playbackAt,
  priorityProblem,
  realTimeProblems,
  refusalText,
  startTimeProblem,
  taskProblems,
  volumeProblem,
  type BroadcastOrg,
  type Playback,
  type TaskDraft,
} from './broadcast.ts';
import { DEFAULT_BROADCAST_PASSWORD } from './password.ts';

const org = (id: number, parent_id: number, code = `o${id}`): BroadcastOrg => ({ id, parent_id, name: `Org ${id}`, code, call_number: '' });
// 1 ─ 2 ─ 3, and 4 on its own.
const orgs = [org(1, 0), org(2, 1), org(3, 2), org(4, 0)];

describe('broadcast field rules', () => {
  it('names: 1-32 letters, digits, space and _ . ( ) -, trimmed', () => {
    expect(nameProblem('  ')).toBe('required');
    expect(nameProblem('Hall (north) 2_a.b-c')).toBeNull();
    expect(nameProblem('Sala de máquinas')).toBeNull();
    expect(nameProblem(` ${'x'.repeat(BroadcastLimits.maxNameLength)} `)).toBeNull();
    expect(nameProblem('x'.repeat(BroadcastLimits.maxNameLength + 1))).toBe('tooLong');
    expect(nameProblem('a<b>')).toBe('special');
  });

  it('codes: 1-20 of A-Z a-z 0-9 _ -, unique ignoring case', () => {
    expect(codeProblem('', [])).toBe('required');
    expect(codeProblem('c'.repeat(BroadcastLimits.maxCodeLength), [])).toBeNull();
    expect(codeProblem('c'.repeat(BroadcastLimits.maxCodeLength + 1), [])).toBe('tooLong');
    expect(codeProblem('spk 1', [])).toBe('special');
    expect(codeProblem('SPK-1', ['spk-1'])).toBe('exists');
    expect(codeProblem('spk-2', ['spk-1'])).toBeNull();
  });

  it('call numbers: digits only, may be empty', () => {
    expect(callNumberProblem('')).toBeNull();
    expect(callNumberProblem('0123')).toBeNull();
    expect(callNumberProblem('12a')).toBe('digits');
    expect(callNumberProblem('1'.repeat(21))).toBe('tooLong');
  });

  it('volumes 0-100 and priorities 1-10, whole numbers', () => {
    expect([0, 100].map(volumeProblem)).toEqual([null, null]);
    expect([-1, 101, 50.5, Number.NaN].map(volumeProblem)).toEqual(['range', 'range', 'range', 'range']);
    expect([1, 10].map(priorityProblem)).toEqual([null, null]);
    expect([0, 11, 5.5].map(priorityProblem)).toEqual(['range', 'range', 'range']);
  });

  it('start times: HH:mm:ss of a real time of day', () => {
    expect(startTimeProblem('')).toBe('required');
    expect(startTimeProblem('00:00:00')).toBeNull();
    expect(startTimeProblem('23:59:59')).toBeNull();
    expect(startTimeProblem('24:00:00')).toBe('time');
    expect(startTimeProblem('08:00')).toBe('time');
    expect(startTimeProblem('8:00:00')).toBe('time');
    expect(startTimeProblem('08:60:00')).toBe('time');
  });

  it('passwords: blank goes as the default secret, anything else as its MD5', () => {
    expect(broadcastPassword('', () => 'hashed')).toBe(DEFAULT_BROADCAST_PASSWORD);
    expect(broadcastPassword(' ', (text) => `md5(${text})`)).toBe('md5( )');
  });
});

describe('organisations', () => {
  it('follow the ancestry nearest first, and stop at a loop in the data', () => {
    expect(orgAncestry(orgs, 3)).toEqual([3, 2, 1]);
    expect(orgAncestry(orgs, 9)).toEqual([]);
    expect(orgAncestry([org(1, 2), org(2, 1)], 1)).toEqual([1, 2]);
  });

  it('refuse an unknown parent, and a parent that is the organisation itself or below it', () => {
    const draft = { parent_id: 9, name: 'Yard', code: 'yard', call_number: '' };
    expect(orgProblems(draft, orgs, null)).toEqual([{ field: 'parent_id', problem: 'unknown' }]);
    expect(orgProblems({ ...draft, parent_id: 3, code: 'o1' }, orgs, 1)).toEqual([{ field: 'parent_id', problem: 'cycle' }]);
    expect(orgProblems({ ...draft, parent_id: 1, code: 'o1' }, orgs, 1)).toEqual([{ field: 'parent_id', problem: 'cycle' }]);
    // Moving 3 under 4, or to the top, is fine.
    expect(orgProblems({ ...draft, parent_id: 4, code: 'o3' }, orgs, 3)).toEqual([]);
    expect(orgProblems({ ...draft, parent_id: 0, code: 'o3' }, orgs, 3)).toEqual([]);
  });

  it("let an edit keep its own code but not take another's", () => {
    expect(orgProblems({ parent_id: 0, name: 'One', code: 'O1', call_number: '' }, orgs, 1)).toEqual([]);
    expect(orgProblems({ parent_id: 0, name: 'One', code: 'o2', call_number: '' }, orgs, 1)).toEqual([{ field: 'code', problem: 'exists' }]);
  });
});

describe('casters and speakers', () => {
  const caster = { id: 5, user_id: '20000001', name: 'Announcer', code: 'c1', call_number: '', priority: 5 };
  const users = new Set(['20000001', '20000002']);

  it('a caster is one per user, of a user with broadcast access', () => {
    const draft = { user_id: '20000002', name: 'Second', code: 'c2', call_number: '', priority: 5 };
    expect(casterProblems(draft, [caster], users)).toEqual([]);
    expect(casterProblems({ ...draft, user_id: '' }, [caster], users)).toEqual([{ field: 'user_id', problem: 'required' }]);
    expect(casterProblems({ ...draft, user_id: '20000003' }, [caster], users)).toEqual([{ field: 'user_id', problem: 'unknown' }]);
    expect(casterProblems({ ...draft, user_id: '20000001', code: 'C1', priority: 0 }, [caster], users)).toEqual([
      { field: 'user_id', problem: 'exists' },
      { field: 'code', problem: 'exists' },
      { field: 'priority', problem: 'range' },
    ]);
  });

  it('a speaker needs an organisation that exists and a code no other speaker has', () => {
    const speaker = { id: 7, org_id: 1, name: 'Hall', code: 'spk-1', ao_volume: 60 };
    expect(deviceProblems({ org_id: 0, name: 'Gate', code: 'spk-2' }, [speaker], new Set([1]), null)).toEqual([{ field: 'org_id', problem: 'required' }]);
    expect(deviceProblems({ org_id: 2, name: 'Gate', code: 'spk-2' }, [speaker], new Set([1]), null)).toEqual([{ field: 'org_id', problem: 'unknown' }]);
    expect(deviceProblems({ org_id: 1, name: 'Gate', code: 'SPK-1' }, [speaker], new Set([1]), null)).toEqual([{ field: 'code', problem: 'exists' }]);
    expect(deviceProblems({ org_id: 1, name: 'Hall 2', code: 'spk-1' }, [speaker], new Set([1]), 7)).toEqual([]);
  });
});

describe('tasks', () => {
  const files = new Set([11, 12]);
  const devices = new Set([21]);
  const task: TaskDraft = { name: 'Morning', file_ids: [11, 12], device_ids: [21], start_time: '08:00:00', weekdays: [1, 7], volume: 60, loop: 1 };

  it('pass a complete timed task', () => {
    expect(taskProblems(task, files, devices)).toEqual([]);
    expect(taskProblems({ ...task, loop: 100 }, files, devices)).toEqual([]);
  });

  it('need files and speakers that exist, each once', () => {
    expect(taskProblems({ ...task, file_ids: [], device_ids: [22] }, files, devices)).toEqual([
      { field: 'file_ids', problem: 'required' },
      { field: 'device_ids', problem: 'unknown' },
    ]);
    expect(taskProblems({ ...task, file_ids: [11, 11] }, files, devices)).toEqual([{ field: 'file_ids', problem: 'unknown' }]);
  });

  it('need ISO weekdays 1-7, each once, and 1-100 rounds', () => {
    expect(taskProblems({ ...task, weekdays: [] }, files, devices)).toEqual([{ field: 'weekdays', problem: 'required' }]);
    expect(taskProblems({ ...task, weekdays: [0] }, files, devices)).toEqual([{ field: 'weekdays', problem: 'range' }]);
    expect(taskProblems({ ...task, weekdays: [8] }, files, devices)).toEqual([{ field: 'weekdays', problem: 'range' }]);
    expect(taskProblems({ ...task, weekdays: [1, 1] }, files, devices)).toEqual([{ field: 'weekdays', problem: 'range' }]);
    expect([0, 101, 1.5, Number.NaN].map((loop) => taskProblems({ ...task, loop }, files, devices))).toEqual(Array(4).fill([{ field: 'loop', problem: 'range' }]));
  });

  it('check the real-time task by the same rules for files, speakers and volume', () => {
    expect(realTimeProblems({ file_ids: [12], device_ids: [21], volume: 0 }, files, devices)).toEqual([]);
    expect(realTimeProblems({ file_ids: [13], device_ids: [], volume: 101 }, files, devices)).toEqual([
      { field: 'file_ids', problem: 'unknown' },
      { field: 'device_ids', problem: 'required' },
      { field: 'volume', problem: 'range' },
    ]);
  });
});

describe('refusal text', () => {
  it('travels as field:problem pairs and reads back the same', () => {
    const found = [
      { field: 'name', problem: 'required' },
      { field: 'code', problem: 'exists' },
    ] as const;
    expect(refusalText(found)).toBe('name:required,code:exists');
    expect(parseRefusal(refusalText(found))).toEqual(found);
  });

  it('leaves out what is not a pair', () => {
    expect(parseRefusal('no permission')).toEqual([]);
    expect(parseRefusal('name:,:required,a:b:c,code:exists')).toEqual([{ field: 'code', problem: 'exists' }]);
    expect(parseRefusal('')).toEqual([]);
  });
});

describe('where a playlist is (playbackAt)', () => {
  const play = (patch: Partial<Playback> = {}): Playback => ({ index: 0, started_at: 1_000, paused_at: null, rounds_left: 0, ...patch });
  const lengths = [3_000, 2_000];

  it('walks the files from the start time, a file ending exactly where the next begins', () => {
    expect(playbackAt(play(), lengths, 1_000)).toEqual({ index: 0, offsetMs: 0, finished: false });
    expect(playbackAt(play(), lengths, 3_999)).toEqual({ index: 0, offsetMs: 2_999, finished: false });
    expect(playbackAt(play(), lengths, 4_000)).toEqual({ index: 1, offsetMs: 0, finished: false });
    expect(playbackAt(play(), lengths, 5_999)).toEqual({ index: 1, offsetMs: 1_999, finished: false });
  });

  it('finishes after the last round, at the end of the last file', () => {
    expect(playbackAt(play(), lengths, 6_000)).toEqual({ index: 1, offsetMs: 2_000, finished: true });
    expect(playbackAt(play({ rounds_left: 1 }), lengths, 6_000)).toEqual({ index: 0, offsetMs: 0, finished: false });
    expect(playbackAt(play({ rounds_left: 1 }), lengths, 11_000)).toMatchObject({ finished: true });
  });

  it('repeats until stopped when no rounds are counted, skipping whole rounds at once', () => {
    expect(playbackAt(play({ rounds_left: null }), lengths, 1_000 + 5_000 * 1_000_000 + 3_500)).toEqual({ index: 1, offsetMs: 500, finished: false });
  });

  it('stands still while paused, and never goes before the start', () => {
    expect(playbackAt(play({ paused_at: 2_500 }), lengths, 99_000)).toEqual({ index: 0, offsetMs: 1_500, finished: false });
    expect(playbackAt(play(), lengths, 0)).toEqual({ index: 0, offsetMs: 0, finished: false });
  });

  it('starts at a chosen file, and has nothing to play without files', () => {
    expect(playbackAt(play({ index: 1 }), lengths, 1_500)).toEqual({ index: 1, offsetMs: 500, finished: false });
    expect(playbackAt(play({ index: 5 }), lengths, 1_000)).toEqual({ index: 1, offsetMs: 0, finished: false });
    expect(playbackAt(play(), [], 5_000)).toEqual({ index: 0, offsetMs: 0, finished: true });
  });

  it('gives an empty file a millisecond so a list of them still moves on', () => {
    expect(playbackAt(play(), [0, 0], 1_001)).toEqual({ index: 1, offsetMs: 0, finished: false });
    expect(playbackAt(play(), [0, 0], 1_002)).toMatchObject({ finished: true });
  });
});
