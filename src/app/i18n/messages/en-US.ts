import { shellEnUS } from './shell/en-US.ts';
import { loginEnUS } from './login/en-US.ts';
import { settingsEnUS } from './settings/en-US.ts';
import { homeEnUS } from './home/en-US.ts';
import { callsEnUS } from './calls/en-US.ts';
import { tempGroupsEnUS } from './temp-groups/en-US.ts';
import { muteListEnUS } from './mute-list/en-US.ts';
import { allCallEnUS } from './all-call/en-US.ts';
import { mapsEnUS } from './maps/en-US.ts';
import { mapMarkersEnUS } from './map-markers/en-US.ts';
import { geoFencesEnUS } from './geo-fences/en-US.ts';
import { trackPlaybackEnUS } from './track-playback/en-US.ts';
import { alarmTonesEnUS } from './alarm-tones/en-US.ts';
import { sosEnUS } from './sos/en-US.ts';
import { logsEnUS } from './logs/en-US.ts';
import { recallEnUS } from './recall/en-US.ts';
import { textMessagesEnUS } from './text-messages/en-US.ts';
import { schoolEnUS } from './school/en-US.ts';
import { videoRecordsEnUS } from './video-records/en-US.ts';
import { accountRecoveryEnUS } from './account-recovery/en-US.ts';
import { broadcastEnUS } from './broadcast/en-US.ts';
import { videoCallsEnUS } from './video-calls/en-US.ts';
import { surveillanceEnUS } from './surveillance/en-US.ts';
import { mediaLibraryEnUS } from './media-library/en-US.ts';
import { loneWorkerEnUS } from './lone-worker/en-US.ts';
import { remoteControlEnUS } from './remote-control/en-US.ts';
import { networkManagementEnUS } from './network-management/en-US.ts';
import { callRecordsEnUS } from './call-records/en-US.ts';
import { jobTicketingEnUS } from './job-ticketing/en-US.ts';
import { patrolEnUS } from './patrol/en-US.ts';
import { geoCallsEnUS } from './geo-calls/en-US.ts';
import { reportsEnUS } from './reports/en-US.ts';
import { terminalMonitorEnUS } from './terminal-monitor/en-US.ts';
import { sosWorkflowEnUS } from './sos-workflow/en-US.ts';
import { alarmHandlingEnUS } from './alarm-handling/en-US.ts';
import { themesEnUS } from './themes/en-US.ts';
import { instantRecallEnUS } from './instant-recall/en-US.ts';
import { incidentTimelineEnUS } from './incident-timeline/en-US.ts';
import { secretKeysEnUS } from './secret-keys/en-US.ts';
import { indoorEnUS } from './indoor/en-US.ts';
/** English (United States): the default catalogue, and the one that defines the keys. */
export const enUS = {
  ...shellEnUS,
  ...loginEnUS,
  ...settingsEnUS,
  ...homeEnUS,
  ...callsEnUS,
  ...tempGroupsEnUS,
  ...muteListEnUS,
  ...allCallEnUS,
  ...mapsEnUS,
  ...mapMarkersEnUS,
  ...geoFencesEnUS,
  ...trackPlaybackEnUS,
  ...alarmTonesEnUS,
  ...sosEnUS,
  ...logsEnUS,
  ...recallEnUS,
  ...textMessagesEnUS,
  ...videoCallsEnUS,
  ...surveillanceEnUS,
  ...mediaLibraryEnUS,
  ...loneWorkerEnUS,
  ...remoteControlEnUS,
  ...networkManagementEnUS,
  ...callRecordsEnUS,
  ...jobTicketingEnUS,
  ...patrolEnUS,
  ...geoCallsEnUS,
  ...reportsEnUS,
  ...videoRecordsEnUS,
  ...terminalMonitorEnUS,
  ...sosWorkflowEnUS,
  ...alarmHandlingEnUS,
  ...accountRecoveryEnUS,
  ...themesEnUS,
  ...instantRecallEnUS,
  ...incidentTimelineEnUS,
  ...secretKeysEnUS,
  ...indoorEnUS,
  ...broadcastEnUS,
  ...schoolEnUS,
} as const;

export type MessageKey = keyof typeof enUS;

/** Every other catalogue has exactly these keys (the type checks presence; a unit test checks placeholders). */
export type Catalogue = Readonly<Record<MessageKey, string>>;
