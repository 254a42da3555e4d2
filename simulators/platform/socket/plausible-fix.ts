import { z } from 'zod';
import { GpsFixSchema, type GpsFix } from '../../../protocol/index.ts';

/** SPEC §9: a coordinate of magnitude 200 or more is in millionths of a degree (some radios send those). */
const MICRODEGREE_THRESHOLD = 200;
export const degreesOf = (value: number): number => (Math.abs(value) >= MICRODEGREE_THRESHOLD ? value / 1_000_000 : value);
const coordinate = (limit: number) => z.number().transform(degreesOf).pipe(z.number().min(-limit).max(limit));

/** The protocol's fix, held to what a GPS receiver can report; microdegrees are stored as degrees. */
export const PlausibleFix = GpsFixSchema.extend({
  lat: coordinate(90),
  lng: coordinate(180),
  speed: z.number().min(0).max(1_000),
  direction: z.number().min(0).max(360),
  altitude: z.number().min(-1_000).max(100_000),
  time: z.number().int().positive(),
});

export const ReportGpsArgs = z.object({ fix: PlausibleFix });

const within = (value: unknown, min: number, max: number): value is number => typeof value === 'number' && value >= min && value <= max;

/**
 * `reportGps` arguments that ReportGpsArgs accepts, checked by hand: the zod parse was about a tenth
 * of the emulator's work per fix in the 10,000-terminal run. Sound, not complete: whatever this
 * refuses goes to ReportGpsArgs, which decides and words the refusal; what it accepts ReportGpsArgs
 * accepts too, as the same value (the six fields, in order, nothing else).
 */
export function plausibleReportGps(args: unknown): { fix: GpsFix } | null {
  if (typeof args !== 'object' || args === null) return null;
  const fix = (args as { fix?: unknown }).fix;
  if (typeof fix !== 'object' || fix === null) return null;
  const { lat: rawLat, lng: rawLng, speed, direction, altitude, time } = fix as Record<string, unknown>;
  const lat = typeof rawLat === 'number' ? degreesOf(rawLat) : rawLat;
  const lng = typeof rawLng === 'number' ? degreesOf(rawLng) : rawLng;
  if (!within(lat, -90, 90) || !within(lng, -180, 180) || !within(speed, 0, 1_000) || !within(direction, 0, 360) || !within(altitude, -1_000, 100_000)) return null;
  if (!Number.isSafeInteger(time) || (time as number) <= 0) return null;
  return { fix: { lat, lng, speed, direction, altitude, time: time as number } };
}
