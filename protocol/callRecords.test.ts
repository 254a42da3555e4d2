import { describe, expect, it } from 'vitest';
import { CallByUtcQuerySchema, countFrequencies, hasVoiceCallPermission, TerminalType } from './index.ts';

describe('call records contract', () => {
  it('gives voice-call permission to every type that can place a voice call, not to cameras or SoS badges', () => {
    for (const type of [TerminalType.Dispatcher, TerminalType.App, TerminalType.Gateway, TerminalType.Poc6, TerminalType.Poc0, TerminalType.Pmr, TerminalType.Dmr]) {
      expect(hasVoiceCallPermission(type)).toBe(true);
    }
    expect(hasVoiceCallPermission(TerminalType.Camera)).toBe(false);
    expect(hasVoiceCallPermission(TerminalType.Sos)).toBe(false);
    expect(hasVoiceCallPermission(undefined)).toBe(false);
  });

  it('reads the query as text and refuses malformed fields by name', () => {
    expect(CallByUtcQuerySchema.parse({ start: '1', end: '2', tz: '-60', gid: '100', pageNo: '2', pageSize: '20' })).toEqual({ start: 1, end: 2, tz: -60, gid: '100', pageNo: 2, pageSize: 20 });
    for (const bad of [{ start: 'x' }, { tz: '900' }, { msId: 'abc' }, { gid: '1;2' }, { pageNo: '0' }, { pageSize: '201' }]) {
      expect(CallByUtcQuerySchema.safeParse(bad).success).toBe(false);
    }
  });

  it('counts a caller → callee pair in its direction', () => {
    const counts = countFrequencies([
      { caller: 'a', callee: 'b' },
      { caller: 'a', callee: 'b' },
      { caller: 'b', callee: 'a' },
    ]);
    expect(Object.fromEntries(counts)).toEqual({ 'a>b': 2, 'b>a': 1 });
  });
});
