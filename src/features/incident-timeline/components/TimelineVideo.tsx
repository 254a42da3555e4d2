import { useEffect, useRef } from 'react';
import { useT } from '../../../ui/index.ts';
import { videoAt, videoOffsetSeconds, type VideoSegment } from '../video.ts';

/** Drift beyond which the video is moved to the scrubber's time (a playing element drifts a little). */
const MAX_DRIFT_S = 0.4;

/**
 * The recording of the scrubber's moment, kept at the scrubber's time: seeking moves it, play runs it
 * with the timeline's clock (muted: the transmissions are the sound). Nothing shows between recordings.
 */
export function TimelineVideo({ segments, at, playing }: { segments: readonly VideoSegment[]; at: number; playing: boolean }) {
  const t = useT();
  const video = useRef<HTMLVideoElement>(null);
  const segment = videoAt(segments, at);

  useEffect(() => {
    const element = video.current;
    if (!element || !segment) return;
    if (element.dataset.id !== segment.id) {
      element.dataset.id = segment.id;
      element.src = segment.url;
    }
    const offset = videoOffsetSeconds(segment, at);
    if (Math.abs(element.currentTime - offset) > MAX_DRIFT_S) element.currentTime = offset;
    if (playing && element.paused) element.play().catch(() => undefined);
    if (!playing && !element.paused) element.pause();
  }, [segment, at, playing]);

  if (segments.length === 0) return null;
  return (
    <figure className="incident-timeline__video" data-testid="timeline-video" data-record={segment?.id ?? ''}>
      <video ref={video} muted playsInline preload="metadata" hidden={!segment} data-testid="timeline-video-element" />
      <figcaption>{segment ? t('incidentTimeline.video', { name: segment.camera }) : t('incidentTimeline.noVideo')}</figcaption>
    </figure>
  );
}
