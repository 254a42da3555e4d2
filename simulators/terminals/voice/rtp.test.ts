import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeRtp, encodeRtp } from './rtp.ts';

describe('RTP packets', () => {
  it('decode what encode wrote', () => {
    fc.assert(
      fc.property(
        fc.record({
          payloadType: fc.integer({ min: 0, max: 71 }),
          marker: fc.boolean(),
          sequence: fc.integer({ min: 0, max: 0xffff }),
          timestamp: fc.integer({ min: 0, max: 0xffffffff }),
          ssrc: fc.integer({ min: 0, max: 0xffffffff }),
        }),
        fc.uint8Array({ maxLength: 300 }),
        (header, payload) => {
          const packet = decodeRtp(encodeRtp(header, payload));
          expect(packet).toEqual({ ...header, payload });
        },
      ),
      { seed: 11, numRuns: 300 },
    );
  });

  it('skips CSRCs, a header extension and padding', () => {
    const bytes = Uint8Array.of(
      0xb1, 111, 0, 1, 0, 0, 0, 2, 0, 0, 0, 3, // V=2, padding, extension, 1 CSRC
      9, 9, 9, 9, // CSRC
      0xbe, 0xde, 0, 1, 1, 2, 3, 4, // one-word extension
      7, 8, // payload
      0, 2, // padding of 2
    );
    expect(decodeRtp(bytes)).toMatchObject({ payloadType: 111, sequence: 1, timestamp: 2, ssrc: 3, payload: Uint8Array.of(7, 8) });
  });

  it('turns away RTCP and junk without throwing', () => {
    expect(decodeRtp(Uint8Array.of(0x80, 200, 0, 6, 0, 0, 0, 0, 0, 0, 0, 0))).toBeNull();
    fc.assert(fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => decodeRtp(bytes) === null || decodeRtp(bytes)!.payload.length >= 0), {
      seed: 12,
      numRuns: 2_000,
    });
  });
});
