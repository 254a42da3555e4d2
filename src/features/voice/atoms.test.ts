import { describe, expect, it } from 'vitest';
import { decodeGroupAudio } from './atoms.ts';

describe('stored group audio', () => {
  it('keeps well-formed entries, clamps volumes and drops the rest', () => {
    const decoded = decodeGroupAudio({ '150': { volume: 140, muted: false }, '100': { volume: 30, muted: true }, x: { volume: 'loud' }, y: null });
    expect(Object.fromEntries(decoded ?? [])).toEqual({ '150': { volume: 100, muted: false }, '100': { volume: 30, muted: true } });
    expect(decodeGroupAudio([])).toBeUndefined();
    expect(decodeGroupAudio('x')).toBeUndefined();
  });
});
