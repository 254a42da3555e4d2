import { z } from 'zod';
import { TrackLimits } from './gpsTrack.ts';

/**
 * School module (SPEC §1 extra modules, §3 school student and punch records, §7 "School car: add,
 * list, checklist, delete"; the spec gives no paths, docs/protocol.md "School" documents ours).
 * The same checks run in the console and in the emulator: `studentProblems` and `carProblems`.
 */

export const SchoolPaths = {
  studentAdd: '/ds/school/student/add',
  studentUpdate: '/ds/school/student/update',
  studentList: '/ds/school/student/list',
  studentDelete: '/ds/school/student/delete',
  punchList: '/ds/school/punch/list',
  carAdd: '/ds/school/car/add',
  carList: '/ds/school/car/list',
  carChecklist: '/ds/school/car/checklist',
  carDelete: '/ds/school/car/delete',
} as const;

/** Test control: a terminal (a student card reader) reports a card punch. */
export const SCHOOL_PUNCH_TEST_PATH = '/test/school/punch';

export const SchoolLimits = {
  /** Ours: the avatar travels inside the JSON body, so it stays well under the 64 kB body limit. */
  avatarMaxBytes: 32 * 1024,
  numMax: 20,
  nameMax: 32,
  plateMax: 16,
  seatsMax: 80,
  maxStudents: 2000,
  maxCars: 200,
  /** Punch record queries: the track query's span (SPEC §5 "span under a configured number of days"). */
  maxSpanMs: TrackLimits.maxSpanMs,
} as const;

export const StudentSex = { Male: 'male', Female: 'female' } as const;
export type StudentSex = (typeof StudentSex)[keyof typeof StudentSex];

/** Accepted avatar types, sniffed from the bytes, not taken from the data URL's label alone. */
export const AVATAR_TYPES = ['image/png', 'image/jpeg'] as const;

export type StudentDraft = {
  studentNum: string;
  studentName: string;
  /** A data URL (PNG or JPEG) or '' for none. */
  studentAvatar: string;
  /** yyyy-mm-dd. */
  studentBirth: string;
  studentSex: string;
  guardianName: string;
  guardianPhone: string;
};
export type StudentField = keyof StudentDraft;
export type Student = StudentDraft & { readonly id: string; readonly createdAt: number };

export const StudentProblem = {
  Required: 'required',
  TooLong: 'tooLong',
  Format: 'format',
  DateFormat: 'dateFormat',
  BirthInFuture: 'birthInFuture',
  SexUnknown: 'sexUnknown',
  PhoneFormat: 'phoneFormat',
  AvatarType: 'avatarType',
  AvatarSize: 'avatarSize',
} as const;
export type StudentProblem = (typeof StudentProblem)[keyof typeof StudentProblem];

const NUM = /^[A-Za-z0-9-]+$/;
const PHONE = /^\+?[0-9]{5,20}$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Names: letters of any script, spaces, dots, apostrophes and hyphens; nothing markup-like. */
const NAME = /^[\p{L}\p{M} .'-]+$/u;

export function isRealDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.getUTCFullYear() === Number(match[1]) && date.getUTCMonth() + 1 === Number(match[2]) && date.getUTCDate() === Number(match[3]);
}

/** The bytes of a base64 data URL, or null when it is not one. */
export function dataUrlBytes(url: string): { type: string; bytes: Uint8Array } | null {
  const match = /^data:([a-z]+\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/]+={0,2})$/.exec(url);
  if (!match) return null;
  try {
    const binary = atob(match[2] ?? '');
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
    return { type: match[1] ?? '', bytes };
  } catch {
    return null;
  }
}

/** PNG or JPEG by its magic number, else null. */
export function sniffAvatar(bytes: Uint8Array): (typeof AVATAR_TYPES)[number] | null {
  if (bytes.length >= 8 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

/** Why an avatar file (as uploaded) is refused: size first, then type. */
export function avatarFileProblem(bytes: Uint8Array): StudentProblem | null {
  if (bytes.length > SchoolLimits.avatarMaxBytes) return StudentProblem.AvatarSize;
  return sniffAvatar(bytes) === null ? StudentProblem.AvatarType : null;
}

function avatarProblem(url: string): StudentProblem | null {
  if (url === '') return null;
  const decoded = dataUrlBytes(url);
  if (!decoded) return StudentProblem.AvatarType;
  const problem = avatarFileProblem(decoded.bytes);
  if (problem) return problem;
  return decoded.type === sniffAvatar(decoded.bytes) ? null : StudentProblem.AvatarType;
}

function nameProblem(text: string, max: number): StudentProblem | null {
  if (text.trim() === '') return StudentProblem.Required;
  if (text.length > max) return StudentProblem.TooLong;
  return NAME.test(text) ? null : StudentProblem.Format;
}

/** SPEC §3 student fields, checked alike in the console and the emulator. `today` is yyyy-mm-dd. */
export function studentProblems(draft: StudentDraft, today: string): Partial<Record<StudentField, StudentProblem>> {
  const problems: Partial<Record<StudentField, StudentProblem>> = {};
  const set = (field: StudentField, problem: StudentProblem | null) => {
    if (problem) problems[field] = problem;
  };
  const num = draft.studentNum.trim();
  set('studentNum', num === '' ? StudentProblem.Required : num.length > SchoolLimits.numMax ? StudentProblem.TooLong : NUM.test(num) ? null : StudentProblem.Format);
  set('studentName', nameProblem(draft.studentName, SchoolLimits.nameMax));
  set('studentAvatar', avatarProblem(draft.studentAvatar));
  const birth = draft.studentBirth.trim();
  set('studentBirth', birth === '' ? StudentProblem.Required : !isRealDate(birth) ? StudentProblem.DateFormat : birth > today ? StudentProblem.BirthInFuture : null);
  set('studentSex', draft.studentSex === '' ? StudentProblem.Required : draft.studentSex === StudentSex.Male || draft.studentSex === StudentSex.Female ? null : StudentProblem.SexUnknown);
  set('guardianName', nameProblem(draft.guardianName, SchoolLimits.nameMax));
  const phone = draft.guardianPhone.trim();
  set('guardianPhone', phone === '' ? StudentProblem.Required : PHONE.test(phone) ? null : StudentProblem.PhoneFormat);
  return problems;
}

export const normalStudent = (draft: StudentDraft): StudentDraft => ({
  ...draft,
  studentNum: draft.studentNum.trim(),
  studentName: draft.studentName.trim(),
  studentBirth: draft.studentBirth.trim(),
  guardianName: draft.guardianName.trim(),
  guardianPhone: draft.guardianPhone.trim(),
});

/** Bodies as sent; the field rules above run after these shape checks. */
const text = (max: number) => z.string().max(max);
export const StudentDraftSchema = z.object({
  studentNum: text(64),
  studentName: text(128),
  studentAvatar: text(48 * 1024),
  studentBirth: text(32),
  studentSex: text(16),
  guardianName: text(128),
  guardianPhone: text(64),
});
export const StudentSchema = StudentDraftSchema.extend({ id: z.string(), createdAt: z.number() });
export const StudentUpdateSchema = StudentDraftSchema.extend({ id: z.string().regex(/^\d{1,9}$/) });
export const IdQuerySchema = z.object({ id: z.string().regex(/^\d{1,9}$/, 'must be an id') });

/** A card punch at a terminal (a school gate or bus reader): in and out alternate per student and day. */
export const PunchKind = { In: 'in', Out: 'out' } as const;
export type PunchKind = (typeof PunchKind)[keyof typeof PunchKind];
export const SchoolPunchSchema = z.object({
  id: z.string(),
  studentId: z.string(),
  studentNum: z.string(),
  msId: z.string(),
  kind: z.enum([PunchKind.In, PunchKind.Out]),
  time: z.number(),
});
export type SchoolPunch = z.infer<typeof SchoolPunchSchema>;

/** The school car's pre-trip checklist items (ours; SPEC §7 names only "checklist"). */
export const CAR_CHECK_ITEMS = ['brakes', 'lights', 'doors', 'seatBelts', 'firstAidKit', 'extinguisher'] as const;
export type CarCheckItem = (typeof CAR_CHECK_ITEMS)[number];

export type CarDraft = { plateNumber: string; driverName: string; driverPhone: string; seats: string };
export type CarField = keyof CarDraft;
export const CarDraftSchema = z.object({ plateNumber: text(64), driverName: text(128), driverPhone: text(64), seats: text(8) });
export const SchoolCarSchema = z.object({
  id: z.string(),
  plateNumber: z.string(),
  driverName: z.string(),
  driverPhone: z.string(),
  seats: z.number(),
  checklist: z.record(z.string(), z.boolean()),
  checkedAt: z.number().nullable(),
  checkedBy: z.string().nullable(),
});
export type SchoolCar = z.infer<typeof SchoolCarSchema>;
export const CarChecklistSchema = z.object({ id: z.string().regex(/^\d{1,9}$/), checklist: z.object(Object.fromEntries(CAR_CHECK_ITEMS.map((item) => [item, z.boolean()])) as Record<CarCheckItem, z.ZodBoolean>) });

const PLATE = /^[\p{L}0-9][\p{L}0-9 -]*$/u;

export function carProblems(draft: CarDraft): Partial<Record<CarField, StudentProblem>> {
  const problems: Partial<Record<CarField, StudentProblem>> = {};
  const plate = draft.plateNumber.trim();
  if (plate === '') problems.plateNumber = StudentProblem.Required;
  else if (plate.length > SchoolLimits.plateMax) problems.plateNumber = StudentProblem.TooLong;
  else if (!PLATE.test(plate)) problems.plateNumber = StudentProblem.Format;
  const driver = nameProblem(draft.driverName, SchoolLimits.nameMax);
  if (driver) problems.driverName = driver;
  const phone = draft.driverPhone.trim();
  if (phone === '') problems.driverPhone = StudentProblem.Required;
  else if (!PHONE.test(phone)) problems.driverPhone = StudentProblem.PhoneFormat;
  const seats = draft.seats.trim();
  if (seats === '') problems.seats = StudentProblem.Required;
  else if (!/^\d{1,3}$/.test(seats) || Number(seats) < 1 || Number(seats) > SchoolLimits.seatsMax) problems.seats = StudentProblem.Format;
  return problems;
}

/** What the emulator refuses beyond the field rules. */
export const SchoolRefusal = {
  NoPermission: 'the school feature is not enabled for this account',
  NumTaken: 'studentNum: already exists',
  PlateTaken: 'plateNumber: already exists',
  Unknown: 'no such record',
  TooMany: 'too many records',
  UnknownCard: 'no student has this card number',
  NotATerminal: 'the punch must come from a terminal',
} as const;

/** Refusals of field rules travel as `field: problem`, so the console can name the field in its language. */
export const fieldRefusal = (field: string, problem: StudentProblem): string => `${field}: ${problem}`;

export const PunchQuerySchema = z.object({
  studentId: z.string().regex(/^\d{1,9}$/).optional(),
  start: z.string().regex(/^\d{1,15}$/).transform(Number).optional(),
  end: z.string().regex(/^\d{1,15}$/).transform(Number).optional(),
  tz: z.string().regex(/^-?\d{1,3}$/).transform(Number).optional(),
});

/** yyyy-mm-dd of an instant in a zone `offsetMinutes` east of UTC. */
export const schoolDayOf = (time: number, offsetMinutes: number): string => new Date(time + offsetMinutes * 60_000).toISOString().slice(0, 10);

/** A terminal reads a student's card over the socket (command `schoolPunch`). */
export const SchoolCommandSchemas = {
  schoolPunch: z.object({ studentNum: z.string().min(1).max(SchoolLimits.numMax) }),
} as const;
