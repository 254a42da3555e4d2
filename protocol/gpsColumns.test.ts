import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeServerFrame } from './frames.ts';
import { decodeGpsEventFrame, GpsFixColumns } from './gpsColumns.ts';

const fix = { lat: 39.46991234567891, lng: -0.37681234, speed: 8.25, direction: 270, altitude: 12.5, time: 1_764_000_000_123 };
const LAT = `"lat":${fix.lat}`;
const frame = (patch: Record<string, unknown> = {}, event: Record<string, unknown> = {}, fixPatch: Record<string, unknown> = {}) =>
  JSON.stringify({ type: 'event', seq: 1234, prev: 1230, stream: 'terminal-30000001', time: 1_764_000_000_500, event: { type: 'terminal.gps', msId: '30000001', fix: { ...fix, ...fixPatch }, ...event }, ...patch });

/** Decodes into fresh columns; the row when accepted, else null. */
function decode(text: string): { columns: GpsFixColumns; row: number } | null {
  const columns = new GpsFixColumns();
  if (!decodeGpsEventFrame(text, columns)) return null;
  const row = columns.stage();
  columns.commit();
  return { columns, row };
}

/** What the ordinary decoder makes of the same text, as the row's numbers. */
function viaSchema(text: string) {
  const result = decodeServerFrame(text);
  if (!result.ok || result.value.type !== 'event' || result.value.event.type !== 'terminal.gps') return null;
  const { seq, prev, time, event } = result.value;
  const { lat, lng, speed, direction, altitude, time: fixTime } = event.fix;
  return { seq, prev: prev ?? -1, time, msId: event.msId, lat, lng, speed, direction, altitude, fixTime };
}

function rowOf({ columns, row }: { columns: GpsFixColumns; row: number }) {
  return {
    seq: columns.seq[row]!, prev: columns.prev[row]!, time: columns.time[row]!, msId: columns.msIdAt(row),
    lat: columns.lat[row]!, lng: columns.lng[row]!, speed: columns.speed[row]!, direction: columns.direction[row]!, altitude: columns.altitude[row]!, fixTime: columns.fixTime[row]!,
  };
}

/** Accepted by both, with the very same numbers (Object.is: -0 and the last bit count). */
function expectSame(text: string): void {
  const fast = decode(text);
  const slow = viaSchema(text);
  expect(fast, text).not.toBeNull();
  expect(slow, text).not.toBeNull();
  const row = rowOf(fast!);
  for (const [name, value] of Object.entries(slow!)) expect(Object.is(row[name as keyof typeof row], value), `${name}: ${row[name as keyof typeof row]} vs ${value}`).toBe(true);
}

describe('decodeGpsEventFrame', () => {
  it('decodes an emulator GPS frame into one row, the same numbers as the schema decoder', () => {
    expectSame(frame());
    const decoded = decode(frame())!;
    expect(decoded.columns.id[decoded.row]).toBe(30000001);
    expect(decoded.columns.seq[decoded.row]).toBe(1234);
    expect(decoded.columns.prev[decoded.row]).toBe(1230);
    expect(decoded.columns.fixTime[decoded.row]).toBe(fix.time);
  });

  it('takes keys in any order, spaces between tokens, no prev (-1), exponents and negative zero', () => {
    const text = ` { "event" : { "fix" : { "time" : 5 , "altitude" : -0 , "direction" : 1E2 , "speed" : 2.5e-1 , "lng" : -1.5 , "lat" : 0 } , "msId" : "7" , "type" : "terminal.gps" } , "time" : 9 , "stream" : "s" , "seq" : 3 , "type" : "event" } `;
    expectSame(text);
    const decoded = decode(text)!;
    expect(decoded.columns.prev[decoded.row]).toBe(-1);
    expect(Object.is(decoded.columns.altitude[decoded.row], -0)).toBe(true);
    expect(decoded.columns.direction[decoded.row]).toBe(100);
    expect(decoded.columns.speed[decoded.row]).toBe(0.25);
  });

  it('keeps microdegree coordinates as sent (the map divides magnitudes of 200 or more by a million)', () => {
    const text = frame({}, {}, { lat: 39_469_912, lng: -376_812 });
    expectSame(text);
    const decoded = decode(text)!;
    expect(decoded.columns.lat[decoded.row]).toBe(39_469_912);
    expect(decoded.columns.lng[decoded.row]).toBe(-376_812);
  });

  it('declines frames it does not handle, which the schema decoder then takes or refuses', () => {
    const declined = [
      JSON.stringify({ type: 'event', seq: 1, stream: 's', time: 1, event: { type: 'terminal.online', msId: '1' } }),
      JSON.stringify({ type: 'pong', time: 1 }),
      frame({}, { msId: 'radio-7' }), // not a decimal id: the object path
      frame({}, { msId: '007' }), // not canonical
      frame({ stream: 'a\\u0041' }), // an escape
      frame({ extra: 1 }), // an unknown key
      frame({}, { note: 'x' }),
      frame({}, {}, { accuracy: 3 }),
      frame().replace('"seq":1234', '"seq":1234,"seq":1235'), // a repeated key
    ];
    for (const text of declined) expect(decode(text), text).toBeNull();
    // Valid for the schema, only not for this decoder: the socket falls back to it.
    expect(viaSchema(declined[2]!)).not.toBeNull();
  });

  it('refuses malformed GPS frames and leaves nothing committed', () => {
    const malformed = [
      frame({ seq: 0 }),
      frame({ seq: 1.5 }),
      frame({ seq: '12' }),
      frame({ prev: -1 }),
      frame({}, {}, { lat: '39.4' }),
      frame({}, {}, { lat: null }),
      frame({}, {}, { speed: true }),
      frame().replace(LAT, '"lat":1e999'), // Infinity
      frame().replace(LAT, '"lat":01'),
      frame().replace(LAT, '"lat":1.'),
      frame().replace(LAT, '"lat":.5'),
      frame().replace(LAT, '"lat":-'),
      frame().replace(`${LAT},`, ''), // a field missing
      frame().replace(',"stream":"terminal-30000001"', ''),
      frame().slice(0, -1), // cut short
      `${frame()}x`, // trailing text
      frame({}, { type: 'terminal.gpsx' }),
      frame({ type: 'events' }),
    ];
    const columns = new GpsFixColumns();
    for (const text of malformed) {
      expect(text).not.toBe(frame());
      expect(decodeGpsEventFrame(text, columns), text).toBe(false);
      expect(columns.length).toBe(0);
    }
    // Each of them is also not a GPS event frame to the schema decoder (which the socket asks next).
    for (const text of malformed) expect(viaSchema(text), text).toBeNull();
  });

  it('agrees with the schema decoder on generated frames: the same numbers, or declined', () => {
    let accepted = 0;
    const number = fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.integer({ min: -400_000_000, max: 400_000_000 }), fc.double({ min: -180, max: 180, noNaN: true }));
    fc.assert(
      fc.property(
        fc.record({ seq: fc.oneof(fc.integer({ min: -2, max: 2 ** 40 }), fc.double({ noNaN: true, noDefaultInfinity: true })), prev: fc.option(fc.integer({ min: -2, max: 2 ** 40 }), { nil: undefined }), msId: fc.oneof(fc.stringMatching(/^[0-9]{1,17}$/), fc.string()) }),
        fc.record({ lat: number, lng: number, speed: number, direction: number, altitude: number, time: number }),
        (frameFields, fixFields) => {
          const text = JSON.stringify({ type: 'event', seq: frameFields.seq, prev: frameFields.prev, stream: 'x', time: 1, event: { type: 'terminal.gps', msId: frameFields.msId, fix: fixFields } });
          const fast = decode(text);
          const slow = viaSchema(text);
          if (!fast) return; // declined: the schema decoder decides
          accepted += 1;
          expect(slow, text).not.toBeNull();
          expectSame(text);
        },
      ),
      { seed: 20_261_126, numRuns: 2_000 },
    );
    expect(accepted).toBeGreaterThan(200); // the comparison ran on many frames, not only on declined ones
  });

  it('copies rows between columns and grows them', () => {
    const source = decode(frame())!;
    const target = new GpsFixColumns();
    for (let i = 0; i < 200; i += 1) target.copyRow(source.columns, source.row);
    expect(target.length).toBe(200);
    expect(target.fixAt(199)).toEqual(source.columns.fixAt(source.row));
    target.clear();
    expect(target.length).toBe(0);
  });
});
