/**
 * Every route of the console as data (SPEC §2). A module plugs in by adding its entry here and its
 * screen to screens.tsx; access rules, menu and child twins follow from the entry.
 */
import { Feature } from '../../../protocol/index.ts';
import type { IconName, MessageKey } from '../../ui/index.ts';
// The report list only (no screen code): each report screen is a hidden route of its own.
import { REPORT_MODULES, REPORTS_PATH, reportPath } from '../../features/reports/index.ts';
// Paths only; the patrol screens load on first visit.
import { PATROL_REDIRECT, PATROL_SCREENS, patrolPath } from '../../features/patrol/index.ts';

export const LOGIN_PATH = '/login';
export const HOME_PATH = '/home';
export const NOT_FOUND_PATH = '/404';
export const ROOT_PATH = '/';
/** SPEC §2: this path and any path containing "child" skip the login check. */
export const PATROL_SYS_PATH = '/patrol-sys';
export const CHILD_SUFFIX = '-child';
export const SURVEILLANCE_PATH = '/video-surveillances/video-surveillance';
export const VIDEO_RECORDS_PATH = '/video-surveillances/video-records';
export const SECRET_KEYS_PATH = '/key-management/secret-keys';
export const THEMES_PATH = '/themes/theme';

/** The mobile app download page (SPEC §2 header), reached from the header. */
export const MOBILE_APP_PATH = '/mobile-app';
export const DIAGNOSTICS_PATH = '/diagnostics';

export type ScreenId =
  | 'login'
  | 'home'
  | 'userManual'
  | 'mobileApp'
  | 'notFound'
  | 'diagnostics'
  | 'mapMonitoring'
  | 'mapFollow'
  | 'sosManagement'
  | 'logs'
  | 'messages'
  | 'loneWork'
  | 'mediaManagement'
  | 'videoSurveillance'
  | 'videoRecords'
  | 'callRecords'
  | 'jobTicketing'
  | 'reports'
  | 'secretKeys'
  | 'themes'
  | 'broadcast'
  | 'patrol'
  | 'school'
  | 'indoor';

/** Paths that answer with another (SPEC §2: /patrol redirects to /patrol-statistic). */
export const REDIRECTS: Readonly<Record<string, string>> = { [PATROL_REDIRECT.from]: PATROL_REDIRECT.to };

export type MenuEntry = { readonly titleKey: MessageKey; readonly order: number; readonly icon: IconName };

export type RouteEntry = {
  readonly path: string;
  readonly screen: ScreenId;
  /** Data-service key: when that feature is disabled for the host or version, the route answers 404. */
  readonly dsKey: Feature | null;
  /** Also served at path + '-child' without the main layout, for a separate window. */
  readonly childTwin: boolean;
  /** standalone: a whole page of its own (login); main: inside the main layout; bare: a window of its own. */
  readonly layout: 'standalone' | 'main' | 'bare';
  readonly menu: MenuEntry | null;
};

/** SPEC §2: follow windows 1, 2 and 4 to 20 (3 is skipped), each keeping one terminal centred. */
export const FOLLOW_WINDOWS: readonly number[] = [1, 2, ...Array.from({ length: 17 }, (_, i) => i + 4)];

export const ROUTES: readonly RouteEntry[] = [
  { path: LOGIN_PATH, screen: 'login', dsKey: null, childTwin: false, layout: 'standalone', menu: null },
  {
    path: HOME_PATH,
    screen: 'home',
    dsKey: null,
    childTwin: false,
    layout: 'main',
    menu: { titleKey: 'menu.voiceDispatcher', order: 0, icon: 'microphone' },
  },
  { path: '/user-manual', screen: 'userManual', dsKey: null, childTwin: false, layout: 'main', menu: null },
  { path: MOBILE_APP_PATH, screen: 'mobileApp', dsKey: null, childTwin: false, layout: 'main', menu: null },
  { path: NOT_FOUND_PATH, screen: 'notFound', dsKey: null, childTwin: false, layout: 'main', menu: null },
  // Diagnostics belongs to the logger module: hosts without logs do not get it. It is a support
  // page, not a dispatcher's task, so it opens from the header's support icons, not the menu (Issue 37).
  { path: DIAGNOSTICS_PATH, screen: 'diagnostics', dsKey: Feature.Logger, childTwin: true, layout: 'main', menu: null },
  // Map monitoring (SPEC §2 /maps, menu order 1). os-monitoring shows the same screen until a second
  // map source (Google for hosts outside China) exists.
  {
    path: '/maps/monitoring',
    screen: 'mapMonitoring',
    dsKey: Feature.Map,
    childTwin: true,
    layout: 'main',
    menu: { titleKey: 'menu.mapMonitoring', order: 1, icon: 'map' },
  },
  // SOS management (SPEC §2 /sos-management, menu order 4); its -child twin is not cached (nothing is).
  {
    path: '/sos-management/alarm',
    screen: 'sosManagement',
    dsKey: Feature.SosManage,
    childTwin: true,
    layout: 'main',
    menu: { titleKey: 'menu.sosManage', order: 4, icon: 'alert' },
  },
  // Logs (SPEC §2 /logs: /log with dsKey logger, and /log-child; menu order 9).
  {
    path: '/logs/log',
    screen: 'logs',
    dsKey: Feature.Logger,
    childTwin: true,
    layout: 'main',
    menu: { titleKey: 'menu.logs', order: 9, icon: 'book' },
  },
  // Messages and SMS (SPEC §2 /messages, menu order 2).
  {
    path: '/messages/message',
    screen: 'messages',
    dsKey: Feature.Message,
    childTwin: true,
    layout: 'main',
    menu: { titleKey: 'menu.message', order: 2, icon: 'smartphone' },
  },
  // Lone worker (SPEC §2 /loneworks/lonework, dsKey workAlone, and its -child twin). SPEC hides it
  // under "more"; the console has no "more" menu yet, so it gets an entry of its own after logs.
  {
    path: '/loneworks/lonework',
    screen: 'loneWork',
    dsKey: Feature.WorkAlone,
    childTwin: true,
    layout: 'main',
    menu: { titleKey: 'menu.loneWorker', order: 10, icon: 'user' },
  },
  // Call records (SPEC §2 /call-records: /voice-list with dsKey historyVoice, and /voice-list-child; menu order 3).
  {
    path: '/call-records/voice-list',
    screen: 'callRecords',
    dsKey: Feature.HistoryVoice,
    childTwin: true,
    layout: 'main',
    menu: { titleKey: 'callRecords.menu', order: 3, icon: 'headset' },
  },
  // Media management (SPEC §2 /media-management: /medias with dsKey mediaManage, and /medias-child; menu order 6).
  {
    path: '/media-management/medias',
    screen: 'mediaManagement',
    dsKey: Feature.MediaManage,
    childTwin: true,
    layout: 'main',
    menu: { titleKey: 'menu.mediaManage', order: 6, icon: 'play' },
  },
  // Video surveillance (SPEC §2 /video-surveillances, dsKey videoMonitor, menu order 5).
  {
    path: SURVEILLANCE_PATH,
    screen: 'videoSurveillance',
    dsKey: Feature.VideoMonitor,
    childTwin: true,
    layout: 'main',
    menu: { titleKey: 'surveillance.menu', order: 5, icon: 'camera' },
  },
  // Video records, the second screen of /video-surveillances (same dsKey): right after the wall in
  // the menu (the same order 5; the sort is stable, so it follows its sibling).
  {
    path: VIDEO_RECORDS_PATH,
    screen: 'videoRecords',
    dsKey: Feature.VideoMonitor,
    childTwin: true,
    layout: 'main',
    menu: { titleKey: 'videoRecords.menu', order: 5, icon: 'play' },
  },
  // Broadcast (SPEC §2 /broadcasts: /broadcast with dsKey broadcast, no child twin; menu order 7).
  {
    path: '/broadcasts/broadcast',
    screen: 'broadcast',
    dsKey: Feature.Broadcast,
    childTwin: false,
    layout: 'main',
    menu: { titleKey: 'broadcast.menu', order: 7, icon: 'volume' },
  },
  // Job ticketing (SPEC §2 /job-ticketings: /job-ticketing with dsKey jobTicketing, and /job-ticketing-child).
  // The spec hides it under "more"; the console has no "more" menu, so it closes the side menu.
  {
    path: '/job-ticketings/job-ticketing',
    screen: 'jobTicketing',
    dsKey: Feature.JobTicketing,
    childTwin: true,
    layout: 'main',
    menu: { titleKey: 'jobs.menu', order: 20, icon: 'check' },
  },
  // Patrol (SPEC §2 /patrols, under "more": four screens, all dsKey patrol). The console has no "more"
  // menu, so the statistics screen closes the side menu after job ticketing.
  ...PATROL_SCREENS.map((screen, index): RouteEntry => ({
    path: patrolPath(screen),
    screen: 'patrol',
    dsKey: Feature.Patrol,
    childTwin: false,
    layout: 'main',
    menu: index === 0 ? { titleKey: 'patrol.menu', order: 21, icon: 'map' } : null,
  })),
  // School (SPEC §1 extra module; SPEC names no path, so ours follows the /module/screen pattern:
  // /schools/school with dsKey school and a -child twin). After patrol, as the other "more" modules.
  {
    path: '/schools/school',
    screen: 'school',
    dsKey: Feature.School,
    childTwin: true,
    layout: 'main',
    menu: { titleKey: 'school.menu', order: 23, icon: 'users' },
  },
  // Reports (SPEC §2 /reports: /report in the menu, order 8; each report screen hidden, all dsKey report;
  // every one has a -child twin except /message-data).
  {
    path: REPORTS_PATH,
    screen: 'reports',
    dsKey: Feature.Report,
    childTwin: true,
    layout: 'main',
    menu: { titleKey: 'reports.menu', order: 8, icon: 'barChart' },
  },
  ...REPORT_MODULES.map((module): RouteEntry => ({ path: reportPath(module), screen: 'reports', dsKey: Feature.Report, childTwin: module.childTwin, layout: 'main', menu: null })),
  // Key management (SPEC §2 /key-management, hidden: /secret-keys with dsKey keyManage, and its twin).
  { path: SECRET_KEYS_PATH, screen: 'secretKeys', dsKey: Feature.KeyManage, childTwin: true, layout: 'main', menu: null },
  // Custom skins (SPEC §2 /themes, hidden, no dsKey: every dispatcher sees the skins, only the
  // custom-skin permission edits them, SPEC §6).
  { path: THEMES_PATH, screen: 'themes', dsKey: null, childTwin: true, layout: 'main', menu: null },
  // Indoor positioning (SPEC §2 /indoorPositioning, hidden under "more": /indoor with dsKey indoorLocation,
  // no twin). The console has no "more" menu, so it gets an entry at the end of the side menu.
  {
    path: '/indoorPositioning/indoor',
    screen: 'indoor',
    dsKey: Feature.IndoorLocation,
    childTwin: false,
    layout: 'main',
    menu: { titleKey: 'indoor.menu', order: 22, icon: 'map' },
  },
  { path: '/maps/os-monitoring', screen: 'mapMonitoring', dsKey: Feature.Map, childTwin: true, layout: 'main', menu: null },
  ...FOLLOW_WINDOWS.map((n): RouteEntry => ({
    path: `/maps/monitoring-follow-child-${n}`,
    screen: 'mapFollow',
    dsKey: null,
    childTwin: false,
    layout: 'bare',
    menu: null,
  })),
];

/** A reachable path: entries plus their child twins, which render bare and carry no dsKey (SPEC §2). */
export type ResolvedRoute = {
  readonly path: string;
  readonly screen: ScreenId;
  readonly dsKey: Feature | null;
  readonly chrome: 'standalone' | 'main' | 'bare';
};

export function resolveRoutes(entries: readonly RouteEntry[]): ResolvedRoute[] {
  return entries.flatMap((entry): ResolvedRoute[] => {
    const own: ResolvedRoute = { path: entry.path, screen: entry.screen, dsKey: entry.dsKey, chrome: entry.layout };
    if (!entry.childTwin) return [own];
    return [own, { path: `${entry.path}${CHILD_SUFFIX}`, screen: entry.screen, dsKey: null, chrome: 'bare' }];
  });
}

export const RESOLVED_ROUTES: readonly ResolvedRoute[] = resolveRoutes(ROUTES);

export type MenuItem = MenuEntry & { readonly path: string };

/** The side menu: entries with a menu title whose feature is on, in SPEC menu order. */
export function menuItems(entries: readonly RouteEntry[], features: ReadonlySet<Feature> | null): MenuItem[] {
  return entries
    .filter((entry) => entry.menu && (entry.dsKey === null || features?.has(entry.dsKey)))
    .map((entry) => ({ ...(entry.menu as MenuEntry), path: entry.path }))
    .sort((a, b) => a.order - b.order);
}
