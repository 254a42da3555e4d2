import { handledAlike, platformModule } from '../platform-module.ts';
import { applyToMarkers } from './marker-book.ts';
import { MARKER_ROUTES } from './marker-routes.ts';

/** Map markers. */
export const markerModule = platformModule({
  name: 'markers',
  events: {
    ...handledAlike(['mark.added', 'mark.updated'], { stream: (event) => `mark:${event.marker.id}`, apply: (state, event) => applyToMarkers(state.markers, event) }),
    'mark.removed': { stream: (event) => `mark:${event.id}`, apply: (state, event) => applyToMarkers(state.markers, event) },
  },
  routes: () => MARKER_ROUTES,
});
