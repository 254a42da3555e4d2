/**
 * Lone worker (SPEC §2 /loneworks/lonework, §3 lone worker and its alarm, §4 statuses and causes,
 * §5 rules). The page lists and runs the plans; the banner shows lone worker alarms on every
 * screen; the operation opens a new plan for a terminal; `bindLoneWork` follows the socket.
 */
import './lone-work.css';

export { bindLoneWork } from './bindLoneWork.ts';
export { LoneWorkAlarmBanner, LONE_WORK_PATH } from './components/LoneWorkAlarmBanner.tsx';
export { LoneWorkOperation } from './components/LoneWorkOperation.tsx';
export { LoneWorkPage } from './LoneWorkPage.tsx';
export { workAloneListAtom, workAloneObjAtom } from './model/atoms.ts';
export type { LoneWorkDs } from './model/model.ts';
/** Its routes and screens, for the shell (the shell reads manifest.ts itself, so the rest of this index stays out of its first chunk). */
export { manifest } from './manifest.ts';
