import {
  CAR_CHECK_ITEMS,
  carProblems,
  schoolDayOf,
  Feature,
  fieldRefusal,
  normalStudent,
  PunchKind,
  SchoolLimits,
  SchoolRefusal,
  studentProblems,
  TerminalType,
  type CarCheckItem,
  type CarDraft,
  type SchoolPunch,
  type SchoolCar,
  type Student,
  type StudentDraft,
} from '../../../protocol/index.ts';
import { dispatcherMayUse } from '../auth/access.ts';
import { organisationOfCaller } from '../organisations/organisation-of.ts';
import type { Platform } from '../platform.ts';
import { Serial } from '../serial.ts';
import { schoolOf, type SchoolBook } from './school-book.ts';

export type SchoolAnswer<T> = { readonly code: '0'; readonly value: T } | { readonly code: string; readonly desc: string };

const refuse = (code: string, desc: string) => ({ code, desc });

/**
 * Students, punch records and school cars (docs/protocol.md "School"). Every field rule the console
 * applies runs here again (protocol/school.ts); numbers and plates are unique. One decision at a
 * time, so two adds of the same number cannot both pass. Each caller sees its organisation's part
 * only: another's records are as unknown as missing ones, and uniqueness and limits count its own.
 */
export class SchoolService {
  private readonly serial = new Serial();

  constructor(private readonly platform: Platform) {}

  /** The caller's organisation's students, cars and punches. */
  private bookOf(msId: string): SchoolBook {
    return schoolOf(this.platform.state, organisationOfCaller(this.platform.state, msId));
  }

  saveStudent(msId: string, id: string | null, input: StudentDraft): Promise<SchoolAnswer<Student>> {
    return this.serial.run(async () => {
      if (!dispatcherMayUse(this.platform, msId, Feature.School)) return refuse('403', SchoolRefusal.NoPermission);
      const draft = normalStudent(input);
      const [field, problem] = Object.entries(studentProblems(draft, schoolDayOf(this.platform.now(), 0)))[0] ?? [];
      if (field && problem) return refuse('400', fieldRefusal(field, problem));
      const book = this.bookOf(msId);
      const before = id === null ? null : book.students.get(id);
      if (before === undefined) return refuse('404', SchoolRefusal.Unknown);
      if ([...book.students.values()].some((other) => other.studentNum === draft.studentNum && other.id !== id)) return refuse('409', SchoolRefusal.NumTaken);
      if (before === null && book.students.size >= SchoolLimits.maxStudents) return refuse('400', SchoolRefusal.TooMany);
      const student: Student = { ...draft, id: before?.id ?? String(book.lastStudentId + 1), createdAt: before?.createdAt ?? this.platform.now() };
      await this.platform.commit([{ type: 'school.studentSaved', student, by: msId }]);
      return { code: '0', value: student };
    });
  }

  removeStudent(msId: string, id: string): Promise<SchoolAnswer<null>> {
    return this.serial.run(async () => {
      if (!dispatcherMayUse(this.platform, msId, Feature.School)) return refuse('403', SchoolRefusal.NoPermission);
      if (!this.bookOf(msId).students.has(id)) return refuse('404', SchoolRefusal.Unknown);
      await this.platform.commit([{ type: 'school.studentRemoved', id, by: msId }]);
      return { code: '0', value: null };
    });
  }

  /** A terminal read a student's card: in and out alternate per student and (UTC) day. */
  punch(msId: string, studentNum: string): Promise<SchoolAnswer<SchoolPunch>> {
    return this.serial.run(async () => {
      const terminal = this.platform.state.terminals.get(msId);
      if (!terminal || terminal.type === TerminalType.Dispatcher) return refuse('400', SchoolRefusal.NotATerminal);
      // A card of another organisation's student is unknown to this terminal.
      const book = this.bookOf(msId);
      const student = [...book.students.values()].find((item) => item.studentNum === studentNum);
      if (!student) return refuse('404', SchoolRefusal.UnknownCard);
      const now = this.platform.now();
      const today = schoolDayOf(now, 0);
      const earlier = book.punches.filter((item) => item.studentId === student.id && schoolDayOf(item.time, 0) === today).length;
      const punch: SchoolPunch = { id: String(book.lastPunchId + 1), studentId: student.id, studentNum, msId, kind: earlier % 2 === 0 ? PunchKind.In : PunchKind.Out, time: now };
      await this.platform.commit([{ type: 'school.punched', punch }]);
      return { code: '0', value: punch };
    });
  }

  addCar(msId: string, draft: CarDraft): Promise<SchoolAnswer<SchoolCar>> {
    return this.serial.run(async () => {
      if (!dispatcherMayUse(this.platform, msId, Feature.School)) return refuse('403', SchoolRefusal.NoPermission);
      const [field, problem] = Object.entries(carProblems(draft))[0] ?? [];
      if (field && problem) return refuse('400', fieldRefusal(field, problem));
      const book = this.bookOf(msId);
      const plateNumber = draft.plateNumber.trim();
      if ([...book.cars.values()].some((car) => car.plateNumber.toUpperCase() === plateNumber.toUpperCase())) return refuse('409', SchoolRefusal.PlateTaken);
      if (book.cars.size >= SchoolLimits.maxCars) return refuse('400', SchoolRefusal.TooMany);
      const car: SchoolCar = {
        id: String(book.lastCarId + 1),
        plateNumber,
        driverName: draft.driverName.trim(),
        driverPhone: draft.driverPhone.trim(),
        seats: Number(draft.seats.trim()),
        checklist: Object.fromEntries(CAR_CHECK_ITEMS.map((item) => [item, false])),
        checkedAt: null,
        checkedBy: null,
      };
      await this.platform.commit([{ type: 'school.carSaved', car, by: msId }]);
      return { code: '0', value: car };
    });
  }

  checklist(msId: string, id: string, checklist: Record<CarCheckItem, boolean>): Promise<SchoolAnswer<SchoolCar>> {
    return this.serial.run(async () => {
      if (!dispatcherMayUse(this.platform, msId, Feature.School)) return refuse('403', SchoolRefusal.NoPermission);
      const before = this.bookOf(msId).cars.get(id);
      if (!before) return refuse('404', SchoolRefusal.Unknown);
      const car: SchoolCar = { ...before, checklist: { ...checklist }, checkedAt: this.platform.now(), checkedBy: msId };
      await this.platform.commit([{ type: 'school.carSaved', car, by: msId }]);
      return { code: '0', value: car };
    });
  }

  removeCar(msId: string, id: string): Promise<SchoolAnswer<null>> {
    return this.serial.run(async () => {
      if (!dispatcherMayUse(this.platform, msId, Feature.School)) return refuse('403', SchoolRefusal.NoPermission);
      if (!this.bookOf(msId).cars.has(id)) return refuse('404', SchoolRefusal.Unknown);
      await this.platform.commit([{ type: 'school.carRemoved', id, by: msId }]);
      return { code: '0', value: null };
    });
  }
}

