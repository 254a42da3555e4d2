import { shellRuRU } from './shell/ru-RU.ts';
import { loginRuRU } from './login/ru-RU.ts';
import { settingsRuRU } from './settings/ru-RU.ts';
import { homeRuRU } from './home/ru-RU.ts';
import { callsRuRU } from './calls/ru-RU.ts';
import { tempGroupsRuRU } from './temp-groups/ru-RU.ts';
import { muteListRuRU } from './mute-list/ru-RU.ts';
import { allCallRuRU } from './all-call/ru-RU.ts';
import { mapsRuRU } from './maps/ru-RU.ts';
import { mapMarkersRuRU } from './map-markers/ru-RU.ts';
import { geoFencesRuRU } from './geo-fences/ru-RU.ts';
import { trackPlaybackRuRU } from './track-playback/ru-RU.ts';
import { alarmTonesRuRU } from './alarm-tones/ru-RU.ts';
import { sosRuRU } from './sos/ru-RU.ts';
import { logsRuRU } from './logs/ru-RU.ts';
import { recallRuRU } from './recall/ru-RU.ts';
import { textMessagesRuRU } from './text-messages/ru-RU.ts';
import { schoolRuRU } from './school/ru-RU.ts';
import { videoRecordsRuRU } from './video-records/ru-RU.ts';
import { accountRecoveryRuRU } from './account-recovery/ru-RU.ts';
import { broadcastRuRU } from './broadcast/ru-RU.ts';
import type { Catalogue } from './en-US.ts';
import { videoCallsRuRU } from './video-calls/ru-RU.ts';
import { surveillanceRuRU } from './surveillance/ru-RU.ts';
import { mediaLibraryRuRU } from './media-library/ru-RU.ts';
import { loneWorkerRuRU } from './lone-worker/ru-RU.ts';
import { remoteControlRuRU } from './remote-control/ru-RU.ts';
import { networkManagementRuRU } from './network-management/ru-RU.ts';
import { callRecordsRuRU } from './call-records/ru-RU.ts';
import { jobTicketingRuRU } from './job-ticketing/ru-RU.ts';
import { patrolRuRU } from './patrol/ru-RU.ts';
import { geoCallsRuRU } from './geo-calls/ru-RU.ts';
import { reportsRuRU } from './reports/ru-RU.ts';
import { terminalMonitorRuRU } from './terminal-monitor/ru-RU.ts';
import { sosWorkflowRuRU } from './sos-workflow/ru-RU.ts';
import { alarmHandlingRuRU } from './alarm-handling/ru-RU.ts';
import { themesRuRU } from './themes/ru-RU.ts';
import { instantRecallRuRU } from './instant-recall/ru-RU.ts';
import { incidentTimelineRuRU } from './incident-timeline/ru-RU.ts';
import { secretKeysRuRU } from './secret-keys/ru-RU.ts';
import { indoorRuRU } from './indoor/ru-RU.ts';

/** Русский */
export const ruRU: Catalogue = {
  ...shellRuRU,
  ...loginRuRU,
  ...settingsRuRU,
  ...homeRuRU,
  ...callsRuRU,
  ...tempGroupsRuRU,
  ...muteListRuRU,
  ...allCallRuRU,
  ...mapsRuRU,
  ...mapMarkersRuRU,
  ...geoFencesRuRU,
  ...trackPlaybackRuRU,
  ...alarmTonesRuRU,
  ...sosRuRU,
  ...logsRuRU,
  ...recallRuRU,
  ...textMessagesRuRU,
  ...videoCallsRuRU,
  ...surveillanceRuRU,
  ...mediaLibraryRuRU,
  ...loneWorkerRuRU,
  ...remoteControlRuRU,
  ...networkManagementRuRU,
  ...callRecordsRuRU,
  ...jobTicketingRuRU,
  ...patrolRuRU,
  ...geoCallsRuRU,
  ...reportsRuRU,
  ...videoRecordsRuRU,
  ...terminalMonitorRuRU,
  ...sosWorkflowRuRU,
  ...alarmHandlingRuRU,
  ...accountRecoveryRuRU,
  ...themesRuRU,
  ...instantRecallRuRU,
  ...incidentTimelineRuRU,
  ...secretKeysRuRU,
  ...indoorRuRU,
  ...broadcastRuRU,
  ...schoolRuRU,
};
