import { describe, expect, it } from 'vitest';
import { sniffAudio, sniffIcon, ToneCommandSchemas, toneFileProblem, ToneLimits, toneNameProblem } from './tones.ts';

const bytes = (...parts: Array<string | number[]>) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((char) => char.charCodeAt(0)) : part)));

describe('alarm tone rules', () => {
  it('knows audio by its bytes, not its name', () => {
    expect(sniffAudio(bytes('RIFF', [0, 0, 0, 0], 'WAVE'))).toBe('audio/wav');
    expect(sniffAudio(bytes('RIFF', [0, 0, 0, 0], 'AVI '))).toBeNull();
    expect(sniffAudio(bytes('OggS', [0]))).toBe('audio/ogg');
    expect(sniffAudio(bytes('ID3', [4, 0]))).toBe('audio/mpeg');
    expect(sniffAudio(bytes([0xff, 0xfb, 0x90]))).toBe('audio/mpeg');
    expect(sniffAudio(bytes([0xff, 0xf1, 0x50]))).toBeNull(); // AAC ADTS: layer 00
    expect(sniffAudio(bytes('<html>'))).toBeNull();
    expect(sniffAudio(new Uint8Array(0))).toBeNull();
    expect(sniffIcon(bytes([0x89], 'PNG'))).toBe('image/png');
    expect(sniffIcon(bytes([0xff, 0xd8, 0xff]))).toBe('image/jpeg');
    expect(sniffIcon(bytes('RIFF', [0, 0, 0, 0], 'WEBP'))).toBe('image/webp');
    expect(sniffIcon(bytes('<svg'))).toBeNull(); // SVG can carry script
  });

  it('limits file size and type', () => {
    const wav = bytes('RIFF', [0, 0, 0, 0], 'WAVE');
    expect(toneFileProblem('audio', 0, wav)).toBe('fileRequired');
    expect(toneFileProblem('audio', ToneLimits.maxFileBytes, wav)).toBeNull();
    expect(toneFileProblem('audio', ToneLimits.maxFileBytes + 1, wav)).toBe('fileTooBig');
    expect(toneFileProblem('audio', 100, bytes('text'))).toBe('fileType');
    expect(toneFileProblem('icon', ToneLimits.maxIconBytes + 1, bytes([0x89], 'PNG'))).toBe('fileTooBig');
  });

  it('checks names: required, at most 20 characters, no special characters, unique ignoring case', () => {
    expect(toneNameProblem('   ', [])).toBe('required');
    expect(toneNameProblem('a'.repeat(20), [])).toBeNull();
    expect(toneNameProblem('a'.repeat(21), [])).toBe('tooLong');
    expect(toneNameProblem('Тревога 1', [])).toBeNull();
    expect(toneNameProblem('火警', [])).toBeNull();
    expect(toneNameProblem('a<b', [])).toBe('special');
    expect(toneNameProblem(' fire ', ['Fire'])).toBe('exists');
  });

  it('takes exactly one target', () => {
    const schema = ToneCommandSchemas.sendTone;
    expect(schema.safeParse({ toneId: 't', msId: '10000001' }).success).toBe(true);
    expect(schema.safeParse({ toneId: 't', gid: '111' }).success).toBe(true);
    expect(schema.safeParse({ toneId: 't' }).success).toBe(false);
    expect(schema.safeParse({ toneId: 't', msId: '10000001', gid: '111' }).success).toBe(false);
  });
});
