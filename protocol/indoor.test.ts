import { describe, expect, it } from 'vitest';
import { areaProblem, beaconsProblem, blueprintProblem, borderInMetres, envDecayProblem, IndoorLimits, numberOf, rssi1mProblem, sniffBlueprint, UpdateAreaBody, type IndoorAreaFields } from './indoor.ts';

describe('SPEC §5 indoor settings', () => {
  it('env decay between 1.1 and 10.0', () => {
    for (const ok of [1.1, 2, 3.5, 10]) expect(envDecayProblem(ok), String(ok)).toBeNull();
    for (const bad of [1.0, 1.09, 10.1, -2]) expect(envDecayProblem(bad), String(bad)).toBe('outOfRange');
    expect(envDecayProblem(null)).toBe('required');
    expect(envDecayProblem(Number.NaN)).toBe('required');
  });

  it('RSSI at 1 m between −100 and −50', () => {
    for (const ok of [-100, -75, -59, -50]) expect(rssi1mProblem(ok), String(ok)).toBeNull();
    for (const bad of [-101, -100.5, -49, 0]) expect(rssi1mProblem(bad), String(bad)).toBe('outOfRange');
    expect(rssi1mProblem(null)).toBe('required');
  });

  it('reads only plain decimals from a field', () => {
    expect(numberOf(' 2.5 ')).toBe(2.5);
    expect(numberOf('-59')).toBe(-59);
    expect(numberOf('')).toBeNull();
    expect(numberOf('1e1')).toBeNaN();
    expect(numberOf('2,5')).toBeNaN();
  });
});

describe('beacons and the whole area', () => {
  const base: IndoorAreaFields = {
    name: 'Floor 1',
    blueprint: { url: '/x', width: 800, height: 600 },
    origin: { x: 100, y: 500 },
    endPoint: { x: 700, y: 100 },
    scale: 50,
    border: [],
    beacons: [{ id: 'AA:BB:CC:DD:EE:01', x: 0, y: 0 }],
    envDecay: 2,
    rssi1m: -59,
  };

  it('names beacons by MAC, once each', () => {
    expect(beaconsProblem(base.beacons)).toBeNull();
    expect(beaconsProblem([{ id: 'AA:BB:CC:DD:EE', x: 0, y: 0 }])).toBe('invalidId');
    expect(beaconsProblem([...base.beacons, ...base.beacons])).toBe('duplicate');
    expect(beaconsProblem([{ id: 'AA:BB:CC:DD:EE:02', x: 1e6, y: 0 }])).toBe('outOfRange');
  });

  it('answers the first broken rule as field:problem', () => {
    expect(areaProblem(base)).toBeNull();
    expect(areaProblem({ ...base, envDecay: 1.0 })).toBe('envDecay:outOfRange');
    expect(areaProblem({ ...base, rssi1m: -49 })).toBe('rssi1m:outOfRange');
    expect(areaProblem({ ...base, origin: { x: 900, y: 0 } })).toBe('origin:outside');
    expect(areaProblem({ ...base, blueprint: null })).toBe('origin:noBlueprint');
    expect(areaProblem({ ...base, name: ' ' })).toBe('name:required');
    expect(areaProblem({ ...base, border: [{ x: 1, y: 1 }, { x: 2, y: 2 }, { x: 1, y: 1 }] })).toBe('border:tooFewPoints');
    expect(areaProblem({ ...base, scale: 0 })).toBe('scale:outOfRange');
  });

  it('clamps to the drawn border, else to the origin–end point rectangle', () => {
    expect(borderInMetres(base)).toEqual([
      { x: 0, y: 0 },
      { x: 12, y: 0 },
      { x: 12, y: 8 },
      { x: 0, y: 8 },
    ]);
    expect(borderInMetres({ ...base, endPoint: null })).toEqual([]);
  });

  it('upper-cases beacon MACs on the wire and refuses non-finite numbers', () => {
    expect(UpdateAreaBody.parse({ id: '1', beacons: [{ id: 'aa:bb:cc:dd:ee:ff', x: 1, y: 2 }] }).beacons?.[0]?.id).toBe('AA:BB:CC:DD:EE:FF');
    expect(UpdateAreaBody.safeParse({ id: '1', envDecay: Number.POSITIVE_INFINITY }).success).toBe(false);
  });
});

describe('blueprint files', () => {
  const png = (width: number, height: number) => {
    const bytes = new Uint8Array(33);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    new DataView(bytes.buffer).setUint32(16, width);
    new DataView(bytes.buffer).setUint32(20, height);
    return bytes;
  };
  const jpeg = (width: number, height: number) => {
    // SOI, an APP0 segment of 16 bytes, then SOF0 with its height and width.
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, ...new Array<number>(14).fill(0), 0xff, 0xc0, 0, 17, 8, height >> 8, height & 255, width >> 8, width & 255, 3, ...new Array<number>(9).fill(0)]);
    return bytes;
  };

  it('reads the size of a PNG or a JPEG from its header', () => {
    expect(sniffBlueprint(png(800, 600))).toEqual({ type: 'image/png', width: 800, height: 600 });
    expect(sniffBlueprint(jpeg(1024, 768))).toEqual({ type: 'image/jpeg', width: 1024, height: 768 });
  });

  it('refuses empty, too big, other types and absurd sizes', () => {
    expect(blueprintProblem(new Uint8Array())).toBe('fileRequired');
    expect(blueprintProblem(new Uint8Array(IndoorLimits.maxBlueprintBytes + 1))).toBe('fileTooBig');
    expect(blueprintProblem(new TextEncoder().encode('GIF89a not a blueprint'))).toBe('fileType');
    expect(blueprintProblem(png(8, 600))).toBe('dimensions');
    expect(blueprintProblem(png(800, 20_000))).toBe('dimensions');
    expect(blueprintProblem(png(800, 600))).toBeNull();
    expect(blueprintProblem(jpeg(1024, 768))).toBeNull();
  });
});
