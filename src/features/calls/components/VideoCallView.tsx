import { useEffect, useRef } from 'react';
import { useT } from '../../../ui/index.ts';

/** One stream in a muted, inline, autoplaying video element (sound plays through the call's own audio). */
function StreamVideo({ stream, label, testId, className }: { stream: MediaStream | null; label: string; testId: string; className: string }) {
  const ref = useRef<HTMLVideoElement | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.srcObject = stream;
    if (stream) void element.play().catch(() => undefined); // autoplay refused: the next gesture plays it
    return () => {
      element.srcObject = null;
    };
  }, [stream]);
  return <video ref={ref} className={className} aria-label={label} data-testid={testId} data-has-stream={stream ? 'true' : 'false'} autoPlay muted playsInline />;
}

/**
 * The video call window's pictures: the other party's video large, our own camera small in its
 * corner (mirrored, as people expect of a self view). Until the remote stream arrives a line says so.
 */
export function VideoCallView({ localVideo, remoteVideo }: { localVideo: MediaStream | null; remoteVideo: MediaStream | null }) {
  const t = useT();
  return (
    <div className="video-call" data-testid="video-call">
      <StreamVideo stream={remoteVideo} label={t('videoCalls.remote')} testId="video-call-remote" className="video-call__remote" />
      {remoteVideo ? null : <p className="video-call__waiting">{t('videoCalls.noRemoteVideo')}</p>}
      <StreamVideo stream={localVideo} label={t('videoCalls.local')} testId="video-call-local" className="video-call__local" />
    </div>
  );
}
