import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATH_ROAD_NET, RoadNetSchema } from '../../../protocol/roadNet.ts';
import { call, startTestEmulator, tokenFor, type TestEmulator } from '../testing/test-emulator.ts';

let emulator: TestEmulator;
let token: string;
beforeAll(async () => {
  emulator = await startTestEmulator();
  token = await tokenFor(emulator.url, '20000001', 'Dispatch#2026');
}, 60_000);
afterAll(() => emulator?.stop());

describe('the road net endpoint', () => {
  it('serves the demo streets to a signed-in client, and nothing without a token', async () => {
    const answer = (await call(`${emulator.url}${PATH_ROAD_NET}?token=${token}`)).body;
    expect(answer.code).toBe('0');
    const net = RoadNetSchema.parse(answer.data?.desc);
    expect(net.features.length).toBeGreaterThan(200);
    expect(net.features.every((road) => /^(Calle|Avenida) \d+$/.test(road.properties.name))).toBe(true);
    expect((await call(`${emulator.url}${PATH_ROAD_NET}`)).body.code).toBe('105');
  });
});
