/** SPEC §9: distances show in km or m. At 1 km and above in km, below in whole metres. */
export type DistanceReading = { readonly value: number; readonly unit: 'km' | 'm' };

export function readDistance(metres: number): DistanceReading {
  return metres >= 1_000 ? { value: Math.round(metres / 10) / 100, unit: 'km' } : { value: Math.round(metres), unit: 'm' };
}
