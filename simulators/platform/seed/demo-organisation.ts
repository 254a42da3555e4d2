import { TerminalType } from '../../../protocol/index.ts';

/**
 * The demo organisation: a city's public-safety radio network in three levels (organisation,
 * districts, teams), set in central Valencia so the map shows real streets.
 */

export type DemoGroup = { gid: string; fid: string; name: string };
export type LatLng = { lat: number; lng: number };

export const ORGANISATION_ID = '1001';
export const ROOT_GID = '100';
export const CONTROL_ROOM_GID = '150';
export const CAMERAS_GID = '160';

export type District = DemoGroup & { centre: LatLng; teams: Team[] };
export type Team = DemoGroup & { callsign: string };

const team = (gid: string, fid: string, name: string, callsign: string): Team => ({ gid, fid, name, callsign });

export const ROOT: DemoGroup = { gid: ROOT_GID, fid: '0', name: 'Metro Public Safety' };

export const DISTRICTS: readonly District[] = [
  {
    gid: '110', fid: ROOT_GID, name: 'North District', centre: { lat: 39.4905, lng: -0.3765 },
    teams: [team('111', '110', 'North Patrol A', 'NPA'), team('112', '110', 'North Patrol B', 'NPB'), team('113', '110', 'North Traffic', 'NTR')],
  },
  {
    gid: '120', fid: ROOT_GID, name: 'Port District', centre: { lat: 39.4595, lng: -0.3335 },
    teams: [team('121', '120', 'Port Security', 'PSE'), team('122', '120', 'Port Fire & Rescue', 'PFR'), team('123', '120', 'Port Logistics', 'PLG')],
  },
  {
    gid: '130', fid: ROOT_GID, name: 'Old Town District', centre: { lat: 39.4753, lng: -0.3768 },
    teams: [team('131', '130', 'Old Town Patrol', 'OTP'), team('132', '130', 'Old Town Medical', 'OTM'), team('133', '130', 'Old Town Events', 'OTE')],
  },
  {
    gid: '140', fid: ROOT_GID, name: 'South District', centre: { lat: 39.4560, lng: -0.3810 },
    teams: [team('141', '140', 'South Patrol', 'SPA'), team('142', '140', 'South Utilities', 'SUT'), team('143', '140', 'South Schools Watch', 'SSW')],
  },
];

export const CONTROL_ROOM: DemoGroup & { centre: LatLng } = {
  gid: CONTROL_ROOM_GID, fid: ROOT_GID, name: 'Control Room', centre: { lat: 39.4699, lng: -0.3763 },
};
export const CAMERAS: DemoGroup = { gid: CAMERAS_GID, fid: ROOT_GID, name: 'City Cameras' };

/** The radios of every team, by type; with the gateways and cameras they make the 208 terminals. */
export const TEAM_RADIOS: ReadonlyArray<{ type: (typeof TerminalType)[keyof typeof TerminalType]; count: number }> = [
  { type: TerminalType.Poc6, count: 6 },
  { type: TerminalType.Poc0, count: 2 },
  { type: TerminalType.Pmr, count: 2 },
  { type: TerminalType.Dmr, count: 2 },
  { type: TerminalType.App, count: 2 },
  { type: TerminalType.Sos, count: 1 },
];
export const GATEWAYS_PER_DISTRICT = 2;

export const CAMERA_SITES: readonly string[] = [
  'Plaza del Ayuntamiento', 'Estació del Nord', 'Mercado Central', 'Torres de Serranos', 'Puente de las Flores',
  'Port Gate 1', 'Port Gate 3', 'Marina Norte', 'Ciudad de las Artes', 'Avenida del Puerto',
  'Plaza de la Reina', 'Calle Colón', 'Turia Gardens East', 'Turia Gardens West', 'Benimaclet Station',
  'Campanar Roundabout', 'Russafa Market', 'Avenida de Blasco Ibáñez', 'Malvarrosa Beach', 'Nuevo Centro',
];

export const DISPATCHERS: ReadonlyArray<{ msId: string; name: string }> = [
  { msId: '20000001', name: 'Dispatcher One' },
  { msId: '20000002', name: 'Dispatcher Two' },
];
export const DISPATCHER_PASSWORD = 'Dispatch#2026';
export const TERMINAL_PASSWORD = '123456';
export const FIRST_TERMINAL_MS_ID = 10_000_001;

export const SURNAMES: readonly string[] = [
  'Garcia', 'Martinez', 'Lopez', 'Sanchez', 'Perez', 'Gomez', 'Martin', 'Jimenez', 'Ruiz', 'Hernandez',
  'Diaz', 'Moreno', 'Alvarez', 'Romero', 'Navarro', 'Torres', 'Dominguez', 'Vazquez', 'Ramos', 'Gil',
  'Serrano', 'Blanco', 'Molina', 'Castro', 'Ortiz', 'Rubio', 'Marin', 'Sanz', 'Nunez', 'Iglesias',
  'Medina', 'Garrido', 'Cortes', 'Castillo', 'Santos', 'Lozano', 'Guerrero', 'Cano', 'Prieto', 'Mendez',
];

export const MODELS: Readonly<Record<number, string>> = {
  [TerminalType.Dispatcher]: 'Web Dispatcher',
  [TerminalType.App]: 'PoC App for Android',
  [TerminalType.Gateway]: 'RG-8 Radio Gateway',
  [TerminalType.Poc6]: 'T320 LTE PoC Radio',
  [TerminalType.Poc0]: 'T290 PoC Radio',
  [TerminalType.Pmr]: 'PMR-446 Handheld',
  [TerminalType.Dmr]: 'DMR Tier II Handheld',
  [TerminalType.Sos]: 'S5 SOS Badge',
  [TerminalType.Camera]: 'IP Dome Camera 4MP',
};

/** Group colours by index, as the console's palette does when a group has none. */
export const GROUP_COLOURS: readonly string[] = [
  '#1677ff', '#13c2c2', '#52c41a', '#faad14', '#eb2f96', '#722ed1',
  '#fa541c', '#2f54eb', '#a0d911', '#fa8c16', '#08979c', '#c41d7f',
];
