/** The header's missed calls list (SPEC §2): recorded from the event log per socket, kept in storage. */
export { bindMissedCalls } from './bindMissedCalls.ts';
export { MissedCalls } from './MissedCalls.tsx';
/** Its socket listeners, for the shell (the shell reads manifest.ts itself). */
export { manifest } from './manifest.ts';
