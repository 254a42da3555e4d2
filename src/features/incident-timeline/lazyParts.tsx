import { lazy, Suspense } from 'react';
import type { IncidentTimelineProps } from './IncidentTimeline.tsx';

/** Loaded on first use behind their own Suspense boundaries, as track playback's parts are. */
const LazyIncidentTimeline = lazy(() => import('./IncidentTimeline.tsx').then((module) => ({ default: module.IncidentTimeline })));
const LazyIncidentTimelineButton = lazy(() => import('./components/IncidentTimelineButton.tsx').then((module) => ({ default: module.IncidentTimelineButton })));

export function IncidentTimeline(props: IncidentTimelineProps) {
  return (
    <Suspense fallback={null}>
      <LazyIncidentTimeline {...props} />
    </Suspense>
  );
}

export function IncidentTimelineButton(props: { onOpen: () => void }) {
  return (
    <Suspense fallback={null}>
      <LazyIncidentTimelineButton {...props} />
    </Suspense>
  );
}
