import { useState } from 'react';
import { mediaSeconds, type MediaItem } from '../../../../protocol/index.ts';
import { Button, Cell, DataTable, useIntl, useT, type Translate } from '../../../ui/index.ts';

type MediaTableProps = {
  items: readonly MediaItem[];
  /** Group names by gid, to say which group a cloud recording is of. */
  groupNames: ReadonlyMap<string, string>;
  previewId: string | null;
  busy: boolean;
  onPreview: (item: MediaItem) => void;
  onDelete: (item: MediaItem) => Promise<boolean>;
};

const KIB = 1024;
const MIB = 1024 * 1024;

function sizeText(t: Translate, bytes: number): string {
  if (bytes >= MIB) return t('mediaLibrary.size.mb', { value: Math.round((bytes / MIB) * 10) / 10 });
  return t('mediaLibrary.size.kb', { value: Math.max(0.1, Math.round((bytes / KIB) * 10) / 10) });
}

/** Name, type, size, duration (length/1000 s), time; play or view, delete after a confirmation. */
export function MediaTable({ items, groupNames, previewId, busy, onPreview, onDelete }: MediaTableProps) {
  const t = useT();
  const intl = useIntl();
  const [confirming, setConfirming] = useState<string | null>(null);
  if (items.length === 0) return <p className="media-library__empty">{t('mediaLibrary.empty')}</p>;
  return (
    <DataTable className="media-table" testId="media-table" label={t('mediaLibrary.title')}>
      <thead>
        <tr>
          <th>{t('mediaLibrary.field.name')}</th>
          <th>{t('mediaLibrary.field.type')}</th>
          <th>{t('mediaLibrary.field.size')}</th>
          <th>{t('mediaLibrary.field.duration')}</th>
          <th>{t('mediaLibrary.field.time')}</th>
          <th>{t('mediaLibrary.field.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id} data-testid={`media-${item.id}`} data-name={item.name} data-source={item.source} data-gid={item.gid ?? ''} aria-selected={previewId === item.id}>
            <td className="media-table__name">
              {item.name}
              {item.source === 'cloud' && item.gid ? <span className="media-table__source">{t('mediaLibrary.cloudRecording', { group: groupNames.get(item.gid) ?? item.gid })}</span> : null}
            </td>
            <td>{t(`mediaLibrary.kind.${item.kind}`)}</td>
            <td>{sizeText(t, item.size)}</td>
            <td data-testid="media-duration">{item.kind === 'image' ? '—' : t('mediaLibrary.seconds', { seconds: mediaSeconds(item) })}</td>
            <Cell kind="date">{intl.formatDate(item.createTime, { dateStyle: 'short', timeStyle: 'medium' })}</Cell>
            <td>
              {confirming === item.id ? (
                <span className="media-table__confirm" role="alert">
                  {t('mediaLibrary.deleteConfirm', { name: item.name })}
                  <Button variant="danger" isDisabled={busy} onPress={() => void onDelete(item).then((done) => done && setConfirming(null))} data-testid="media-delete-confirm">
                    {t('mediaLibrary.delete')}
                  </Button>
                  <Button variant="ghost" onPress={() => setConfirming(null)} data-testid="media-delete-cancel">
                    {t('common.cancel')}
                  </Button>
                </span>
              ) : (
                <span className="media-table__actions">
                  <Button variant="ghost" onPress={() => onPreview(item)} data-testid="media-play">
                    {t(item.kind === 'image' ? 'mediaLibrary.view' : 'mediaLibrary.play')}
                  </Button>
                  <Button variant="ghost" isDisabled={busy} onPress={() => setConfirming(item.id)} data-testid="media-delete">
                    {t('mediaLibrary.delete')}
                  </Button>
                </span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
