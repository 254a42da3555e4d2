import { describe, expect, it } from 'vitest';
import { DsError, SchoolPaths, SchoolRefusal, type StudentDraft } from '../../../../protocol/index.ts';
import { avatarOf, carFormErrors, loadPunches, rangeError, refusalOf, saveStudent, studentFormErrors, timeOf, todayRange, type SchoolDs } from './model.ts';

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const draft: StudentDraft = { studentNum: 'S-1', studentName: 'Eve Adams', studentAvatar: '', studentBirth: '2018-05-04', studentSex: 'female', guardianName: 'Ann Adams', guardianPhone: '5551234' };

/** A /ds client that records each call and answers (or refuses) as told. */
function fakeDs(answer: () => Promise<{ desc: unknown; list: unknown[] }> = () => Promise.resolve({ desc: null, list: [] })) {
  const calls: { method: string; path: string; args: unknown }[] = [];
  const record = (method: string) => (path: string, args?: unknown) => {
    calls.push({ method, path, args });
    return answer();
  };
  const ds: SchoolDs = { get: record('get'), post: record('post'), put: record('put'), delete: record('delete') };
  return { ds, calls };
}

describe('school forms', () => {
  it("check a birth date against the dispatcher's own day", () => {
    // Local constructors: the day is the machine's, whatever its zone.
    const noon = new Date(2026, 10, 25, 12);
    expect(studentFormErrors({ ...draft, studentBirth: '2026-11-25' }, noon)).toEqual({});
    expect(studentFormErrors({ ...draft, studentBirth: '2026-11-26' }, noon)).toEqual({ studentBirth: 'school.problem.birthInFuture' });
  });

  it('map every broken field to its message', () => {
    expect(studentFormErrors({ ...draft, studentNum: '', guardianPhone: 'x' }, new Date(2026, 10, 25))).toEqual({ studentNum: 'school.problem.required', guardianPhone: 'school.problem.phoneFormat' });
    expect(carFormErrors({ plateNumber: 'BUS 1', driverName: 'Joe', driverPhone: '5550001', seats: '0' })).toEqual({ seats: 'school.problem.format' });
  });

  it('take a PNG avatar as a data URL of its sniffed type, and refuse other bytes or a large file', async () => {
    const bytes = Uint8Array.from(atob(PNG), (char) => char.charCodeAt(0));
    // Labelled as JPEG: the bytes decide.
    expect(await avatarOf(new File([bytes], 'me.jpg', { type: 'image/jpeg' }))).toEqual({ ok: true, url: `data:image/png;base64,${PNG}` });
    expect(await avatarOf(new File(['GIF89a'], 'me.gif'))).toEqual({ ok: false, key: 'school.problem.avatarType' });
    expect(await avatarOf(new File([new Uint8Array(32 * 1024 + 1)], 'big.png'))).toEqual({ ok: false, key: 'school.problem.avatarSize' });
  });
});

describe('school refusals', () => {
  it('name the field of a taken number or plate and of a broken rule', () => {
    expect(refusalOf(new DsError('409', SchoolRefusal.NumTaken))).toEqual({ ok: false, key: 'school.error.numTaken', field: 'studentNum' });
    expect(refusalOf(new DsError('409', SchoolRefusal.PlateTaken))).toEqual({ ok: false, key: 'school.error.plateTaken', field: 'plateNumber' });
    expect(refusalOf(new DsError('400', 'guardianPhone: phoneFormat'))).toEqual({ ok: false, key: 'school.problem.phoneFormat', field: 'guardianPhone' });
  });

  it('tell permission, unknown, too many and anything else apart', () => {
    expect(refusalOf(new DsError('403', SchoolRefusal.NoPermission))).toEqual({ ok: false, key: 'school.error.permission' });
    expect(refusalOf(new DsError('404', SchoolRefusal.Unknown))).toEqual({ ok: false, key: 'school.error.unknown' });
    expect(refusalOf(new DsError('400', SchoolRefusal.TooMany))).toEqual({ ok: false, key: 'school.error.tooMany' });
    // A `field: word` that is no student problem (a range refusal) is not shown as a field's.
    expect(refusalOf(new DsError('400', 'range: crossMonth'))).toEqual({ ok: false, key: 'school.error.failed' });
    expect(refusalOf(new Error('network'))).toEqual({ ok: false, key: 'school.error.failed' });
  });

  it('adds a new student and updates one with its id, reporting a refusal as an outcome', async () => {
    const { ds, calls } = fakeDs();
    expect(await saveStudent(ds, null, draft)).toEqual({ ok: true });
    expect(await saveStudent(ds, '7', draft)).toEqual({ ok: true });
    expect(calls).toEqual([
      { method: 'post', path: SchoolPaths.studentAdd, args: draft },
      { method: 'put', path: SchoolPaths.studentUpdate, args: { ...draft, id: '7' } },
    ]);
    const refused = fakeDs(() => Promise.reject(new DsError('409', SchoolRefusal.NumTaken)));
    expect(await saveStudent(refused.ds, null, draft)).toMatchObject({ ok: false, field: 'studentNum' });
  });
});

describe('punch record query', () => {
  it('checks the SPEC §5 range before asking', () => {
    expect(rangeError('', '2026-11-25T10:00')).toBe('trackPlayback.error.startRequired');
    expect(rangeError('2026-11-25T10:00', '')).toBe('trackPlayback.error.endRequired');
    expect(rangeError('2026-11-25T10:00', '2026-11-25T10:00')).toBe('trackPlayback.error.startNotBeforeEnd');
    expect(rangeError('2026-11-30T23:00', '2026-12-01T01:00')).toBe('trackPlayback.error.crossMonth');
    expect(rangeError('2026-11-01T00:00', '2026-11-30T23:59')).toBeNull();
  });

  it('reads datetime-local text as local time, and nothing else', () => {
    expect(timeOf('2026-11-25T10:00')).toBe(new Date(2026, 10, 25, 10).getTime());
    expect(timeOf('')).toBeNull();
    expect(timeOf('soon')).toBeNull();
  });

  it("asks for the end minute's last millisecond and the zone, and all students for none chosen", async () => {
    const { ds, calls } = fakeDs();
    await loadPunches(ds, { studentId: '', start: '2026-11-25T08:00', end: '2026-11-25T09:00' });
    const start = new Date(2026, 10, 25, 8).getTime();
    expect(calls).toEqual([
      { method: 'get', path: SchoolPaths.punchList, args: { studentId: undefined, start, end: new Date(2026, 10, 25, 9).getTime() + 59_999, tz: -new Date(start).getTimezoneOffset() } },
    ]);
  });

  it('opens on the whole of today', () => {
    expect(todayRange(new Date(2026, 0, 5, 13, 45))).toEqual({ start: '2026-01-05T00:00', end: '2026-01-05T23:59' });
  });
});
