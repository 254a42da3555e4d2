import { phaseOf, type LoneWork, type LoneWorkAlarm } from '../../../../protocol/index.ts';
import { atom } from '../../../state/jotai.ts';

/** Bumped by every lone worker event and every snapshot: the page reads the list again. */
export const loneWorkRevisionAtom = atom(0);

/** Alarms raised while this console is open, newest first, until handled or dismissed. */
export const liveLoneWorkAlarmsAtom = atom<LoneWorkAlarm[]>([]);

/** SPEC §3 settings workAloneList: the plans as the lone worker page last read them. */
export const workAloneListAtom = atom<LoneWork[]>([]);

/** SPEC §3 settings workAloneObj, keyed by terminal mid: each terminal's running plan, or else its next one. */
export const workAloneObjAtom = atom<ReadonlyMap<string, LoneWork>>((get) => {
  const byMsId = new Map<string, LoneWork>();
  const rank = (work: LoneWork) => ({ doing: 0, awaiting: 1, over: 2 })[phaseOf(work)];
  for (const work of get(workAloneListAtom)) {
    for (const msId of work.msIds) {
      const before = byMsId.get(msId);
      if (!before || rank(work) < rank(before)) byMsId.set(msId, work);
    }
  }
  return byMsId;
});
