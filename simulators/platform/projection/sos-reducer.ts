import { applySosEvent, AlarmStatus, type SosAlarm, type SosEvent } from '../../../protocol/index.ts';

/** Every SOS alarm ever raised, by id (closed ones too: findSos pages through them), and the last id given. */
export type SosBook = { readonly byId: Map<string, SosAlarm>; lastId: number };

export const emptySosBook = (): SosBook => ({ byId: new Map(), lastId: 0 });

export function applyToSos(book: SosBook, event: SosEvent): void {
  const id = event.type === 'sos.raised' ? event.alarm.id : event.id;
  const next = applySosEvent(book.byId.get(id), event);
  if (!next) return;
  book.byId.set(id, next);
  if (event.type === 'sos.raised') book.lastId = Math.max(book.lastId, Number.parseInt(id, 10) || 0);
}

/** Alarms not yet closed: what a console must show again after a reload or resync. */
export const openAlarms = (book: SosBook): SosAlarm[] => [...book.byId.values()].filter((alarm) => alarm.status !== AlarmStatus.Closed);

/** The terminal's alarm still sounding (status 0), if any: a second press of SOS returns it. */
export function soundingAlarmOf(book: SosBook, msId: string): SosAlarm | undefined {
  for (const alarm of book.byId.values()) if (alarm.msId === msId && alarm.status === AlarmStatus.Alarm) return alarm;
  return undefined;
}
