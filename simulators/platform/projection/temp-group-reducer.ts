import type { PlatformEvent, TempGroup } from '../../../protocol/index.ts';

type TempGroupChange = Extract<PlatformEvent, { type: 'tempGroup.created' | 'tempGroup.edited' | 'tempGroup.removed' | 'tempGroup.memberJoined' | 'tempGroup.memberLeft' }>;

export type TempGroupBook = { readonly byGid: Map<string, TempGroup>; lastGid: number };

/** Folds one temp group event; ids are never reused, so the highest one ever created is kept. */
export function applyToTempGroups(book: TempGroupBook, event: TempGroupChange): void {
  switch (event.type) {
    case 'tempGroup.created':
      book.byGid.set(event.tempGroup.gid, event.tempGroup);
      book.lastGid = Math.max(book.lastGid, Number.parseInt(event.tempGroup.gid, 10));
      return;
    case 'tempGroup.edited': {
      const group = book.byGid.get(event.gid);
      if (group) book.byGid.set(event.gid, { ...group, name: event.name, members: event.members });
      return;
    }
    case 'tempGroup.removed':
      book.byGid.delete(event.gid);
      return;
    // A geo-call's members follow its area (protocol/geoCalls.ts).
    case 'tempGroup.memberJoined': {
      const group = book.byGid.get(event.gid);
      if (group && !group.members.includes(event.msId)) book.byGid.set(event.gid, { ...group, members: [...group.members, event.msId] });
      return;
    }
    case 'tempGroup.memberLeft': {
      const group = book.byGid.get(event.gid);
      if (group) book.byGid.set(event.gid, { ...group, members: group.members.filter((msId) => msId !== event.msId) });
      return;
    }
  }
}

/** The temp groups an account belongs to. */
export function tempGroupsOf(book: TempGroupBook, msId: string): string[] {
  const gids: string[] = [];
  for (const group of book.byGid.values()) if (group.members.includes(msId)) gids.push(group.gid);
  return gids;
}
