import type { GpsFix } from '../../../protocol/index.ts';
import type { Json, NewEvent } from '../store/event-store.ts';

const finite = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * The store row of a `terminal.gps` event checked by hand: the zod parse of every event before the
 * store was about 560 bytes and a few µs per fix in the 10,000-terminal run. Sound, not complete:
 * null hands the event to EmulatorEventSchema, which decides; what this accepts the schema accepts
 * too, as the same value (type, msId and the fix's six numbers, in the schema's order, nothing else).
 */
export function gpsEventRow(event: { readonly type: string; readonly [key: string]: unknown }): NewEvent | null {
  if (event.type !== 'terminal.gps') return null;
  const { msId, fix } = event;
  if (typeof msId !== 'string' || typeof fix !== 'object' || fix === null) return null;
  const { lat, lng, speed, direction, altitude, time } = fix as Partial<Record<keyof GpsFix, unknown>>;
  if (!finite(lat) || !finite(lng) || !finite(speed) || !finite(direction) || !finite(altitude) || !finite(time)) return null;
  const payload = { type: 'terminal.gps', msId, fix: { lat, lng, speed, direction, altitude, time } } satisfies Json;
  return { stream: `terminal:${msId}`, type: 'terminal.gps', payload };
}
