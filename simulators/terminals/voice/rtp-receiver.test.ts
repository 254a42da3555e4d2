import { describe, expect, it } from 'vitest';
import { encodeRtp } from './rtp.ts';
import { RtpReceiver, type FrameDecoder } from './rtp-receiver.ts';

const sine = Float32Array.from({ length: 960 }, (_, i) => 0.25 * Math.sin((2 * Math.PI * 440 * i) / 48_000));
/** Decodes payload [1] as a tone, [0] as silence, anything else as an error. */
const fakeDecoder: FrameDecoder = {
  decode: (frame) => {
    if (frame[0] === 1) return sine;
    if (frame[0] === 0) return new Float32Array(960);
    throw new Error('corrupt');
  },
  free: () => undefined,
};
const rtp = (sequence: number, payload: number, payloadType = 111) =>
  encodeRtp({ payloadType, marker: false, sequence, timestamp: sequence * 960, ssrc: 77 }, Uint8Array.of(payload));

describe('RtpReceiver', () => {
  it('meters the decoded mix and remembers when it turned loud', () => {
    let clock = 0;
    const receiver = new RtpReceiver({ decoder: fakeDecoder, now: () => (clock += 20) });
    [0, 0, 1, 1, 1, 0, 9].forEach((payload, i) => receiver.receive(rtp(i, payload)));
    receiver.receive(rtp(8, 1, 96)); // another payload type: not ours
    receiver.receive(Uint8Array.of(1, 2, 3)); // not RTP
    expect(receiver.heard()).toMatchObject({ firstPacketAt: 20, packets: 7, firstLoudAt: 60, lastLoudAt: 100, loudMs: 60 });
    expect(receiver.heard().peakDbfs).toBeCloseTo(-15.05, 1);
    expect(receiver.undecodableFrames).toBe(1);
    expect(receiver.totalPackets).toBe(7);
    expect(receiver.lastSsrc).toBe(77);
    receiver.reset();
    expect(receiver.heard().packets).toBe(0);
    expect(receiver.totalPackets).toBe(7);
  });

  it('only counts packets without a decoder', () => {
    const receiver = new RtpReceiver({ decoder: null });
    receiver.receive(rtp(1, 1));
    expect(receiver.heard()).toMatchObject({ packets: 1, loudMs: 0, peakDbfs: -Infinity });
    receiver.close();
    receiver.close();
    receiver.receive(rtp(2, 1));
    expect(receiver.heard().packets).toBe(1);
  });
});
