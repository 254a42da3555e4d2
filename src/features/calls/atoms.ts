import { atom } from '../../state/jotai.ts';
import { IDLE_VIEW, type CallView } from './model.ts';

/** The call under way or just ended, as the dialog shows it (plain data; the engine lives in CallsProvider). */
export const callViewAtom = atom<CallView>(IDLE_VIEW);
