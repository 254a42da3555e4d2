/** Logs (SPEC §2 /logs/log, §3 log record, §4 categories): the query screen and its live list, bound per socket by the session. */
export { bindLogs } from './liveLogs.ts';
export { LogsPage } from './LogsPage.tsx';
export type { LogsDs } from './model.ts';
export { OPERATION_KEY } from './model.ts';
/** Its routes and screens, for the shell (the shell reads manifest.ts itself, so the rest of this index stays out of its first chunk). */
export { manifest } from './manifest.ts';
