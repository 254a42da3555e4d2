import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { EventFrame, Job, SnapshotFrame } from '../../protocol/index.ts';
import { answersFrom, JobResponder, type JobAnswerMode } from './job-responder.ts';

const job = (id: string, state: Job['jobMsList'][number]['state'] = 'unsettled'): Job => ({
  id,
  task: 'Check the pump',
  dispatchTime: 1,
  jobMsList: [{ msId: '10000001', msName: 'Radio 1', state, answeredAt: null }],
  lat: null,
  lng: null,
  address: '',
  creator: '20000001',
  creatorName: 'Dispatcher One',
  createdAt: 1,
});

function responder(mode: JobAnswerMode, mine: Job[] = []) {
  const events$ = new Subject<EventFrame>();
  const snapshots$ = new Subject<SnapshotFrame>();
  const sent: string[] = [];
  const jobs = new JobResponder({
    msId: '10000001',
    mode,
    stepMs: 1,
    command: async (name, args) => {
      if (name === 'jobMine') return { jobs: mine };
      sent.push(`${(args as { id: string }).id}:${(args as { answer: string }).answer}`);
      return null;
    },
  });
  jobs.follow({ events$, snapshots$ });
  const created = (value: Job) => events$.next({ type: 'event', seq: 1, time: 1, event: { type: 'job.created', job: value } } as EventFrame);
  return { sent, created, snapshot: () => snapshots$.next({ type: 'snapshot' } as SnapshotFrame) };
}

describe('job responder', () => {
  it('gives the answers of its mode from where it stands', () => {
    expect(answersFrom('unsettled', 'complete')).toEqual(['accept', 'start', 'complete']);
    expect(answersFrom('unsettled', 'reject')).toEqual(['reject']);
    expect(answersFrom('accepted', 'accept')).toEqual([]);
    expect(answersFrom('working', 'complete')).toEqual(['complete']);
    expect(answersFrom('unsettled', 'off')).toEqual([]);
  });

  it('answers a new job of its own, ignores others, and catches up after a snapshot', async () => {
    const { sent, created, snapshot } = responder('complete', [job('7', 'accepted')]);
    created(job('5'));
    created({ ...job('6'), jobMsList: [{ msId: '10000009', msName: 'Other', state: 'unsettled', answeredAt: null }] });
    snapshot();
    await expect.poll(() => sent.length).toBe(5);
    expect(sent.filter((answer) => answer.startsWith('5:'))).toEqual(['5:accept', '5:start', '5:complete']);
    expect(sent.filter((answer) => answer.startsWith('7:'))).toEqual(['7:start', '7:complete']);
  });
});
