import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ClientFrameSchema, commandFrame, decodeClientFrame, decodeServerFrame, reportFrame } from './frames.ts';

/** Values shaped like frames, so the fuzzer reaches deep into the schemas, not only the JSON parser. */
const frameLike = fc.record(
  {
    type: fc.constantFrom('event', 'reply', 'snapshot', 'kicked', 'pong', 'refused', 'login', 'resume', 'command', 'report', 'ping', 'x'),
    id: fc.oneof(fc.string(), fc.integer()),
    seq: fc.oneof(fc.integer(), fc.double(), fc.string(), fc.constant(null)),
    event: fc.anything(),
    groups: fc.anything(),
    terminals: fc.anything(),
    name: fc.constantFrom('switchGroup', 'reportGps', 'nope'),
    args: fc.anything(),
  },
  { requiredKeys: ['type'] },
);

/** A hand check accepts only what ClientFrameSchema accepts, as the same value, and accepts plenty (seeded). */
function expectAgreesWithSchema(check: (value: unknown) => unknown, frames: fc.Arbitrary<unknown>, seed: number): void {
  let accepted = 0;
  fc.assert(
    fc.property(fc.oneof(frames, fc.anything()), (value) => {
      const fast = check(value);
      if (fast === null) return;
      accepted += 1;
      const parsed = ClientFrameSchema.safeParse(value);
      expect(parsed.success).toBe(true);
      expect(fast).toEqual(parsed.data);
      expect(decodeClientFrame(value)).toEqual({ ok: true, value: fast });
    }),
    { seed, numRuns: 20_000 },
  );
  expect(accepted).toBeGreaterThan(1_000);
}

describe('frame decoders', () => {
  it('never throw on arbitrary input', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.string(), fc.json(), frameLike, frameLike.map((f) => JSON.stringify(f))), (raw) => {
        const server = decodeServerFrame(raw);
        const client = decodeClientFrame(raw);
        expect(typeof server.ok).toBe('boolean');
        expect(typeof client.ok).toBe('boolean');
      }),
      { numRuns: 3000, seed: 20261123 },
    );
  });

  it('decodes a valid event frame', () => {
    const raw = JSON.stringify({
      type: 'event',
      seq: 7,
      stream: 'terminal-10000001',
      time: 1,
      event: { type: 'terminal.online', msId: '10000001' },
    });
    const frame = decodeServerFrame(raw);
    expect(frame.ok && frame.value.type === 'event' && frame.value.event.type).toBe('terminal.online');
  });

  it('types its errors', () => {
    expect(decodeServerFrame('{')).toMatchObject({ ok: false, error: { kind: 'not-json' } });
    expect(decodeServerFrame('{"type":"event","seq":-1}')).toMatchObject({ ok: false, error: { kind: 'bad-shape' } });
    expect(decodeClientFrame({ type: 'command', id: 'a', name: 'format-disk', args: {} })).toMatchObject({ ok: false });
  });

  it('decodes command frames by hand only as the schema does (seeded)', () => {
    const id = fc.oneof({ arbitrary: fc.string({ minLength: 1, maxLength: 64 }), weight: 4 }, fc.string({ maxLength: 80 }), fc.integer(), fc.constant(null));
    const command = fc.record(
      { type: fc.constantFrom('command', 'command', 'login', 'ping'), id, name: fc.constantFrom('reportGps', 'switchGroup', 'nope', 'toString', '__proto__'), args: fc.anything(), extra: fc.anything() },
      { requiredKeys: ['type', 'id', 'name'] },
    );
    expectAgreesWithSchema(commandFrame, command, 11);
  });

  it('decodes report frames by hand only as the schema does (seeded)', () => {
    const report = fc.record(
      { type: fc.constantFrom('report', 'report', 'command'), name: fc.constantFrom('reportGps', 'reportStatus', 'reportBeacons', 'switchGroup', 'toString'), args: fc.anything(), id: fc.string(), extra: fc.anything() },
      { requiredKeys: ['type', 'name'] },
    );
    expectAgreesWithSchema(reportFrame, report, 12);
  });

  it('decodes a refused frame and refuses a report of a name that is not telemetry', () => {
    expect(decodeServerFrame({ type: 'refused', name: 'reportGps', code: '503', desc: 'busy' })).toEqual({ ok: true, value: { type: 'refused', name: 'reportGps', code: '503', desc: 'busy' } });
    expect(decodeClientFrame({ type: 'report', name: 'switchGroup', args: { gid: '1' } })).toMatchObject({ ok: false, error: { kind: 'bad-shape' } });
  });
});
