import { mediaUrl, type MediaItem } from '../../../../protocol/index.ts';
import { IconButton, useT } from '../../../ui/index.ts';

/**
 * The browser's own player for the item, fed from the emulator's URL (same origin, the session
 * cookie goes with it; served with Range, so audio and video stream and seek).
 */
export function MediaPreview({ item, onClose }: { item: MediaItem; onClose: () => void }) {
  const t = useT();
  const src = mediaUrl(item.id);
  return (
    <section className="media-preview" aria-label={t('mediaLibrary.preview', { name: item.name })} data-testid="media-preview" data-id={item.id}>
      <header className="media-preview__header">
        <h2 className="media-library__subtitle">{t('mediaLibrary.preview', { name: item.name })}</h2>
        <IconButton icon="close" label={t('mediaLibrary.closePreview')} onPress={onClose} data-testid="media-preview-close" />
      </header>
      {item.kind === 'audio' ? <audio key={item.id} src={src} controls autoPlay data-testid="media-player" /> : null}
      {item.kind === 'video' ? <video key={item.id} src={src} controls autoPlay playsInline className="media-preview__video" data-testid="media-player" /> : null}
      {item.kind === 'image' ? <img key={item.id} src={src} alt={item.name} className="media-preview__image" data-testid="media-player" /> : null}
    </section>
  );
}
