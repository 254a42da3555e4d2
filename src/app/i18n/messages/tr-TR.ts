import { shellTrTR } from './shell/tr-TR.ts';
import { loginTrTR } from './login/tr-TR.ts';
import { settingsTrTR } from './settings/tr-TR.ts';
import { homeTrTR } from './home/tr-TR.ts';
import { callsTrTR } from './calls/tr-TR.ts';
import { tempGroupsTrTR } from './temp-groups/tr-TR.ts';
import { muteListTrTR } from './mute-list/tr-TR.ts';
import { allCallTrTR } from './all-call/tr-TR.ts';
import { mapsTrTR } from './maps/tr-TR.ts';
import { mapMarkersTrTR } from './map-markers/tr-TR.ts';
import { geoFencesTrTR } from './geo-fences/tr-TR.ts';
import { trackPlaybackTrTR } from './track-playback/tr-TR.ts';
import { alarmTonesTrTR } from './alarm-tones/tr-TR.ts';
import { sosTrTR } from './sos/tr-TR.ts';
import { logsTrTR } from './logs/tr-TR.ts';
import { recallTrTR } from './recall/tr-TR.ts';
import { textMessagesTrTR } from './text-messages/tr-TR.ts';
import { schoolTrTR } from './school/tr-TR.ts';
import { videoRecordsTrTR } from './video-records/tr-TR.ts';
import { accountRecoveryTrTR } from './account-recovery/tr-TR.ts';
import { broadcastTrTR } from './broadcast/tr-TR.ts';
import type { Catalogue } from './en-US.ts';
import { videoCallsTrTR } from './video-calls/tr-TR.ts';
import { surveillanceTrTR } from './surveillance/tr-TR.ts';
import { mediaLibraryTrTR } from './media-library/tr-TR.ts';
import { loneWorkerTrTR } from './lone-worker/tr-TR.ts';
import { remoteControlTrTR } from './remote-control/tr-TR.ts';
import { networkManagementTrTR } from './network-management/tr-TR.ts';
import { callRecordsTrTR } from './call-records/tr-TR.ts';
import { jobTicketingTrTR } from './job-ticketing/tr-TR.ts';
import { patrolTrTR } from './patrol/tr-TR.ts';
import { geoCallsTrTR } from './geo-calls/tr-TR.ts';
import { reportsTrTR } from './reports/tr-TR.ts';
import { terminalMonitorTrTR } from './terminal-monitor/tr-TR.ts';
import { sosWorkflowTrTR } from './sos-workflow/tr-TR.ts';
import { alarmHandlingTrTR } from './alarm-handling/tr-TR.ts';
import { themesTrTR } from './themes/tr-TR.ts';
import { instantRecallTrTR } from './instant-recall/tr-TR.ts';
import { incidentTimelineTrTR } from './incident-timeline/tr-TR.ts';
import { secretKeysTrTR } from './secret-keys/tr-TR.ts';
import { indoorTrTR } from './indoor/tr-TR.ts';

/** Türkçe */
export const trTR: Catalogue = {
  ...shellTrTR,
  ...loginTrTR,
  ...settingsTrTR,
  ...homeTrTR,
  ...callsTrTR,
  ...tempGroupsTrTR,
  ...muteListTrTR,
  ...allCallTrTR,
  ...mapsTrTR,
  ...mapMarkersTrTR,
  ...geoFencesTrTR,
  ...trackPlaybackTrTR,
  ...alarmTonesTrTR,
  ...sosTrTR,
  ...logsTrTR,
  ...recallTrTR,
  ...textMessagesTrTR,
  ...videoCallsTrTR,
  ...surveillanceTrTR,
  ...mediaLibraryTrTR,
  ...loneWorkerTrTR,
  ...remoteControlTrTR,
  ...networkManagementTrTR,
  ...callRecordsTrTR,
  ...jobTicketingTrTR,
  ...patrolTrTR,
  ...geoCallsTrTR,
  ...reportsTrTR,
  ...videoRecordsTrTR,
  ...terminalMonitorTrTR,
  ...sosWorkflowTrTR,
  ...alarmHandlingTrTR,
  ...accountRecoveryTrTR,
  ...themesTrTR,
  ...instantRecallTrTR,
  ...incidentTimelineTrTR,
  ...secretKeysTrTR,
  ...indoorTrTR,
  ...broadcastTrTR,
  ...schoolTrTR,
};
