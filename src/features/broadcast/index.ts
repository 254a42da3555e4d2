/** Broadcast (SPEC §2 /broadcasts/broadcast, §3 broadcast entities, §4 real-time and timed tasks): the PA service's screens. */
export { BroadcastPage, type BroadcastPageProps } from './BroadcastPage.tsx';
/** Its routes and screens, for the shell (the shell reads manifest.ts itself, so the rest of this index stays out of its first chunk). */
export { manifest } from './manifest.ts';
