import type { MuteEntry } from '../../../../protocol/index.ts';
import { atom } from '../../../state/jotai.ts';
import { mutedIdsOf } from './model.ts';

/** The dispatcher's mute list as the platform last answered it (settings/app state `muteList`). */
export const muteListAtom = atom<readonly MuteEntry[]>([]);

/** Terminals whose voice this dispatcher does not play. */
export const mutedTerminalsAtom = atom((get) => mutedIdsOf(get(muteListAtom)));
