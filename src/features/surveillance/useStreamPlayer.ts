import { useEffect, useRef, useState, type RefObject } from 'react';
import { playStream, type StreamFailure, type StreamSource } from '../../../media/streams/index.ts';

/**
 * Plays `source` in the video element and stops it on unmount. The player restarts only when
 * `key` changes (what is played), not on every render that hands over an equal source.
 * Returns why the stream failed, if it did.
 */
export function useStreamPlayer(video: RefObject<HTMLVideoElement | null>, source: StreamSource | null, key: unknown): StreamFailure | null {
  const [failure, setFailure] = useState<StreamFailure | null>(null);
  const latest = useRef(source);
  latest.current = source;
  useEffect(() => {
    const element = video.current;
    const playing = latest.current;
    if (!playing || !element) return;
    setFailure(null);
    let current = true;
    let stop: (() => void) | null = null;
    playStream(element, playing, { onFailure: (kind) => current && setFailure(kind) }).then(
      (player) => {
        if (current) stop = () => player.stop();
        else player.stop();
      },
      () => current && setFailure('failed'),
    );
    return () => {
      current = false;
      stop?.();
    };
  }, [video, key]);
  return failure;
}

/** A monitor grant as a receive-only Janus Streaming source. */
export function grantSource(grant: { mount: number | string; pin: string }): StreamSource {
  return { protocol: 'webrtc', streamId: String(grant.mount), streamUrl: '/janus', pin: grant.pin };
}
