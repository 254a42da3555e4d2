import { useCallback, useEffect, useMemo, useState } from 'react';
import type { MediaCloud, MediaItem } from '../../../protocol/index.ts';
import { useT, useToast } from '../../ui/index.ts';
import { MediaCloudPanel } from './components/MediaCloudPanel.tsx';
import { MediaPreview } from './components/MediaPreview.tsx';
import { MediaTable } from './components/MediaTable.tsx';
import { MediaUploadForm } from './components/MediaUploadForm.tsx';
import { deleteMedia, loadCloud, loadMedia, mediaRefusalOf, setCloud, type MediaDs } from './model/model.ts';
import { problemText } from './model/problemText.ts';
import './media-library.css';

/** Cloud recordings are added by the platform without a socket event, so the list is re-read this often. */
export const MEDIA_REFRESH_MS = 4_000;

export type MediaLibraryPageProps = { ds: MediaDs; fetch?: typeof fetch };

/**
 * Media management (SPEC §2 /media-management/medias): the library's list, upload, preview and
 * delete, and each group's media cloud recording.
 */
export function MediaLibraryPage({ ds, fetch: fetchImpl }: MediaLibraryPageProps) {
  const t = useT();
  const toast = useToast();
  const upload = useMemo(() => fetchImpl ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init)), [fetchImpl]);
  const [items, setItems] = useState<MediaItem[] | null>(null);
  const [groups, setGroups] = useState<MediaCloud[]>([]);
  const [loadFailed, setLoadFailed] = useState(false);
  const [preview, setPreview] = useState<MediaItem | null>(null);
  const [busy, setBusy] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const [cloudError, setCloudError] = useState<string | null>(null);

  const reload = useCallback(
    () =>
      loadMedia(ds).then(
        (list) => {
          setItems(list);
          setLoadFailed(false);
        },
        () => setLoadFailed(true),
      ),
    [ds],
  );

  useEffect(() => {
    void reload();
    loadCloud(ds).then(setGroups, () => setLoadFailed(true));
    const timer = setInterval(() => void reload(), MEDIA_REFRESH_MS);
    return () => clearInterval(timer);
  }, [ds, reload]);

  // A previewed item deleted elsewhere closes its player.
  useEffect(() => {
    if (preview && items && !items.some((item) => item.id === preview.id)) setPreview(null);
  }, [items, preview]);

  const groupNames = useMemo(() => new Map(groups.map((group) => [group.gid, group.name])), [groups]);

  const remove = async (item: MediaItem): Promise<boolean> => {
    setBusy(true);
    setActionError(null);
    try {
      setItems(await deleteMedia(ds, item.id));
      toast({ tone: 'success', text: t('mediaLibrary.deleted', { name: item.name }) });
      return true;
    } catch (error) {
      setActionError(problemText(t, mediaRefusalOf(error)));
      void reload();
      return false;
    } finally {
      setBusy(false);
    }
  };

  const switchCloud = (gid: string, cloud: boolean) => {
    setBusy(true);
    setCloudError(null);
    setCloud(ds, gid, cloud)
      .then(setGroups, (error: unknown) => setCloudError(t('mediaLibrary.cloud.failed', { code: mediaRefusalOf(error).code ?? mediaRefusalOf(error).problem })))
      .finally(() => setBusy(false));
  };

  return (
    <section className="media-library" data-testid="media-library" data-load={items === null ? (loadFailed ? 'failed' : 'loading') : 'loaded'} aria-busy={items === null && !loadFailed}>
      <h1 className="media-library__title">{t('mediaLibrary.title')}</h1>
      {loadFailed ? (
        <p className="ui-field__error" role="alert">
          {t('mediaLibrary.error.load')}
        </p>
      ) : null}
      <div className="media-library__columns">
        <div className="media-library__main">
          {actionError ? (
            <p className="ui-field__error" role="alert" data-testid="media-action-error">
              {actionError}
            </p>
          ) : null}
          {preview ? <MediaPreview item={preview} onClose={() => setPreview(null)} /> : null}
          {items ? <MediaTable items={items} groupNames={groupNames} previewId={preview?.id ?? null} busy={busy} onPreview={setPreview} onDelete={remove} /> : null}
        </div>
        <aside className="media-library__side">
          <MediaUploadForm
            items={items ?? []}
            fetchImpl={upload}
            onUploaded={(item) => {
              setItems((was) => [item, ...(was ?? []).filter((other) => other.id !== item.id)]);
              void reload();
            }}
          />
          <MediaCloudPanel groups={groups} busy={busy} error={cloudError} onChange={switchCloud} />
        </aside>
      </div>
    </section>
  );
}
