/**
 * School (SPEC §1 extra module, §3 student and punch records, §7 school car). Route
 * /schools/school (ours: SPEC names no path), dsKey school.
 */
import './school.css';

export { SchoolPage } from './SchoolPage.tsx';
export type { SchoolDs } from './model/model.ts';
/** Its routes and screens, for the shell (the shell reads manifest.ts itself, so the rest of this index stays out of its first chunk). */
export { manifest } from './manifest.ts';
