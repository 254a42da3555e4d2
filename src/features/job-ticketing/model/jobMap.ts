import type { FeatureCollection, Point } from 'geojson';
import { JobState, type Job } from '../../../../protocol/index.ts';

/** Jobs drawn on the monitoring map: the newest this many (one list page of the platform's largest). */
export const JOBS_ON_MAP = 100;

export const JOB_MAP_COLOURS: Readonly<Record<JobState, string>> = {
  unsettled: '#8e24aa',
  accepted: '#1e88e5',
  rejected: '#e53935',
  working: '#fb8c00',
  completed: '#43a047',
};

/**
 * One state for a job's dot: the furthest any assignee got while some still owe an answer
 * (working, then accepted, then unsettled); once all are done, completed if anyone completed it.
 */
export function jobMapState(job: Job): JobState {
  const states = new Set(job.jobMsList.map((assignee) => assignee.state));
  const open = states.has(JobState.Unsettled) || states.has(JobState.Accepted) || states.has(JobState.Working);
  if (!open) return states.has(JobState.Completed) ? JobState.Completed : JobState.Rejected;
  if (states.has(JobState.Working)) return JobState.Working;
  return states.has(JobState.Accepted) ? JobState.Accepted : JobState.Unsettled;
}

/** The jobs that have a place, as GeoJSON points with their id, task and state. */
export function jobFeatures(jobs: readonly Job[]): FeatureCollection<Point, { id: string; task: string; state: JobState }> {
  return {
    type: 'FeatureCollection',
    features: jobs.flatMap((job) =>
      job.lat === null || job.lng === null
        ? []
        : [{ type: 'Feature' as const, geometry: { type: 'Point' as const, coordinates: [job.lng, job.lat] }, properties: { id: job.id, task: job.task, state: jobMapState(job) } }],
    ),
  };
}
