import type { RecordedTransmission } from '../../../protocol/index.ts';
import { atom } from '../../state/jotai.ts';

/** Each monitored group's recent transmissions, newest first, by gid. */
export const recallListsAtom = atom<ReadonlyMap<string, readonly RecordedTransmission[]>>(new Map());
