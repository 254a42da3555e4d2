import { describe, expect, it } from 'vitest';
import type { SchoolPunch, Student } from '../../../protocol/index.ts';
import { applyToSchool, carList, emptySchoolBook, findPunches, schoolBookFromJson, schoolBookToJson, studentList } from './school-book.ts';

const student = (id: string, studentNum: string): Student => ({
  id,
  studentNum,
  studentName: 'Eve',
  studentAvatar: '',
  studentBirth: '2018-05-04',
  studentSex: 'female',
  guardianName: 'Ann',
  guardianPhone: '5551234',
  createdAt: 1,
});
const punch = (id: string, studentId: string, time: number): SchoolPunch => ({ id, studentId, studentNum: `N-${studentId}`, msId: '10000031', kind: 'in', time });

function bookWith(punches: SchoolPunch[]) {
  const book = emptySchoolBook();
  for (const one of punches) applyToSchool(book, { type: 'school.punched', punch: one });
  return book;
}

describe('punch record query', () => {
  const book = bookWith([punch('1', '1', 1_000), punch('2', '2', 2_000), punch('3', '1', 3_000), punch('4', '1', 4_000)]);

  it('includes both ends of the range and answers newest first', () => {
    expect(findPunches(book, { start: 2_000, end: 4_000 }).map((one) => one.id)).toEqual(['4', '3', '2']);
    expect(findPunches(book, { start: 2_001, end: 3_999 }).map((one) => one.id)).toEqual(['3']);
  });

  it('narrows to one student, and finds nothing in an empty range', () => {
    expect(findPunches(book, { studentId: '1', start: 0, end: 10_000 }).map((one) => one.id)).toEqual(['4', '3', '1']);
    expect(findPunches(book, { studentId: '9', start: 0, end: 10_000 })).toEqual([]);
    expect(findPunches(book, { start: 4_001, end: 10_000 })).toEqual([]);
  });
});

describe('school book', () => {
  it('never gives an id again after its record is removed, across a snapshot too', () => {
    const book = emptySchoolBook();
    applyToSchool(book, { type: 'school.studentSaved', student: student('1', 'B'), by: '20000001' });
    applyToSchool(book, { type: 'school.studentSaved', student: student('2', 'A'), by: '20000001' });
    applyToSchool(book, { type: 'school.studentRemoved', id: '2', by: '20000001' });
    expect(book.lastStudentId).toBe(2);
    expect(schoolBookFromJson(schoolBookToJson(book)).lastStudentId).toBe(2);
  });

  it('lists students by number and cars by plate', () => {
    const book = emptySchoolBook();
    for (const [id, num] of [['1', 'S-2'], ['2', 'S-10'], ['3', 'A-1']] as const) applyToSchool(book, { type: 'school.studentSaved', student: student(id, num), by: '20000001' });
    for (const [id, plate] of [['1', 'ZZ 1'], ['2', 'AB 2']] as const) {
      applyToSchool(book, { type: 'school.carSaved', car: { id, plateNumber: plate, driverName: 'Joe', driverPhone: '5550001', seats: 30, checklist: {}, checkedAt: null, checkedBy: null }, by: '20000001' });
    }
    expect(studentList(book).map((one) => one.studentNum)).toEqual(['A-1', 'S-10', 'S-2']);
    expect(carList(book).map((one) => one.plateNumber)).toEqual(['AB 2', 'ZZ 1']);
  });
});
