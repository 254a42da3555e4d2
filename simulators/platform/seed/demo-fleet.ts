import { TerminalType, type Group, type Terminal } from '../../../protocol/index.ts';
import * as Demo from './demo-organisation.ts';

/** Builds the demo organisation's groups and terminals, deterministically: the same on every seed. */

export function demoGroups(): Group[] {
  const plain: Demo.DemoGroup[] = [
    Demo.ROOT,
    ...Demo.DISTRICTS.flatMap((district) => [district, ...district.teams]),
    Demo.CONTROL_ROOM,
    Demo.CAMERAS,
  ];
  return plain.map(({ gid, fid, name }, index) => ({
    gid,
    fid,
    name,
    color: Demo.GROUP_COLOURS[index % Demo.GROUP_COLOURS.length]!,
    seqNum: index + 1,
  }));
}

export type DemoTerminal = Terminal & { readonly password: string };

const GOLDEN_ANGLE = Math.PI * (3 - Math.sqrt(5));
const METRES_PER_DEGREE_LAT = 111_320;

/** The i-th of n points spread evenly over a disc (a sunflower spiral): no clumps, no randomness. */
export function spread(centre: Demo.LatLng, radiusM: number, i: number, n: number): Demo.LatLng {
  const r = radiusM * Math.sqrt((i + 0.5) / n);
  const angle = i * GOLDEN_ANGLE;
  const lat = centre.lat + (r * Math.cos(angle)) / METRES_PER_DEGREE_LAT;
  const lng = centre.lng + (r * Math.sin(angle)) / (METRES_PER_DEGREE_LAT * Math.cos((centre.lat * Math.PI) / 180));
  return { lat: round6(lat), lng: round6(lng) };
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;
const pad2 = (n: number) => String(n).padStart(2, '0');

export function demoTerminals(now: number): DemoTerminal[] {
  const terminals: DemoTerminal[] = [];
  let nextMsId = Demo.FIRST_TERMINAL_MS_ID;
  const add = (type: number, msName: string, grp: string[], at: Demo.LatLng, msId = String(nextMsId++), password = Demo.TERMINAL_PASSWORD) => {
    const index = terminals.length;
    terminals.push({
      msId,
      msName,
      cid: Demo.ORGANISATION_ID,
      type,
      online: 0,
      grp,
      currentGroup: grp[0]!,
      battery: 35 + ((index * 37) % 66),
      signal: 1 + ((index * 7) % 5),
      model: Demo.MODELS[type] ?? 'PoC Terminal',
      gps: { ...at, speed: 0, direction: 0, altitude: 15, time: now },
      lastOnline: null,
      lastOffline: null,
      password,
    });
  };

  for (const [d, district] of Demo.DISTRICTS.entries()) {
    for (const [t, team] of district.teams.entries()) {
      const teamCentre = spread(district.centre, 900, t, district.teams.length);
      const radios = Demo.TEAM_RADIOS.flatMap(({ type, count }) => Array.from({ length: count }, () => type));
      radios.forEach((type, r) => {
        const surname = Demo.SURNAMES[(d * 31 + t * 7 + r) % Demo.SURNAMES.length]!;
        add(type, radioName(type, team.callsign, r + 1, surname), [team.gid, district.gid, Demo.ROOT_GID], spread(teamCentre, 600, r, radios.length));
      });
    }
    for (let g = 1; g <= Demo.GATEWAYS_PER_DISTRICT; g += 1) {
      const name = `${district.name.replace(' District', '')} Gateway ${g}`;
      add(TerminalType.Gateway, name, [district.gid, Demo.ROOT_GID], spread(district.centre, 1_500, g, Demo.GATEWAYS_PER_DISTRICT + 1));
    }
  }
  Demo.CAMERA_SITES.forEach((site, c) => {
    add(TerminalType.Camera, `Cam ${site}`, [Demo.CAMERAS_GID, Demo.ROOT_GID], spread(Demo.CONTROL_ROOM.centre, 3_500, c, Demo.CAMERA_SITES.length));
  });
  for (const dispatcher of Demo.DISPATCHERS) {
    const grp = [Demo.CONTROL_ROOM_GID, Demo.ROOT_GID];
    add(TerminalType.Dispatcher, dispatcher.name, grp, Demo.CONTROL_ROOM.centre, dispatcher.msId, Demo.DISPATCHER_PASSWORD);
  }
  return terminals;
}

function radioName(type: number, callsign: string, n: number, surname: string): string {
  switch (type) {
    case TerminalType.App:
      return `${surname} (app)`;
    case TerminalType.Sos:
      return `${callsign} SOS Badge`;
    case TerminalType.Pmr:
      return `${callsign} PMR ${pad2(n)}`;
    case TerminalType.Dmr:
      return `${callsign} DMR ${pad2(n)}`;
    default:
      return `${callsign}-${pad2(n)} ${surname}`;
  }
}
