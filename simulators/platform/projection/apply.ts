import type { LogEntry } from '../events/emulator-event.ts';
import { applyToAccount } from './account-reducer.ts';
import { applyToRecovery } from '../recovery/recovery-book.ts';
import { applyToCalls } from './call-reducer.ts';
import { applyToFences } from './fence-reducer.ts';
import { applyToFloors } from './floor-reducer.ts';
import { applyToRecall } from './recall-reducer.ts';
import { applyToMarkers } from '../markers/marker-book.ts';
import { applyToLoneWork } from '../lone-worker/lone-work-book.ts';
import { applyToJobs } from '../job-tickets/job-book.ts';
import { applyToMedia } from '../media-library/media-book.ts';
import { applyToPatrol } from '../patrol/patrol-book.ts';
import { applyToCameras } from '../cameras/camera-book.ts';
import { applyToVideoRecords } from '../video-records/video-record-book.ts';
import { applyToThemes } from '../themes/theme-book.ts';
import { applyToSchool } from '../school/school-book.ts';
import { applyToIncidents } from '../incidents/incident-book.ts';
import { applyToIndoor } from '../indoor/indoor-book.ts';
import { applyToBroadcast } from '../broadcast/broadcast-book.ts';
import { applyToSos } from './sos-reducer.ts';
import { applyToMessages } from './message-reducer.ts';
import { applyToTempGroups } from './temp-group-reducer.ts';
import { applyToOrganisations } from '../organisations/organisation-book.ts';
import { gidNumber, LOGIN_LOG_KEPT, type PlatformState } from './state.ts';
import { applyToTerminal, withMembership } from './terminal-reducer.ts';

/**
 * Folds one log entry into the state. Entity transitions are the pure reducers beside this file;
 * this only routes and stores their results, so a GPS event costs O(1) however big the fleet.
 * Events about an entity that does not exist are ignored (they cannot be appended, see the commands).
 */
export function applyEntry(state: PlatformState, entry: LogEntry): void {
  const { event, time } = entry;
  state.head = entry.seq;
  applyToOrganisations(state.organisations, event, state.terminals);
  switch (event.type) {
    case 'group.created':
      state.groups.set(event.group.gid, event.group);
      state.lastGroupGid = Math.max(state.lastGroupGid, gidNumber(event.group.gid));
      return;
    case 'group.renamed':
    case 'group.colored': {
      const group = state.groups.get(event.gid);
      if (group) state.groups.set(event.gid, event.type === 'group.renamed' ? { ...group, name: event.name } : { ...group, color: event.color });
      return;
    }
    case 'group.deleted':
      state.groups.delete(event.gid);
      return;
    case 'group.membersAdded':
    case 'group.membersRemoved':
      for (const msId of event.msIds) {
        const terminal = state.terminals.get(msId);
        if (terminal) state.terminals.set(msId, withMembership(terminal, event.gid, event.type === 'group.membersAdded'));
      }
      return;
    case 'terminal.registered':
      state.terminals.set(event.terminal.msId, event.terminal);
      return;
    case 'terminal.online':
    case 'terminal.offline':
    case 'terminal.gps':
    case 'terminal.status':
    case 'terminal.groupSwitched':
    case 'terminal.renamed':
    case 'terminal.iconSet':
    case 'terminal.callSet': {
      const terminal = state.terminals.get(event.msId);
      if (terminal) state.terminals.set(event.msId, applyToTerminal(terminal, event, time));
      return;
    }
    case 'floor.released':
      // Only the holder's release ends a talk (a queued requester may release too).
      if (state.floors.get(event.gid)?.talker?.msId === event.msId) state.lastTalk.set(event.gid, { gid: event.gid, msId: event.msId, reason: event.reason, at: time });
      applyToFloors(state.floors, event);
      return;
    case 'floor.taken':
    case 'floor.idle':
    case 'floor.queue':
      applyToFloors(state.floors, event);
      return;
    case 'call.invited':
    case 'call.connected':
    case 'call.ended':
      applyToCalls(state.calls, event, time);
      return;
    case 'call.handedOver':
      // The call.ended before it closed the call; the other dispatcher's invite opens the next one.
      return;
    case 'allCall.started':
    case 'allCall.ended':
      // A one-way call's hold on each group is on its floors (oneWay); the calls' media is AllCallService's.
      return;
    case 'transmission.recorded':
      applyToRecall(state.recall, event);
      return;
    case 'sos.raised':
    case 'sos.acknowledged':
    case 'sos.closed':
    case 'sos.marked':
    case 'sos.handedOver':
      applyToSos(state.sos, event);
      return;
    case 'mark.added':
    case 'mark.updated':
    case 'mark.removed':
      applyToMarkers(state.markers, event);
      return;
    case 'loneWork.added':
    case 'loneWork.edited':
    case 'loneWork.removed':
    case 'loneWork.started':
    case 'loneWork.ended':
    case 'loneWork.checkIn':
    case 'loneWork.replied':
    case 'loneWork.alarmed':
    case 'loneWork.alarmHandled':
    case 'loneWork.alarmAcknowledged':
    case 'loneWork.alarmHandedOver':
      applyToLoneWork(state.loneWork, event);
      return;
    case 'job.created':
    case 'job.answered':
    case 'job.deleted':
    case 'job.commonTaskAdded':
    case 'job.commonTaskRemoved':
    case 'job.handedOver':
      applyToJobs(state.jobs, event);
      return;
    case 'fence.created':
    case 'fence.edited':
    case 'fence.terminalsSet':
    case 'fence.deleted':
    case 'fence.alarmed':
    case 'fence.alarmAcknowledged':
    case 'fence.alarmHandedOver':
    case 'fence.alarmResolved':
      applyToFences(state.fences, event);
      return;
    case 'tempGroup.created':
    case 'tempGroup.edited':
    case 'tempGroup.removed':
    case 'tempGroup.memberJoined':
    case 'tempGroup.memberLeft':
      applyToTempGroups(state.tempGroups, event);
      return;
    case 'account.created':
      state.accounts.set(event.msId, {
        msId: event.msId,
        accountType: event.accountType,
        password: event.password,
        failures: 0,
        lockedUntil: null,
        ...(event.mustChangePassword ? { mustChangePassword: true } : {}),
      });
      return;
    case 'session.opened':
      dropExpiredSessions(state, time);
      state.sessions.set(event.tokenHash, { msId: event.msId, tokenHash: event.tokenHash, expiresAt: event.expiresAt });
      updateAccount(state, event, time);
      return;
    case 'account.passwordChanged':
    case 'account.loginFailed':
    case 'account.unlocked':
      updateAccount(state, event, time);
      return;
    case 'recovery.emailBound':
    case 'recovery.codeIssued':
    case 'recovery.codeFailed':
    case 'recovery.codeUsed':
    case 'autoLogin.keySet':
    case 'client.infoReported':
      applyToRecovery(state.recovery, event, time);
      return;
    case 'session.closed':
      state.sessions.delete(event.tokenHash);
      return;
    case 'loginLog.added':
      state.loginLog.push({ id: entry.seq, msId: event.msId, account: event.account, language: event.language, time });
      // Trimmed in halves, so the copy happens once per LOGIN_LOG_KEPT entries rather than on each.
      if (state.loginLog.length >= 2 * LOGIN_LOG_KEPT) state.loginLog = state.loginLog.slice(-LOGIN_LOG_KEPT);
      return;
    case 'camera.added':
    case 'camera.updated':
    case 'camera.removed':
      applyToCameras(state.cameras, event);
      return;
    case 'school.studentSaved':
    case 'school.studentRemoved':
    case 'school.punched':
    case 'school.carSaved':
    case 'school.carRemoved':
      applyToSchool(state.school, event);
      return;
    case 'incident.saved':
      applyToIncidents(state.incidents, event);
      return;
    case 'videoRecord.started':
    case 'videoRecord.finished':
    case 'videoRecord.failed':
    case 'videoRecord.snapped':
    case 'videoRecord.removed':
      applyToVideoRecords(state.videoRecords, event);
      return;
    case 'theme.set':
    case 'theme.deleted':
    case 'test.accountAccessSet':
      applyToThemes(state.themes, event);
      return;
    case 'indoor.areaSet':
    case 'indoor.areaRemoved':
    case 'indoor.position':
      applyToIndoor(state.indoor, event, time);
      return;
    case 'bcast.orgSaved':
    case 'bcast.orgRemoved':
    case 'bcast.casterSaved':
    case 'bcast.deviceSaved':
    case 'bcast.deviceRemoved':
    case 'bcast.fileAdded':
    case 'bcast.fileRemoved':
    case 'bcast.taskSaved':
    case 'bcast.taskRemoved':
    case 'bcast.planSaved':
    case 'bcast.realTimeSaved':
    case 'bcast.sessionOpened':
    case 'bcast.sessionsClosed':
    case 'test.broadcastAccessSet':
      applyToBroadcast(state.broadcast, event, time);
      return;
    case 'mute.added':
      state.mutes.set(event.id, { id: event.id, msId: event.msId, muteId: event.muteId });
      return;
    case 'mute.removed':
      state.mutes.delete(event.id);
      return;
    case 'tone.added':
    case 'tone.updated': {
      const { type: _type, ...tone } = event;
      state.tones.set(event.id, tone);
      return;
    }
    case 'tone.removed':
      state.tones.delete(event.id);
      return;
    case 'tone.sent':
      // The "alarm tone" log: listed from the log itself; no state to keep.
      return;
    case 'message.sent':
    case 'message.cleared':
    case 'sms.sent':
    case 'sms.delivered':
    case 'sms.read':
    case 'key.added':
    case 'key.updated':
    case 'key.removed':
      applyToMessages(state.messages, event, (msId) => state.terminals.get(msId)?.cid ?? null);
      return;
    case 'media.added':
    case 'media.removed':
    case 'mediaCloud.set':
      applyToMedia(state.media, event);
      return;
    case 'patrol.pointAdded':
    case 'patrol.pointEdited':
    case 'patrol.pointsDeleted':
    case 'patrol.routeAdded':
    case 'patrol.planAdded':
    case 'patrol.plansDeleted':
    case 'patrol.userAdded':
    case 'patrol.punched':
      applyToPatrol(state.patrol, event);
      return;
    case 'test.loginAnswerSet':
      if (event.code === null) state.loginAnswers.delete(event.account);
      else state.loginAnswers.set(event.account, { code: event.code, desc: event.desc });
      return;
    case 'test.hostConfigSet':
      state.hostSwitches = event.hostSwitches;
      return;
  }
}

/**
 * Expired sessions go when a new one opens: bounded memory, the same on every replay. Sessions are
 * opened with a fixed lifetime in log order, so the Map's insertion order is expiry order.
 */
function dropExpiredSessions(state: PlatformState, time: number): void {
  for (const [hash, session] of state.sessions) {
    if (session.expiresAt > time) return;
    state.sessions.delete(hash);
  }
}

function updateAccount(state: PlatformState, event: Parameters<typeof applyToAccount>[1], time: number): void {
  const account = state.accounts.get(event.msId);
  if (account) state.accounts.set(event.msId, applyToAccount(account, event, time));
}
