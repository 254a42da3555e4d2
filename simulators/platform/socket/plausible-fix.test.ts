import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plausibleReportGps, ReportGpsArgs } from './plausible-fix.ts';

const edgy = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.constantFrom(0, -0, -90, 90, -180, 180, 360, 1_000, -1_000, 100_000, 90.000001, -1, 2 ** 53, 2 ** 53 - 1, Number.NaN, Infinity, -Infinity),
  fc.string(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
);
const fix = fc.record(
  { lat: edgy, lng: edgy, speed: edgy, direction: edgy, altitude: edgy, time: edgy, extra: fc.anything() },
  { requiredKeys: [] },
);
const args = fc.oneof(fc.record({ fix }), fc.record({ fix: fc.anything() }), fc.anything(), fc.array(fix));

describe('plausibleReportGps', () => {
  it('accepts only what the zod schema accepts, as the same value (seeded)', () => {
    fc.assert(
      fc.property(args, (input) => {
        const fast = plausibleReportGps(input);
        if (fast === null) return;
        const parsed = ReportGpsArgs.safeParse(input);
        expect(parsed.success).toBe(true);
        expect(fast).toEqual(parsed.data);
        expect(Object.keys(fast.fix)).toEqual(Object.keys(parsed.data!.fix));
      }),
      { seed: 11, numRuns: 20_000 },
    );
  });

  it('accepts the fixes terminals send', () => {
    const valid = { fix: { lat: 39.47, lng: -0.376, speed: 5.5, direction: 359, altitude: 15, time: 1_764_000_000_000 } };
    expect(plausibleReportGps(valid)).toEqual(ReportGpsArgs.parse(valid));
    expect(plausibleReportGps({ fix: { ...valid.fix, extra: 1 } })).toEqual(valid);
    for (const field of ['lat', 'lng', 'speed', 'direction', 'altitude', 'time'] as const) {
      expect(plausibleReportGps({ fix: { ...valid.fix, [field]: undefined } })).toBeNull();
    }
    expect(plausibleReportGps({ fix: { ...valid.fix, time: 1.5 } })).toBeNull();
  });

  it('takes microdegrees (SPEC §9: magnitude 200 or more) as degrees; between 90 and 200 is no latitude', () => {
    const sent = { fix: { lat: 39_470_500, lng: -375_500, speed: 5.5, direction: 359, altitude: 15, time: 1_764_000_000_000 } };
    const stored = { fix: { ...sent.fix, lat: 39.4705, lng: -0.3755 } };
    expect(plausibleReportGps(sent)).toEqual(stored);
    expect(ReportGpsArgs.parse(sent)).toEqual(stored);
    expect(plausibleReportGps({ fix: { ...sent.fix, lat: 150 } })).toBeNull();
    expect(ReportGpsArgs.safeParse({ fix: { ...sent.fix, lat: 150 } }).success).toBe(false);
    expect(plausibleReportGps({ fix: { ...sent.fix, lat: 95_000_000 } })).toBeNull();
  });

  it('accepts every generated plausible fix, as the zod schema parses it', () => {
    const validFix = fc.record({
      lat: fc.double({ min: -90, max: 90, noNaN: true }),
      lng: fc.double({ min: -180, max: 180, noNaN: true }),
      speed: fc.double({ min: 0, max: 1_000, noNaN: true }),
      direction: fc.double({ min: 0, max: 360, noNaN: true }),
      altitude: fc.double({ min: -1_000, max: 100_000, noNaN: true }),
      time: fc.integer({ min: 1 }),
    });
    fc.assert(
      fc.property(validFix, (one) => {
        expect(plausibleReportGps({ fix: one })).toEqual(ReportGpsArgs.parse({ fix: one }));
      }),
      { seed: 11, numRuns: 5_000 },
    );
  });
});
