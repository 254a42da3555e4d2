/** Reports (SPEC §2 /reports, §5 time range, §9 quick ranges): one module per report, a chart, a table and exports. */
export { ReportsPage } from './lazyParts.tsx';
export type { ReportsDs } from './model/queryReport.ts';
export { REPORT_MODULES, REPORTS_PATH, reportPath, type ReportModule } from './model/reportModules.ts';
/** Its routes and screens, for the shell (the shell reads manifest.ts itself, so the rest of this index stays out of its first chunk). */
export { manifest } from './manifest.ts';
