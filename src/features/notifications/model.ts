/**
 * Which live platform events become a notice (SPEC §2 settings: online, offline, create temp
 * group, switch group, quit temp group, cancel temp group), and how a burst of them is summed up.
 * Pure: the notifier stream (notifier.ts) feeds it events, toggles and the console's own commands.
 */
import type { SentCommand } from '../../manifest/index.ts';
import type { PlatformEvent, TempGroup } from '../../../protocol/index.ts';

/** Something worth a notice; names are network text, shown as text. */
export type Happening =
  | { readonly kind: 'online' | 'offline'; readonly msId: string; readonly name: string }
  | { readonly kind: 'switched'; readonly msId: string; readonly name: string; readonly mine: boolean; readonly group: string }
  | { readonly kind: 'tempCreated' | 'tempLeft' | 'tempCancelled'; readonly gid: string; readonly group: string };

/** What one notice says: one subject by name, or how many when several changed at once. */
export type Notice =
  | { readonly kind: 'online' | 'offline'; readonly count: number; readonly name: string | null }
  | { readonly kind: 'switched'; readonly count: number; readonly name: string | null; readonly mine: boolean; readonly group: string }
  | { readonly kind: 'tempCreated' | 'tempLeft' | 'tempCancelled'; readonly group: string };

export type NotifyToggles = {
  readonly notifyOnline: boolean;
  readonly notifyOffline: boolean;
  readonly notifyCreateTempGroup: boolean;
  readonly notifySwitchGroup: boolean;
  readonly notifyQuitTempGroup: boolean;
  readonly notifyCancelTempGroup: boolean;
};

/** A command this console sent, so the event it causes does not echo back as a notice (the shell's contract defines it). */
export type { SentCommand };

/** How long a sent command explains the events that follow it: the platform's command time-out. */
export const OWN_COMMAND_WINDOW_MS = 15_000;

export type TempGroupMembers = ReadonlyMap<string, { readonly name: string; readonly members: readonly string[] }>;

export type SelectContext = {
  readonly me: string | null;
  readonly toggles: NotifyToggles;
  readonly sent: readonly SentCommand[];
  readonly now: number;
  readonly terminalName: (msId: string) => string;
  readonly groupName: (gid: string) => string;
};

export const tempGroupsFrom = (list: readonly TempGroup[] | undefined): TempGroupMembers =>
  new Map((list ?? []).map((group) => [group.gid, { name: group.name, members: group.members }]));

/** Keeps the temp groups' names and members current; every event counts, replayed or live. */
export function foldTempGroups(groups: TempGroupMembers, event: PlatformEvent): TempGroupMembers {
  switch (event.type) {
    case 'tempGroup.created':
      return new Map(groups).set(event.tempGroup.gid, { name: event.tempGroup.name, members: event.tempGroup.members });
    case 'tempGroup.edited':
      return new Map(groups).set(event.gid, { name: event.name, members: event.members });
    case 'tempGroup.memberJoined':
    case 'tempGroup.memberLeft': {
      const group = groups.get(event.gid);
      if (!group) return groups;
      const others = group.members.filter((msId) => msId !== event.msId);
      return new Map(groups).set(event.gid, { ...group, members: event.type === 'tempGroup.memberJoined' ? [...others, event.msId] : others });
    }
    case 'tempGroup.removed': {
      if (!groups.has(event.gid)) return groups;
      const next = new Map(groups);
      next.delete(event.gid);
      return next;
    }
    default:
      return groups;
  }
}

const sentWith = (sent: readonly SentCommand[], now: number, name: string, match: (args: Readonly<Record<string, unknown>>) => boolean) =>
  sent.some((command) => command.name === name && now - command.at <= OWN_COMMAND_WINDOW_MS && match(command.args));

/** Whether the event answers a command of this console: the dispatcher already sees its own result. */
export function isOwnAction(event: PlatformEvent, me: string | null, sent: readonly SentCommand[], now: number): boolean {
  switch (event.type) {
    case 'terminal.groupSwitched':
      return (
        (event.msId === me && sentWith(sent, now, 'switchGroup', (args) => args.gid === event.gid)) ||
        sentWith(sent, now, 'remoteSwitchGroup', (args) => args.msId === event.msId && args.gid === event.gid)
      );
    case 'tempGroup.created':
      return event.tempGroup.creator === me;
    case 'tempGroup.edited':
      return sentWith(sent, now, 'tempGroupEdit', (args) => args.gid === event.gid);
    case 'tempGroup.removed':
      return sentWith(sent, now, event.reason === 'cancelled' ? 'tempGroupRemove' : 'tempGroupEdit', (args) => args.gid === event.gid);
    default:
      return false;
  }
}

/**
 * The happening a live event makes, if its toggle is on and it concerns the dispatcher. `before`
 * is the temp groups as they were before this event (who was a member, what it was called).
 */
export function selectHappening(event: PlatformEvent, before: TempGroupMembers, context: SelectContext): Happening | null {
  const { me, toggles } = context;
  if (isOwnAction(event, me, context.sent, context.now)) return null;
  switch (event.type) {
    case 'terminal.online':
    case 'terminal.offline': {
      const kind = event.type === 'terminal.online' ? 'online' : 'offline';
      if (event.msId === me || !(kind === 'online' ? toggles.notifyOnline : toggles.notifyOffline)) return null;
      return { kind, msId: event.msId, name: context.terminalName(event.msId) };
    }
    case 'terminal.groupSwitched': {
      if (!toggles.notifySwitchGroup) return null;
      const group = before.get(event.gid)?.name ?? context.groupName(event.gid);
      return { kind: 'switched', msId: event.msId, name: context.terminalName(event.msId), mine: event.msId === me, group };
    }
    case 'tempGroup.created': {
      const { gid, name, members } = event.tempGroup;
      if (!toggles.notifyCreateTempGroup || me === null || !members.includes(me)) return null;
      return { kind: 'tempCreated', gid, group: name };
    }
    case 'tempGroup.edited': {
      const was = before.get(event.gid);
      if (!toggles.notifyQuitTempGroup || me === null || !was?.members.includes(me) || event.members.includes(me)) return null;
      return { kind: 'tempLeft', gid: event.gid, group: was.name };
    }
    case 'tempGroup.removed': {
      const was = before.get(event.gid);
      if (!toggles.notifyCancelTempGroup || me === null || !was?.members.includes(me)) return null;
      return { kind: 'tempCancelled', gid: event.gid, group: was.name };
    }
    default:
      return null;
  }
}

/** Temp group notices a burst may show one by one; they are rare, a fleet's presence is not. */
export const MAX_TEMP_NOTICES = 3;

/**
 * One burst (a second of events) as notices: at most one each for online, offline and group
 * switches, naming the terminal when only one changed and counting them otherwise.
 */
export function summarise(burst: readonly Happening[]): Notice[] {
  const notices: Notice[] = [];
  for (const kind of ['online', 'offline'] as const) {
    const subjects = distinctBy(
      burst.filter((happening): happening is Extract<Happening, { kind: 'online' | 'offline' }> => happening.kind === kind),
      (happening) => happening.msId,
    );
    if (subjects.length === 0) continue;
    notices.push({ kind, count: subjects.length, name: subjects.length === 1 ? subjects[0]!.name : null });
  }
  const switches = burst.filter((happening): happening is Extract<Happening, { kind: 'switched' }> => happening.kind === 'switched');
  const mine = switches.filter((happening) => happening.mine).at(-1);
  if (mine) notices.push({ kind: 'switched', count: 1, name: null, mine: true, group: mine.group });
  const others = distinctBy(switches.filter((happening) => !happening.mine).reverse(), (happening) => happening.msId).reverse();
  if (others.length > 0) {
    const last = others.at(-1)!;
    notices.push({ kind: 'switched', count: others.length, name: others.length === 1 ? last.name : null, mine: false, group: last.group });
  }
  const temps = burst.filter(
    (happening): happening is Extract<Happening, { kind: 'tempCreated' | 'tempLeft' | 'tempCancelled' }> =>
      happening.kind === 'tempCreated' || happening.kind === 'tempLeft' || happening.kind === 'tempCancelled',
  );
  for (const happening of temps.slice(0, MAX_TEMP_NOTICES)) notices.push({ kind: happening.kind, group: happening.group });
  return notices;
}

/** A notice on screen: its id ends it after its time (notifier.ts). */
export type ShownNotice = { readonly id: number; readonly notice: Notice };

/** Kinds whose notices fold together while one is on screen: a fleet's presence comes in waves. */
const FOLDING_KINDS: ReadonlySet<Notice['kind']> = new Set(['online', 'offline']);

/**
 * A new batch onto the notices on screen. An online (offline) notice still showing absorbs the next
 * one: one notice counts them all ("12 terminals came online") and takes the new one's id, so it
 * stays its full time after the last of the wave. Other notices are added; the oldest give way
 * beyond `max`.
 */
export function foldNotices(visible: readonly ShownNotice[], batch: readonly ShownNotice[], max: number): ShownNotice[] {
  let next = [...visible];
  for (const entry of batch) {
    const { notice } = entry;
    const earlier = FOLDING_KINDS.has(notice.kind) ? next.find((shown) => shown.notice.kind === notice.kind) : undefined;
    if (earlier && (notice.kind === 'online' || notice.kind === 'offline') && (earlier.notice.kind === 'online' || earlier.notice.kind === 'offline')) {
      const sameOne = earlier.notice.count === 1 && notice.count === 1 && earlier.notice.name !== null && earlier.notice.name === notice.name;
      const count = sameOne ? 1 : earlier.notice.count + notice.count;
      next = [...next.filter((shown) => shown !== earlier), { id: entry.id, notice: { kind: notice.kind, count, name: count === 1 ? notice.name : null } }];
    } else next = [...next, entry];
  }
  return next.slice(-max);
}

function distinctBy<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const id = key(item);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}
