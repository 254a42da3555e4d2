import { merge, type Observable, type Subscription } from 'rxjs';
import { JobAnswer, JobState, type CommandArgs, type EventFrame, type Job, type JobState as State, type SnapshotFrame } from '../../protocol/index.ts';

/**
 * How a simulated field worker answers job tickets (--answer-jobs): not at all, accept only, reject,
 * or accept, start work and complete, as a worker's app would, a step every `stepMs`.
 */
export type JobAnswerMode = 'off' | 'accept' | 'reject' | 'complete';
export const JOB_ANSWER_MODES: readonly JobAnswerMode[] = ['off', 'accept', 'reject', 'complete'];

export type JobResponderDeps = {
  readonly msId: string;
  readonly mode: JobAnswerMode;
  /** Pause before each answer (reading the job, walking there, working). */
  readonly stepMs: number;
  readonly command: <N extends 'jobAnswer' | 'jobMine'>(name: N, args: CommandArgs<N>) => Promise<unknown>;
  readonly log?: (line: string) => void;
};

/** The answers still to give from `state` in `mode`, in order. */
export function answersFrom(state: State, mode: JobAnswerMode): JobAnswer[] {
  if (mode === 'off') return [];
  if (state === JobState.Unsettled) {
    if (mode === 'reject') return [JobAnswer.Reject];
    return mode === 'accept' ? [JobAnswer.Accept] : [JobAnswer.Accept, JobAnswer.Start, JobAnswer.Complete];
  }
  if (mode !== 'complete') return [];
  if (state === JobState.Accepted) return [JobAnswer.Start, JobAnswer.Complete];
  return state === JobState.Working ? [JobAnswer.Complete] : [];
}

/**
 * Learns its jobs from `job.created` events naming it and, after each snapshot (a login, a resync:
 * events may have been missed), from jobMine; answers each job once per state it finds it in.
 */
export class JobResponder {
  private readonly busy = new Set<string>();
  /** Each answer given, in order: `${jobId}:${answer}`. */
  readonly given: string[] = [];

  constructor(private readonly deps: JobResponderDeps) {}

  follow(client: { readonly events$: Observable<EventFrame>; readonly snapshots$: Observable<SnapshotFrame> }): Subscription {
    return merge(client.events$, client.snapshots$).subscribe((frame) => {
      if (this.deps.mode === 'off') return;
      if (frame.type === 'snapshot') {
        this.catchUp().catch((error: unknown) => this.deps.log?.(`${this.deps.msId}: jobs not read: ${String(error)}`));
      } else if (frame.event.type === 'job.created') {
        this.take(frame.event.job);
      }
    });
  }

  private async catchUp(): Promise<void> {
    const answer = (await this.deps.command('jobMine', {})) as { jobs: Job[] };
    for (const job of answer.jobs) this.take(job);
  }

  private take(job: Job): void {
    const mine = job.jobMsList.find((assignee) => assignee.msId === this.deps.msId);
    if (!mine || this.busy.has(job.id)) return;
    const answers = answersFrom(mine.state, this.deps.mode);
    if (answers.length === 0) return;
    this.busy.add(job.id);
    void this.answer(job.id, answers).finally(() => this.busy.delete(job.id));
  }

  private async answer(id: string, answers: readonly JobAnswer[]): Promise<void> {
    for (const answer of answers) {
      await new Promise((resolve) => setTimeout(resolve, this.deps.stepMs));
      try {
        await this.deps.command('jobAnswer', { id, answer });
        this.given.push(`${id}:${answer}`);
        this.deps.log?.(`${this.deps.msId}: job ${id} ${answer}`);
      } catch (error) {
        // Deleted meanwhile, or answered from elsewhere: the next snapshot's jobMine says where it stands.
        this.deps.log?.(`${this.deps.msId}: job ${id} ${answer} refused: ${error instanceof Error ? error.message : String(error)}`);
        return;
      }
    }
  }
}
