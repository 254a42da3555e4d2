import { shellEsES } from './shell/es-ES.ts';
import { loginEsES } from './login/es-ES.ts';
import { settingsEsES } from './settings/es-ES.ts';
import { homeEsES } from './home/es-ES.ts';
import { callsEsES } from './calls/es-ES.ts';
import { tempGroupsEsES } from './temp-groups/es-ES.ts';
import { muteListEsES } from './mute-list/es-ES.ts';
import { allCallEsES } from './all-call/es-ES.ts';
import { mapsEsES } from './maps/es-ES.ts';
import { mapMarkersEsES } from './map-markers/es-ES.ts';
import { geoFencesEsES } from './geo-fences/es-ES.ts';
import { trackPlaybackEsES } from './track-playback/es-ES.ts';
import { alarmTonesEsES } from './alarm-tones/es-ES.ts';
import { sosEsES } from './sos/es-ES.ts';
import { logsEsES } from './logs/es-ES.ts';
import { recallEsES } from './recall/es-ES.ts';
import { textMessagesEsES } from './text-messages/es-ES.ts';
import { schoolEsES } from './school/es-ES.ts';
import { videoRecordsEsES } from './video-records/es-ES.ts';
import { accountRecoveryEsES } from './account-recovery/es-ES.ts';
import { broadcastEsES } from './broadcast/es-ES.ts';
import type { Catalogue } from './en-US.ts';
import { videoCallsEsES } from './video-calls/es-ES.ts';
import { surveillanceEsES } from './surveillance/es-ES.ts';
import { mediaLibraryEsES } from './media-library/es-ES.ts';
import { loneWorkerEsES } from './lone-worker/es-ES.ts';
import { remoteControlEsES } from './remote-control/es-ES.ts';
import { networkManagementEsES } from './network-management/es-ES.ts';
import { callRecordsEsES } from './call-records/es-ES.ts';
import { jobTicketingEsES } from './job-ticketing/es-ES.ts';
import { patrolEsES } from './patrol/es-ES.ts';
import { geoCallsEsES } from './geo-calls/es-ES.ts';
import { reportsEsES } from './reports/es-ES.ts';
import { terminalMonitorEsES } from './terminal-monitor/es-ES.ts';
import { sosWorkflowEsES } from './sos-workflow/es-ES.ts';
import { alarmHandlingEsES } from './alarm-handling/es-ES.ts';
import { themesEsES } from './themes/es-ES.ts';
import { instantRecallEsES } from './instant-recall/es-ES.ts';
import { incidentTimelineEsES } from './incident-timeline/es-ES.ts';
import { secretKeysEsES } from './secret-keys/es-ES.ts';
import { indoorEsES } from './indoor/es-ES.ts';

/** Español (España) */
export const esES: Catalogue = {
  ...shellEsES,
  ...loginEsES,
  ...settingsEsES,
  ...homeEsES,
  ...callsEsES,
  ...tempGroupsEsES,
  ...muteListEsES,
  ...allCallEsES,
  ...mapsEsES,
  ...mapMarkersEsES,
  ...geoFencesEsES,
  ...trackPlaybackEsES,
  ...alarmTonesEsES,
  ...sosEsES,
  ...logsEsES,
  ...recallEsES,
  ...textMessagesEsES,
  ...videoCallsEsES,
  ...surveillanceEsES,
  ...mediaLibraryEsES,
  ...loneWorkerEsES,
  ...remoteControlEsES,
  ...networkManagementEsES,
  ...callRecordsEsES,
  ...jobTicketingEsES,
  ...patrolEsES,
  ...geoCallsEsES,
  ...reportsEsES,
  ...videoRecordsEsES,
  ...terminalMonitorEsES,
  ...sosWorkflowEsES,
  ...alarmHandlingEsES,
  ...accountRecoveryEsES,
  ...themesEsES,
  ...instantRecallEsES,
  ...incidentTimelineEsES,
  ...secretKeysEsES,
  ...indoorEsES,
  ...broadcastEsES,
  ...schoolEsES,
};
