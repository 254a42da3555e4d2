import { lazy, Suspense } from 'react';
import type { ReportsDs } from './model/queryReport.ts';

/**
 * The page (recharts, CSS) loads on first visit, so the feature's index stays light: the route
 * table imports the report list from it.
 */
const LazyReportsPage = lazy(() => import('./ReportsPage.tsx').then((module) => ({ default: module.ReportsPage })));

export function ReportsPage(props: { ds: ReportsDs }) {
  return (
    <Suspense fallback={null}>
      <LazyReportsPage {...props} />
    </Suspense>
  );
}
