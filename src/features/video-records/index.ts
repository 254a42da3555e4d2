/** Video records (SPEC §2 /video-surveillances/video-records): the platform's recordings and snapshots of the cameras. */
export { VideoRecordsPage } from './VideoRecordsPage.tsx';
// The record and snapshot buttons, for the surveillance wall's tiles.
export { RecordControls } from './components/RecordControls.tsx';
export type { VideoRecordsDs } from './model.ts';
