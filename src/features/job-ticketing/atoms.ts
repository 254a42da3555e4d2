import { atom } from '../../state/jotai.ts';

/**
 * Bumped by every job.* event and every snapshot of the socket (a resync may have skipped events):
 * the job list re-reads its page, so each assignee's state shows as it changes.
 */
export const jobRevisionAtom = atom(0);
