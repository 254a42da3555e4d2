import { atom } from '../../../state/jotai.ts';
import type { SosResponse } from './model.ts';

/** The response under way on this console (one at a time: the newest acknowledgement). */
export const sosResponseAtom = atom<SosResponse | null>(null);

/** A terminal whose recent track the map should open (the map clears it once opened). */
export const sosTrackRequestAtom = atom<{ readonly msId: string; readonly name: string } | null>(null);
