import { atom } from '../../../state/jotai.ts';

/** The group whose terminals the list shows; null until the dispatcher picks one. */
export const selectedGroupAtom = atom<string | null>(null);

/** Groups the dispatcher folded; everything else starts open so every level is in view. */
export const collapsedGroupsAtom = atom<ReadonlySet<string>>(new Set<string>());

/** The terminal search: while it holds text, the list shows matches from every group. */
export const terminalQueryAtom = atom('');
