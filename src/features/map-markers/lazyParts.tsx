import { lazy, Suspense } from 'react';
import type { MarkerDs } from './model/markerDs.ts';

/** The markers' deck.gl layers load with the map, so the feature's index stays free of WebGL (the session imports its binding). */
const LazyMapMarkers = lazy(() => import('./components/MapMarkers.tsx').then((module) => ({ default: module.MapMarkers })));

export function MapMarkers(props: { readonly ds: MarkerDs }) {
  return (
    <Suspense fallback={null}>
      <LazyMapMarkers {...props} />
    </Suspense>
  );
}
