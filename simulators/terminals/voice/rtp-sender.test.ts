import { describe, expect, it } from 'vitest';
import type { PacingClock } from './pacing-clock.ts';
import { decodeRtp, type RtpPacket } from './rtp.ts';
import { RtpSender } from './rtp-sender.ts';

/** Virtual time where every sleep overshoots by `lateMs`, as a busy event loop does. */
function virtualClock(lateMs: number): PacingClock & { time: number } {
  const clock = {
    time: 0,
    now: () => clock.time,
    sleep: async (ms: number) => {
      clock.time += ms + lateMs;
    },
  };
  return clock;
}

const frames = (n: number) => Array.from({ length: n }, (_, i) => Uint8Array.of(i));

describe('RtpSender', () => {
  it('numbers packets by 1 and 960 and keeps 20 ms pacing without drift', async () => {
    const clock = virtualClock(3);
    const sent: Array<RtpPacket & { at: number }> = [];
    const sender = new RtpSender({ send: (bytes) => sent.push({ ...decodeRtp(bytes)!, at: clock.time }), clock, random: () => 0.5 });
    const report = await sender.talk(frames(50));
    expect(report).toMatchObject({ sent: 50, stopped: false, maxLateMs: 3 });
    expect(sent[0]!.marker).toBe(true);
    expect(sent.slice(1).every((packet) => !packet.marker)).toBe(true);
    sent.slice(1).forEach((packet, i) => {
      expect(packet.sequence).toBe((sent[i]!.sequence + 1) & 0xffff);
      expect((packet.timestamp - sent[i]!.timestamp) >>> 0).toBe(960);
      expect(packet.ssrc).toBe(sender.ssrc);
    });
    // Lateness does not accumulate: the 50th packet leaves 49 × 20 ms after the first, plus one overshoot.
    expect(sent[49]!.at - sent[0]!.at).toBe(49 * 20 + 3);
  });

  it('stops at once when told', async () => {
    const clock = virtualClock(0);
    let count = 0;
    const sender = new RtpSender({
      send: () => {
        count += 1;
        if (count === 5) sender.stop();
      },
      clock,
    });
    const report = await sender.talk(frames(50));
    expect(report).toMatchObject({ sent: 5, stopped: true });
    expect(sender.talking).toBe(false);
  });

  it('paces in real time within a few milliseconds', async () => {
    const times: number[] = [];
    const sender = new RtpSender({ send: () => times.push(performance.now()) });
    const report = await sender.talk(frames(25));
    const span = times.at(-1)! - times[0]!;
    expect(span).toBeGreaterThan(24 * 20 - 5);
    expect(span).toBeLessThan(24 * 20 + 30);
    expect(report.meanLateMs).toBeLessThan(10);
  });
});
