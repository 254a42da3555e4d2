import { handledAlike, platformModule } from '../platform-module.ts';
import { applyToVideoRecords } from './video-record-book.ts';
import { videoRecordRoutes, videoRecordTestRoutes } from './video-record-routes.ts';

/** Video records of cameras. */
export const videoRecordModule = platformModule({
  name: 'video-records',
  events: {
    ...handledAlike(['videoRecord.started', 'videoRecord.snapped'], { stream: (event) => `videoRecord:${event.record.id}`, apply: (state, event) => applyToVideoRecords(state.videoRecords, event) }),
    ...handledAlike(['videoRecord.finished', 'videoRecord.failed', 'videoRecord.removed'], { stream: (event) => `videoRecord:${event.id}`, apply: (state, event) => applyToVideoRecords(state.videoRecords, event) }),
  },
  routes: (host) => videoRecordRoutes(host.videoRecords, host.streamProxies),
  testRoutes: (host) => videoRecordTestRoutes(host.videoRecords),
});
