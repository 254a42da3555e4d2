import { describe, expect, it } from 'vitest';
import { mediaFileProblem, MediaLimits, mediaNameProblem, mediaSeconds, sniffMedia } from './mediaLib.ts';

const bytes = (...values: Array<number | string>) => new Uint8Array(values.flatMap((value) => (typeof value === 'string' ? [...value].map((char) => char.charCodeAt(0)) : [value])));

describe('media library rules', () => {
  it('sniffs audio, video and images from the first bytes only', () => {
    expect(sniffMedia(bytes('RIFF', 0, 0, 0, 0, 'WAVE'))).toBe('audio/wav');
    expect(sniffMedia(bytes('RIFF', 0, 0, 0, 0, 'WEBP'))).toBe('image/webp');
    expect(sniffMedia(bytes('OggS'))).toBe('audio/ogg');
    expect(sniffMedia(bytes('ID3'))).toBe('audio/mpeg');
    expect(sniffMedia(bytes(0xff, 0xfb))).toBe('audio/mpeg');
    expect(sniffMedia(bytes(0xff, 0xd8, 0xff))).toBe('image/jpeg');
    expect(sniffMedia(bytes(0x89, 'PNG'))).toBe('image/png');
    expect(sniffMedia(bytes(0, 0, 0, 0x20, 'ftypisom'))).toBe('video/mp4');
    expect(sniffMedia(bytes(0x1a, 0x45, 0xdf, 0xa3))).toBe('video/webm');
    expect(sniffMedia(bytes('<html>'))).toBeNull();
    expect(sniffMedia(new Uint8Array(0))).toBeNull();
  });

  it('limits the size and needs a known type', () => {
    const wav = bytes('RIFF', 0, 0, 0, 0, 'WAVE');
    expect(mediaFileProblem(0, wav)).toBe('fileRequired');
    expect(mediaFileProblem(MediaLimits.maxFileBytes, wav)).toBeNull();
    expect(mediaFileProblem(MediaLimits.maxFileBytes + 1, wav)).toBe('overSize');
    expect(mediaFileProblem(10, bytes('text'))).toBe('fileType');
  });

  it('names: required, at most 64 characters, no markup, unique ignoring case', () => {
    expect(mediaNameProblem('  ', [])).toBe('required');
    expect(mediaNameProblem('x'.repeat(65), [])).toBe('tooLong');
    expect(mediaNameProblem('a<b>', [])).toBe('special');
    expect(mediaNameProblem('Drill (1).wav', [])).toBeNull();
    expect(mediaNameProblem('Сирена 警报', [])).toBeNull();
    expect(mediaNameProblem('drill', ['DRILL'])).toBe('exists');
  });

  it('duration is length/1000 seconds', () => {
    expect(mediaSeconds({ length: 2_499 })).toBe(2);
    expect(mediaSeconds({ length: 2_500 })).toBe(3);
  });
});
