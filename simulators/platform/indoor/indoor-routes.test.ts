import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodePng } from '../../../protocol/testing/png.ts';
import { beaconReadings } from '../../terminals/beacon-scanner.ts';
import { call, startTestEmulator, tokenFor, withToken as tokenUrl, type TestEmulator } from '../testing/test-emulator.ts';

let emulator: TestEmulator;
let one: string;
beforeAll(async () => {
  emulator = await startTestEmulator();
  one = await tokenFor(emulator.url, '20000001', 'Dispatch#2026');
}, 60_000);
afterAll(() => emulator?.stop());

const withToken = (path: string) => tokenUrl(emulator.url, path, one);
const as = (path: string, method = 'GET', body?: unknown) => call(withToken(path), method, body).then((answer) => answer.body);
const upload = async (bytes: Uint8Array) =>
  (await fetch(withToken('/filews/upload/blueprint'), { method: 'POST', headers: { 'content-type': 'application/octet-stream' }, body: new Uint8Array(bytes) }).then((r) => r.json())) as {
    code: string;
    desc?: string;
    data?: { desc: { fileUrl: string; width: number; height: number } };
  };

const plan = encodePng({ width: 400, height: 300, colorType: 2, pixel: () => [240, 240, 240] });
const beacons = [
  { id: 'AB:00:00:00:00:01', x: 0, y: 0 },
  { id: 'AB:00:00:00:00:02', x: 6, y: 0 },
  { id: 'AB:00:00:00:00:03', x: 6, y: 4 },
];

describe('indoor areas on the emulator', () => {
  it('checks every rule on the whole area, writes nothing half-valid, and places a terminal from its scan', async () => {
    expect(await upload(new TextEncoder().encode('not an image'))).toMatchObject({ code: '415', desc: 'file:fileType' });
    const stored = await upload(plan);
    expect(stored).toMatchObject({ code: '0', data: { desc: { width: 400, height: 300 } } });
    expect(await as('/ds/indoor/addArea', 'POST', { name: '  ' })).toMatchObject({ code: '400', desc: 'name:required' });
    const added = await as('/ds/indoor/addArea', 'POST', { name: 'Lab' });
    const id = (added.data?.desc as { id: string }).id;
    expect(added).toMatchObject({ code: '0', data: { desc: { name: 'Lab', envDecay: 2, rssi1m: -59, blueprint: null } } });

    // Nothing on a blueprint before there is one.
    expect(await as('/ds/indoor/updateArea', 'PUT', { id, origin: { x: 50, y: 250 } })).toMatchObject({ code: '400', desc: 'origin:noBlueprint' });
    const frame = { blueprintUrl: stored.data!.desc.fileUrl, origin: { x: 50, y: 250 }, scale: 50, beacons, envDecay: 2.2, rssi1m: -60 };
    expect(await as('/ds/indoor/updateArea', 'PUT', { id, ...frame })).toMatchObject({ code: '0', data: { desc: { blueprint: { width: 400, height: 300 }, scale: 50 } } });

    for (const [change, desc] of [
      [{ envDecay: 1.0 }, 'envDecay:outOfRange'],
      [{ envDecay: 10.1 }, 'envDecay:outOfRange'],
      [{ rssi1m: -101 }, 'rssi1m:outOfRange'],
      [{ rssi1m: -49 }, 'rssi1m:outOfRange'],
      // A good change beside a bad one: neither is written.
      [{ name: 'Renamed', envDecay: 0.5 }, 'envDecay:outOfRange'],
      [{ endPoint: { x: 401, y: 0 } }, 'endPoint:outside'],
      [{ border: [{ x: 0, y: 0 }, { x: 10, y: 10 }] }, 'border:tooFewPoints'],
      [{ beacons: [...beacons, beacons[0]] }, 'beacons:duplicate'],
    ] as const) {
      expect(await as('/ds/indoor/updateArea', 'PUT', { id, ...change }), desc).toMatchObject({ code: '400', desc });
    }
    const list = await as('/ds/indoor/listArea');
    expect(list.data?.list).toEqual(expect.arrayContaining([expect.objectContaining({ id, name: 'Lab', envDecay: 2.2, rssi1m: -60 })]));

    // One beacon hangs in one area only.
    const other = (await as('/ds/indoor/addArea', 'POST', { name: 'Other' })).data?.desc as { id: string };
    expect(await as('/ds/indoor/updateArea', 'PUT', { id: other.id, beacons: [beacons[1]] })).toMatchObject({ code: '409', desc: `beacons:taken:${beacons[1]!.id}` });
    expect(await as(`/ds/indoor/deleteArea?id=${other.id}`, 'DELETE')).toMatchObject({ code: '0' });

    // A terminal's scan at (2 m, 1.5 m) is placed there and listed as its last fix.
    const area = (list.data?.list as { id: string }[]).find((item) => item.id === id) as never;
    const answer = await emulator.services.indoor.report('10000070', beaconReadings(area, { x: 2, y: 1.5 }));
    expect(answer).toMatchObject({ code: '0', fix: { areaId: id, beacons: 3 } });
    const fix = (answer as { fix: { x: number; y: number } }).fix;
    expect(Math.hypot(fix.x - 2, fix.y - 1.5)).toBeLessThan(0.01);
    expect(((await as('/ds/indoor/listArea')).data?.desc as { fixes: unknown[] }).fixes).toEqual(expect.arrayContaining([expect.objectContaining({ msId: '10000070', areaId: id })]));
  });
});
