/** The header's missed calls list (SPEC §2): recorded from the event log per socket, kept in storage. */
export { bindMissedCalls } from './bindMissedCalls.ts';
export { MissedCalls } from './MissedCalls.tsx';
