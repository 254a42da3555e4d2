import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestEmulator, type TestEmulator } from '../platform/testing/test-emulator.ts';
import { Fleet, type FleetOptions } from './fleet.ts';
import { readRoster } from './roster.ts';

let emulator: TestEmulator;
beforeAll(async () => {
  emulator = await startTestEmulator();
}, 60_000);
afterAll(() => emulator?.stop());

const OPERATOR = { account: '20000002', password: 'Dispatch#2026' };
const options = (shard: FleetOptions['shard']): FleetOptions => ({
  baseUrl: emulator.url,
  count: 2,
  tickMs: 60_000,
  seed: 1,
  churn: 0,
  password: '123456',
  operator: OPERATOR,
  concurrency: 4,
  log: () => undefined,
  voice: null,
  shard,
});

describe('fleet shards', () => {
  it('runs every N-th terminal of the roster from the I-th, so scaled fleets never share one', async () => {
    const roster = (await readRoster(emulator.url, OPERATOR)).map((terminal) => terminal.msId);
    const second = new Fleet(options({ index: 2, of: 3 }));
    const third = new Fleet(options({ index: 3, of: 3 }));
    try {
      expect(await second.start()).toBe(2);
      expect(await third.start()).toBe(2);
      expect(second.msIds).toEqual([roster[1], roster[4]]);
      expect(third.msIds).toEqual([roster[2], roster[5]]);
    } finally {
      await Promise.all([second.stop(), third.stop()]);
    }
  });
});
