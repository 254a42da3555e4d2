import { lazy, Suspense } from 'react';
import type { JobDs } from './model/jobDs.ts';

/** The map layer loads with the map, so the feature's index stays free of MapLibre (the session imports its binding). */
const LazyJobsMapLayer = lazy(() => import('./components/JobsMapLayer.tsx').then((module) => ({ default: module.JobsMapLayer })));

export function JobsMapLayer(props: { readonly ds: Pick<JobDs, 'get'> }) {
  return (
    <Suspense fallback={null}>
      <LazyJobsMapLayer {...props} />
    </Suspense>
  );
}
