import { useEffect, useRef, useState } from 'react';
import type { MonitorGrant } from '../../../../protocol/index.ts';
import { playStream, type StreamFailure } from '../../../../media/streams/index.ts';

/** The terminal's camera for the response panel: the mount point the platform made, watched receive-only. */
export function SosCameraView({ grant, label }: { grant: MonitorGrant; label: string }) {
  const video = useRef<HTMLVideoElement>(null);
  const [failure, setFailure] = useState<StreamFailure | null>(null);
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    let current = true;
    let stop: (() => void) | null = null;
    const source = { protocol: 'webrtc', streamId: String(grant.mount), streamUrl: '/janus', pin: grant.pin } as const;
    playStream(element, source, { onFailure: (kind) => current && setFailure(kind) }).then(
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
  }, [grant]);
  return <video ref={video} className="sos-response__video" muted playsInline autoPlay aria-label={label} data-testid="sos-response-video" data-failure={failure ?? ''} />;
}
