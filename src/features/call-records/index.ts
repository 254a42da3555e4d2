/** Call records (SPEC §2 /call-records/voice-list): the callByUTC list and its recordings with their waveform. */
export { CallRecordsPage } from './CallRecordsPage.tsx';
export type { CallRecordsDs } from './model/model.ts';
export { computePeaks } from './model/waveform.ts';
/** Its routes and screens, for the shell (the shell reads manifest.ts itself, so the rest of this index stays out of its first chunk). */
export { manifest } from './manifest.ts';
