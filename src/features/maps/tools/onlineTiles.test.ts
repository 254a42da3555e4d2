import { describe, expect, it } from 'vitest';
import { onlineTiles, tileKindFor } from './onlineTiles.ts';

const noGoogle = { session: null, failure: null };

describe('onlineTiles', () => {
  it('draws no online tiles for the offline map type', () => {
    expect(onlineTiles('offline', true, noGoogle)).toEqual({ status: 'offline' });
  });

  it('OpenStreetMap road tiles, also when satellite is asked (it has no imagery)', () => {
    const tiles = onlineTiles('openstreet', true, noGoogle);
    expect(tiles).toMatchObject({ status: 'ready', raster: { provider: 'openstreet', kind: 'roadmap', maxzoom: 19, tileSize: 256 } });
    expect(tileKindFor('openstreet', true)).toBe('roadmap');
  });

  it('Amap switches between road and satellite templates', () => {
    const road = onlineTiles('amap', false, noGoogle);
    const satellite = onlineTiles('amap', true, noGoogle);
    expect(road.status === 'ready' && road.raster.tiles[0]).toContain('style=8');
    expect(satellite.status === 'ready' && satellite.raster.tiles[0]).toContain('style=6');
  });

  it('Google waits for its session, then fills it in; a failure makes it unavailable', () => {
    expect(onlineTiles('google', false, noGoogle)).toEqual({ status: 'connecting', provider: 'google' });
    const ready = onlineTiles('google', true, { session: { session: 'S', key: 'K' }, failure: null });
    expect(ready).toMatchObject({ status: 'ready', raster: { provider: 'google', kind: 'satellite' } });
    expect(ready.status === 'ready' && ready.raster.tiles[0]).toBe('https://tile.googleapis.com/v1/2dtiles/{z}/{x}/{y}?session=S&key=K');
    expect(onlineTiles('google', false, { session: null, failure: 'noKey' })).toEqual({ status: 'googleUnavailable', reason: 'noKey' });
  });
});
