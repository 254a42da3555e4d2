import type { CommonTask, Job, JobEvent } from '../../../protocol/index.ts';
import type { PlatformState } from '../projection/state.ts';

/** The organisation's jobs and common tasks by id, and the last ids given (ids are never reused). */
export type JobBook = { readonly byId: Map<string, Job>; readonly commonTasks: Map<string, CommonTask>; lastId: number; lastTaskId: number };

export const emptyJobBook = (): JobBook => ({ byId: new Map(), commonTasks: new Map(), lastId: 0, lastTaskId: 0 });

/** Folds one job.* event; the same fold on replay as when it was committed. */
export function applyToJobs(book: JobBook, event: JobEvent): void {
  switch (event.type) {
    case 'job.created':
      book.byId.set(event.job.id, event.job);
      book.lastId = Math.max(book.lastId, Number.parseInt(event.job.id, 10) || 0);
      return;
    case 'job.answered': {
      const job = book.byId.get(event.id);
      if (!job) return;
      const jobMsList = job.jobMsList.map((assignee) => (assignee.msId === event.msId ? { ...assignee, state: event.state, answeredAt: event.time } : assignee));
      book.byId.set(event.id, { ...job, jobMsList });
      return;
    }
    case 'job.deleted':
      book.byId.delete(event.id);
      return;
    case 'job.handedOver': {
      const job = book.byId.get(event.id);
      if (job) book.byId.set(event.id, { ...job, handler: event.to, handlerName: event.toName });
      return;
    }
    case 'job.commonTaskAdded':
      // Added before tasks named their adder: the event's `by` is the adder.
      book.commonTasks.set(event.commonTask.id, { ...event.commonTask, createBy: event.commonTask.createBy ?? event.by });
      book.lastTaskId = Math.max(book.lastTaskId, Number.parseInt(event.commonTask.id, 10) || 0);
      return;
    case 'job.commonTaskRemoved':
      book.commonTasks.delete(event.id);
      return;
  }
}

/** Newest first (SPEC: the list refreshes to page 1, where the latest job is). */
export const jobsNewestFirst = (book: JobBook): Job[] => [...book.byId.values()].sort((a, b) => b.createdAt - a.createdAt || Number(b.id) - Number(a.id));

/** One page (1-based) of the newest-first list of the jobs kept (an organisation's), and how many there are in all. */
export function jobPage(book: JobBook, page: number, size: number, keep: (job: Job) => boolean = () => true): { total: number; list: Job[] } {
  const all = jobsNewestFirst(book).filter(keep);
  return { total: all.length, list: all.slice((page - 1) * size, page * size) };
}

export const commonTaskList = (book: JobBook): CommonTask[] => [...book.commonTasks.values()].sort((a, b) => a.createdAt - b.createdAt || Number(a.id) - Number(b.id));

/** The organisation's common tasks, oldest first: a task is its adder's organisation's. */
export function commonTasksOf(state: Pick<PlatformState, 'terminals' | 'organisations' | 'jobs'>, cid: string | null): CommonTask[] {
  const ownerOf = (task: CommonTask) => (task.createBy === undefined ? state.organisations.first : (state.terminals.get(task.createBy)?.cid ?? null));
  return cid === null ? [] : commonTaskList(state.jobs).filter((task) => ownerOf(task) === cid);
}
