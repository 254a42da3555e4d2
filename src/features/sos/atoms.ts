import type { SosAlarm } from '../../../protocol/index.ts';
import { sosAlarmsAtom } from '../../state/eventLog.ts';
import { atom } from '../../state/jotai.ts';
import { alertAlarms } from './model.ts';

/** Acknowledged alarms this console has hidden from the banner (they stay on the SOS page). */
export const dismissedSosAtom = atom<ReadonlySet<string>>(new Set<string>());

/** Alarms not yet closed, newest first: what the map's SOS list shows and pans to. */
export const openSosAlarmsAtom = atom<SosAlarm[]>((get) =>
  [...get(sosAlarmsAtom).values()].filter((alarm) => alarm.status !== 2).sort((a, b) => b.alarmTime - a.alarmTime),
);

/** What the global banner shows. */
export const sosAlertAtom = atom<SosAlarm[]>((get) => alertAlarms(get(sosAlarmsAtom).values(), get(dismissedSosAtom)));

/** The newest unacknowledged alarm, or null: the map pans to it and opens its terminal's card. */
export const newestSoundingSosAtom = atom<SosAlarm | null>((get) => get(openSosAlarmsAtom).find((alarm) => alarm.status === 0) ?? null);
