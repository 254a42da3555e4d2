import { describe, expect, it } from 'vitest';
import type { RoadNet } from '../../../../protocol/roadNet.ts';
import type { FloorsState, GroupFloor } from '../../../state/floors.ts';
import { fixAt, terminalRecord } from './fixtures.ts';
import { terminalInfo } from './terminalInfo.ts';

const groups = new Map([
  ['111', { gid: '111', fid: '110', name: 'North Patrol A', color: '#1677ff', seqNum: 2 }],
  ['100', { gid: '100', fid: '0', name: 'Metro Public Safety', color: '#13c2c2', seqNum: 1 }],
]);

const floor = (gid: string, patch: Partial<GroupFloor>): GroupFloor => ({ gid, talker: null, grantedAt: 0, maxMs: 60_000, queue: [], lastRelease: null, ...patch });
const talker = (msId: string, priority: 1 | 2 | 3) => ({ msId, name: msId, type: 6, priority });

describe('the terminal info card model (SPEC §3)', () => {
  const terminal = terminalRecord('10000001', { lastOffline: 1_699_999_000_000 });
  const vitals = { battery: 80, signal: 4 };

  it('carries every field the platform provides, speed converted and coordinates normalised', () => {
    const info = terminalInfo({
      terminal,
      vitals: { battery: 80, signal: 4 },
      fix: fixAt(39_469_900, -376_300, { speed: 10, time: 1_700_000_123_000 }),
      groups,
      floors: new Map(),
      speedUnit: 'km/h',
      roadNet: null,
    });
    expect(info).toEqual({
      avatar: 'radio',
      type: 6,
      id: '10000001',
      name: 'Radio 10000001',
      online: true,
      callSet: 8,
      battery: 80,
      signal: 4,
      currentGroup: 'North Patrol A',
      callStatus: { kind: 'idle' },
      groups: ['North Patrol A', 'Metro Public Safety'],
      model: 'T320 LTE PoC Radio',
      lastOnline: 1_700_000_000_000,
      lastOffline: 1_699_999_000_000,
      location: { lat: 39.4699, lng: -0.3763, place: null, speed: 36, speedUnit: 'km/h', time: 1_700_000_123_000 },
    });
  });

  it('has no location before the first fix, and names unknown groups by id', () => {
    const info = terminalInfo({ terminal: { ...terminal, currentGroup: '999' }, vitals, fix: undefined, groups, floors: new Map(), speedUnit: 'mph', roadNet: null });
    expect(info.location).toBeNull();
    expect(info.currentGroup).toBe('999');
  });

  it('shows the call status from the floors: talking, SOS, queued', () => {
    const base = { terminal, vitals, fix: undefined, groups, speedUnit: 'mph' as const, roadNet: null };
    const talking: FloorsState = new Map([['111', floor('111', { talker: talker('10000001', 1) })]]);
    expect(terminalInfo({ ...base, floors: talking }).callStatus).toEqual({ kind: 'talking', group: 'North Patrol A', emergency: false });
    const sos: FloorsState = new Map([['111', floor('111', { talker: talker('10000001', 3) })]]);
    expect(terminalInfo({ ...base, floors: sos }).callStatus).toEqual({ kind: 'talking', group: 'North Patrol A', emergency: true });
    const queued: FloorsState = new Map([['100', floor('100', { talker: talker('20000001', 2), queue: [talker('10000009', 1), talker('10000001', 1)] })]]);
    expect(terminalInfo({ ...base, floors: queued }).callStatus).toEqual({ kind: 'queued', group: 'Metro Public Safety', position: 2 });
  });

  it('names the last location after the nearest road of the road net', () => {
    const road = (name: string, from: [number, number], to: [number, number]): RoadNet['features'][number] => ({
      type: 'Feature',
      properties: { name, kind: 'street' },
      geometry: { type: 'LineString', coordinates: [from, to] },
    });
    const net: RoadNet = {
      type: 'FeatureCollection',
      features: [road('Calle 1', [-0.38, 39.46], [-0.38, 39.48]), road('Avenida 1', [-0.39, 39.47], [-0.37, 39.47])],
    };
    const metre = 1 / 111_320;
    const nearAvenue = terminalInfo({ terminal, vitals, fix: fixAt(39.47 + 10 * metre, -0.375), groups, floors: new Map(), speedUnit: 'mph', roadNet: net });
    expect(nearAvenue.location?.place).toBe('Avenida 1');
    const nearStreet = terminalInfo({ terminal, vitals, fix: fixAt(39.475, -0.38 + 5 * metre), groups, floors: new Map(), speedUnit: 'mph', roadNet: net });
    expect(nearStreet.location?.place).toBe('Calle 1');
    const away = terminalInfo({ terminal, vitals, fix: fixAt(39.47 + 100 * metre, -0.375), groups, floors: new Map(), speedUnit: 'mph', roadNet: net });
    expect(away.location?.place).toBeNull();
  });
});
