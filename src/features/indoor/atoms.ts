import { atom } from '../../state/jotai.ts';

/** Bumped by every indoor area event and every snapshot: the page reads the area list again. */
export const indoorRevisionAtom = atom(0);
