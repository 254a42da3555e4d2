/**
 * Feature gating of SPEC §6: which modules a user sees, from the server's dsConfig, the host's
 * client configuration and the product version. One pure function; the menu and routes use it.
 */

export const Feature = {
  // Data-service keys of the routes (SPEC §2).
  Map: 'map',
  Message: 'message',
  HistoryVoice: 'historyVoice',
  SosManage: 'sosManage',
  VideoMonitor: 'videoMonitor',
  MediaManage: 'mediaManage',
  Broadcast: 'broadcast',
  Report: 'report',
  Logger: 'logger',
  KeyManage: 'keyManage',
  IndoorLocation: 'indoorLocation',
  WorkAlone: 'workAlone',
  JobTicketing: 'jobTicketing',
  Patrol: 'patrol',
  /** SPEC §1 extra module: students, punch records and school cars (a route key of ours). */
  School: 'school',
  // Features without a route of their own (SPEC §6 feature list).
  AllCall: 'allCall',
  CustomTheme: 'customTheme',
  EnvironmentMonitor: 'environmentMonitor',
  Fence: 'fence',
  GroupMonitor: 'groupMonitor',
  ManageGroup: 'manageGroup',
  TempGroupManage: 'tempGroupManage',
  MuteList: 'muteList',
  MultiScreen: 'multiScreen',
  RemoteSwitch: 'remoteSwitch',
  SendTone: 'sendTone',
  TerminalManage: 'terminalManage',
  TrackPlayback: 'trackPlayback',
  VideoFunction: 'videoFunction',
} as const;
export type Feature = (typeof Feature)[keyof typeof Feature];
export const FEATURES: readonly Feature[] = Object.values(Feature);

/** Features that only access code '1' unlocks; all others also accept '-2'. */
const ACCESS_ONE_ONLY: ReadonlySet<Feature> = new Set([
  Feature.Broadcast,
  Feature.CustomTheme,
  Feature.EnvironmentMonitor,
  Feature.TempGroupManage,
  Feature.MuteList,
]);

/** Features that product version '0' also carries; all others need version '1'. */
const VERSION_ZERO_TOO: ReadonlySet<Feature> = new Set([Feature.Map, Feature.Message, Feature.Report, Feature.Logger]);

export type FeatureInput = {
  /** Access code per feature key, as the verification call's dsConfig gives it. */
  dsConfig: Readonly<Record<string, string>>;
  /** PoCVersion of the host configuration: '0' or '1'. */
  version: string;
  /** Per-user has-feature flags: a boolean here decides on its own. */
  hasFeature?: Readonly<Partial<Record<Feature, boolean>>>;
  /** When set, a missing has-feature flag admits only access code '1'. */
  noFeatureDefault?: boolean;
  /** Per-host data-service switches; false turns a feature off whatever the access code. */
  hostSwitches?: Readonly<Partial<Record<Feature, boolean>>>;
};

export function isFeatureEnabled(feature: Feature, input: FeatureInput): boolean {
  if (input.hostSwitches?.[feature] === false) return false;
  const flag = input.hasFeature?.[feature];
  if (typeof flag === 'boolean') return flag;
  const access = input.dsConfig[feature];
  const accepted = ACCESS_ONE_ONLY.has(feature) || input.noFeatureDefault ? ['1'] : ['-2', '1'];
  const versions = VERSION_ZERO_TOO.has(feature) ? ['0', '1'] : ['1'];
  return access !== undefined && accepted.includes(access) && versions.includes(input.version);
}

export function enabledFeatures(input: FeatureInput): ReadonlySet<Feature> {
  return new Set(FEATURES.filter((feature) => isFeatureEnabled(feature, input)));
}
