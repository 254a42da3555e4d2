import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeServerFrame, ServerFrameSchema } from './frames.ts';
import { frequentEventFrame } from './frequentEvents.ts';

/** A value that is right with weight 12, else a near miss of it (wrong type, out of range, absent). */
const mostly = <T>(right: fc.Arbitrary<T>, ...wrong: fc.Arbitrary<unknown>[]) => fc.oneof({ arbitrary: right as fc.Arbitrary<unknown>, weight: 12 }, ...wrong);
const ABSENT = Symbol('absent');
const count = mostly(fc.integer({ min: 0, max: 2 ** 31 }), fc.integer({ min: -2, max: 0 }), fc.constantFrom(2 ** 53, 2 ** 53 + 2, 0.5, NaN), fc.string(), fc.constant(null), fc.constant(ABSENT));
const status = fc.record({
  type: mostly(fc.constant('terminal.status'), fc.constantFrom('terminal.gps', 'group.created')),
  msId: mostly(fc.string(), fc.integer(), fc.constant(ABSENT)),
  battery: mostly(fc.integer({ min: 0, max: 100 }), fc.constantFrom(-1, 101, 50.5, '50'), fc.constant(ABSENT)),
  signal: mostly(fc.integer({ min: 0, max: 5 }), fc.constantFrom(-1, 6, 2.5), fc.constant(ABSENT)),
  extra: mostly(fc.constant(ABSENT), fc.anything()),
});
const presence = fc.record({
  type: fc.constantFrom('terminal.online', 'terminal.offline'),
  msId: mostly(fc.string(), fc.integer(), fc.constant(ABSENT)),
  logType: fc.constantFrom(ABSENT, ABSENT, 5, 6, 7, 8, '5', undefined),
  extra: mostly(fc.constant(ABSENT), fc.anything()),
});
const frame = fc.record({
  type: mostly(fc.constant('event'), fc.constantFrom('snapshot', 'reply')),
  seq: count,
  prev: count,
  stream: mostly(fc.string(), fc.integer(), fc.constant(ABSENT)),
  time: mostly(fc.integer(), fc.double(), fc.string(), fc.constant(ABSENT)),
  event: fc.oneof({ arbitrary: status, weight: 3 }, { arbitrary: presence, weight: 3 }, fc.anything()).map(withoutAbsent),
  extra: mostly(fc.constant(ABSENT), fc.anything()),
}).map(withoutAbsent);

/** Keys whose value is ABSENT are left out (a missing key, which differs from one holding undefined). */
function withoutAbsent(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== ABSENT));
}

describe('frequent event frames checked by hand', () => {
  it('accept only what ServerFrameSchema accepts, as the same value, and accept plenty (seeded)', () => {
    let accepted = 0;
    fc.assert(
      fc.property(fc.oneof({ arbitrary: frame, weight: 8 }, fc.anything()), (value) => {
        const fast = frequentEventFrame(value);
        if (fast === null) return;
        accepted += 1;
        const parsed = ServerFrameSchema.safeParse(value);
        expect(parsed.success).toBe(true);
        expect(fast).toEqual(parsed.data);
        expect(decodeServerFrame(value)).toEqual({ ok: true, value: fast });
      }),
      { seed: 21, numRuns: 20_000 },
    );
    expect(accepted).toBeGreaterThan(2_000);
  });

  it('take the three events as the emulator writes them, and leave the rest to the schema', () => {
    const status = { type: 'event', seq: 12, prev: 11, stream: 'terminal-10000001', time: 1, event: { type: 'terminal.status', msId: '10000001', battery: 80, signal: 4 } };
    const online = { type: 'event', seq: 13, stream: 'terminal-10000001', time: 2, event: { type: 'terminal.online', msId: '10000001', logType: 7 } };
    const offline = { type: 'event', seq: 14, prev: 13, stream: 'terminal-10000001', time: 3, event: { type: 'terminal.offline', msId: '10000001' } };
    for (const value of [status, online, offline]) expect(frequentEventFrame(JSON.parse(JSON.stringify(value)))).toEqual(value);
    // An unknown key: zod strips it, so the schema decides (and gives the frame without it).
    const extra = { ...status, event: { ...status.event, note: 'x' } };
    expect(frequentEventFrame(extra)).toBeNull();
    expect(decodeServerFrame(extra)).toEqual({ ok: true, value: status });
    // A battery out of range: the schema refuses it and says why.
    const bad = { ...status, event: { ...status.event, battery: 101 } };
    expect(frequentEventFrame(bad)).toBeNull();
    expect(decodeServerFrame(bad)).toMatchObject({ ok: false, error: { kind: 'bad-shape' } });
    expect(frequentEventFrame({ ...offline, event: { ...offline.event, logType: 5 } })).toBeNull();
  });
});
