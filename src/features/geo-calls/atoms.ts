import { tempGroupsAtom } from '../../state/eventLog.ts';
import { atom } from '../../state/jotai.ts';
import type { FenceDraft } from '../geo-fences/index.ts';
import { geoCallsIn } from './model.ts';

/** Whether the geo-call panel of the map is open. */
export const geoCallPanelOpenAtom = atom(false);

/** The area being drawn for a new geo-call, or null when the map is not drawing one. */
export const geoCallDraftAtom = atom<FenceDraft | null>(null);

/** Whether map clicks draw a geo-call area (the page then does not pick terminals with them). */
export const geoCallDrawingAtom = atom((get) => get(geoCallPanelOpenAtom) && get(geoCallDraftAtom) !== null);

/** The open geo-calls, live from the event log. */
export const geoCallsAtom = atom((get) => geoCallsIn(get(tempGroupsAtom).values()));
