import { describe, expect, it } from 'vitest';
import { beaconsOf, checkBeacons, checkSettings, refusalKey } from './model.ts';

describe('advanced settings form (SPEC §5)', () => {
  it('refuses env decay outside 1.1–10.0 and RSSI at 1 m outside −100..−50, and empty or non-numbers', () => {
    expect(checkSettings({ envDecay: '2.5', rssi1m: '-62' })).toEqual({});
    expect(checkSettings({ envDecay: '1.1', rssi1m: '-100' })).toEqual({});
    expect(checkSettings({ envDecay: '10.0', rssi1m: '-50' })).toEqual({});
    expect(checkSettings({ envDecay: '1.0', rssi1m: '-101' })).toEqual({ envDecay: 'indoor.error.envDecay', rssi1m: 'indoor.error.rssi1m' });
    expect(checkSettings({ envDecay: '10.1', rssi1m: '-49' })).toEqual({ envDecay: 'indoor.error.envDecay', rssi1m: 'indoor.error.rssi1m' });
    expect(checkSettings({ envDecay: '', rssi1m: 'abc' })).toEqual({ envDecay: 'indoor.error.envDecay', rssi1m: 'indoor.error.rssi1m' });
  });
});

describe('beacon rows', () => {
  it('names each row’s first broken rule and upper-cases MACs', () => {
    const rows = [
      { key: 1, id: 'aa:bb:cc:dd:ee:01', x: '0', y: '0' },
      { key: 2, id: 'AA:BB:CC:DD:EE:01', x: '1', y: '1' },
      { key: 3, id: 'nope', x: '1', y: '1' },
      { key: 4, id: 'AA:BB:CC:DD:EE:04', x: '', y: '1' },
    ];
    expect([...checkBeacons(rows)]).toEqual([
      [2, 'indoor.error.beacon.duplicate'],
      [3, 'indoor.error.beacon.id'],
      [4, 'indoor.error.beacon.position'],
    ]);
    expect(beaconsOf(rows.slice(0, 1))).toEqual([{ id: 'AA:BB:CC:DD:EE:01', x: 0, y: 0 }]);
  });
});

describe('platform refusals', () => {
  it('become the same messages as the console’s own checks', () => {
    expect(refusalKey('400', 'envDecay:outOfRange')).toBe('indoor.error.envDecay');
    expect(refusalKey('400', 'rssi1m:outOfRange')).toBe('indoor.error.rssi1m');
    expect(refusalKey('400', 'origin:outside')).toBe('indoor.error.outside');
    expect(refusalKey('409', 'beacons:taken:AA:BB:CC:DD:EE:01')).toBe('indoor.error.beacon.taken');
    expect(refusalKey('403', 'caller:no-indoor-permission')).toBe('indoor.error.permission');
    expect(refusalKey('500', '')).toBe('indoor.error.failed');
  });
});
