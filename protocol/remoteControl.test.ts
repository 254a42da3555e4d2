import { describe, expect, it } from 'vitest';
import { CallSet, callSetChoices, RemoteControlCommandSchemas, stunIntervalSeconds } from './remoteControl.ts';

describe('stun intervals', () => {
  it('turns a whole amount in seconds, minutes or hours into seconds, up to a week', () => {
    expect(stunIntervalSeconds(' 90 ', 's')).toEqual({ ok: true, seconds: 90 });
    expect(stunIntervalSeconds('15', 'min')).toEqual({ ok: true, seconds: 900 });
    expect(stunIntervalSeconds('168', 'h')).toEqual({ ok: true, seconds: 604_800 });
    expect(stunIntervalSeconds('', 'h')).toEqual({ ok: false, problem: 'required' });
    expect(stunIntervalSeconds('1.5', 'h')).toEqual({ ok: false, problem: 'notWhole' });
    expect(stunIntervalSeconds('-3', 's')).toEqual({ ok: false, problem: 'notWhole' });
    expect(stunIntervalSeconds('0', 'min')).toEqual({ ok: false, problem: 'tooShort' });
    expect(stunIntervalSeconds('169', 'h')).toEqual({ ok: false, problem: 'tooLong' });
  });

  it('allows an interval on a stun only', () => {
    const schema = RemoteControlCommandSchemas.setCallSet;
    expect(schema.safeParse({ msId: '10000001', status: 1, forS: 60 }).success).toBe(true);
    expect(schema.safeParse({ msId: '10000001', status: 0, forS: 60 }).success).toBe(false);
    expect(schema.safeParse({ msId: '10000001', status: 1, forS: 1.5 }).success).toBe(false);
  });

  it('never brings a killed terminal back', () => {
    expect(callSetChoices(CallSet.Killed)).toEqual([]);
  });
});
