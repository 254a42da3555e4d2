import { z } from 'zod';
import { PlatformEventSchema, PUBLIC_EVENT_TYPES, type PlatformEvent } from '../../../protocol/index.ts';
import type { Json, NewEvent, StoredEvent } from '../store/event-store.ts';
import { gpsEventRow } from './gps-event-row.ts';
import { PrivateEventSchema, type PrivateEvent } from './private-events.ts';

/** Everything the emulator's log holds: the public events of the protocol and its own private ones. */
export const EmulatorEventSchema = z.discriminatedUnion('type', [...PlatformEventSchema.options, ...PrivateEventSchema.options]);
export type EmulatorEvent = PlatformEvent | PrivateEvent;

/** An event of the log with its position and time; the payload is the event itself. */
export type LogEntry = { readonly seq: number; readonly time: number; readonly stream: string; readonly event: EmulatorEvent };

export const PUBLIC_TYPES: readonly string[] = [...PUBLIC_EVENT_TYPES];

export const isPublic = (event: EmulatorEvent): event is PlatformEvent => PUBLIC_EVENT_TYPES.has(event.type);

/** Streams group the events of one entity, so the log can be read per terminal or account. */
export function streamOf(event: EmulatorEvent): string {
  switch (event.type) {
    case 'group.created':
      return `group:${event.group.gid}`;
    case 'group.renamed':
    case 'group.colored':
    case 'group.deleted':
    case 'group.membersAdded':
    case 'group.membersRemoved':
      return `group:${event.gid}`;
    case 'terminal.registered':
      return `terminal:${event.terminal.msId}`;
    case 'floor.taken':
    case 'floor.released':
    case 'floor.idle':
    case 'floor.queue':
    case 'transmission.recorded':
      return `floor:${event.gid}`;
    case 'tempGroup.created':
      return `tempGroup:${event.tempGroup.gid}`;
    case 'call.invited':
    case 'call.connected':
    case 'call.ended':
    case 'call.handedOver':
      return `call:${event.callId}`;
    case 'tempGroup.edited':
    case 'tempGroup.removed':
    case 'tempGroup.memberJoined':
    case 'tempGroup.memberLeft':
      return `tempGroup:${event.gid}`;
    case 'test.loginAnswerSet':
    case 'test.hostConfigSet':
    case 'test.accountAccessSet':
      return 'test';
    case 'mute.added':
    case 'mute.removed':
      return `mute:${event.msId}`;
    case 'loginLog.added':
      return `loginLog:${event.msId}`;
    case 'tone.added':
    case 'tone.updated':
    case 'tone.removed':
      return `tone:${event.id}`;
    case 'tone.sent':
      return `toneLog:${event.msId}`;
    case 'allCall.started':
    case 'allCall.ended':
      return `allCall:${event.callId}`;
    case 'sos.raised':
      return `sos:${event.alarm.id}`;
    case 'fence.created':
      return `fence:${event.fence.fenceid}`;
    case 'fence.edited':
    case 'fence.terminalsSet':
    case 'fence.deleted':
      return `fence:${event.fenceid}`;
    case 'fence.alarmed':
      return `fenceAlarm:${event.alarm.msId}`;
    case 'fence.alarmAcknowledged':
    case 'fence.alarmHandedOver':
    case 'fence.alarmResolved':
      return `fenceAlarm:${event.msId}`;
    case 'sos.acknowledged':
    case 'sos.closed':
    case 'sos.marked':
    case 'sos.handedOver':
      return `sos:${event.id}`;
    case 'mark.added':
    case 'mark.updated':
      return `mark:${event.marker.id}`;
    case 'mark.removed':
      return `mark:${event.id}`;
    case 'loneWork.added':
    case 'loneWork.edited':
      return `loneWork:${event.work.id}`;
    case 'loneWork.removed':
    case 'loneWork.started':
    case 'loneWork.ended':
    case 'loneWork.checkIn':
    case 'loneWork.replied':
      return `loneWork:${event.id}`;
    case 'loneWork.alarmed':
      return `loneWork:${event.alarm.workId}`;
    case 'loneWork.alarmHandled':
    case 'loneWork.alarmAcknowledged':
    case 'loneWork.alarmHandedOver':
      return `loneWork:${event.workId}`;
    case 'camera.added':
    case 'camera.updated':
      return `camera:${event.camera.id}`;
    case 'camera.removed':
      return `camera:${event.id}`;
    case 'videoRecord.started':
    case 'videoRecord.snapped':
      return `videoRecord:${event.record.id}`;
    case 'videoRecord.finished':
    case 'videoRecord.failed':
    case 'videoRecord.removed':
      return `videoRecord:${event.id}`;
    case 'monitor.started':
    case 'monitor.ended':
    case 'monitor.session':
      return `monitor:${event.monitorId}`;
    case 'job.created':
      return `job:${event.job.id}`;
    case 'job.answered':
    case 'job.deleted':
    case 'job.handedOver':
      return `job:${event.id}`;
    case 'job.commonTaskAdded':
      return `jobTask:${event.commonTask.id}`;
    case 'job.commonTaskRemoved':
      return `jobTask:${event.id}`;
    case 'message.sent':
      return `message:${event.message.sender}`;
    case 'message.cleared':
      return `message:${event.msId}`;
    case 'sms.sent':
      return `sms:${event.sms.id}`;
    case 'sms.delivered':
    case 'sms.read':
      return `sms:${event.id}`;
    case 'theme.set':
      return `theme:${event.theme.hostname}`;
    case 'theme.deleted':
      return `theme:${event.hostname}`;
    case 'key.added':
      return `key:${event.key.id}`;
    case 'key.updated':
    case 'key.removed':
      return `key:${event.id}`;
    case 'media.added':
      return `media:${event.item.id}`;
    case 'media.removed':
      return `media:${event.id}`;
    case 'mediaCloud.set':
      return `mediaCloud:${event.gid}`;
    case 'indoor.areaSet':
      return `indoorArea:${event.area.id}`;
    case 'indoor.areaRemoved':
      return `indoorArea:${event.id}`;
    case 'bcast.orgSaved':
      return `bcast:${event.org.id}`;
    case 'bcast.casterSaved':
      return `bcast:${event.caster.id}`;
    case 'bcast.deviceSaved':
      return `bcast:${event.device.id}`;
    case 'bcast.fileAdded':
      return `bcast:${event.file.id}`;
    case 'bcast.taskSaved':
      return `bcast:${event.task.id}`;
    case 'bcast.planSaved':
      return `bcast:${event.plan.id}`;
    case 'bcast.realTimeSaved':
      return `bcast:${event.realTime.id}`;
    case 'bcast.orgRemoved':
    case 'bcast.deviceRemoved':
    case 'bcast.fileRemoved':
    case 'bcast.taskRemoved':
      return `bcast:${event.id}`;
    case 'bcast.sessionOpened':
    case 'bcast.sessionsClosed':
      return `bcastSession:${event.msId}`;
    case 'test.broadcastAccessSet':
      return 'test';
    case 'patrol.pointAdded':
    case 'patrol.pointEdited':
      return `patrolPoint:${event.point.id}`;
    case 'patrol.pointsDeleted':
    case 'patrol.plansDeleted':
      return `patrol:${event.ids[0]}`;
    case 'patrol.routeAdded':
      return `patrolRoute:${event.route.id}`;
    case 'patrol.planAdded':
      return `patrolPlan:${event.plan.id}`;
    case 'patrol.userAdded':
      return `patrolUser:${event.user.id}`;
    case 'patrol.punched':
      return `patrolPunch:${event.punch.msId}`;
    case 'school.studentSaved':
    case 'school.studentRemoved':
    case 'school.punched':
    case 'school.carSaved':
    case 'school.carRemoved':
      return 'school';
    case 'incident.saved':
      return `incident:${event.incident.id}`;
    case 'session.opened':
    case 'session.closed':
      return `session:${event.msId}`;
    case 'account.created':
    case 'account.passwordChanged':
    case 'account.loginFailed':
      return `account:${event.msId}`;
    default:
      return `terminal:${event.msId}`;
  }
}

/** The store row of an event: nothing reaches the store that does not pass the schema. */
export function toNewEvent(event: EmulatorEvent): NewEvent {
  const fix = gpsEventRow(event);
  if (fix) return fix;
  const valid = EmulatorEventSchema.parse(event) as EmulatorEvent;
  return { stream: streamOf(valid), type: valid.type, payload: valid as Json };
}

/**
 * Our own rows, validated on the way in, come back as log entries without a second parse; the
 * store hands back exactly the JSON it was given.
 */
export const toLogEntry = (stored: StoredEvent): LogEntry => ({
  seq: stored.seq,
  time: stored.time,
  stream: stored.stream,
  event: stored.payload as EmulatorEvent,
});
