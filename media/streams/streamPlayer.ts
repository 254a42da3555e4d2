/**
 * A camera stream playing in a <video> of the video wall. Each protocol has its player (hls.js,
 * mpegts.js over WebSocket, Janus Streaming); all report the same SPEC §8 failures.
 */
export type StreamFailure = 'notFound' | 'busy' | 'unsupported' | 'failed';

export type StreamSource = {
  readonly protocol: 'hls' | 'flv' | 'webrtc';
  readonly streamId: string;
  /** A path on the console's origin or an absolute URL (protocol/cameras.ts streamUrlProblem). */
  readonly streamUrl: string;
  /** A private Janus Streaming mount point's pin (a terminal camera monitored on the wall). */
  readonly pin?: string;
};

export type StreamCallbacks = {
  readonly onFailure: (failure: StreamFailure) => void;
};

export type StreamPlayer = { stop(): void };

/** Same-origin paths become absolute URLs of the scheme the player needs. */
export function absoluteUrl(url: string, scheme: 'http' | 'ws', location: Pick<Location, 'protocol' | 'host'>): string {
  const secure = location.protocol === 'https:';
  const base = url.startsWith('/') ? `${location.protocol}//${location.host}${url}` : url;
  if (scheme === 'ws') return base.replace(/^http(s?):/i, (_match, s: string) => `ws${s || (secure ? 's' : '')}:`);
  return base.replace(/^ws(s?):/i, (_match, s: string) => `http${s}:`);
}

/** Starts the video element once it has something; autoplay of muted video needs no gesture. */
export function startVideo(video: HTMLVideoElement): void {
  video.muted = true;
  video.playsInline = true;
  video.play().catch(() => undefined);
}
