import type { MediaItem } from '../../../protocol/index.ts';
import { organisationOfGroup } from '../organisations/organisation-of.ts';
import type { PlatformState } from '../projection/state.ts';
import type { MediaEvent } from './media-events.ts';

/** The library's items by id and the groups whose media cloud is on. */
export type MediaBook = { readonly items: Map<string, MediaItem>; readonly cloud: Set<string> };

export const emptyMediaBook = (): MediaBook => ({ items: new Map(), cloud: new Set() });

/** Folds one media event; the same on replay as when it was committed. */
export function applyToMedia(book: MediaBook, event: MediaEvent): void {
  switch (event.type) {
    case 'media.added':
      book.items.set(event.item.id, event.item);
      return;
    case 'media.removed':
      book.items.delete(event.id);
      return;
    case 'mediaCloud.set':
      if (event.cloud) book.cloud.add(event.gid);
      else book.cloud.delete(event.gid);
      return;
  }
}

/** Newest first, as the page lists them. */
export const mediaList = (book: MediaBook): MediaItem[] => [...book.items.values()].sort((a, b) => b.createTime - a.createTime || a.name.localeCompare(b.name));

/** An item is its group's organisation's (a cloud recording), else its uploader's (docs/protocol.md "Organisations"). */
export function mediaOfOrganisation(state: Pick<PlatformState, 'terminals' | 'organisations'>, item: Pick<MediaItem, 'gid' | 'createBy'>, cid: string | null): boolean {
  if (cid === null) return false;
  return (item.gid ? organisationOfGroup(state, item.gid) : (state.terminals.get(item.createBy)?.cid ?? null)) === cid;
}

/** The caller's organisation's items, newest first. */
export const mediaListOf = (state: Pick<PlatformState, 'terminals' | 'organisations' | 'media'>, msId: string): MediaItem[] => {
  const cid = state.terminals.get(msId)?.cid ?? null;
  return mediaList(state.media).filter((item) => mediaOfOrganisation(state, item, cid));
};
