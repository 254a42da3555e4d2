import { useMemo, useRef, useState } from 'react';
import { TrackLimits, videoRecordUrl, type Camera, type VideoRecord } from '../../../protocol/index.ts';
import { SelectField, useAsyncEffect, useIntl, useT, type MessageKey } from '../../ui/index.ts';
import { TimeRangeForm, type TimeQueryRange } from '../track-playback/index.ts';
import { RecordControls } from './components/RecordControls.tsx';
import { DATE_TIME, RecordTable } from './components/RecordTable.tsx';
import { deleteVideoRecord, findVideoRecords, formatDuration, formatSize, listCameras, videoRecordErrorKey, type VideoRecordQuery, type VideoRecordsDs } from './model.ts';
import './video-records.css';

const ALL = '';

/**
 * Video records (SPEC §2 /video-surveillances/video-records): the recordings and snapshots the
 * platform made of the cameras, by camera and time range (§5 rules, §9 quick ranges), newest
 * first; a recording plays in the page, a snapshot shows; either can be deleted. The chosen
 * camera can be recorded or snapped from here as from its wall tile.
 */
export function VideoRecordsPage({ ds }: { ds: VideoRecordsDs }) {
  const t = useT();
  const intl = useIntl();
  const [cameras, setCameras] = useState<Camera[] | null>(null);
  const [cameraId, setCameraId] = useState(ALL);
  const [query, setQuery] = useState<VideoRecordQuery | null>(null);
  const [records, setRecords] = useState<VideoRecord[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<MessageKey | null>(null);
  const [open, setOpen] = useState<VideoRecord | null>(null);
  const generation = useRef(0);

  useAsyncEffect(
    () => listCameras(ds),
    setCameras,
    (failure) => {
      setCameras([]);
      setError(videoRecordErrorKey(failure));
    },
    [ds],
  );

  const load = (next: VideoRecordQuery) => {
    const mine = (generation.current += 1);
    setBusy(true);
    setQuery(next);
    findVideoRecords(ds, next).then(
      (found) => {
        if (mine !== generation.current) return;
        setBusy(false);
        setError(null);
        setRecords(found);
      },
      (failure: unknown) => {
        if (mine !== generation.current) return;
        setBusy(false);
        setError(videoRecordErrorKey(failure));
      },
    );
  };
  const onQuery = ({ start, end, tz }: TimeQueryRange) => load({ start, end, tz, cameraId: cameraId || null });
  const remove = (record: VideoRecord) =>
    deleteVideoRecord(ds, record.id).then(
      () => {
        if (open?.id === record.id) setOpen(null);
        if (query) load(query);
      },
      (failure: unknown) => setError(videoRecordErrorKey(failure)),
    );

  const options = useMemo(() => [{ value: ALL, label: t('videoRecords.allCameras') }, ...(cameras ?? []).map((camera) => ({ value: camera.id, label: camera.name }))], [cameras, t]);
  const chosen = cameras?.find((camera) => camera.id === cameraId) ?? null;

  return (
    <section className="video-records" data-testid="video-records-page" aria-busy={cameras === null}>
      <header className="video-records__header">
        <h1 className="video-records__title">{t('videoRecords.title')}</h1>
        <SelectField label={t('videoRecords.field.camera')} value={cameraId} onChange={setCameraId} options={options} testId="video-records-camera" />
        {chosen ? <RecordControls key={chosen.id} ds={ds} camera={chosen} testIdSuffix="page" onRecorded={() => query && load(query)} /> : null}
      </header>
      <TimeRangeForm busy={busy} testIdPrefix="video-records" queryLabel={t('videoRecords.query')} onQuery={onQuery} />
      {error ? (
        <p className="ui-field__error" role="alert" data-testid="video-records-error">
          {t(error, { max: TrackLimits.maxSpanDays })}
        </p>
      ) : null}
      {open ? (
        <figure className="video-records__viewer" data-testid="video-record-viewer" data-id={open.id}>
          {open.kind === 'video' ? (
            <video key={open.id} className="video-records__media" src={videoRecordUrl(open)} controls autoPlay muted playsInline data-testid="video-record-player" />
          ) : (
            <img key={open.id} className="video-records__media" src={videoRecordUrl(open)} alt={t('videoRecords.snapshotOf', { name: open.cameraName })} data-testid="video-record-image" />
          )}
          <figcaption className="video-records__details">
            <span>{open.cameraName}</span>
            <span>{intl.formatDate(open.startTime, DATE_TIME)}</span>
            {open.kind === 'video' ? <span data-testid="video-record-viewer-duration">{formatDuration(open.durationMs)}</span> : null}
            <span>{formatSize(open.size)}</span>
            <span>
              {open.width}×{open.height}
            </span>
          </figcaption>
        </figure>
      ) : null}
      {records ? <RecordTable records={records} selectedId={open?.id ?? null} onOpen={setOpen} onDelete={(record) => void remove(record)} /> : <p className="video-records__empty">{t('videoRecords.hint')}</p>}
    </section>
  );
}
