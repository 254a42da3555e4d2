import { existsSync } from 'node:fs';
import { timecodeFilters } from './timecode.ts';

/** What a simulated camera shows: a moving test pattern at 360p, 15 frames a second. */
export const CAMERA_PICTURE = { width: 640, height: 360, fps: 15 } as const;

/** Debian's fonts-dejavu-core; without it the picture has no burnt-in text (it still moves). */
const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf';

export type CameraOutput =
  | { readonly kind: 'hls'; readonly playlist: string }
  | { readonly kind: 'flv'; readonly ingestUrl: string }
  | { readonly kind: 'rtp'; readonly host: string; readonly port: number; readonly localAddr: string; readonly payloadType: number };

/**
 * A machine-readable wall clock in the picture (./timecode.ts), for the glass-to-glass benchmark:
 * frames are stamped with the wall clock in ms since epochS, so `t` is wall seconds since then.
 */
export type CameraTimecode = { readonly epochS: number };

/** drawtext's own escaping: the text is ours, but a colon or quote in a name must not end it. */
const drawtextEscape = (text: string) => text.replace(/[\\':%]/g, (char) => `\\${char}`);

/**
 * ffmpeg's arguments for one simulated camera: testsrc2 (its own stream clock top left) with the
 * camera's name, the wall clock and the frame number burnt in, encoded for the camera's protocol. H.264 with a one-second GOP for HLS and FLV (a late viewer waits at most
 * a second for a key frame); VP8 for WebRTC, which every browser decodes.
 *
 * With a timecode, ffmpeg runs without -re: the realtime filter paces frames at their original
 * times, then setpts stamps each with the wall clock (RTCTIME, in µs) as it leaves, and the output
 * keeps those stamps (-fps_mode passthrough). Without one, the picture is as it always was.
 */
export function cameraFfmpegArgs(
  name: string,
  output: CameraOutput,
  font = existsSync(FONT) ? FONT : null,
  timecode: CameraTimecode | null = null,
  fps: number = CAMERA_PICTURE.fps,
): string[] {
  const { width, height } = CAMERA_PICTURE;
  const text = font
    ? `,drawtext=fontfile=${font}:fontsize=22:fontcolor=white:box=1:boxcolor=black@0.6:x=12:y=36:text='${drawtextEscape(name)}  %{localtime\\:%H\\\\\\:%M\\\\\\:%S}  #%{n}'`
    : '';
  const source = `testsrc2=size=${width}x${height}:rate=${fps}`;
  const input = timecode
    ? ['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', `${[source, 'realtime', 'settb=1/1000', `setpts='(RTCTIME-${Math.trunc(timecode.epochS)}000000)/1000'`, ...timecodeFilters()].join(',')}${text}`, '-fps_mode', 'passthrough']
    : ['-hide_banner', '-loglevel', 'error', '-re', '-f', 'lavfi', '-i', `${source}${text}`];
  const h264 = ['-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-profile:v', 'baseline', '-pix_fmt', 'yuv420p', '-g', String(fps), '-keyint_min', String(fps), '-b:v', '600k'];
  switch (output.kind) {
    case 'hls':
      return [...input, ...h264, '-f', 'hls', '-hls_time', '1', '-hls_list_size', '6', '-hls_flags', 'delete_segments+omit_endlist+independent_segments', output.playlist];
    case 'flv':
      return [...input, ...h264, '-f', 'flv', '-flvflags', 'no_duration_filesize', '-method', 'POST', '-chunked_post', '1', '-content_type', 'video/x-flv', output.ingestUrl];
    case 'rtp':
      return [
        ...input,
        ...['-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', '600k', '-g', String(fps), '-error-resilient', '1', '-auto-alt-ref', '0'],
        ...['-f', 'rtp', '-payload_type', String(output.payloadType), '-ssrc', String(output.port)],
        `rtp://${output.host}:${output.port}?localaddr=${output.localAddr}&pkt_size=1200`,
      ];
  }
}
