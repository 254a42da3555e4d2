import { describe, expect, it } from 'vitest';
import { AllCallCommandSchemas, AllCallLimits } from './allCall.ts';

const start = AllCallCommandSchemas.allCallStart;
const gids = (count: number) => Array.from({ length: count }, (_, at) => String(100 + at));

describe('allCallStart', () => {
  it('takes an all-call without groups, and a broadcast call with 1 to 200 groups', () => {
    expect(start.parse({ kind: 'all' })).toEqual({ kind: 'all' });
    expect(start.safeParse({ kind: 'broadcast', gids: ['100'] }).success).toBe(true);
    expect(start.safeParse({ kind: 'broadcast', gids: gids(AllCallLimits.maxGroups) }).success).toBe(true);
    expect(start.safeParse({ kind: 'broadcast', gids: gids(AllCallLimits.maxGroups + 1) }).success).toBe(false);
    expect(start.safeParse({ kind: 'broadcast', gids: [] }).success).toBe(false);
    expect(start.safeParse({ kind: 'broadcast' }).success).toBe(false);
  });

  it('refuses a group named twice, an empty or over-long group id, and other kinds', () => {
    const twice = start.safeParse({ kind: 'broadcast', gids: ['100', '110', '100'] });
    expect(twice.success).toBe(false);
    expect(twice.error?.issues[0]?.message).toBe('gids: repeated');
    expect(start.safeParse({ kind: 'broadcast', gids: [''] }).success).toBe(false);
    expect(start.safeParse({ kind: 'broadcast', gids: ['1'.repeat(33)] }).success).toBe(false);
    expect(start.safeParse({ kind: 'emergency' }).success).toBe(false);
  });
});

describe('allCallEnd', () => {
  it('needs a call id of 1 to 64 characters', () => {
    expect(AllCallCommandSchemas.allCallEnd.safeParse({ callId: '' }).success).toBe(false);
    expect(AllCallCommandSchemas.allCallEnd.safeParse({ callId: 'c'.repeat(64) }).success).toBe(true);
    expect(AllCallCommandSchemas.allCallEnd.safeParse({ callId: 'c'.repeat(65) }).success).toBe(false);
  });
});
