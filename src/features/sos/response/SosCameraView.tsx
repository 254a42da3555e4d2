import { useRef } from 'react';
import type { MonitorGrant } from '../../../../protocol/index.ts';
import { grantSource, useStreamPlayer } from '../../surveillance/index.ts';

/** The terminal's camera for the response panel: the mount point the platform made, watched receive-only. */
export function SosCameraView({ grant, label }: { grant: MonitorGrant; label: string }) {
  const video = useRef<HTMLVideoElement>(null);
  const failure = useStreamPlayer(video, grantSource(grant), grant);
  return <video ref={video} className="sos-response__video" muted playsInline autoPlay aria-label={label} data-testid="sos-response-video" data-failure={failure ?? ''} />;
}
