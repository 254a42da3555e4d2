/**
 * Speed units of SPEC §9: positions carry m/s; a host shows m/s, mph (×2.237) or km/h (×3.6), and
 * the host configuration's default is mph.
 */

export const SpeedUnit = { MetresPerSecond: 'm/s', Mph: 'mph', Kmh: 'km/h' } as const;
export type SpeedUnit = (typeof SpeedUnit)[keyof typeof SpeedUnit];

export const DEFAULT_SPEED_UNIT: SpeedUnit = SpeedUnit.Mph;

const FACTORS: Readonly<Record<SpeedUnit, number>> = { 'm/s': 1, mph: 2.237, 'km/h': 3.6 };

/** Spellings hosts use in their configuration; anything else falls back to the default. */
const ALIASES: Readonly<Record<string, SpeedUnit>> = {
  'm/s': 'm/s', ms: 'm/s', mps: 'm/s',
  mph: 'mph',
  'km/h': 'km/h', kmh: 'km/h', kph: 'km/h',
};

export function parseSpeedUnit(configured: string | null | undefined): SpeedUnit {
  return ALIASES[(configured ?? '').trim().toLowerCase()] ?? DEFAULT_SPEED_UNIT;
}

export function convertSpeed(metresPerSecond: number, unit: SpeedUnit): number {
  return metresPerSecond * FACTORS[unit];
}
