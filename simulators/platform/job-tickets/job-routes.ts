import { AddCommonTaskBody, AddJobBody, JobHandOverBody, JobIdQuery, JobPaths, JobRefusal, ListJobsQuery } from '../../../protocol/index.ts';
import { commonTasksOf, jobPage } from './job-book.ts';
import { jobOfOrganisation } from './job-service.ts';
import { organisationOfCaller } from '../organisations/organisation-of.ts';
import { ok, refused, type Answer } from '../http/envelope.ts';
import { queryObject, withInput } from '../http/input.ts';
import type { AuthenticatedContext, RouteTable } from '../http/route.ts';

/** SPEC §7 "Jobs: POST /ds/job/add, GET list, DELETE delete", plus the common tasks (docs/protocol.md "Job ticketing"). */

const answerOf = (answer: { code: string; desc?: string }, data: unknown): Answer => (answer.code === '0' ? ok(data) : refused(answer.code, answer.desc ?? ''));

const dispatcherOnly = (context: AuthenticatedContext, read: () => Answer): Answer =>
  context.services.jobs.isDispatcher(context.session.msId) ? read() : refused('403', JobRefusal.NotDispatcher);

export const JOB_ROUTES: RouteTable = {
  [JobPaths.add]: {
    method: 'POST',
    open: false,
    handle: (context) =>
      withInput(AddJobBody, context.body, async (input) => {
        const answer = await context.services.jobs.create(context.session.msId, input);
        return answerOf(answer, 'job' in answer ? answer.job : null);
      }),
  },
  // Ours: several dispatchers at once; the handler gives the job to another dispatcher.
  [JobPaths.handOver]: {
    method: 'PUT',
    open: false,
    handle: (context) =>
      withInput(JobHandOverBody, context.body, async ({ id, to }) => {
        const answer = await context.services.jobs.handOver(context.session.msId, id, to);
        return answerOf(answer, 'job' in answer ? answer.job : null);
      }),
  },
  [JobPaths.list]: {
    method: 'GET',
    open: false,
    handle: (context) =>
      withInput(ListJobsQuery, queryObject(context.query), ({ page, size }) =>
        dispatcherOnly(context, () => {
          const { state } = context.platform;
          const cid = organisationOfCaller(state, context.session.msId);
          const found = jobPage(state.jobs, page, size, (job) => jobOfOrganisation(state, job, cid));
          return ok({ total: found.total, page, size }, found.list);
        }),
      ),
  },
  [JobPaths.delete]: {
    method: 'DELETE',
    open: false,
    handle: (context) =>
      withInput(JobIdQuery, queryObject(context.query), async ({ id }) => answerOf(await context.services.jobs.remove(context.session.msId, id), null)),
  },
  [JobPaths.commonTasks]: {
    method: 'GET',
    open: false,
    handle: async (context) => dispatcherOnly(context, () => ok(null, commonTasksOf(context.platform.state, context.platform.state.terminals.get(context.session.msId)?.cid ?? null))),
  },
  [JobPaths.addCommonTask]: {
    method: 'POST',
    open: false,
    handle: (context) =>
      withInput(AddCommonTaskBody, context.body, async ({ text }) => {
        const answer = await context.services.jobs.addCommonTask(context.session.msId, text);
        return answerOf(answer, 'commonTask' in answer ? answer.commonTask : null);
      }),
  },
  [JobPaths.deleteCommonTask]: {
    method: 'DELETE',
    open: false,
    handle: (context) =>
      withInput(JobIdQuery, queryObject(context.query), async ({ id }) => answerOf(await context.services.jobs.removeCommonTask(context.session.msId, id), null)),
  },
};
