import { atom } from '../../state/jotai.ts';
import { storedValues } from '../../state/storage.ts';
import { decodeMissedCalls, MISS_CALL_LIST_KEY, type MissedCall } from './model.ts';

const readMissedCalls = () => storedValues.read(MISS_CALL_LIST_KEY, decodeMissedCalls) ?? [];

const storedMissedCalls = atom<readonly MissedCall[]>(readMissedCalls());
// Another tab of the console may record or clear calls too.
storedMissedCalls.onMount = (set) => {
  set(readMissedCalls());
  return storedValues.subscribe((key) => {
    if (key === MISS_CALL_LIST_KEY) set(readMissedCalls());
  });
};

/** Every missed call this browser keeps (all accounts); writing persists it. */
export const missedCallsAtom = atom(
  (get) => get(storedMissedCalls),
  (_get, set, next: readonly MissedCall[]) => {
    storedValues.write(MISS_CALL_LIST_KEY, next);
    set(storedMissedCalls, next);
  },
);
