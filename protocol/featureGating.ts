/**
 * Feature gating as one table (SPEC §6): for each feature, the server calls (/ds paths and socket
 * commands) and the terminal operations it gates. The console hides operations by it, the emulator
 * refuses calls by it, and the tests walk it. Menu entries and routes carry their feature as dsKey
 * in the console's route table.
 */
import { AllCallRefusal } from './allCall.ts';
import { Feature } from './features.ts';
import type { CommandName } from './frames.ts';
import { FencePath } from './fences.ts';
import { JobPaths } from './jobs.ts';
import { KeyPaths, KeyRefusal } from './secretKeys.ts';
import { IndoorPaths, IndoorRefusal } from './indoor.ts';
import { MediaPaths } from './mediaLib.ts';
import { MessagePaths } from './messages.ts';
import { RecallPaths } from './recordings.ts';
import { ReportPaths } from './reports.ts';
import { SchoolPaths, SchoolRefusal } from './school.ts';
import { TonePaths } from './tones.ts';
import { CameraPath } from './cameras.ts';
import { VideoRecordPath } from './videoRecords.ts';
import { ThemePaths, ThemeRefusal } from './themes.ts';

/** SPEC §2 terminal operations that belong to a feature (the others, e.g. the individual call, are always offered). */
export const TerminalOperation = {
  VideoMonitor: 'videoMonitor',
  Sms: 'sms',
  RemoteSwitch: 'remoteSwitch',
  VideoCall: 'videoCall',
  SendTone: 'sendTone',
  LoneWork: 'loneWork',
  JobTicket: 'jobTicket',
  EnvironmentMonitor: 'environmentMonitor',
  TerminalManage: 'terminalManage',
  TrackPlayback: 'trackPlayback',
} as const;
export type TerminalOperation = (typeof TerminalOperation)[keyof typeof TerminalOperation];

/** Refusal text of a gated call (the same the network management calls answer). */
export const NO_FEATURE = 'caller:noFeature';

export type FeatureGate = {
  /** /ds calls a dispatcher without the feature is refused (403 caller:noFeature). */
  readonly dsPaths: readonly string[];
  /** Socket commands a dispatcher without the feature is refused. */
  readonly commands: readonly CommandName[];
  readonly operations: readonly TerminalOperation[];
  /** The desc of the refusal: NO_FEATURE, or the module's own where its screen already explains that one. */
  readonly refusal: string;
};

const gate = (dsPaths: readonly string[], commands: readonly CommandName[] = [], operations: readonly TerminalOperation[] = [], refusal = NO_FEATURE): FeatureGate => ({
  dsPaths,
  commands,
  operations,
  refusal,
});
const values = (paths: Readonly<Record<string, string>>, ...except: string[]): string[] =>
  Object.values(paths).filter((path) => path.startsWith('/ds/') && !except.includes(path));

export const FEATURE_GATES: Readonly<Record<Feature, FeatureGate>> = {
  [Feature.Map]: gate(['/ds/map/roadNet', '/ds/mark/addMark', '/ds/mark/updateMark', '/ds/mark/deleteMark', '/ds/mark/findMark']),
  [Feature.Message]: gate(values(MessagePaths), ['sendMessage', 'sendSms'], [TerminalOperation.Sms]),
  [Feature.HistoryVoice]: gate(['/ds/data/callByUTC', '/ds/data/callByUTCPost', RecallPaths.list]),
  [Feature.SosManage]: gate(['/ds/sos/findSos', '/ds/sos/updateSos']),
  [Feature.VideoMonitor]: gate([...values(CameraPath), ...values(VideoRecordPath)], ['monitorStart'], [TerminalOperation.VideoMonitor]),
  [Feature.MediaManage]: gate(values(MediaPaths)),
  // The broadcast service is a host of its own with its own login (SPEC §7); it checks this feature there.
  [Feature.Broadcast]: gate([]),
  [Feature.Report]: gate(values(ReportPaths)),
  [Feature.Logger]: gate(['/ds/log/findLog']),
  [Feature.KeyManage]: gate(values(KeyPaths), [], [], KeyRefusal.NotDispatcher),
  [Feature.IndoorLocation]: gate(values(IndoorPaths), [], [], IndoorRefusal.NoPermission),
  // addAlarm stays open: the radio raises its own lone-work alarm whatever the dispatcher's flags.
  [Feature.WorkAlone]: gate(['/ds/lonework/add', '/ds/lonework/update', '/ds/lonework/delete', '/ds/lonework/list', '/ds/lonework/updateAlarm', '/ds/lonework/findAlarm'], [], [TerminalOperation.LoneWork]),
  [Feature.JobTicketing]: gate(values(JobPaths), [], [TerminalOperation.JobTicket]),
  // The patrol service is a host of its own with its own login (SPEC §7).
  [Feature.Patrol]: gate([]),
  [Feature.AllCall]: gate([], ['allCallStart'], [], AllCallRefusal.FeatureDisabled),
  // Every dispatcher sees the skins; only the custom-skin permission changes them (SPEC §6).
  [Feature.CustomTheme]: gate([ThemePaths.set, ThemePaths.remove], [], [], ThemeRefusal.NoPermission),
  [Feature.EnvironmentMonitor]: gate([], [], [TerminalOperation.EnvironmentMonitor]),
  [Feature.Fence]: gate(values(FencePath)),
  [Feature.GroupMonitor]: gate([]),
  [Feature.ManageGroup]: gate(['/ds/data/addGroup', '/ds/data/updateGroupName', '/ds/data/updateGrpColor', '/ds/data/deleteGroup', '/ds/data/getTerminalByClient']),
  [Feature.TempGroupManage]: gate([], ['tempGroupCreate', 'tempGroupEdit', 'tempGroupRemove', 'geoCallStart', 'geoCallEnd']),
  [Feature.MuteList]: gate(['/ds/mute/add', '/ds/mute/delete', '/ds/mute/list']),
  [Feature.MultiScreen]: gate([]),
  [Feature.RemoteSwitch]: gate([], ['remoteSwitchGroup'], [TerminalOperation.RemoteSwitch]),
  [Feature.SendTone]: gate(values(TonePaths), ['sendTone'], [TerminalOperation.SendTone]),
  [Feature.TerminalManage]: gate(['/ds/data/updateTerminalName', '/ds/data/updateMsIcon', '/ds/data/saveGroupMs', '/ds/data/removeGroupMs'], ['setGroupMembership'], [TerminalOperation.TerminalManage]),
  // The track and all-call calls already answered a switched-off host with feature:disabled.
  [Feature.TrackPlayback]: gate(['/ds/data/gpsByUTC'], [], [TerminalOperation.TrackPlayback], AllCallRefusal.FeatureDisabled),
  [Feature.VideoFunction]: gate([], [], [TerminalOperation.VideoCall]),
  [Feature.School]: gate(values(SchoolPaths), [], [], SchoolRefusal.NoPermission),
};

const byPath = new Map<string, Feature>();
const byCommand = new Map<string, Feature>();
const byOperation = new Map<TerminalOperation, Feature>();
for (const [feature, entry] of Object.entries(FEATURE_GATES) as [Feature, FeatureGate][]) {
  for (const path of entry.dsPaths) byPath.set(path, feature);
  for (const command of entry.commands) byCommand.set(command, feature);
  for (const operation of entry.operations) byOperation.set(operation, feature);
}

/** The feature a /ds call belongs to, or null when every signed-in account may make it. */
export const featureOfDsPath = (path: string): Feature | null => byPath.get(path) ?? null;
export const featureOfCommand = (name: string): Feature | null => byCommand.get(name) ?? null;
export const featureOfOperation = (operation: TerminalOperation): Feature => byOperation.get(operation) as Feature;
/** The refusal of a call of this feature when it is off. */
export const refusalOf = (feature: Feature): string => FEATURE_GATES[feature].refusal;

