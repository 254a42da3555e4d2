import { lazy, Suspense } from 'react';
import type { TrackPlaybackProps } from './TrackPlayback.tsx';

/**
 * The feature's components load on first use, each behind its own Suspense boundary, so the
 * feature's index stays free of CSS and WebGL imports (benches and Node tests import its pure
 * parts) and a mount point never suspends the map around it.
 */
const LazyTrackPlayback = lazy(() => import('./TrackPlayback.tsx').then((module) => ({ default: module.TrackPlayback })));
const LazyTrackPlaybackButton = lazy(() => import('./components/TrackPlaybackButton.tsx').then((module) => ({ default: module.TrackPlaybackButton })));

export function TrackPlayback(props: TrackPlaybackProps) {
  return (
    <Suspense fallback={null}>
      <LazyTrackPlayback {...props} />
    </Suspense>
  );
}

const LazyTimeRangeForm = lazy(() => import('./components/TimeRangeForm.tsx').then((module) => ({ default: module.TimeRangeForm })));

export type TimeRangeFormProps = Parameters<typeof LazyTimeRangeForm>[0];

export function TimeRangeForm(props: TimeRangeFormProps) {
  return (
    <Suspense fallback={null}>
      <LazyTimeRangeForm {...props} />
    </Suspense>
  );
}

export function TrackPlaybackButton(props: { onOpen: () => void }) {
  return (
    <Suspense fallback={null}>
      <LazyTrackPlaybackButton {...props} />
    </Suspense>
  );
}
