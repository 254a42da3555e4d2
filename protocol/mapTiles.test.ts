import { describe, expect, it } from 'vitest';
import { GOOGLE_SESSION_URL, hasImagery, TILE_ORIGINS, tileTemplates } from './mapTiles.ts';

const fill = (template: string, z: number, x: number, y: number) =>
  template.replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(y));

describe('map tile sources', () => {
  it('OpenStreetMap: z/x/y path, no satellite imagery', () => {
    const [template] = tileTemplates('openstreet', 'roadmap')!;
    expect(fill(template!, 12, 2048, 1361)).toBe('https://tile.openstreetmap.org/12/2048/1361.png');
    expect(tileTemplates('openstreet', 'satellite')).toBeNull();
    expect(hasImagery('openstreet')).toBe(false);
  });

  it('Amap: four hosts, road style 8 and satellite style 6 with x, y, z parameters', () => {
    const roads = tileTemplates('amap', 'roadmap')!;
    expect(roads).toHaveLength(4);
    const url = new URL(fill(roads[2]!, 10, 856, 418));
    expect(url.hostname).toBe('webrd03.is.autonavi.com');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ style: '8', x: '856', y: '418', z: '10' });
    const satellite = new URL(fill(tileTemplates('amap', 'satellite')![0]!, 3, 1, 2));
    expect(satellite.hostname).toBe('webst01.is.autonavi.com');
    expect(satellite.searchParams.get('style')).toBe('6');
    expect(hasImagery('amap')).toBe(true);
  });

  it('Google: needs a session and the key, both URL-encoded into every tile URL', () => {
    expect(tileTemplates('google', 'roadmap')).toBeNull();
    const [template] = tileTemplates('google', 'satellite', { session: 'a b', key: 'k&y' })!;
    const url = new URL(fill(template!, 5, 6, 7));
    expect(url.origin + url.pathname).toBe('https://tile.googleapis.com/v1/2dtiles/5/6/7');
    expect(url.searchParams.get('session')).toBe('a b');
    expect(url.searchParams.get('key')).toBe('k&y');
    expect(GOOGLE_SESSION_URL).toBe('https://tile.googleapis.com/v1/createSession');
  });

  it('lists every tile origin once, for the Content-Security-Policy', () => {
    expect(TILE_ORIGINS).toContain('https://tile.openstreetmap.org');
    expect(TILE_ORIGINS).toContain('https://webst04.is.autonavi.com');
    expect(TILE_ORIGINS).toContain('https://tile.googleapis.com');
    expect(new Set(TILE_ORIGINS).size).toBe(TILE_ORIGINS.length);
    expect(TILE_ORIGINS).toHaveLength(10);
  });
});
