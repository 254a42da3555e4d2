import {
  dispatchTimeProblem,
  HandOverRefusal,
  handOverTargetRefusal,
  jobHandler,
  LogType,
  JobLimits,
  JobRefusal,
  JobState,
  nextJobState,
  TerminalType,
  isFinalJobState,
  type CommonTask,
  type Job,
  type JobAnswer,
} from '../../../protocol/index.ts';
import { organisationOfTerminal } from '../organisations/organisation-of.ts';
import { commonTasksOf } from './job-book.ts';
import type { Platform } from '../platform.ts';
import type { PlatformState } from '../projection/state.ts';
import { Serial } from '../serial.ts';

export type Refusal = { readonly code: string; readonly desc: string };
export type JobAnswerOutcome = { readonly code: '0'; readonly job: Job } | Refusal;
export type CommonTaskOutcome = { readonly code: '0'; readonly commonTask: CommonTask } | Refusal;
export type Removed = { readonly code: '0'; readonly removed: true } | Refusal;

export type NewJob = { task: string; msIds: string[]; dispatchTime: number | null; lat: number | null; lng: number | null; address: string };

/** A job belongs to its creator's organisation, as its assignees do (docs/protocol.md "Organisations"). */
export const jobOfOrganisation = (state: Pick<PlatformState, 'terminals'>, job: Job, cid: string | null): boolean =>
  cid !== null && organisationOfTerminal(state, job.creator) === cid;

/**
 * Creates and deletes jobs, keeps the common tasks, and takes the assignees' answers (docs/protocol.md
 * "Job ticketing"). Input arrives shape-checked by the route's schema; this checks who asks, what
 * exists, the platform's clock and each assignee's transition. One decision at a time, so ids are
 * never given twice and two answers of one assignee never both pass from the same state.
 */
export class JobService {
  private readonly serial = new Serial();

  constructor(private readonly platform: Platform) {}

  create(msId: string, input: NewJob): Promise<JobAnswerOutcome> {
    return this.serial.run(async () => {
      const me = this.dispatcher(msId);
      if (!me) return { code: '403', desc: JobRefusal.NotDispatcher };
      const book = this.platform.state.jobs;
      // Each organisation's own limit: another's jobs neither count nor show.
      const mine = [...book.byId.values()].filter((job) => jobOfOrganisation(this.platform.state, job, me.cid));
      if (mine.length >= JobLimits.maxJobs) return { code: '400', desc: JobRefusal.TooMany };
      const now = this.platform.now();
      const timeProblem = dispatchTimeProblem(input.dispatchTime, now);
      if (timeProblem) return { code: '400', desc: timeProblem === 'past' ? JobRefusal.DispatchPast : timeProblem === 'tooFar' ? JobRefusal.DispatchTooFar : 'dispatchTime: required' };
      const jobMsList = [];
      for (const assignee of input.msIds) {
        const terminal = this.platform.state.terminals.get(assignee);
        // Another organisation's terminal is refused as an unknown one is.
        if (!terminal || terminal.cid !== me.cid) return { code: '404', desc: `${JobRefusal.UnknownAssignee}: ${assignee}` };
        // Jobs go to field workers' terminals; a dispatcher has no app to answer with.
        if (terminal.type === TerminalType.Dispatcher) return { code: '400', desc: `${JobRefusal.DispatcherAssignee}: ${assignee}` };
        jobMsList.push({ msId: assignee, msName: terminal.msName, state: JobState.Unsettled, answeredAt: null });
      }
      const job: Job = {
        id: String(book.lastId + 1),
        task: input.task,
        dispatchTime: input.dispatchTime ?? now,
        jobMsList,
        lat: input.lat,
        lng: input.lng,
        address: input.address,
        creator: msId,
        creatorName: me.msName,
        createdAt: now,
      };
      await this.platform.commit([{ type: 'job.created', job }]);
      return { code: '0', job };
    });
  }

  remove(msId: string, id: string): Promise<Removed> {
    return this.serial.run(async () => {
      const me = this.dispatcher(msId);
      if (!me) return { code: '403', desc: JobRefusal.NotDispatcher };
      if (!this.ofOrganisation(me.cid, id)) return { code: '404', desc: JobRefusal.Unknown };
      await this.platform.commit([{ type: 'job.deleted', id, by: msId }]);
      return { code: '0', removed: true };
    });
  }

  /**
   * The job's handler (its creator until a hand-over) gives it to another dispatcher (ours, log type
   * 143). The platform has no administrator role among its accounts (every console is a dispatcher
   * terminal), so only the handler may.
   */
  handOver(msId: string, id: string, to: string): Promise<JobAnswerOutcome> {
    return this.serial.run(async () => {
      const me = this.dispatcher(msId);
      if (!me) return { code: '403', desc: JobRefusal.NotDispatcher };
      const job = this.ofOrganisation(me.cid, id);
      if (!job) return { code: '404', desc: JobRefusal.Unknown };
      if (jobHandler(job).msId !== msId) return { code: '403', desc: HandOverRefusal.NotHandler };
      // Another organisation's dispatcher is no target, as an unknown account is not.
      const found = this.platform.state.terminals.get(to);
      const target = found?.cid === me.cid ? found : undefined;
      const refusal = handOverTargetRefusal(msId, to, target);
      if (refusal) return refusal;
      await this.platform.commit([
        { type: 'job.handedOver', id, from: msId, fromName: me.msName, to, toName: target!.msName, time: this.platform.now(), logType: LogType.JobHandedOver },
      ]);
      return { code: '0', job: this.platform.state.jobs.byId.get(id) ?? job };
    });
  }

  /** An assignee's answer: only its own state moves, and only along unsettled -> accepted|rejected, accepted -> working, working -> completed. */
  answer(msId: string, id: string, answer: JobAnswer): Promise<JobAnswerOutcome> {
    return this.serial.run(async () => {
      const job = this.ofOrganisation(organisationOfTerminal(this.platform.state, msId), id);
      if (!job) return { code: '404', desc: JobRefusal.Unknown };
      const mine = job.jobMsList.find((assignee) => assignee.msId === msId);
      if (!mine) return { code: '403', desc: JobRefusal.NotAssignee };
      const state = nextJobState(mine.state, answer);
      if (!state) return { code: '409', desc: `${JobRefusal.BadTransition}: ${answer} from ${mine.state}` };
      await this.platform.commit([{ type: 'job.answered', id, msId, state, time: this.platform.now() }]);
      return { code: '0', job: this.platform.state.jobs.byId.get(id) ?? job };
    });
  }

  /** The caller's jobs where its own state is not final yet, oldest first (the order it got them). */
  openJobsOf(msId: string): Job[] {
    return [...this.platform.state.jobs.byId.values()]
      .filter((job) => job.jobMsList.some((assignee) => assignee.msId === msId && !isFinalJobState(assignee.state)))
      .sort((a, b) => a.createdAt - b.createdAt);
  }

  addCommonTask(msId: string, text: string): Promise<CommonTaskOutcome> {
    return this.serial.run(async () => {
      const me = this.dispatcher(msId);
      if (!me) return { code: '403', desc: JobRefusal.NotDispatcher };
      const book = this.platform.state.jobs;
      // The limit and the unique text are the organisation's own list's.
      const ours = commonTasksOf(this.platform.state, me.cid);
      if (ours.length >= JobLimits.maxCommonTasks) return { code: '400', desc: JobRefusal.TooManyCommonTasks };
      if (ours.some((task) => task.text === text)) return { code: '409', desc: JobRefusal.CommonTaskExists };
      const commonTask: CommonTask = { id: String(book.lastTaskId + 1), text, createdAt: this.platform.now(), createBy: msId };
      await this.platform.commit([{ type: 'job.commonTaskAdded', commonTask, by: msId }]);
      return { code: '0', commonTask };
    });
  }

  removeCommonTask(msId: string, id: string): Promise<Removed> {
    return this.serial.run(async () => {
      const me = this.dispatcher(msId);
      if (!me) return { code: '403', desc: JobRefusal.NotDispatcher };
      // Another organisation's task is unknown, as a missing one is.
      if (!commonTasksOf(this.platform.state, me.cid).some((task) => task.id === id)) return { code: '404', desc: JobRefusal.Unknown };
      await this.platform.commit([{ type: 'job.commonTaskRemoved', id, by: msId }]);
      return { code: '0', removed: true };
    });
  }

  isDispatcher(msId: string): boolean {
    return this.dispatcher(msId) !== undefined;
  }

  /** The organisation's job; another organisation's is unknown, as a missing one is. */
  private ofOrganisation(cid: string | null, id: string): Job | undefined {
    const job = this.platform.state.jobs.byId.get(id);
    return job && jobOfOrganisation(this.platform.state, job, cid) ? job : undefined;
  }

  private dispatcher(msId: string) {
    const terminal = this.platform.state.terminals.get(msId);
    return terminal?.type === TerminalType.Dispatcher ? terminal : undefined;
  }
}

