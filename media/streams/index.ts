import { playFlv } from './flvPlayer.ts';
import { playHls } from './hlsPlayer.ts';
import { playJanusStreaming } from './janusStreamingPlayer.ts';
import { absoluteUrl, type StreamCallbacks, type StreamPlayer, type StreamSource } from './streamPlayer.ts';

export { absoluteUrl, type StreamCallbacks, type StreamFailure, type StreamPlayer, type StreamSource } from './streamPlayer.ts';

/** Plays a camera in `video` with its protocol's player; failures come through `callbacks`. */
export function playStream(video: HTMLVideoElement, source: StreamSource, callbacks: StreamCallbacks, location: Pick<Location, 'protocol' | 'host'> = window.location): Promise<StreamPlayer> {
  switch (source.protocol) {
    case 'hls':
      return playHls(video, absoluteUrl(source.streamUrl, 'http', location), callbacks);
    case 'flv':
      return playFlv(video, absoluteUrl(source.streamUrl, 'http', location), absoluteUrl(source.streamUrl, 'ws', location), callbacks);
    case 'webrtc':
      return playJanusStreaming(video, absoluteUrl(source.streamUrl, 'ws', location), Number(source.streamId), callbacks, undefined, source.pin);
  }
}

/** The tile's current picture as a PNG (the snapshot button). */
export function snapshotPng(video: HTMLVideoElement): Promise<Blob | null> {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  if (canvas.width === 0 || canvas.height === 0) return Promise.resolve(null);
  canvas.getContext('2d')?.drawImage(video, 0, 0);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
}
