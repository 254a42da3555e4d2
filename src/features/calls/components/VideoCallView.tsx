import { useEffect, useRef, useState } from 'react';
import type { Observable } from 'rxjs';
import { useT } from '../../../ui/index.ts';

/** A video call's two pictures, as the call engine streams them (null: none yet, or no more). */
export type CallVideo = { readonly local$: Observable<MediaStream | null>; readonly remote$: Observable<MediaStream | null> };

/**
 * One stream in a muted, inline, autoplaying video element (sound plays through the call's own
 * audio). The stream goes straight onto the element; React state holds only whether there is one
 * (STYLE: media objects never in state). `waiting` shows while there is none.
 */
function StreamVideo({ stream$, label, testId, className, waiting }: { stream$: Observable<MediaStream | null>; label: string; testId: string; className: string; waiting?: string }) {
  const ref = useRef<HTMLVideoElement | null>(null);
  const [hasStream, setHasStream] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const subscription = stream$.subscribe((stream) => {
      element.srcObject = stream;
      setHasStream(stream !== null);
      if (stream) void element.play().catch(() => undefined); // autoplay refused: the next gesture plays it
    });
    return () => {
      subscription.unsubscribe();
      element.srcObject = null;
      setHasStream(false);
    };
  }, [stream$]);
  return (
    <>
      <video ref={ref} className={className} aria-label={label} data-testid={testId} data-has-stream={hasStream ? 'true' : 'false'} autoPlay muted playsInline />
      {waiting && !hasStream ? <p className="video-call__waiting">{waiting}</p> : null}
    </>
  );
}

/**
 * The video call window's pictures: the other party's video large, our own camera small in its
 * corner (mirrored, as people expect of a self view). Until the remote stream arrives a line says so.
 */
export function VideoCallView({ video }: { video: CallVideo }) {
  const t = useT();
  return (
    <div className="video-call" data-testid="video-call">
      <StreamVideo stream$={video.remote$} label={t('videoCalls.remote')} testId="video-call-remote" className="video-call__remote" waiting={t('videoCalls.noRemoteVideo')} />
      <StreamVideo stream$={video.local$} label={t('videoCalls.local')} testId="video-call-local" className="video-call__local" />
    </div>
  );
}
