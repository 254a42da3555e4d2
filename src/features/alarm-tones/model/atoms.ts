import type { Tone } from '../../../../protocol/index.ts';
import { atom } from '../../../state/jotai.ts';

/** The dispatcher's own tones (list createBy = me) as the platform last answered, in sort order. */
export const myTonesAtom = atom<readonly Tone[]>([]);
