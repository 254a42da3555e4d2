import { shellFrFR } from './shell/fr-FR.ts';
import { loginFrFR } from './login/fr-FR.ts';
import { settingsFrFR } from './settings/fr-FR.ts';
import { homeFrFR } from './home/fr-FR.ts';
import { callsFrFR } from './calls/fr-FR.ts';
import { tempGroupsFrFR } from './temp-groups/fr-FR.ts';
import { muteListFrFR } from './mute-list/fr-FR.ts';
import { allCallFrFR } from './all-call/fr-FR.ts';
import { mapsFrFR } from './maps/fr-FR.ts';
import { mapMarkersFrFR } from './map-markers/fr-FR.ts';
import { geoFencesFrFR } from './geo-fences/fr-FR.ts';
import { trackPlaybackFrFR } from './track-playback/fr-FR.ts';
import { alarmTonesFrFR } from './alarm-tones/fr-FR.ts';
import { sosFrFR } from './sos/fr-FR.ts';
import { logsFrFR } from './logs/fr-FR.ts';
import { recallFrFR } from './recall/fr-FR.ts';
import { textMessagesFrFR } from './text-messages/fr-FR.ts';
import { schoolFrFR } from './school/fr-FR.ts';
import { videoRecordsFrFR } from './video-records/fr-FR.ts';
import { accountRecoveryFrFR } from './account-recovery/fr-FR.ts';
import { broadcastFrFR } from './broadcast/fr-FR.ts';
import type { Catalogue } from './en-US.ts';
import { videoCallsFrFR } from './video-calls/fr-FR.ts';
import { surveillanceFrFR } from './surveillance/fr-FR.ts';
import { mediaLibraryFrFR } from './media-library/fr-FR.ts';
import { loneWorkerFrFR } from './lone-worker/fr-FR.ts';
import { remoteControlFrFR } from './remote-control/fr-FR.ts';
import { networkManagementFrFR } from './network-management/fr-FR.ts';
import { callRecordsFrFR } from './call-records/fr-FR.ts';
import { jobTicketingFrFR } from './job-ticketing/fr-FR.ts';
import { patrolFrFR } from './patrol/fr-FR.ts';
import { geoCallsFrFR } from './geo-calls/fr-FR.ts';
import { reportsFrFR } from './reports/fr-FR.ts';
import { terminalMonitorFrFR } from './terminal-monitor/fr-FR.ts';
import { sosWorkflowFrFR } from './sos-workflow/fr-FR.ts';
import { alarmHandlingFrFR } from './alarm-handling/fr-FR.ts';
import { themesFrFR } from './themes/fr-FR.ts';
import { instantRecallFrFR } from './instant-recall/fr-FR.ts';
import { incidentTimelineFrFR } from './incident-timeline/fr-FR.ts';
import { secretKeysFrFR } from './secret-keys/fr-FR.ts';
import { indoorFrFR } from './indoor/fr-FR.ts';

/** Français (France) */
export const frFR: Catalogue = {
  ...shellFrFR,
  ...loginFrFR,
  ...settingsFrFR,
  ...homeFrFR,
  ...callsFrFR,
  ...tempGroupsFrFR,
  ...muteListFrFR,
  ...allCallFrFR,
  ...mapsFrFR,
  ...mapMarkersFrFR,
  ...geoFencesFrFR,
  ...trackPlaybackFrFR,
  ...alarmTonesFrFR,
  ...sosFrFR,
  ...logsFrFR,
  ...recallFrFR,
  ...textMessagesFrFR,
  ...videoCallsFrFR,
  ...surveillanceFrFR,
  ...mediaLibraryFrFR,
  ...loneWorkerFrFR,
  ...remoteControlFrFR,
  ...networkManagementFrFR,
  ...callRecordsFrFR,
  ...jobTicketingFrFR,
  ...patrolFrFR,
  ...geoCallsFrFR,
  ...reportsFrFR,
  ...videoRecordsFrFR,
  ...terminalMonitorFrFR,
  ...sosWorkflowFrFR,
  ...alarmHandlingFrFR,
  ...accountRecoveryFrFR,
  ...themesFrFR,
  ...instantRecallFrFR,
  ...incidentTimelineFrFR,
  ...secretKeysFrFR,
  ...indoorFrFR,
  ...broadcastFrFR,
  ...schoolFrFR,
};
