/** Video surveillance (SPEC §2 /video-surveillances/video-surveillance): cameras, terminal cameras and the video wall. */
export { SurveillancePage } from './SurveillancePage.tsx';
export { SURVEILLANCE_PAGE_PATH, VideoMonitorLink } from './components/VideoMonitorLink.tsx';
export type { MonitorClient } from './terminalMonitor.ts';
export { grantSource, useStreamPlayer } from './useStreamPlayer.ts';
/** Its routes and screens, for the shell (the shell reads manifest.ts itself, so the rest of this index stays out of its first chunk). */
export { manifest } from './manifest.ts';
