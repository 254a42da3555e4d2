import { describe, expect, it } from 'vitest';
import { carProblems, SchoolLimits, studentProblems, type StudentDraft } from './school.ts';

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
