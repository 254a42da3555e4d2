/** Instant recall: each monitored group's recent recorded transmissions, played through the console's mixer. */
export { InstantRecall } from './components/InstantRecall.tsx';
export { InstantRecallProvider } from './InstantRecallProvider.tsx';
export { bindInstantRecall } from './bindInstantRecall.ts';
export { useRecordingState } from './useRecordingState.ts';
// For other screens that play recordings (call records): the fetch that logs in again, the /ds client.
export { fetchRecordingOnce, type RecallDs } from './model.ts';
export { useRecallDs } from './InstantRecallProvider.tsx';
