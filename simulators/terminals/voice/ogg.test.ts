import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseOggOpus } from './ogg.ts';

/** A minimal Ogg writer (no CRC, which the parser does not check), enough to build test streams. */
function oggOf(packets: Uint8Array[], maxSegments = 255, serial = 7): Uint8Array {
  const lacing = packets.map((packet) => {
    const values = Array<number>(Math.floor(packet.length / 255)).fill(255);
    values.push(packet.length % 255);
    return values;
  });
  const pages: Uint8Array[] = [];
  let segments: number[] = [];
  let body: number[] = [];
  let continued = false;
  let nextContinued = false;
  const flush = () => {
    const header = new Uint8Array(27 + segments.length);
    header.set([0x4f, 0x67, 0x67, 0x53, 0, continued ? 1 : 0]);
    new DataView(header.buffer).setUint32(14, serial, true);
    header[26] = segments.length;
    header.set(segments, 27);
    pages.push(header, Uint8Array.from(body));
    segments = [];
    body = [];
    continued = nextContinued;
  };
  packets.forEach((packet, p) => {
    let at = 0;
    lacing[p]!.forEach((value, i) => {
      segments.push(value);
      body.push(...packet.subarray(at, at + value));
      at += value;
      nextContinued = i < lacing[p]!.length - 1;
      if (segments.length === maxSegments) flush();
    });
  });
  if (segments.length > 0) flush();
  const out = new Uint8Array(pages.reduce((sum, page) => sum + page.length, 0));
  let at = 0;
  for (const page of pages) {
    out.set(page, at);
    at += page.length;
  }
  return out;
}

const text = (value: string) => new TextEncoder().encode(value);
function opusHead(preSkip = 312): Uint8Array {
  const head = new Uint8Array(19);
  head.set(text('OpusHead'));
  head[8] = 1;
  head[9] = 1;
  new DataView(head.buffer).setUint16(10, preSkip, true);
  new DataView(head.buffer).setUint32(12, 48_000, true);
  return head;
}
const tags = () => text('OpusTags\0\0\0\0\0\0\0\0');

describe('parseOggOpus', () => {
  it('returns the audio packets after OpusHead and OpusTags', () => {
    const audio = [Uint8Array.of(1, 2, 3), Uint8Array.of(4), new Uint8Array(600).fill(9)];
    const result = parseOggOpus(oggOf([opusHead(), tags(), ...audio]));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.head).toEqual({ channels: 1, preSkip: 312, inputSampleRate: 48_000 });
    expect(result.value.packets).toEqual(audio);
  });

  it('joins packets that span pages', () => {
    const big = Uint8Array.from({ length: 1_000 }, (_, i) => i % 251);
    const result = parseOggOpus(oggOf([opusHead(), tags(), big, Uint8Array.of(5)], 2));
    expect(result.ok && result.value.packets).toEqual([big, Uint8Array.of(5)]);
  });

  it('names what is wrong', () => {
    expect(parseOggOpus(text('RIFF....WAVE'))).toMatchObject({ ok: false, error: { kind: 'not-ogg' } });
    expect(parseOggOpus(oggOf([text('\x01vorbis'), tags()]))).toMatchObject({ ok: false, error: { kind: 'not-opus' } });
    const whole = oggOf([opusHead(), tags(), new Uint8Array(100)]);
    expect(parseOggOpus(whole.subarray(0, whole.length - 10))).toMatchObject({ ok: false, error: { kind: 'truncated' } });
    expect(parseOggOpus(new Uint8Array())).toMatchObject({ ok: false, error: { kind: 'not-opus' } });
  });

  it('gives back any packets it was given (property)', () => {
    const packet = fc.uint8Array({ minLength: 1, maxLength: 800 });
    fc.assert(
      fc.property(fc.array(packet, { maxLength: 20 }), fc.integer({ min: 1, max: 255 }), (audio, maxSegments) => {
        const result = parseOggOpus(oggOf([opusHead(), tags(), ...audio], maxSegments));
        return result.ok && result.value.packets.length === audio.length && result.value.packets.every((p, i) => p.length === audio[i]!.length);
      }),
      { seed: 4, numRuns: 200 },
    );
  });

  it('never throws on arbitrary bytes (property)', () => {
    const valid = oggOf([opusHead(), tags(), Uint8Array.of(1, 2, 3)]);
    const mutated = fc.tuple(fc.integer({ min: 0, max: valid.length - 1 }), fc.integer({ min: 0, max: 255 })).map(([at, byte]) => {
      const copy = valid.slice();
      copy[at] = byte;
      return copy;
    });
    fc.assert(
      fc.property(fc.oneof(fc.uint8Array({ maxLength: 2_000 }), mutated), (bytes) => {
        const result = parseOggOpus(bytes);
        return typeof result.ok === 'boolean';
      }),
      { seed: 5, numRuns: 2_000 },
    );
  });
});
