/**
 * Temporary groups as the dispatcher sees them (SPEC §4): a projection of the tempGroup.* events
 * and the snapshot's optional `tempGroups`; pure, like floors.ts.
 */
import type { PlatformEvent, TempGroup } from '../../protocol/index.ts';
import type { TimedEvent } from './fleet.ts';

/** Temp groups by gid, in creation order. */
export type TempGroupsState = ReadonlyMap<string, TempGroup>;

export const EMPTY_TEMP_GROUPS: TempGroupsState = new Map();

export function tempGroupsFromSnapshot(tempGroups: readonly TempGroup[] | undefined): TempGroupsState {
  return new Map((tempGroups ?? []).map((group) => [group.gid, { ...group, members: [...group.members] }]));
}

type TempGroupEvent = Extract<PlatformEvent, { type: `tempGroup.${string}` }>;

export const isTempGroupEvent = (event: PlatformEvent): event is TempGroupEvent => event.type.startsWith('tempGroup.');

/** Folds a batch; returns the same map when no temp group event is in it, so views do not re-render. */
export function applyTempGroupEvents(state: TempGroupsState, events: readonly TimedEvent[]): TempGroupsState {
  let draft: Map<string, TempGroup> | null = null;
  for (const { event } of events) {
    if (!isTempGroupEvent(event)) continue;
    draft ??= new Map(state);
    applyTempGroupEvent(draft, event);
  }
  return draft ?? state;
}

function applyTempGroupEvent(draft: Map<string, TempGroup>, event: TempGroupEvent): void {
  switch (event.type) {
    case 'tempGroup.created':
      draft.set(event.tempGroup.gid, event.tempGroup);
      return;
    case 'tempGroup.edited': {
      // An edit of a group this state never saw is ignored: the next snapshot brings it in full.
      const current = draft.get(event.gid);
      if (current) draft.set(event.gid, { ...current, name: event.name, members: event.members });
      return;
    }
    case 'tempGroup.removed':
      draft.delete(event.gid);
      return;
    // A geo-call's members follow its area (protocol/geoCalls.ts).
    case 'tempGroup.memberJoined': {
      const current = draft.get(event.gid);
      if (current && !current.members.includes(event.msId)) draft.set(event.gid, { ...current, members: [...current.members, event.msId] });
      return;
    }
    case 'tempGroup.memberLeft': {
      const current = draft.get(event.gid);
      if (current) draft.set(event.gid, { ...current, members: current.members.filter((msId) => msId !== event.msId) });
      return;
    }
  }
}

/** The temp groups `msId` is a member of (the creator is always one), in creation order. */
export function tempGroupsOf(state: TempGroupsState, msId: string | null | undefined): TempGroup[] {
  if (!msId) return [];
  return [...state.values()].filter((group) => group.members.includes(msId));
}
