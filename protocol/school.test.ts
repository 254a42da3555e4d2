import { describe, expect, it } from 'vitest';
import { avatarFileProblem, carProblems, dataUrlBytes, isRealDate, SchoolCommandSchemas, schoolDayOf, SchoolLimits, studentProblems, type CarDraft, type StudentDraft } from './school.ts';

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const good: StudentDraft = { studentNum: 'S-001', studentName: 'Eve Adams', studentAvatar: `data:image/png;base64,${PNG}`, studentBirth: '2018-05-04', studentSex: 'female', guardianName: "Ann O'Neil", guardianPhone: '+905551234567' };
const TODAY = '2026-11-25';

describe('student rules', () => {
  it('accepts a complete student', () => {
    expect(studentProblems(good, TODAY)).toEqual({});
  });

  it('names each broken field', () => {
    expect(studentProblems({ ...good, studentNum: 'A'.repeat(SchoolLimits.numMax + 1) }, TODAY)).toEqual({ studentNum: 'tooLong' });
    expect(studentProblems({ ...good, studentNum: 'A B' }, TODAY)).toEqual({ studentNum: 'format' });
    expect(studentProblems({ ...good, studentName: '<script>' }, TODAY)).toEqual({ studentName: 'format' });
    expect(studentProblems({ ...good, studentBirth: '2019-02-29' }, TODAY)).toEqual({ studentBirth: 'dateFormat' });
    expect(studentProblems({ ...good, studentBirth: '2026-11-26' }, TODAY)).toEqual({ studentBirth: 'birthInFuture' });
    expect(studentProblems({ ...good, studentSex: 'x' }, TODAY)).toEqual({ studentSex: 'sexUnknown' });
    expect(studentProblems({ ...good, guardianPhone: '1234' }, TODAY)).toEqual({ guardianPhone: 'phoneFormat' });
  });

  it('checks the avatar by its bytes and size, not its label', () => {
    expect(studentProblems({ ...good, studentAvatar: `data:image/jpeg;base64,${PNG}` }, TODAY)).toEqual({ studentAvatar: 'avatarType' });
    expect(studentProblems({ ...good, studentAvatar: `data:image/png;base64,${btoa('hello')}` }, TODAY)).toEqual({ studentAvatar: 'avatarType' });
    const big = btoa(atob(PNG) + '\0'.repeat(SchoolLimits.avatarMaxBytes));
    expect(studentProblems({ ...good, studentAvatar: `data:image/png;base64,${big}` }, TODAY)).toEqual({ studentAvatar: 'avatarSize' });
  });

  it('requires every field but the avatar', () => {
    const empty = { studentNum: '', studentName: ' ', studentAvatar: '', studentBirth: '', studentSex: '', guardianName: '', guardianPhone: '' };
    expect(Object.keys(studentProblems(empty, TODAY)).sort()).toEqual(['guardianName', 'guardianPhone', 'studentBirth', 'studentName', 'studentNum', 'studentSex']);
  });
});

describe('school car rules', () => {
  it('checks plate, driver, phone and seats', () => {
    expect(carProblems({ plateNumber: 'BUS 12', driverName: 'Joe', driverPhone: '5550001', seats: '30' })).toEqual({});
    expect(carProblems({ plateNumber: '-X', driverName: '', driverPhone: '12', seats: '81' })).toEqual({ plateNumber: 'format', driverName: 'required', driverPhone: 'phoneFormat', seats: 'format' });
  });
});

describe('school rule boundaries', () => {
  const bus: CarDraft = { plateNumber: 'BUS 12', driverName: 'Joe', driverPhone: '5550001', seats: '30' };

  it('takes real calendar dates only, leap days included', () => {
    expect(isRealDate('2020-02-29')).toBe(true);
    expect(isRealDate('2019-02-29')).toBe(false);
    expect(isRealDate('2026-13-01')).toBe(false);
    expect(isRealDate('2026-04-31')).toBe(false);
    expect(isRealDate('2026-4-01')).toBe(false);
  });

  it('allows a birth date of today and trims what it checks', () => {
    expect(studentProblems({ ...good, studentBirth: TODAY }, TODAY)).toEqual({});
    expect(studentProblems({ ...good, studentNum: ' S-001 ', guardianPhone: ' 55512 ' }, TODAY)).toEqual({});
  });

  it('bounds numbers at 20 characters, names at 32, phones at 5-20 digits after an optional +', () => {
    expect(studentProblems({ ...good, studentNum: 'A'.repeat(SchoolLimits.numMax) }, TODAY)).toEqual({});
    expect(studentProblems({ ...good, studentName: 'E'.repeat(SchoolLimits.nameMax) }, TODAY)).toEqual({});
    expect(studentProblems({ ...good, studentName: 'E'.repeat(SchoolLimits.nameMax + 1) }, TODAY)).toEqual({ studentName: 'tooLong' });
    expect(studentProblems({ ...good, guardianPhone: '12345' }, TODAY)).toEqual({});
    expect(studentProblems({ ...good, guardianPhone: `+${'1'.repeat(20)}` }, TODAY)).toEqual({});
    expect(studentProblems({ ...good, guardianPhone: '1'.repeat(21) }, TODAY)).toEqual({ guardianPhone: 'phoneFormat' });
    expect(studentProblems({ ...good, guardianPhone: '555-1234' }, TODAY)).toEqual({ guardianPhone: 'phoneFormat' });
  });

  it('takes 1 to 80 whole seats and plates of at most 16 characters', () => {
    expect(carProblems({ ...bus, seats: '1' })).toEqual({});
    expect(carProblems({ ...bus, seats: String(SchoolLimits.seatsMax) })).toEqual({});
    expect(carProblems({ ...bus, seats: '0' })).toEqual({ seats: 'format' });
    expect(carProblems({ ...bus, seats: '2.5' })).toEqual({ seats: 'format' });
    expect(carProblems({ ...bus, seats: ' ' })).toEqual({ seats: 'required' });
    expect(carProblems({ ...bus, plateNumber: 'P'.repeat(SchoolLimits.plateMax) })).toEqual({});
    expect(carProblems({ ...bus, plateNumber: 'P'.repeat(SchoolLimits.plateMax + 1) })).toEqual({ plateNumber: 'tooLong' });
  });

  it('refuses an avatar that is not a base64 data URL, or over 32 kB, before looking at its type', () => {
    expect(dataUrlBytes('data:image/png;base64,@@@')).toBeNull();
    expect(dataUrlBytes('https://example.com/a.png')).toBeNull();
    const png = dataUrlBytes(`data:image/png;base64,${PNG}`)!.bytes;
    expect(avatarFileProblem(png)).toBeNull();
    expect(avatarFileProblem(new Uint8Array(SchoolLimits.avatarMaxBytes + 1))).toBe('avatarSize');
    expect(avatarFileProblem(new Uint8Array([0xff, 0xd8]))).toBe('avatarType');
  });

  it('names the school day in the zone asked for', () => {
    const late = Date.UTC(2026, 10, 25, 23, 30);
    expect(schoolDayOf(late, 0)).toBe('2026-11-25');
    expect(schoolDayOf(late, 60)).toBe('2026-11-26');
    expect(schoolDayOf(Date.UTC(2026, 10, 26, 0, 30), -60)).toBe('2026-11-25');
  });

  it('takes a card number of 1 to 20 characters in a punch command', () => {
    expect(SchoolCommandSchemas.schoolPunch.safeParse({ studentNum: '' }).success).toBe(false);
    expect(SchoolCommandSchemas.schoolPunch.safeParse({ studentNum: 'A'.repeat(21) }).success).toBe(false);
    expect(SchoolCommandSchemas.schoolPunch.safeParse({ studentNum: 'A'.repeat(20) }).success).toBe(true);
  });
});
