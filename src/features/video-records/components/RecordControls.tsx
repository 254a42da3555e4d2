import { useState } from 'react';
import type { Camera, VideoRecord } from '../../../../protocol/index.ts';
import { Button, useAsyncEffect, useT, type MessageKey } from '../../../ui/index.ts';
import { cameraStatus, setRecording, snapCamera, videoRecordErrorKey, type VideoRecordsDs } from '../model.ts';

type RecordControlsProps = {
  readonly ds: VideoRecordsDs;
  readonly camera: Camera;
  /** Test ids end with this (a wall tile's index, or 'page'). */
  readonly testIdSuffix: string;
  /** A recording finished or a snapshot was taken: a list on screen may reload. */
  readonly onRecorded?: (record: VideoRecord) => void;
};

/**
 * Record (start/stop) and platform snapshot for one camera (SPEC §7 apiZlmk record, snap). The
 * platform records and snaps the camera's own stream, so it keeps working when this console closes.
 */
export function RecordControls({ ds, camera, testIdSuffix, onRecorded }: RecordControlsProps) {
  const t = useT();
  const [recording, setRecordingState] = useState<VideoRecord | null>(null);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ key: MessageKey; tone: 'error' | 'info' } | null>(null);

  // Another console (or this one before a reload) may have started the recording.
  useAsyncEffect(
    () => cameraStatus(ds, camera.id),
    (status) => setRecordingState(status.recording),
    () => undefined,
    [ds, camera.id],
  );

  const act = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      setNote({ key: videoRecordErrorKey(error), tone: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const toggle = () =>
    act(async () => {
      const record = await setRecording(ds, camera.id, recording ? 'stop' : 'start');
      setRecordingState(record.endTime === null ? record : null);
      setNote(record.endTime === null ? null : { key: 'videoRecords.saved', tone: 'info' });
      if (record.endTime !== null) onRecorded?.(record);
    });
  const snap = () =>
    act(async () => {
      const record = await snapCamera(ds, camera.id);
      setNote({ key: 'videoRecords.snapped', tone: 'info' });
      onRecorded?.(record);
    });

  return (
    <span className="video-record-controls" data-recording={recording ? 'true' : 'false'}>
      <Button variant={recording ? 'primary' : 'ghost'} isDisabled={busy} onPress={() => void toggle()} data-testid={`video-record-toggle-${testIdSuffix}`}>
        {recording ? t('videoRecords.stop') : t('videoRecords.record')}
      </Button>
      <Button variant="ghost" isDisabled={busy} onPress={() => void snap()} data-testid={`video-record-snap-${testIdSuffix}`}>
        {t('videoRecords.snap')}
      </Button>
      {recording ? (
        <span className="video-record-controls__live" data-testid={`video-record-live-${testIdSuffix}`}>
          {t('videoRecords.recording')}
        </span>
      ) : null}
      {note ? (
        <span className={`video-record-controls__note video-record-controls__note--${note.tone}`} role={note.tone === 'error' ? 'alert' : 'status'} data-testid={`video-record-note-${testIdSuffix}`}>
          {t(note.key)}
        </span>
      ) : null}
    </span>
  );
}
