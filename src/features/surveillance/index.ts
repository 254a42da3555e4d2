/** Video surveillance (SPEC §2 /video-surveillances/video-surveillance): cameras and the video wall. */
export { SurveillancePage } from './SurveillancePage.tsx';
