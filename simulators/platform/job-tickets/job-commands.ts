import { ok, denied, type ModuleCommands } from '../socket/command-handler.ts';

/** An assignee's answer to a job, and its open jobs. */
export const JOB_COMMANDS = {
  async jobAnswer({ services }, { msId, isDispatcher }, { id, answer }) {
    if (isDispatcher) return denied('jobs are answered from the assignees\' terminals');
    const outcome = await services.jobs.answer(msId, id, answer);
    return 'job' in outcome ? ok({ job: outcome.job }) : { code: outcome.code, desc: outcome.desc };
  },
  async jobMine({ services }, { msId }) {
    return ok({ jobs: services.jobs.openJobsOf(msId) });
  },
} satisfies ModuleCommands;
