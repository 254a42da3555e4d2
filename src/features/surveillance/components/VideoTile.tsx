import { useRef, useState, type DragEvent } from 'react';
import type { Camera } from '../../../../protocol/index.ts';
import { snapshotPng } from '../../../../media/streams/index.ts';
import { Button, useT } from '../../../ui/index.ts';
import { RecordControls } from '../../video-records/index.ts';
import { useStreamPlayer } from '../useStreamPlayer.ts';
import { STREAM_FAILURE_KEY, type CameraDs } from '../model.ts';

/** The drag payload's type: a camera id dragged from the list. */
export const CAMERA_DRAG_TYPE = 'application/x-poc-camera';

type TileProps = {
  ds: CameraDs;
  index: number;
  camera: Camera | null;
  onDropCamera: (cameraId: string, tile: number) => void;
  onClose: (tile: number) => void;
};

/** One tile of the wall: a drop target that plays its camera with the protocol's player. */
export function VideoTile({ ds, index, camera, onDropCamera, onClose }: TileProps) {
  const t = useT();
  const video = useRef<HTMLVideoElement>(null);
  const [over, setOver] = useState(false);
  const source = camera ? `${camera.protocol}|${camera.streamId}|${camera.streamUrl}` : null;

  // The player restarts only when what it plays changes, not on every list reload.
  const failure = useStreamPlayer(video, camera, source);

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const id = event.dataTransfer.getData(CAMERA_DRAG_TYPE);
    if (id) onDropCamera(id, index);
  };

  const snapshot = async () => {
    if (!video.current || !camera) return;
    const png = await snapshotPng(video.current);
    if (!png) return;
    const link = document.createElement('a');
    link.href = URL.createObjectURL(png);
    link.download = `${camera.name}-${new Date().toISOString().replace(/[:.]/g, '-')}.png`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  };

  return (
    <div
      className={['surveillance-tile', over ? 'surveillance-tile--over' : ''].filter(Boolean).join(' ')}
      data-testid={`surveillance-tile-${index}`}
      data-camera={camera?.id ?? ''}
      data-failure={failure ?? ''}
      onDragOver={(event) => {
        if (!event.dataTransfer.types.includes(CAMERA_DRAG_TYPE)) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      {camera ? (
        <>
          <video ref={video} className="surveillance-tile__video" muted playsInline autoPlay data-testid="surveillance-video" />
          <div className="surveillance-tile__bar">
            <span className="surveillance-tile__name">{camera.name}</span>
            <Button variant="ghost" onPress={() => void snapshot()} data-testid={`surveillance-snapshot-${index}`}>
              {t('surveillance.tile.snapshot')}
            </Button>
            {/* The platform's own recording and snapshot of the camera (video records). */}
            <RecordControls ds={ds} camera={camera} testIdSuffix={String(index)} />
            <Button variant="ghost" onPress={() => onClose(index)} data-testid={`surveillance-close-${index}`}>
              {t('surveillance.tile.close')}
            </Button>
          </div>
          {failure ? (
            <p className="surveillance-tile__error" role="alert" data-testid={`surveillance-tile-error-${index}`}>
              {t(STREAM_FAILURE_KEY[failure])}
            </p>
          ) : null}
        </>
      ) : (
        <span className="surveillance-tile__hint">{t('surveillance.tile.empty')}</span>
      )}
    </div>
  );
}
