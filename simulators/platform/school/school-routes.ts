import { z } from 'zod';
import {
  CarChecklistSchema,
  CarDraftSchema,
  Feature,
  IdQuerySchema,
  PunchQuerySchema,
  SCHOOL_PUNCH_TEST_PATH,
  SchoolPaths,
  SchoolRefusal,
  SchoolLimits,
  StudentDraftSchema,
  StudentUpdateSchema,
  validateTimeRange,
} from '../../../protocol/index.ts';
import { dispatcherMayUse } from '../auth/access.ts';
import { organisationOfCaller } from '../organisations/organisation-of.ts';
import { carList, findPunches, schoolOf, studentList } from './school-book.ts';
import { type SchoolAnswer } from './school-service.ts';
import { ok, refused, type Answer } from '../http/envelope.ts';
import { queryObject, withInput } from '../http/input.ts';
import type { AuthenticatedContext, RouteTable } from '../http/route.ts';

/** SPEC §3 students and punch records, §7 "School car: add, list, checklist, delete" (docs/protocol.md "School"). */

const answerOf = <T>(answer: SchoolAnswer<T>): Answer => ('value' in answer ? ok(answer.value) : refused(answer.code, answer.desc));

/** The caller's organisation's part of the school book: lists show nothing of another's. */
const bookOf = (context: AuthenticatedContext) => schoolOf(context.platform.state, organisationOfCaller(context.platform.state, context.session.msId));

/** Lists answer only to dispatchers with the school feature, as the changes do. */
const listed = (context: AuthenticatedContext, list: () => Answer): Promise<Answer> =>
  Promise.resolve(dispatcherMayUse(context.platform, context.session.msId, Feature.School) ? list() : refused('403', SchoolRefusal.NoPermission));

export const SCHOOL_ROUTES: RouteTable = {
  [SchoolPaths.studentAdd]: {
    method: 'POST',
    open: false,
    handle: (context) => withInput(StudentDraftSchema, context.body, async (draft) => answerOf(await context.services.school.saveStudent(context.session.msId, null, draft))),
  },
  [SchoolPaths.studentUpdate]: {
    method: 'PUT',
    open: false,
    handle: (context) =>
      withInput(StudentUpdateSchema, context.body, async ({ id, ...draft }) => answerOf(await context.services.school.saveStudent(context.session.msId, id, draft))),
  },
  [SchoolPaths.studentDelete]: {
    method: 'DELETE',
    open: false,
    handle: (context) => withInput(IdQuerySchema, queryObject(context.query), async ({ id }) => answerOf(await context.services.school.removeStudent(context.session.msId, id))),
  },
  [SchoolPaths.studentList]: {
    method: 'GET',
    open: false,
    handle: (context) => listed(context, () => ok(null, studentList(bookOf(context)))),
  },
  [SchoolPaths.punchList]: {
    method: 'GET',
    open: false,
    handle: (context) =>
      withInput(PunchQuerySchema, queryObject(context.query), ({ studentId, start, end, tz }) => {
        // SPEC §5 time range query: start and end required, in order, a bounded span, one month.
        const problem = validateTimeRange(start ?? null, end ?? null, tz ?? 0);
        if (problem || start === undefined || end === undefined) return refused('400', `range: ${problem ?? 'startRequired'}`);
        return listed(context, () => ok({ maxSpanMs: SchoolLimits.maxSpanMs }, findPunches(bookOf(context), { studentId, start, end })));
      }),
  },
  [SchoolPaths.carAdd]: {
    method: 'POST',
    open: false,
    handle: (context) => withInput(CarDraftSchema, context.body, async (draft) => answerOf(await context.services.school.addCar(context.session.msId, draft))),
  },
  [SchoolPaths.carChecklist]: {
    method: 'PUT',
    open: false,
    handle: (context) =>
      withInput(CarChecklistSchema, context.body, async ({ id, checklist }) => answerOf(await context.services.school.checklist(context.session.msId, id, checklist))),
  },
  [SchoolPaths.carDelete]: {
    method: 'DELETE',
    open: false,
    handle: (context) => withInput(IdQuerySchema, queryObject(context.query), async ({ id }) => answerOf(await context.services.school.removeCar(context.session.msId, id))),
  },
  [SchoolPaths.carList]: {
    method: 'GET',
    open: false,
    handle: (context) => listed(context, () => ok(null, carList(bookOf(context)))),
  },
};

const PunchBody = z.object({ msId: z.string().regex(/^\d{1,16}$/), studentNum: z.string().min(1).max(SchoolLimits.numMax) });

/** docs/protocol.md "Test controls": POST /test/school/punch {msId, studentNum} is a terminal reading a student card. */
export const SCHOOL_TEST_ROUTES: RouteTable = {
  [SCHOOL_PUNCH_TEST_PATH]: {
    method: 'POST',
    open: true,
    handle: ({ services, body }) => withInput(PunchBody, body, async ({ msId, studentNum }) => answerOf(await services.school.punch(msId, studentNum))),
  },
};
