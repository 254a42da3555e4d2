import type { RecordedTransmission } from '../../../../protocol/index.ts';
import { atom } from '../../../state/jotai.ts';

/** Each list's recent transmissions, newest first, by sourceKey (a gid, or `ms:` and a talker). */
export const recallListsAtom = atom<ReadonlyMap<string, readonly RecordedTransmission[]>>(new Map());

/** The terminal whose recall list is open in the voice panel (the terminal list's Recall action). */
export const recallTerminalAtom = atom<{ readonly msId: string; readonly name: string } | null>(null);
