import { describe, expect, it } from 'vitest';
import type { FloorsState } from '../../../state/floors.ts';
import { markerGlyphOf, markerStateOf, MarkerState, talkersOf } from './terminalMarkers.ts';

describe('terminal markers', () => {
  it('picks a glyph per type code', () => {
    expect([20, 10, 8, 6, 0, 30, 31, 505, 40, 99].map((type) => markerGlyphOf(type))).toEqual([
      'dispatcher', 'app', 'gateway', 'radio', 'radio', 'radio', 'radio', 'sos', 'camera', 'other',
    ]);
  });

  it('draws the icon a dispatcher chose instead of the type glyph', () => {
    expect(markerGlyphOf(6, 'camera')).toBe('camera');
    expect(markerGlyphOf(20, undefined)).toBe('dispatcher');
  });

  it('ranks SOS over talking over online over offline', () => {
    expect(markerStateOf(0, undefined)).toBe(MarkerState.Offline);
    expect(markerStateOf(1, undefined)).toBe(MarkerState.Online);
    expect(markerStateOf(1, 'talking')).toBe(MarkerState.Talking);
    expect(markerStateOf(1, 'emergency')).toBe(MarkerState.Sos);
  });

  it('finds talkers in the floors; an emergency grant wins', () => {
    const talker = (msId: string, priority: 1 | 2 | 3) => ({ msId, name: msId, type: 6, priority });
    const floors: FloorsState = new Map([
      ['111', { gid: '111', talker: talker('a', 1), grantedAt: 1, maxMs: 60_000, queue: [], lastRelease: null }],
      ['112', { gid: '112', talker: talker('b', 3), grantedAt: 1, maxMs: 60_000, queue: [], lastRelease: null }],
      ['113', { gid: '113', talker: null, grantedAt: 0, maxMs: 0, queue: [talker('c', 1)], lastRelease: null }],
    ]);
    expect(talkersOf(floors)).toEqual(new Map([['a', 'talking'], ['b', 'emergency']]));
  });
});
