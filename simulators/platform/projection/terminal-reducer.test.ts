import { describe, expect, it } from 'vitest';
import type { Terminal } from '../../../protocol/index.ts';
import { applyToTerminal } from './terminal-reducer.ts';

const radio: Terminal = {
  msId: '10000001', msName: 'NPA-01 Garcia', cid: '1001', type: 6, online: 0, grp: ['111', '110'], currentGroup: '111',
  battery: 80, signal: 3, model: 'T320', gps: null, lastOnline: null, lastOffline: null,
};

describe('terminal reducer', () => {
  it('goes online and offline with the event times', () => {
    const online = applyToTerminal(radio, { type: 'terminal.online', msId: radio.msId }, 1_000);
    expect(online).toMatchObject({ online: 1, lastOnline: 1_000, lastOffline: null });
    const offline = applyToTerminal(online, { type: 'terminal.offline', msId: radio.msId }, 2_000);
    expect(offline).toMatchObject({ online: 0, lastOnline: 1_000, lastOffline: 2_000 });
  });

  it('takes GPS fixes, status and group switches', () => {
    const fix = { lat: 39.47, lng: -0.37, speed: 3, direction: 90, altitude: 12, time: 5 };
    const next = [
      { type: 'terminal.gps', msId: radio.msId, fix } as const,
      { type: 'terminal.status', msId: radio.msId, battery: 41, signal: 1 } as const,
      { type: 'terminal.groupSwitched', msId: radio.msId, gid: '110' } as const,
    ].reduce((terminal, event) => applyToTerminal(terminal, event, 10), radio);
    expect(next).toMatchObject({ gps: fix, battery: 41, signal: 1, currentGroup: '110' });
  });

  it('never changes the terminal it was given', () => {
    const frozen = Object.freeze({ ...radio });
    expect(() => applyToTerminal(frozen, { type: 'terminal.online', msId: radio.msId }, 1)).not.toThrow();
    expect(frozen.online).toBe(0);
  });
});
