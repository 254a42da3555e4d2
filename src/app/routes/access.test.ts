import { describe, expect, it } from 'vitest';
import { Feature } from '../../../protocol/index.ts';
import { decideAccess, type AccessInput } from './access.ts';
import { menuItems, resolveRoutes, ROUTES } from './routeTable.ts';

/** The real table: map monitoring is the gated module (dsKey map) these rules are checked with. */
const routes = resolveRoutes(ROUTES);

const decide = (path: string, patch: Partial<AccessInput> = {}) =>
  decideAccess({ path, hasSession: true, arrived: true, routes, features: new Set([Feature.Map, Feature.Logger]), ...patch });

describe('decideAccess', () => {
  it('sends every path to login without a session', () => {
    for (const path of ['/', '/home', '/404', '/nowhere', '/diagnostics']) {
      expect(decide(path, { hasSession: false })).toEqual({ kind: 'redirect', to: '/login' });
    }
    expect(decide('/login', { hasSession: false })).toMatchObject({ kind: 'render', route: { screen: 'login' } });
  });

  it('ends the session when the dispatcher arrives at login with one', () => {
    expect(decide('/login')).toEqual({ kind: 'end-session' });
  });

  it('moves on to home when the session begins on the login screen', () => {
    expect(decide('/login', { arrived: false })).toEqual({ kind: 'redirect', to: '/home' });
  });

  it('lets child paths and /patrol-sys skip the login check', () => {
    expect(decide('/diagnostics-child', { hasSession: false })).toMatchObject({ kind: 'render', route: { chrome: 'bare' } });
    expect(decide('/patrol-sys', { hasSession: false })).toEqual({ kind: 'redirect', to: '/404' });
    expect(decide('/unknown-child', { hasSession: false })).toEqual({ kind: 'redirect', to: '/404' });
  });

  it('redirects the root to home and unknown paths to 404', () => {
    expect(decide('/')).toEqual({ kind: 'redirect', to: '/home' });
    expect(decide('/secret-keys')).toEqual({ kind: 'redirect', to: '/404' });
    expect(decide('/home/')).toMatchObject({ kind: 'render', route: { screen: 'home' } });
  });

  it('renders allowed routes inside their chrome', () => {
    expect(decide('/home')).toMatchObject({ kind: 'render', route: { chrome: 'main' } });
    expect(decide('/diagnostics-child')).toMatchObject({ kind: 'render', route: { chrome: 'bare' } });
    expect(decide('/user-manual')).toMatchObject({ kind: 'render', route: { screen: 'userManual' } });
    expect(decide('/404')).toMatchObject({ kind: 'render', route: { screen: 'notFound' } });
  });

  it('gates a route on its dsKey and waits while features are unknown', () => {
    expect(decide('/maps/monitoring')).toMatchObject({ kind: 'render' });
    expect(decide('/maps/monitoring', { features: new Set() })).toEqual({ kind: 'redirect', to: '/404' });
    expect(decide('/maps/monitoring', { features: null })).toEqual({ kind: 'wait' });
    // Twins carry no dsKey (SPEC §2).
    expect(decide('/maps/monitoring-child', { features: new Set() })).toMatchObject({ kind: 'render' });
  });

  it('serves media management only with the mediaManage feature; its twin without', () => {
    expect(decide('/media-management/medias')).toEqual({ kind: 'redirect', to: '/404' });
    expect(decide('/media-management/medias', { features: new Set([Feature.MediaManage]) })).toMatchObject({ kind: 'render', route: { screen: 'mediaManagement', chrome: 'main' } });
    expect(decide('/media-management/medias-child', { hasSession: false })).toMatchObject({ kind: 'render', route: { screen: 'mediaManagement', chrome: 'bare' } });
  });

  it('redirects /patrols/patrol to the statistics and gates the patrol screens on dsKey patrol', () => {
    expect(decide('/patrols/patrol')).toEqual({ kind: 'redirect', to: '/patrols/patrol-statistic' });
    expect(decide('/patrols/patrol', { hasSession: false })).toEqual({ kind: 'redirect', to: '/login' });
    expect(decide('/patrols/patrol-calendar')).toEqual({ kind: 'redirect', to: '/404' });
    expect(decide('/patrols/patrol-calendar', { features: new Set([Feature.Patrol]) })).toMatchObject({ kind: 'render', route: { screen: 'patrol' } });
  });

  it('serves diagnostics only with the logger feature', () => {
    expect(decide('/diagnostics', { features: new Set([Feature.Map]) })).toEqual({ kind: 'redirect', to: '/404' });
    expect(decide('/diagnostics-child', { features: new Set() })).toMatchObject({ kind: 'render' });
  });
});

describe('route table', () => {
  it('serves exactly the screens that exist', () => {
    // In any order: the table is the shell's routes, then each feature manifest's.
    expect(resolveRoutes(ROUTES).map((route) => route.path).sort()).toEqual([
      '/login',
      '/home',
      '/user-manual',
      '/mobile-app',
      '/404',
      '/diagnostics',
      '/diagnostics-child',
      '/maps/monitoring',
      '/maps/monitoring-child',
      '/sos-management/alarm',
      '/sos-management/alarm-child',
      '/logs/log',
      '/logs/log-child',
      '/messages/message',
      '/messages/message-child',
      '/loneworks/lonework',
      '/loneworks/lonework-child',
      '/call-records/voice-list',
      '/call-records/voice-list-child',
      '/media-management/medias',
      '/media-management/medias-child',
      '/video-surveillances/video-surveillance',
      '/video-surveillances/video-surveillance-child',
      '/video-surveillances/video-records',
      '/video-surveillances/video-records-child',
      '/broadcasts/broadcast',
      '/job-ticketings/job-ticketing',
      '/job-ticketings/job-ticketing-child',
      '/patrols/patrol-statistic',
      '/patrols/patrol-point',
      '/patrols/patrol-plan',
      '/patrols/patrol-calendar',
      '/schools/school',
      '/schools/school-child',
      '/reports/report',
      '/reports/report-child',
      ...['online', 'fence-alarm-data', 'emergcy-alarm-report', 'lonework-alarm-data', 'job-tick-data', 'call-duration-data', 'gps-data'].flatMap((screen) => [`/reports/${screen}`, `/reports/${screen}-child`]),
      '/reports/message-data',
      '/key-management/secret-keys',
      '/key-management/secret-keys-child',
      '/themes/theme',
      '/themes/theme-child',
      '/indoorPositioning/indoor',
      '/maps/os-monitoring',
      '/maps/os-monitoring-child',
      ...[1, 2, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20].map((n) => `/maps/monitoring-follow-child-${n}`),
    ].sort());
  });

  it('builds the menu in SPEC order from enabled features only', () => {
    expect(menuItems(ROUTES, new Set([Feature.Map, Feature.Logger])).map((item) => item.path)).toEqual([
      '/home',
      '/maps/monitoring',
      '/logs/log',
    ]);
    // Diagnostics opens from the header's support icons, not the menu.
    expect(menuItems(ROUTES, new Set([Feature.Logger])).map((item) => item.path)).toEqual(['/home', '/logs/log']);
    expect(menuItems(ROUTES, null).map((item) => item.path)).toEqual(['/home']);
    expect(menuItems(ROUTES, new Set([Feature.Map, Feature.Message])).map((item) => item.path)).toEqual(['/home', '/maps/monitoring', '/messages/message']);
    expect(menuItems(ROUTES, new Set([Feature.MediaManage, Feature.SosManage, Feature.Logger])).map((item) => item.path)).toEqual(['/home', '/sos-management/alarm', '/media-management/medias', '/logs/log']);
    // SPEC §2 menu order: media manage 6, broadcast 7, report 8.
    expect(menuItems(ROUTES, new Set([Feature.Report, Feature.Broadcast, Feature.MediaManage])).map((item) => item.path)).toEqual(['/home', '/media-management/medias', '/broadcasts/broadcast', '/reports/report']);
    // SPEC §2 menu order: message 2, history voice 3, SOS manage 4.
    expect(menuItems(ROUTES, new Set([Feature.Message, Feature.HistoryVoice, Feature.SosManage])).map((item) => item.path)).toEqual(['/home', '/messages/message', '/call-records/voice-list', '/sos-management/alarm']);
    // SPEC §2 menu order: report 8 comes before logger 9; its screens stay out of the menu.
    expect(menuItems(ROUTES, new Set([Feature.Report, Feature.Logger])).map((item) => item.path)).toEqual(['/home', '/reports/report', '/logs/log']);
    // SPEC §2 /video-surveillances (video monitor 5): the wall, then its records, before media manage 6.
    expect(menuItems(ROUTES, new Set([Feature.MediaManage, Feature.VideoMonitor])).map((item) => item.path)).toEqual([
      '/home',
      '/video-surveillances/video-surveillance',
      '/video-surveillances/video-records',
      '/media-management/medias',
    ]);
  });
});
