/**
 * The notifier stream: live events (not the replay after a reconnect, not the snapshot at login)
 * through the toggles into happenings, a second of them summed up into notices, each notice shown
 * for SPEC §8's 3 s; a wave that outlasts the second keeps folding into the notice on screen. Takes its sources and scheduler, so tests run it on virtual time.
 */
import { asyncScheduler, buffer, concat, connect, defer, distinctUntilChanged, filter, ignoreElements, map, merge, mergeMap, of, scan, tap, throttleTime, timer, withLatestFrom } from 'rxjs';
import type { Observable, SchedulerLike } from 'rxjs';
import type { ConnectionStatus, EventFrame, SnapshotFrame } from '../../../protocol/index.ts';
import {
  foldNotices,
  foldTempGroups,
  OWN_COMMAND_WINDOW_MS,
  selectHappening,
  summarise,
  tempGroupsFrom,
  type Happening,
  type Notice,
  type NotifyToggles,
  type SentCommand,
  type ShownNotice,
  type TempGroupMembers,
} from './model.ts';

export type { ShownNotice } from './model.ts';

export type NotifierSource = {
  readonly events$: Observable<EventFrame>;
  readonly snapshots$: Observable<SnapshotFrame>;
  /** Replayed events arrive before the resume answer, i.e. before the status turns online. */
  readonly status$: Observable<ConnectionStatus>;
};

export type NotifierDeps = {
  /** Commands this console sends (SessionController.sent$). */
  readonly sent$: Observable<SentCommand>;
  readonly me: () => string | null;
  readonly toggles: () => NotifyToggles;
  readonly terminalName: (msId: string) => string;
  readonly groupName: (gid: string) => string;
  readonly scheduler?: SchedulerLike;
};

/** SPEC §8: a notice shows 3 s. */
export const NOTICE_DURATION_MS = 3_000;
/** A burst of changes within this long makes one summary. */
export const BURST_MS = 1_000;
/** Notices on screen at once; older ones give way. */
export const MAX_VISIBLE = 4;

export function happenings(source: NotifierSource, deps: NotifierDeps): Observable<Happening> {
  const scheduler = deps.scheduler ?? asyncScheduler;
  return defer(() => {
    let temps: TempGroupMembers = new Map();
    let sent: readonly SentCommand[] = [];
    const remember = deps.sent$.pipe(
      tap((command) => {
        sent = [...sent.filter((earlier) => command.at - earlier.at <= OWN_COMMAND_WINDOW_MS), command];
      }),
      ignoreElements(),
    );
    const snapshots = source.snapshots$.pipe(
      tap((snapshot) => (temps = tempGroupsFrom(snapshot.tempGroups))),
      ignoreElements(),
    );
    const events = source.events$.pipe(
      withLatestFrom(source.status$),
      map(([frame, status]): Happening | null => {
        const before = temps;
        temps = foldTempGroups(temps, frame.event);
        if (status !== 'online') return null;
        const context = { me: deps.me(), toggles: deps.toggles(), sent, now: scheduler.now(), terminalName: deps.terminalName, groupName: deps.groupName };
        return selectHappening(frame.event, before, context);
      }),
      filter((happening): happening is Happening => happening !== null),
    );
    return merge(remember, snapshots, events);
  });
}

/** Happenings in bursts: the first opens a second, everything in it makes one batch of notices. */
export function noticeBatches(happenings$: Observable<Happening>, scheduler: SchedulerLike = asyncScheduler): Observable<Notice[]> {
  return happenings$.pipe(
    connect((shared) => shared.pipe(buffer(shared.pipe(throttleTime(BURST_MS, scheduler, { leading: false, trailing: true }))))),
    map(summarise),
    filter((notices) => notices.length > 0),
  );
}

type Change = { readonly add: readonly ShownNotice[] } | { readonly remove: readonly number[] };

/**
 * The notices on screen: each batch appears at once, folded into a presence notice still showing
 * (foldNotices), and each notice leaves 3 s after its last batch.
 */
export function visibleNotices(batches$: Observable<Notice[]>, scheduler: SchedulerLike = asyncScheduler): Observable<readonly ShownNotice[]> {
  return defer(() => {
    let nextId = 0;
    return batches$.pipe(
      mergeMap((batch) => {
        const shown = batch.map((notice) => ({ id: (nextId += 1), notice }));
        const ids = shown.map((entry) => entry.id);
        return concat(of<Change>({ add: shown }), timer(NOTICE_DURATION_MS, scheduler).pipe(map((): Change => ({ remove: ids }))));
      }),
      scan<Change, readonly ShownNotice[]>(
        (visible, change) => {
          if ('add' in change) return foldNotices(visible, change.add, MAX_VISIBLE);
          // A notice folded into a newer one is gone already: its time running out changes nothing.
          return visible.some((entry) => change.remove.includes(entry.id)) ? visible.filter((entry) => !change.remove.includes(entry.id)) : visible;
        },
        [],
      ),
      distinctUntilChanged(),
    );
  });
}

export function notifier(source: NotifierSource, deps: NotifierDeps): Observable<readonly ShownNotice[]> {
  return visibleNotices(noticeBatches(happenings(source, deps), deps.scheduler), deps.scheduler);
}
