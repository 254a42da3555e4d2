import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EmulatorEventSchema, streamOf, type EmulatorEvent } from './emulator-event.ts';
import { gpsEventRow } from './gps-event-row.ts';

// Mostly numbers, so that many generated events pass the hand check and are compared with zod.
const edgy = fc.oneof(
  { arbitrary: fc.double(), weight: 12 },
  { arbitrary: fc.integer(), weight: 6 },
  fc.constantFrom(0, -0, 2 ** 53, Number.MAX_VALUE, Number.NaN, Infinity, -Infinity),
  fc.string(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
);
const fix = fc.oneof(
  { arbitrary: fc.record({ lat: edgy, lng: edgy, speed: edgy, direction: edgy, altitude: edgy, time: edgy }), weight: 6 },
  fc.record({ lat: edgy, lng: edgy, speed: edgy, direction: edgy, altitude: edgy, time: edgy, extra: fc.anything() }, { requiredKeys: [] }),
  fc.anything(),
);
const event = fc.record(
  { type: fc.constantFrom('terminal.gps', 'terminal.status', 'terminal.online'), msId: fc.oneof(fc.string(), fc.constant('30000001'), fc.integer()), fix, extra: fc.anything() },
  { requiredKeys: ['type'] },
);

describe('gpsEventRow', () => {
  it('accepts only what the event schema accepts, as the same row (seeded)', () => {
    let accepted = 0;
    fc.assert(
      fc.property(event, (input) => {
        const fast = gpsEventRow(input);
        if (fast === null) return;
        accepted += 1;
        const parsed = EmulatorEventSchema.safeParse(input);
        expect(parsed.success).toBe(true);
        const valid = parsed.data as EmulatorEvent;
        expect(fast).toEqual({ stream: streamOf(valid), type: valid.type, payload: valid });
        // Same JSON, key order included: the store and the fan-out serialise the payload as it is.
        expect(JSON.stringify(fast.payload)).toBe(JSON.stringify(valid));
      }),
      { seed: 11, numRuns: 20_000 },
    );
    expect(accepted).toBeGreaterThan(500);
  });

  it('takes the fixes the emulator commits and leaves other events to the schema', () => {
    const gps = { type: 'terminal.gps', msId: '30000001', fix: { lat: 39.47, lng: -0.376, speed: 5.5, direction: 359, altitude: 15, time: 1_764_000_000_000 } } as const;
    expect(gpsEventRow(gps)).toEqual({ stream: 'terminal:30000001', type: 'terminal.gps', payload: gps });
    expect(gpsEventRow({ ...gps, fix: { ...gps.fix, lat: Number.NaN } })).toBeNull();
    expect(gpsEventRow({ ...gps, msId: 30000001 })).toBeNull();
    expect(gpsEventRow({ type: 'terminal.status', msId: '30000001' })).toBeNull();
  });
});
