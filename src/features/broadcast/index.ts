/** Broadcast (SPEC §2 /broadcasts/broadcast, §3 broadcast entities, §4 real-time and timed tasks): the PA service's screens. */
export { BroadcastPage, type BroadcastPageProps } from './BroadcastPage.tsx';
