import { atom } from '../../state/jotai.ts';
import type { ShownNotice } from './notifier.ts';

/** Notices on screen now (plain data; the text is localised when shown). */
export const noticesAtom = atom<readonly ShownNotice[]>([]);
