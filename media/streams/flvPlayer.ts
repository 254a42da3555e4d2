import type { StreamCallbacks, StreamPlayer } from './streamPlayer.ts';
import { startVideo } from './streamPlayer.ts';

/** Close codes of the emulator's FLV sockets (docs/protocol.md "Simulated cameras"). */
const CLOSE_NOT_FOUND = 4404;
const CLOSE_BUSY = 4429;

/**
 * HTTP-FLV through mpegts.js (flv.js's maintained successor), fed over a WebSocket: one socket per
 * tile, so a 16-tile wall does not queue behind the browser's 6 HTTP/1.1 connections per origin.
 * A short GET first tells "stream not found" and "camera busy" apart from other failures, since
 * mpegts.js does not pass a socket's close code on.
 */
export async function playFlv(video: HTMLVideoElement, httpUrl: string, wsUrl: string, callbacks: StreamCallbacks): Promise<StreamPlayer> {
  let stopped = false;
  let player: { destroy(): void } | null = null;
  const stop = () => {
    stopped = true;
    player?.destroy();
    player = null;
  };
  const status = await fetch(httpUrl, { credentials: 'same-origin', cache: 'no-store' }).then(
    (answer) => answer.status,
    () => 0,
  );
  if (status === 404 || status === CLOSE_NOT_FOUND) {
    callbacks.onFailure('notFound');
    return { stop };
  }
  if (status === 503 || status === CLOSE_BUSY) {
    callbacks.onFailure('busy');
    return { stop };
  }
  if (status !== 200) {
    callbacks.onFailure('failed');
    return { stop };
  }
  const { default: mpegts } = await import('mpegts.js');
  if (stopped) return { stop };
  if (!mpegts.isSupported()) {
    callbacks.onFailure('unsupported');
    return { stop };
  }
  const created = mpegts.createPlayer(
    { type: 'flv', isLive: true, hasAudio: false, hasVideo: true, url: wsUrl },
    { enableWorker: false, enableStashBuffer: false, liveBufferLatencyChasing: true, liveBufferLatencyMaxLatency: 1.5, liveBufferLatencyMinRemain: 0.3, lazyLoad: false },
  );
  created.on(mpegts.Events.ERROR, (type: string) => {
    callbacks.onFailure(type === mpegts.ErrorTypes.MEDIA_ERROR ? 'unsupported' : 'failed');
  });
  created.attachMediaElement(video);
  created.load();
  startVideo(video);
  player = created;
  return { stop };
}
