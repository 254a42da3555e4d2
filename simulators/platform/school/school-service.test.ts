import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SchoolLimits, SchoolRefusal, type SchoolCar, type Student, type StudentDraft } from '../../../protocol/index.ts';
import { dispatcher, openMemoryPlatform, seed, terminal, type MemoryPlatform } from '../testing/memory-platform.ts';
import { SchoolService, type SchoolAnswer } from './school-service.ts';

const ME = '20000001';
const READER = '10000031';
const OTHER_READER = '10000032';
/** Wednesday 25 November 2026, 09:00 UTC. */
const START = Date.UTC(2026, 10, 25, 9);
const student = (num: string, patch: Partial<StudentDraft> = {}): StudentDraft => ({
  studentNum: num,
  studentName: 'Eve Adams',
  studentAvatar: '',
  studentBirth: '2018-05-04',
  studentSex: 'female',
  guardianName: 'Ann Adams',
  guardianPhone: '5551234',
  ...patch,
});
const car = { plateNumber: 'BUS 1', driverName: 'Joe', driverPhone: '5550001', seats: '30' };
const valueOf = <T>(answer: SchoolAnswer<T>): T => {
  if (answer.code !== '0' || !('value' in answer)) throw new Error(`refused: ${answer.code} ${'desc' in answer ? answer.desc : ''}`);
  return answer.value;
};

let memory: MemoryPlatform;
let school: SchoolService;
beforeEach(async () => {
  memory = await openMemoryPlatform(START);
  await seed(memory.platform, [dispatcher(ME), dispatcher('20000002'), terminal(READER), terminal(OTHER_READER)]);
  school = new SchoolService(memory.platform);
});
afterEach(() => memory.close());

describe('card punches', () => {
  it('alternate in and out per student, each student counted on its own', async () => {
    valueOf(await school.saveStudent(ME, null, student('R-1')));
    valueOf(await school.saveStudent(ME, null, student('R-2')));
    const kinds = [];
    for (const [reader, num] of [[READER, 'R-1'], [OTHER_READER, 'R-1'], [READER, 'R-2'], [READER, 'R-1']] as const) kinds.push(valueOf(await school.punch(reader, num)).kind);
    // The reader does not matter: the second punch of R-1 is 'out' though another terminal read it.
    expect(kinds).toEqual(['in', 'out', 'in', 'in']);
  });

  it('start again with in when the UTC day changes, at midnight exactly', async () => {
    valueOf(await school.saveStudent(ME, null, student('R-1')));
    memory.set(Date.UTC(2026, 10, 25, 23, 59, 59, 999));
    expect(valueOf(await school.punch(READER, 'R-1'))).toMatchObject({ kind: 'in', time: Date.UTC(2026, 10, 25, 23, 59, 59, 999) });
    memory.set(Date.UTC(2026, 10, 26));
    expect(valueOf(await school.punch(READER, 'R-1')).kind).toBe('in');
    expect(valueOf(await school.punch(READER, 'R-1')).kind).toBe('out');
  });

  it('come only from terminals and for known cards; a refusal records nothing', async () => {
    valueOf(await school.saveStudent(ME, null, student('R-1')));
    const before = memory.committed.length;
    expect(await school.punch(ME, 'R-1')).toEqual({ code: '400', desc: SchoolRefusal.NotATerminal });
    expect(await school.punch('19999999', 'R-1')).toEqual({ code: '400', desc: SchoolRefusal.NotATerminal });
    expect(await school.punch(READER, 'r-1')).toEqual({ code: '404', desc: SchoolRefusal.UnknownCard });
    expect(memory.committed).toHaveLength(before);
  });

  it("stay when their student is removed, and do not count for a new student with the same number", async () => {
    const first = valueOf(await school.saveStudent(ME, null, student('R-1')));
    valueOf(await school.punch(READER, 'R-1'));
    valueOf(await school.removeStudent(ME, first.id));
    expect(memory.platform.state.school.punches).toHaveLength(1);
    const second = valueOf(await school.saveStudent(ME, null, student('R-1')));
    expect(second.id).not.toBe(first.id);
    expect(valueOf(await school.punch(READER, 'R-1')).kind).toBe('in');
  });
});

describe('students', () => {
  it('need a dispatcher with the school feature (403)', async () => {
    await memory.platform.commit([{ type: 'test.accountAccessSet', account: '20000002', access: { school: '0' } }]);
    expect(await school.saveStudent('20000002', null, student('R-1'))).toEqual({ code: '403', desc: SchoolRefusal.NoPermission });
    expect(await school.saveStudent(READER, null, student('R-1'))).toEqual({ code: '403', desc: SchoolRefusal.NoPermission });
    expect(await school.removeStudent('20000002', '1')).toMatchObject({ code: '403' });
    expect(await school.addCar('20000002', car)).toMatchObject({ code: '403' });
  });

  it('answer the first broken field as 400 "field: problem", trimmed values otherwise', async () => {
    expect(await school.saveStudent(ME, null, student('A B', { guardianPhone: '12' }))).toEqual({ code: '400', desc: 'studentNum: format' });
    expect(await school.saveStudent(ME, null, student('R-1', { guardianPhone: '12' }))).toEqual({ code: '400', desc: 'guardianPhone: phoneFormat' });
    const saved = valueOf(await school.saveStudent(ME, null, student(' R-1 ', { studentName: ' Eve ' })));
    expect(saved).toMatchObject({ id: '1', studentNum: 'R-1', studentName: 'Eve', createdAt: START });
  });

  it("take today's date (the platform's UTC day) as a birth date and refuse tomorrow's", async () => {
    expect(await school.saveStudent(ME, null, student('R-1', { studentBirth: '2026-11-26' }))).toEqual({ code: '400', desc: 'studentBirth: birthInFuture' });
    expect(valueOf(await school.saveStudent(ME, null, student('R-1', { studentBirth: '2026-11-25' }))).studentBirth).toBe('2026-11-25');
  });

  it('keep numbers unique; an update keeps its own number, id and creation time; an unknown id is 404', async () => {
    const saved = valueOf(await school.saveStudent(ME, null, student('R-1')));
    expect(await school.saveStudent(ME, null, student('R-1', { studentName: 'Other' }))).toEqual({ code: '409', desc: SchoolRefusal.NumTaken });
    memory.advance(60_000);
    expect(valueOf(await school.saveStudent(ME, saved.id, student('R-1', { studentName: 'Eve Brown' })))).toEqual({ ...saved, studentName: 'Eve Brown' });
    valueOf(await school.saveStudent(ME, null, student('R-2')));
    expect(await school.saveStudent(ME, saved.id, student('R-2'))).toEqual({ code: '409', desc: SchoolRefusal.NumTaken });
    expect(await school.saveStudent(ME, '99', student('R-9'))).toEqual({ code: '404', desc: SchoolRefusal.Unknown });
    expect(await school.removeStudent(ME, '99')).toEqual({ code: '404', desc: SchoolRefusal.Unknown });
  });

  it(`stop at ${SchoolLimits.maxStudents} students, while an update still passes`, async () => {
    const many: Student[] = Array.from({ length: SchoolLimits.maxStudents }, (_, at) => ({ ...student(`N-${at}`), id: String(at + 1), createdAt: START }));
    await memory.platform.commit(many.map((one) => ({ type: 'school.studentSaved' as const, student: one, by: ME })));
    expect(await school.saveStudent(ME, null, student('N-extra'))).toEqual({ code: '400', desc: SchoolRefusal.TooMany });
    expect((await school.saveStudent(ME, '1', student('N-0', { studentName: 'Renamed' }))).code).toBe('0');
  });
});

describe('school cars', () => {
  it('keep plates unique regardless of case, start with every check false, and count seats as a number', async () => {
    const added = valueOf(await school.addCar(ME, { ...car, plateNumber: ' BUS 1 ' }));
    expect(added).toMatchObject({ plateNumber: 'BUS 1', seats: 30, checkedAt: null, checkedBy: null });
    expect(Object.values(added.checklist)).toEqual([false, false, false, false, false, false]);
    expect(await school.addCar(ME, { ...car, plateNumber: 'bus 1' })).toEqual({ code: '409', desc: SchoolRefusal.PlateTaken });
    expect(await school.addCar(ME, { ...car, plateNumber: 'BUS 2', seats: '81' })).toEqual({ code: '400', desc: 'seats: format' });
  });

  it('record who checked a car and when, by the platform clock; unknown cars are 404', async () => {
    const added = valueOf(await school.addCar(ME, car));
    memory.advance(5_000);
    const checklist = { brakes: true, lights: true, doors: true, seatBelts: false, firstAidKit: true, extinguisher: false };
    expect(valueOf(await school.checklist('20000002', added.id, checklist))).toMatchObject({ checklist, checkedAt: START + 5_000, checkedBy: '20000002' });
    expect(await school.checklist(ME, '99', checklist)).toEqual({ code: '404', desc: SchoolRefusal.Unknown });
    expect(await school.removeCar(ME, '99')).toEqual({ code: '404', desc: SchoolRefusal.Unknown });
    expect(valueOf(await school.removeCar(ME, added.id))).toBeNull();
  });

  it(`stop at ${SchoolLimits.maxCars} cars`, async () => {
    const many: SchoolCar[] = Array.from({ length: SchoolLimits.maxCars }, (_, at) => ({ ...car, id: String(at + 1), plateNumber: `P ${at}`, seats: 30, checklist: {}, checkedAt: null, checkedBy: null }));
    await memory.platform.commit(many.map((one) => ({ type: 'school.carSaved' as const, car: one, by: ME })));
    expect(await school.addCar(ME, { ...car, plateNumber: 'P extra' })).toEqual({ code: '400', desc: SchoolRefusal.TooMany });
  });
});
