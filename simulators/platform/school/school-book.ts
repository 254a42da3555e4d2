import { z } from 'zod';
import { SchoolCarSchema, SchoolPunchSchema, StudentSchema, type SchoolCar, type SchoolPunch, type Student } from '../../../protocol/index.ts';
import { organisationOfTerminal } from '../organisations/organisation-of.ts';
import type { PlatformState } from '../projection/state.ts';
import type { SchoolEvent } from './school-events.ts';

/**
 * Students, their punch records (oldest first) and the school cars, with the last ids given so an
 * id is never reused after a delete. The same fold on replay as when an event was committed.
 * `studentBy` and `carBy` keep who first saved each record: its organisation owns it.
 */
export type SchoolBook = {
  readonly students: Map<string, Student>;
  readonly punches: SchoolPunch[];
  readonly cars: Map<string, SchoolCar>;
  readonly studentBy: Map<string, string>;
  readonly carBy: Map<string, string>;
  lastStudentId: number;
  lastPunchId: number;
  lastCarId: number;
};

export const emptySchoolBook = (): SchoolBook => ({ students: new Map(), punches: [], cars: new Map(), studentBy: new Map(), carBy: new Map(), lastStudentId: 0, lastPunchId: 0, lastCarId: 0 });

const idNumber = (id: string): number => Number.parseInt(id, 10) || 0;

export function applyToSchool(book: SchoolBook, event: SchoolEvent): void {
  switch (event.type) {
    case 'school.studentSaved':
      book.students.set(event.student.id, event.student);
      if (!book.studentBy.has(event.student.id)) book.studentBy.set(event.student.id, event.by);
      book.lastStudentId = Math.max(book.lastStudentId, idNumber(event.student.id));
      return;
    case 'school.studentRemoved':
      // Punch records stay: they are what happened, and keep the card number they were made with.
      book.students.delete(event.id);
      book.studentBy.delete(event.id);
      return;
    case 'school.punched':
      book.punches.push(event.punch);
      book.lastPunchId = Math.max(book.lastPunchId, idNumber(event.punch.id));
      return;
    case 'school.carSaved':
      book.cars.set(event.car.id, event.car);
      if (!book.carBy.has(event.car.id)) book.carBy.set(event.car.id, event.by);
      book.lastCarId = Math.max(book.lastCarId, idNumber(event.car.id));
      return;
    case 'school.carRemoved':
      book.cars.delete(event.id);
      book.carBy.delete(event.id);
      return;
  }
}

type OwnerState = Pick<PlatformState, 'terminals' | 'organisations' | 'school'>;

/**
 * One organisation's part of the book (docs/protocol.md "Organisations"): the students and cars
 * its dispatchers saved, the punches its terminals made. A record with no saver known (a snapshot
 * from before owners were kept) is the first organisation's. Ids stay the platform's.
 */
export function schoolOf(state: OwnerState, cid: string | null): SchoolBook {
  const book = state.school;
  const owns = (by: string | undefined) => cid !== null && (by === undefined ? state.organisations.first : organisationOfTerminal(state, by)) === cid;
  const mine = <T>(records: Map<string, T>, savers: Map<string, string>) => new Map([...records].filter(([id]) => owns(savers.get(id))));
  return {
    ...book,
    students: mine(book.students, book.studentBy),
    cars: mine(book.cars, book.carBy),
    punches: book.punches.filter((punch) => owns(punch.msId)),
  };
}

/** Student list order: by student number. */
export const studentList = (book: SchoolBook): Student[] => [...book.students.values()].sort((a, b) => a.studentNum.localeCompare(b.studentNum));

/** Car list order: by plate. */
export const carList = (book: SchoolBook): SchoolCar[] => [...book.cars.values()].sort((a, b) => a.plateNumber.localeCompare(b.plateNumber));

/** Punch records in [start, end], optionally of one student, newest first. */
export function findPunches(book: SchoolBook, query: { studentId?: string | undefined; start: number; end: number }): SchoolPunch[] {
  return book.punches.filter((punch) => punch.time >= query.start && punch.time <= query.end && (query.studentId === undefined || punch.studentId === query.studentId)).reverse();
}

/** The book in a snapshot (maps as arrays). */
export const SchoolBookJsonSchema = z.object({
  students: z.array(StudentSchema),
  punches: z.array(SchoolPunchSchema),
  cars: z.array(SchoolCarSchema),
  lastStudentId: z.number().int().nonnegative(),
  lastPunchId: z.number().int().nonnegative(),
  lastCarId: z.number().int().nonnegative(),
  /** Optional: snapshots from before owners were kept have none (their records are the first organisation's). */
  studentBy: z.array(z.tuple([z.string(), z.string()])).optional(),
  carBy: z.array(z.tuple([z.string(), z.string()])).optional(),
});

export const schoolBookToJson = (book: SchoolBook): z.infer<typeof SchoolBookJsonSchema> => ({
  students: [...book.students.values()],
  punches: [...book.punches],
  cars: [...book.cars.values()],
  lastStudentId: book.lastStudentId,
  lastPunchId: book.lastPunchId,
  lastCarId: book.lastCarId,
  studentBy: [...book.studentBy],
  carBy: [...book.carBy],
});

export const schoolBookFromJson = (json: z.infer<typeof SchoolBookJsonSchema> | undefined): SchoolBook =>
  json
    ? {
        students: new Map(json.students.map((student) => [student.id, student])),
        punches: [...json.punches],
        cars: new Map(json.cars.map((car) => [car.id, car])),
        studentBy: new Map(json.studentBy ?? []),
        carBy: new Map(json.carBy ?? []),
        lastStudentId: json.lastStudentId,
        lastPunchId: json.lastPunchId,
        lastCarId: json.lastCarId,
      }
    : emptySchoolBook();
