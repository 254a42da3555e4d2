import { shellZhCN } from './shell/zh-CN.ts';
import { loginZhCN } from './login/zh-CN.ts';
import { settingsZhCN } from './settings/zh-CN.ts';
import { homeZhCN } from './home/zh-CN.ts';
import { callsZhCN } from './calls/zh-CN.ts';
import { tempGroupsZhCN } from './temp-groups/zh-CN.ts';
import { muteListZhCN } from './mute-list/zh-CN.ts';
import { allCallZhCN } from './all-call/zh-CN.ts';
import { mapsZhCN } from './maps/zh-CN.ts';
import { mapMarkersZhCN } from './map-markers/zh-CN.ts';
import { geoFencesZhCN } from './geo-fences/zh-CN.ts';
import { trackPlaybackZhCN } from './track-playback/zh-CN.ts';
import { alarmTonesZhCN } from './alarm-tones/zh-CN.ts';
import { sosZhCN } from './sos/zh-CN.ts';
import { logsZhCN } from './logs/zh-CN.ts';
import { recallZhCN } from './recall/zh-CN.ts';
import { textMessagesZhCN } from './text-messages/zh-CN.ts';
import { schoolZhCN } from './school/zh-CN.ts';
import { videoRecordsZhCN } from './video-records/zh-CN.ts';
import { accountRecoveryZhCN } from './account-recovery/zh-CN.ts';
import { broadcastZhCN } from './broadcast/zh-CN.ts';
import type { Catalogue } from './en-US.ts';
import { videoCallsZhCN } from './video-calls/zh-CN.ts';
import { surveillanceZhCN } from './surveillance/zh-CN.ts';
import { mediaLibraryZhCN } from './media-library/zh-CN.ts';
import { loneWorkerZhCN } from './lone-worker/zh-CN.ts';
import { remoteControlZhCN } from './remote-control/zh-CN.ts';
import { networkManagementZhCN } from './network-management/zh-CN.ts';
import { callRecordsZhCN } from './call-records/zh-CN.ts';
import { jobTicketingZhCN } from './job-ticketing/zh-CN.ts';
import { patrolZhCN } from './patrol/zh-CN.ts';
import { geoCallsZhCN } from './geo-calls/zh-CN.ts';
import { reportsZhCN } from './reports/zh-CN.ts';
import { terminalMonitorZhCN } from './terminal-monitor/zh-CN.ts';
import { sosWorkflowZhCN } from './sos-workflow/zh-CN.ts';
import { alarmHandlingZhCN } from './alarm-handling/zh-CN.ts';
import { themesZhCN } from './themes/zh-CN.ts';
import { instantRecallZhCN } from './instant-recall/zh-CN.ts';
import { incidentTimelineZhCN } from './incident-timeline/zh-CN.ts';
import { secretKeysZhCN } from './secret-keys/zh-CN.ts';
import { indoorZhCN } from './indoor/zh-CN.ts';

/** 简体中文 */
export const zhCN: Catalogue = {
  ...shellZhCN,
  ...loginZhCN,
  ...settingsZhCN,
  ...homeZhCN,
  ...callsZhCN,
  ...tempGroupsZhCN,
  ...muteListZhCN,
  ...allCallZhCN,
  ...mapsZhCN,
  ...mapMarkersZhCN,
  ...geoFencesZhCN,
  ...trackPlaybackZhCN,
  ...alarmTonesZhCN,
  ...sosZhCN,
  ...logsZhCN,
  ...recallZhCN,
  ...textMessagesZhCN,
  ...videoCallsZhCN,
  ...surveillanceZhCN,
  ...mediaLibraryZhCN,
  ...loneWorkerZhCN,
  ...remoteControlZhCN,
  ...networkManagementZhCN,
  ...callRecordsZhCN,
  ...jobTicketingZhCN,
  ...patrolZhCN,
  ...geoCallsZhCN,
  ...reportsZhCN,
  ...videoRecordsZhCN,
  ...terminalMonitorZhCN,
  ...sosWorkflowZhCN,
  ...alarmHandlingZhCN,
  ...accountRecoveryZhCN,
  ...themesZhCN,
  ...instantRecallZhCN,
  ...incidentTimelineZhCN,
  ...secretKeysZhCN,
  ...indoorZhCN,
  ...broadcastZhCN,
  ...schoolZhCN,
};
