import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { batteryOf, packVitals, signalOf, unpackVitals } from './vitals.ts';

describe('packed battery and signal', () => {
  it('round-trips every battery 0–100 and signal 0–5 the protocol allows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 5 }), (battery, signal) => {
        const packed = packVitals(battery, signal);
        expect(unpackVitals(packed)).toEqual({ battery, signal });
        expect([batteryOf(packed), signalOf(packed)]).toEqual([battery, signal]);
      }),
    );
  });

  it('gives different numbers for different pairs, so an unchanged number means an unchanged status', () => {
    const seen = new Set<number>();
    for (let battery = 0; battery <= 100; battery += 1) for (let signal = 0; signal <= 5; signal += 1) seen.add(packVitals(battery, signal));
    expect(seen.size).toBe(101 * 6);
  });
});
