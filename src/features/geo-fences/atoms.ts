import type { Fence } from '../../../protocol/index.ts';
import { geoFenceActivityAtom } from '../../state/eventLog.ts';
import { atom } from '../../state/jotai.ts';
import type { FenceDraft } from './model.ts';

/** The panel of SPEC §2's geo-fencing tool, and which of its three tabs shows. */
export type FencesTab = 'list' | 'setup' | 'records';
export const fencesPanelAtom = atom<{ readonly open: boolean; readonly tab: FencesTab }>({ open: false, tab: 'list' });

/** The fences as /ds/fence/list last answered (re-read on every fence event). */
export const fencesAtom = atom<readonly Fence[]>([]);

/** What is being drawn on the map, or null when the map is not in drawing mode. */
export const fenceDraftAtom = atom<FenceDraft | null>(null);
/** Whether map clicks draw (the page then does not pick terminals with them). */
export const fenceDrawingAtom = atom((get) => get(fenceDraftAtom) !== null && get(fencesPanelAtom).open);

/** The fence being edited in the set-up tab, or null for a new one. */
export const editingFenceAtom = atom<Fence | null>(null);

/** Live alarms this console has dismissed from the banner (they stay in the alarm records). */
export const dismissedFenceAlarmsAtom = atom<ReadonlySet<string>>(new Set<string>());

/** Live alarms the banner shows, newest first. */
export const fenceAlarmAlertAtom = atom((get) => {
  const dismissed = get(dismissedFenceAlarmsAtom);
  return get(geoFenceActivityAtom).alarms.filter((alarm) => !dismissed.has(alarm.id));
});

export const fenceRevisionAtom = atom((get) => get(geoFenceActivityAtom).revision);
