import { z } from 'zod';
import {
  avatarFileProblem,
  carProblems,
  DsError,
  SchoolCarSchema,
  SchoolLimits,
  SchoolPaths,
  SchoolPunchSchema,
  SchoolRefusal,
  sniffAvatar,
  StudentSchema,
  studentProblems,
  TimeRangeError,
  validateTimeRange,
  type CarCheckItem,
  type CarDraft,
  type SchoolCar,
  type SchoolPunch,
  type Student,
  type StudentDraft,
  type StudentProblem,
  type DsData,
} from '../../../../protocol/index.ts';
import type { MessageKey } from '../../../ui/index.ts';

/** The part of the /ds client the school screens use. */
export type SchoolDs = {
  get(path: string, params?: Record<string, string | number | undefined>): Promise<DsData>;
  post(path: string, body?: unknown): Promise<DsData>;
  put(path: string, body?: unknown): Promise<DsData>;
  delete(path: string, params?: Record<string, string | number | undefined>): Promise<DsData>;
};

export const PROBLEM_KEY: Record<StudentProblem, MessageKey> = {
  required: 'school.problem.required',
  tooLong: 'school.problem.tooLong',
  format: 'school.problem.format',
  dateFormat: 'school.problem.dateFormat',
  birthInFuture: 'school.problem.birthInFuture',
  sexUnknown: 'school.problem.sexUnknown',
  phoneFormat: 'school.problem.phoneFormat',
  avatarType: 'school.problem.avatarType',
  avatarSize: 'school.problem.avatarSize',
};

/** Placeholder values every problem message may use. */
export const problemValues = { max: SchoolLimits.nameMax, kb: SchoolLimits.avatarMaxBytes / 1024 };

export const emptyStudent = (): StudentDraft => ({ studentNum: '', studentName: '', studentAvatar: '', studentBirth: '', studentSex: '', guardianName: '', guardianPhone: '' });

const localDay = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

export function studentFormErrors(draft: StudentDraft, now = new Date()): Partial<Record<keyof StudentDraft, MessageKey>> {
  return Object.fromEntries(Object.entries(studentProblems(draft, localDay(now))).map(([field, problem]) => [field, PROBLEM_KEY[problem]]));
}

export function carFormErrors(draft: CarDraft): Partial<Record<keyof CarDraft, MessageKey>> {
  return Object.fromEntries(Object.entries(carProblems(draft)).map(([field, problem]) => [field, PROBLEM_KEY[problem]]));
}

/** A chosen avatar file as a data URL, or the reason it is refused (size, then type by its bytes). */
export async function avatarOf(file: File): Promise<{ ok: true; url: string } | { ok: false; key: MessageKey }> {
  if (file.size > SchoolLimits.avatarMaxBytes) return { ok: false, key: PROBLEM_KEY.avatarSize };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const problem = avatarFileProblem(bytes);
  if (problem) return { ok: false, key: PROBLEM_KEY[problem] };
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return { ok: true, url: `data:${sniffAvatar(bytes) ?? ''};base64,${btoa(binary)}` };
}

export type Outcome = { ok: true } | { ok: false; key: MessageKey; field?: string };

/** A refusal of the platform in the dispatcher's language. */
export function refusalOf(error: unknown): Outcome {
  const desc = error instanceof DsError ? (error.desc ?? '') : '';
  const code = error instanceof DsError ? error.code : '500';
  if (desc === SchoolRefusal.NumTaken) return { ok: false, key: 'school.error.numTaken', field: 'studentNum' };
  if (desc === SchoolRefusal.PlateTaken) return { ok: false, key: 'school.error.plateTaken', field: 'plateNumber' };
  if (desc === SchoolRefusal.Unknown) return { ok: false, key: 'school.error.unknown' };
  if (desc === SchoolRefusal.TooMany) return { ok: false, key: 'school.error.tooMany' };
  const field = /^(\w+): (\w+)$/.exec(desc);
  if (field && field[2] && field[2] in PROBLEM_KEY) return { ok: false, key: PROBLEM_KEY[field[2] as StudentProblem], field: field[1] };
  if (code === '403') return { ok: false, key: 'school.error.permission' };
  return { ok: false, key: 'school.error.failed' };
}

async function attempt(run: () => Promise<unknown>): Promise<Outcome> {
  try {
    await run();
    return { ok: true };
  } catch (error) {
    return refusalOf(error);
  }
}

export const loadStudents = async (ds: SchoolDs): Promise<Student[]> => z.array(StudentSchema).parse((await ds.get(SchoolPaths.studentList)).list);
export const saveStudent = (ds: SchoolDs, id: string | null, draft: StudentDraft) =>
  attempt(() => (id === null ? ds.post(SchoolPaths.studentAdd, draft) : ds.put(SchoolPaths.studentUpdate, { ...draft, id })));
export const deleteStudent = (ds: SchoolDs, id: string) => attempt(() => ds.delete(SchoolPaths.studentDelete, { id }));

export const loadCars = async (ds: SchoolDs): Promise<SchoolCar[]> => z.array(SchoolCarSchema).parse((await ds.get(SchoolPaths.carList)).list);
export const addCar = (ds: SchoolDs, draft: CarDraft) => attempt(() => ds.post(SchoolPaths.carAdd, draft));
export const saveChecklist = (ds: SchoolDs, id: string, checklist: Record<CarCheckItem, boolean>) => attempt(() => ds.put(SchoolPaths.carChecklist, { id, checklist }));
export const deleteCar = (ds: SchoolDs, id: string) => attempt(() => ds.delete(SchoolPaths.carDelete, { id }));

export const RANGE_KEY: Record<TimeRangeError, MessageKey> = {
  startRequired: 'trackPlayback.error.startRequired',
  endRequired: 'trackPlayback.error.endRequired',
  startNotBeforeEnd: 'trackPlayback.error.startNotBeforeEnd',
  spanTooLong: 'trackPlayback.error.spanTooLong',
  crossMonth: 'trackPlayback.error.crossMonth',
};

/** datetime-local text to ms, or null. */
export const timeOf = (text: string): number | null => (text === '' || Number.isNaN(new Date(text).getTime()) ? null : new Date(text).getTime());

/** SPEC §5 time range query, checked before asking (the emulator checks it again). */
export function rangeError(start: string, end: string): MessageKey | null {
  const problem = validateTimeRange(timeOf(start), timeOf(end), -new Date(timeOf(start) ?? Date.now()).getTimezoneOffset());
  return problem ? RANGE_KEY[problem] : null;
}

export async function loadPunches(ds: SchoolDs, query: { studentId: string; start: string; end: string }): Promise<SchoolPunch[]> {
  const start = timeOf(query.start) ?? 0;
  const answer = await ds.get(SchoolPaths.punchList, {
    studentId: query.studentId === '' ? undefined : query.studentId,
    start,
    // The end minute is inclusive: punches in its last seconds count.
    end: (timeOf(query.end) ?? 0) + 59_999,
    tz: -new Date(start).getTimezoneOffset(),
  });
  return z.array(SchoolPunchSchema).parse(answer.list);
}

/** Today as datetime-local text: the punch query's opening range. */
export function todayRange(now = new Date()): { start: string; end: string } {
  const day = localDay(now);
  return { start: `${day}T00:00`, end: `${day}T23:59` };
}
