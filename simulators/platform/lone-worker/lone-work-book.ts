import { LoneWorkStatus, type LoneWork, type LoneWorkAlarm, type LoneWorkEvent } from '../../../protocol/index.ts';

/**
 * Lone worker plans by id and every alarm they raised (oldest first), with the last ids given so
 * ids are never reused after a delete. The same fold on replay as when an event was committed, so
 * plans, their running state and their alarms survive a restart with the log.
 */
export type LoneWorkBook = { readonly byId: Map<string, LoneWork>; readonly alarms: LoneWorkAlarm[]; lastId: number; lastAlarmId: number };

export const emptyLoneWorkBook = (): LoneWorkBook => ({ byId: new Map(), alarms: [], lastId: 0, lastAlarmId: 0 });

const idNumber = (id: string): number => Number.parseInt(id, 10) || 0;

export function applyToLoneWork(book: LoneWorkBook, event: LoneWorkEvent): void {
  switch (event.type) {
    case 'loneWork.added':
      book.byId.set(event.work.id, event.work);
      book.lastId = Math.max(book.lastId, idNumber(event.work.id));
      return;
    case 'loneWork.edited':
      if (book.byId.has(event.work.id)) book.byId.set(event.work.id, event.work);
      return;
    case 'loneWork.removed':
      book.byId.delete(event.id);
      return;
    case 'loneWork.alarmed': {
      book.alarms.push(event.alarm);
      book.lastAlarmId = Math.max(book.lastAlarmId, idNumber(event.alarm.id));
      update(book, event.alarm.workId, (work) => ({
        ...work,
        alarmCount: work.alarmCount + 1,
        status: work.status === LoneWorkStatus.Finished ? work.status : LoneWorkStatus.Alarm,
      }));
      return;
    }
    case 'loneWork.alarmHandled': {
      const index = book.alarms.findIndex((alarm) => alarm.id === event.id);
      const alarm = book.alarms[index];
      if (!alarm) return;
      const handlerName = event.byName ?? (event.by === alarm.handler ? alarm.handlerName : undefined);
      book.alarms[index] = { ...alarm, remark: event.remark, handler: event.by, ...(handlerName === undefined ? {} : { handlerName }), handledAt: event.at };
      // A plan in alarm is normal again once every alarm it raised has been handled.
      const open = book.alarms.some((other) => other.workId === event.workId && other.handledAt === null);
      if (!open) update(book, event.workId, (work) => (work.status === LoneWorkStatus.Alarm ? { ...work, status: LoneWorkStatus.Normal } : work));
      return;
    }
    // Ours (several dispatchers): who handles an open alarm.
    case 'loneWork.alarmAcknowledged':
    case 'loneWork.alarmHandedOver': {
      const index = book.alarms.findIndex((alarm) => alarm.id === event.id);
      const alarm = book.alarms[index];
      if (!alarm) return;
      book.alarms[index] =
        event.type === 'loneWork.alarmAcknowledged' ? { ...alarm, handler: event.by, handlerName: event.byName } : { ...alarm, handler: event.to, handlerName: event.toName };
      return;
    }
    case 'loneWork.started':
      update(book, event.id, (work) => ({ ...work, realStart: event.at, dueEnd: event.dueEnd, status: LoneWorkStatus.Normal }));
      return;
    case 'loneWork.ended':
      update(book, event.id, (work) => ({ ...work, realEnd: event.at, dueEnd: null, nextCheckIn: null, status: LoneWorkStatus.Finished }));
      return;
    case 'loneWork.checkIn':
      update(book, event.id, (work) => ({ ...work, lastCheckIn: event.at, nextCheckIn: event.next }));
      return;
    case 'loneWork.replied':
      update(book, event.id, (work) => ({ ...work, replies: { ...work.replies, [event.msId]: event.at } }));
      return;
  }
}

function update(book: LoneWorkBook, id: string, change: (work: LoneWork) => LoneWork): void {
  const work = book.byId.get(id);
  if (work) book.byId.set(id, change(work));
}

/** GET list's order: newest plan first; of the plans kept (an organisation's). */
export const loneWorkList = (book: LoneWorkBook, keep: (work: LoneWork) => boolean = () => true): LoneWork[] =>
  [...book.byId.values()].filter(keep).sort((a, b) => b.createdAt - a.createdAt || idNumber(b.id) - idNumber(a.id));

/** findAlarm: newest first, optionally of one plan, a page at a time; of the alarms kept (an organisation's). */
export function findLoneWorkAlarms(
  book: LoneWorkBook,
  query: { workId?: string; pageNo: number; pageSize: number },
  keep: (alarm: LoneWorkAlarm) => boolean = () => true,
): { total: number; list: LoneWorkAlarm[] } {
  const matching = book.alarms.filter((alarm) => (query.workId === undefined || alarm.workId === query.workId) && keep(alarm)).reverse();
  const from = (query.pageNo - 1) * query.pageSize;
  return { total: matching.length, list: matching.slice(from, from + query.pageSize) };
}
