import { describe, expect, it } from 'vitest';
import { GeoCallRefusal, SocketCommandError, type TempGroup } from '../../../protocol/index.ts';
import { areaOf, checkGeoCallForm, failureOf, gatheredMembers, geoCallsIn } from './model.ts';

const SQUARE = { kind: 'polygon', points: [[0, 0], [0.01, 0], [0.01, 0.01], [0, 0.01]] } as const;
const draft = { kind: 'polygon', points: SQUARE.points } as const;

describe('geo-call form', () => {
  it('needs a valid name and a drawn area or a chosen fence, by the platform rules', () => {
    expect(checkGeoCallForm('', 'polygon', { kind: 'polygon', points: [] }, '', [])).toEqual({
      name: { key: 'tempGroups.error.required', count: 20 },
      area: { key: 'geoFences.error.tooFewPoints' },
    });
    expect(checkGeoCallForm('Ops', 'polygon', draft, '', ['ops']).name?.key).toBe('tempGroups.error.exists');
    expect(checkGeoCallForm('Flood', 'polygon', draft, '', [])).toEqual({ name: null, area: null });
    expect(checkGeoCallForm('Flood', 'circle', { kind: 'circle', center: null, radius: 0, sizing: false }, '', []).area?.key).toBe('geoFences.error.noCentre');
    expect(checkGeoCallForm('Flood', 'circle', { kind: 'circle', center: [0, 0], radius: 3, sizing: false }, '', []).area?.key).toBe('geoFences.error.radius');
    expect(checkGeoCallForm('Flood', 'fence', null, '', []).area?.key).toBe('geoCalls.error.noFence');
    expect(areaOf('fence', null, '7')).toEqual({ kind: 'fence', fenceid: '7' });
    expect(areaOf('polygon', draft, '')).toEqual(SQUARE);
  });

  it("words the platform's refusals", () => {
    expect(failureOf(new SocketCommandError('409', 'name:exists')).key).toBe('tempGroups.error.exists');
    expect(failureOf(new SocketCommandError('409', GeoCallRefusal.TooMany)).key).toBe('geoCalls.error.tooMany');
    expect(failureOf(new SocketCommandError('404', `${GeoCallRefusal.UnknownFence} 9`)).key).toBe('geoCalls.error.noFence');
    expect(failureOf(new SocketCommandError('404', GeoCallRefusal.Unknown)).key).toBe('geoCalls.error.gone');
    expect(failureOf(new SocketCommandError('400', `${GeoCallRefusal.BadArea} shape.flat`)).key).toBe('geoCalls.error.area');
    expect(failureOf(new Error('boom')).key).toBe('geoCalls.error.failed');
  });

  it('lists only temp groups with an area, and the members gathered by position', () => {
    const call: TempGroup = { gid: '900002', name: 'Flood', creator: '20000001', members: ['20000001', '10000001'], createdAt: 0, area: SQUARE as unknown as TempGroup['area'] };
    const plain: TempGroup = { gid: '900001', name: 'Ops', creator: '20000001', members: ['20000001', '10000002'], createdAt: 0 };
    expect(geoCallsIn([plain, call])).toEqual([call]);
    expect(gatheredMembers(call)).toEqual(['10000001']);
  });
});
