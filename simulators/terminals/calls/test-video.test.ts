import { describe, expect, it } from 'vitest';
import { VIDEO_RESOLUTIONS, VideoResolution } from '../../../protocol/index.ts';
import { startTestVideo, testVideoArgs } from './test-video.ts';
import { lacking, needing } from '../../testing/needs.ts';

describe('the test camera', () => {
  it('asks ffmpeg for each resolution, VP8 over RTP to loopback, bounded in time', () => {
    for (const resolution of VideoResolution.options) {
      const args = testVideoArgs(resolution, 15, 40_000);
      const { width, height } = VIDEO_RESOLUTIONS[resolution];
      expect(args).toContain(`testsrc2=size=${width}x${height}:rate=15`);
      expect(args.at(-1)).toBe('rtp://127.0.0.1:40000?pkt_size=1200');
      expect(args[args.indexOf('-c:v') + 1]).toBe('libvpx');
      expect(Number(args[args.indexOf('-t') + 1])).toBeGreaterThan(0);
    }
  });

  it.skipIf(lacking('ffmpeg').length > 0)(needing('sends RTP packets with frame ends (marker bit) and stops', lacking('ffmpeg')), async () => {
    const markers: number[] = [];
    const video = await startTestVideo({ resolution: 'QQVGA', onRtp: (packet) => markers.push((packet[1] ?? 0) >> 7) });
    await expect.poll(() => markers.filter((marker) => marker === 1).length, { timeout: 10_000 }).toBeGreaterThan(5);
    await video.stop();
    const count = video.packets();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(video.packets()).toBe(count);
  }, 20_000);
});
