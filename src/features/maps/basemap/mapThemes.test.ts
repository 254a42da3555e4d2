import { describe, expect, it } from 'vitest';
import { basemapStyle, borderLayer, landLayer, streetLayer, BASEMAP_COLOURS } from './basemapStyle.ts';
import { isMapTheme, MAP_THEME_PALETTES, MAP_THEME_RASTER, MAP_THEMES } from './mapThemes.ts';

const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};

describe('map themes (SPEC §9: normal, dark, moonlight silver, phantom black)', () => {
  it('has the four themes, normal being the basemap colours', () => {
    expect(MAP_THEMES).toEqual(['normal', 'dark', 'moonlight', 'phantom']);
    expect(BASEMAP_COLOURS).toBe(MAP_THEME_PALETTES.normal);
    expect(isMapTheme('dark')).toBe(true);
    expect(isMapTheme('satellite')).toBe(false);
  });

  it('gives each theme its own land and sea, distinguishable from each other', () => {
    const lands = MAP_THEMES.map((theme) => MAP_THEME_PALETTES[theme].land);
    expect(new Set(lands).size).toBe(4);
    for (const theme of MAP_THEMES) {
      const palette = MAP_THEME_PALETTES[theme];
      for (const colour of Object.values(palette)) expect(colour).toMatch(/^#[0-9a-f]{6}$/);
      expect(palette.land, `${theme}: sea and land differ`).not.toBe(palette.sea);
    }
  });

  it('dark themes are dark, light themes are light, phantom black darkest', () => {
    const land = (theme: (typeof MAP_THEMES)[number]) => luminance(MAP_THEME_PALETTES[theme].land);
    expect(land('normal')).toBeGreaterThan(200);
    expect(land('moonlight')).toBeGreaterThan(200);
    expect(land('dark')).toBeLessThan(60);
    expect(land('phantom')).toBeLessThan(land('dark'));
    expect(MAP_THEME_RASTER.phantom.brightnessMax).toBeLessThan(MAP_THEME_RASTER.dark.brightnessMax);
  });

  it('paints the style and layers from the palette', () => {
    const palette = MAP_THEME_PALETTES.phantom;
    expect(basemapStyle(palette).layers[0]).toMatchObject({ type: 'background', paint: { 'background-color': palette.sea } });
    expect(landLayer(palette)).toMatchObject({ paint: { 'fill-color': palette.land } });
    expect(borderLayer(palette)).toMatchObject({ paint: { 'line-color': palette.border } });
    expect(streetLayer(palette)).toMatchObject({ paint: { 'line-color': palette.road } });
  });
});
