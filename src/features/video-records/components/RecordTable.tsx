import { useState } from 'react';
import type { VideoRecord } from '../../../../protocol/index.ts';
import { Button, Cell, DataTable, useIntl, useT } from '../../../ui/index.ts';
import { formatDuration, formatSize } from '../model.ts';

type RecordTableProps = {
  readonly records: readonly VideoRecord[];
  readonly selectedId: string | null;
  readonly onOpen: (record: VideoRecord) => void;
  readonly onDelete: (record: VideoRecord) => void;
};

export const DATE_TIME = { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' } as const;

/** One row per recording or snapshot: camera, kind, start time, duration, size; play or view, delete (confirmed). */
export function RecordTable({ records, selectedId, onOpen, onDelete }: RecordTableProps) {
  const t = useT();
  const intl = useIntl();
  const [confirming, setConfirming] = useState<string | null>(null);
  if (records.length === 0) return <p className="video-records__empty" data-testid="video-records-empty">{t('videoRecords.empty')}</p>;
  return (
    <DataTable className="video-records__table" testId="video-records-table" label={t('videoRecords.title')}>
      <thead>
        <tr>
          <th>{t('videoRecords.field.camera')}</th>
          <th>{t('videoRecords.field.kind')}</th>
          <th>{t('videoRecords.field.start')}</th>
          <th>{t('videoRecords.field.duration')}</th>
          <th>{t('videoRecords.field.size')}</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {records.map((record) => (
          <tr key={record.id} data-testid="video-record-row" data-id={record.id} data-kind={record.kind} data-camera={record.cameraId} data-selected={record.id === selectedId}>
            <td>{record.cameraName}</td>
            <td>{t(record.kind === 'video' ? 'videoRecords.kind.video' : 'videoRecords.kind.snapshot')}</td>
            <Cell kind="date">{intl.formatDate(record.startTime, DATE_TIME)}</Cell>
            <td data-testid="video-record-duration">{record.kind === 'video' ? (record.endTime === null ? t('videoRecords.recording') : formatDuration(record.durationMs)) : '—'}</td>
            <td>{record.endTime === null ? '—' : formatSize(record.size)}</td>
            <td className="video-records__actions">
              {record.endTime !== null ? (
                <Button variant="ghost" onPress={() => onOpen(record)} data-testid="video-record-open">
                  {t(record.kind === 'video' ? 'videoRecords.play' : 'videoRecords.view')}
                </Button>
              ) : null}
              {confirming === record.id ? (
                <>
                  <Button variant="primary" onPress={() => (setConfirming(null), onDelete(record))} data-testid="video-record-delete-confirm">
                    {t('videoRecords.deleteConfirm')}
                  </Button>
                  <Button variant="ghost" onPress={() => setConfirming(null)}>
                    {t('videoRecords.cancel')}
                  </Button>
                </>
              ) : (
                <Button variant="ghost" isDisabled={record.endTime === null} onPress={() => setConfirming(record.id)} data-testid="video-record-delete">
                  {t('videoRecords.delete')}
                </Button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
