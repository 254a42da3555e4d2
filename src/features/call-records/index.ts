/** Call records (SPEC §2 /call-records/voice-list): the callByUTC list and its recordings with their waveform. */
export { CallRecordsPage } from './CallRecordsPage.tsx';
export type { CallRecordsDs } from './model/model.ts';
export { computePeaks } from './model/waveform.ts';
