import { describe, expect, it } from 'vitest';
import { wavBeep } from '../testing/tone-files.ts';
import { parseByteRange } from './byte-range.ts';
import { wavLengthMs } from './media-length.ts';

describe('parseByteRange', () => {
  it('reads single ranges, open ends and suffixes, clamped to the file', () => {
    expect(parseByteRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseByteRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseByteRange('bytes=90-500', 100)).toEqual({ start: 90, end: 99 });
    expect(parseByteRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseByteRange('bytes=-500', 100)).toEqual({ start: 0, end: 99 });
  });

  it('answers unsatisfiable past the end, and ignores what it does not serve', () => {
    expect(parseByteRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=-0', 100)).toBe('unsatisfiable');
    expect(parseByteRange(undefined, 100)).toBeNull();
    expect(parseByteRange('bytes=0-1,5-6', 100)).toBeNull();
    expect(parseByteRange('items=0-1', 100)).toBeNull();
    expect(parseByteRange('bytes=9-3', 100)).toBeNull();
    expect(parseByteRange('bytes=-', 100)).toBeNull();
  });
});

describe('wavLengthMs', () => {
  it('reads the duration from the header, and from the file size when the header size is unset', () => {
    const wav = wavBeep(1_250);
    expect(wavLengthMs(wav, wav.length)).toBe(1_250);
    const unset = wav.slice();
    new DataView(unset.buffer).setUint32(40, 0, true);
    expect(wavLengthMs(unset.subarray(0, 64), unset.length)).toBe(1_250);
    expect(wavLengthMs(new TextEncoder().encode('not a wav at all'), 16)).toBeNull();
  });
});
