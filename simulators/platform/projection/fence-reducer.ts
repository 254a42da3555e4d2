import { applyFenceEvent, type Fence, type FenceAlarm, type FenceEvent } from '../../../protocol/index.ts';

/**
 * Geo-fences by id and every fence alarm ever raised (oldest first: /ds/fence/fa pages them newest
 * first), with the last ids given so ids are never reused after a delete.
 */
export type FenceBook = { readonly byId: Map<string, Fence>; readonly alarms: FenceAlarm[]; lastId: number; lastAlarmId: number };

export const emptyFenceBook = (): FenceBook => ({ byId: new Map(), alarms: [], lastId: 0, lastAlarmId: 0 });

export function applyToFences(book: FenceBook, event: FenceEvent): void {
  if (event.type === 'fence.alarmed') {
    book.alarms.push(event.alarm);
    book.lastAlarmId = Math.max(book.lastAlarmId, Number.parseInt(event.alarm.id, 10) || 0);
    return;
  }
  // Ours (several dispatchers): an alarm record's handler and resolution.
  if (event.type === 'fence.alarmAcknowledged' || event.type === 'fence.alarmHandedOver' || event.type === 'fence.alarmResolved') {
    const index = book.alarms.findIndex((alarm) => alarm.id === event.id);
    const alarm = book.alarms[index];
    if (!alarm) return;
    book.alarms[index] =
      event.type === 'fence.alarmAcknowledged'
        ? { ...alarm, handler: event.by, handlerName: event.byName, acknowledgedAt: alarm.acknowledgedAt ?? event.time }
        : event.type === 'fence.alarmHandedOver'
          ? { ...alarm, handler: event.to, handlerName: event.toName }
          : { ...alarm, handler: event.by, handlerName: event.byName, resolvedAt: event.time, remark: event.remark ?? '' };
    return;
  }
  const id = event.type === 'fence.created' ? event.fence.fenceid : event.fenceid;
  const next = applyFenceEvent(book.byId.get(id), event);
  if (next) book.byId.set(id, next);
  else book.byId.delete(id);
  if (event.type === 'fence.created') book.lastId = Math.max(book.lastId, Number.parseInt(id, 10) || 0);
}

/** The fences watching a terminal: the GPS check runs only these. */
/** Whether any fence watches the terminal: fencesWatching(…).length > 0 without building the list (every GPS fix asks). */
export function isWatched(book: FenceBook, msId: string): boolean {
  for (const fence of book.byId.values()) if (fence.terminals.includes(msId)) return true;
  return false;
}

export function fencesWatching(book: FenceBook, msId: string): Fence[] {
  const watching: Fence[] = [];
  for (const fence of book.byId.values()) if (fence.terminals.includes(msId)) watching.push(fence);
  return watching;
}
