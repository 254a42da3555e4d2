import type { StreamCallbacks, StreamPlayer } from './streamPlayer.ts';
import { startVideo } from './streamPlayer.ts';

/**
 * HLS through hls.js (loaded on first use). Workers are off: the console's CSP allows no blob:
 * workers, and a 360p stream parses cheaply on the main thread. A 404 playlist is "stream not found".
 */
export async function playHls(video: HTMLVideoElement, url: string, callbacks: StreamCallbacks): Promise<StreamPlayer> {
  const { default: Hls } = await import('hls.js');
  if (!Hls.isSupported()) {
    callbacks.onFailure('unsupported');
    return { stop: () => undefined };
  }
  const hls = new Hls({ enableWorker: false, liveSyncDurationCount: 2, backBufferLength: 10 });
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (!data.fatal) return;
    callbacks.onFailure(data.response?.code === 404 ? 'notFound' : data.type === Hls.ErrorTypes.MEDIA_ERROR ? 'unsupported' : 'failed');
    hls.destroy();
  });
  hls.on(Hls.Events.MANIFEST_PARSED, () => startVideo(video));
  hls.loadSource(url);
  hls.attachMedia(video);
  return {
    stop: () => {
      hls.destroy();
      video.removeAttribute('src');
      video.load();
    },
  };
}
