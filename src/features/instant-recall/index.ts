/** Instant recall: a group's or a terminal's recent recorded transmissions, played one by one or all in order through the console's mixer. */
export { InstantRecall } from './components/InstantRecall.tsx';
export { RecallTerminalButton, TerminalRecall } from './components/TerminalRecall.tsx';
export { InstantRecallProvider } from './model/InstantRecallProvider.tsx';
export { bindInstantRecall } from './model/bindInstantRecall.ts';
export { useRecordingState } from './model/useRecordingState.ts';
// For other screens that play recordings (call records): the fetch that logs in again, the /ds client.
export { fetchRecordingOnce, type RecallDs } from './model/model.ts';
export { useRecallDs } from './model/InstantRecallProvider.tsx';
/** Its socket listeners, for the shell (the shell reads manifest.ts itself). */
export { manifest } from './manifest.ts';
