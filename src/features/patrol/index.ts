/** Patrol (SPEC §2 /patrols): points, routes, plans, the calendar of orders and statistics. The page loads on first visit. */
import { lazy } from 'react';

export { PATROL_REDIRECT, PATROL_SCREENS, patrolPath, patrolScreenOf, type PatrolScreen } from './paths.ts';
export type { PatrolApi } from './model/patrolApi.ts';
export const PatrolPage = lazy(() => import('./PatrolPage.tsx').then((module) => ({ default: module.PatrolPage })));
/** Its routes and screens, for the shell (the shell reads manifest.ts itself, so the rest of this index stays out of its first chunk). */
export { manifest } from './manifest.ts';
