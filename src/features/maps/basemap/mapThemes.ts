/**
 * Map themes (SPEC §2, §9): normal, dark, moonlight silver, phantom black. A theme is a palette
 * of the offline basemap; the layers' paint comes from it, so switching a theme restyles what is
 * already drawn without reloading any data.
 */
export const MAP_THEMES = ['normal', 'dark', 'moonlight', 'phantom'] as const;
export type MapTheme = (typeof MAP_THEMES)[number];
export const DEFAULT_MAP_THEME: MapTheme = 'normal';

export type BasemapPalette = {
  readonly sea: string;
  readonly land: string;
  readonly border: string;
  readonly road: string;
  readonly roadCasing: string;
};

export const MAP_THEME_PALETTES: Readonly<Record<MapTheme, BasemapPalette>> = {
  normal: { sea: '#a9cfe0', land: '#f1eee6', border: '#9a96a8', road: '#ffffff', roadCasing: '#c9c3b6' },
  dark: { sea: '#17263c', land: '#242f3e', border: '#5b6b82', road: '#38414e', roadCasing: '#1b222c' },
  moonlight: { sea: '#c3cbd6', land: '#e6e9ee', border: '#8f98a6', road: '#ffffff', roadCasing: '#b4bcc8' },
  phantom: { sea: '#050608', land: '#16181c', border: '#3c4048', road: '#2c3038', roadCasing: '#0b0c0f' },
};

export const isMapTheme = (raw: unknown): raw is MapTheme => (MAP_THEMES as readonly unknown[]).includes(raw);

/** Online tiles under a theme: MapLibre raster paint that dims and desaturates them to match. */
export const MAP_THEME_RASTER: Readonly<Record<MapTheme, { readonly saturation: number; readonly brightnessMax: number; readonly brightnessMin: number }>> = {
  normal: { saturation: 0, brightnessMax: 1, brightnessMin: 0 },
  dark: { saturation: -0.4, brightnessMax: 0.55, brightnessMin: 0 },
  moonlight: { saturation: -0.85, brightnessMax: 1, brightnessMin: 0.2 },
  phantom: { saturation: -1, brightnessMax: 0.35, brightnessMin: 0 },
};
