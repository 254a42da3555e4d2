/**
 * School (SPEC §1 extra module, §3 student and punch records, §7 school car). Route
 * /schools/school (ours: SPEC names no path), dsKey school.
 */
import './school.css';

export { SchoolPage } from './SchoolPage.tsx';
export type { SchoolDs } from './model/model.ts';
