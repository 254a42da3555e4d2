/** Video records (SPEC §2 /video-surveillances/video-records): the platform's recordings and snapshots of the cameras. */
export { VideoRecordsPage } from './VideoRecordsPage.tsx';
// The record and snapshot buttons, for the surveillance wall's tiles.
export { RecordControls } from './components/RecordControls.tsx';
export type { VideoRecordsDs } from './model.ts';
/** Its routes and screens, for the shell (the shell reads manifest.ts itself, so the rest of this index stays out of its first chunk). */
export { manifest } from './manifest.ts';
