import { BehaviorSubject, Subject } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import type { ConnectionStatus, EventFrame, PlatformEvent, SnapshotFrame } from '../../../protocol/index.ts';
import type { Notice, NotifyToggles, SentCommand } from './model.ts';
import { happenings, noticeBatches, notifier, visibleNotices, type ShownNotice } from './notifier.ts';

const ALL_ON: NotifyToggles = {
  notifyOnline: true,
  notifyOffline: true,
  notifyCreateTempGroup: true,
  notifySwitchGroup: true,
  notifyQuitTempGroup: true,
  notifyCancelTempGroup: true,
};

function harness() {
  const events$ = new Subject<EventFrame>();
  const snapshots$ = new Subject<SnapshotFrame>();
  const status$ = new BehaviorSubject<ConnectionStatus>('connecting');
  const sent$ = new Subject<SentCommand>();
  let seq = 0;
  const emit = (event: PlatformEvent) => events$.next({ type: 'event', seq: (seq += 1), stream: 's', time: 0, event });
  const deps = { sent$, me: () => '20000001', toggles: () => ALL_ON, terminalName: (msId: string) => `R${msId}`, groupName: (gid: string) => `G${gid}` };
  return { source: { events$, snapshots$, status$ }, deps, emit, status$, snapshots$ };
}

describe('happenings', () => {
  it('skips the replay before the resume answer and reports live events', () => {
    const { source, deps, emit, status$ } = harness();
    const seen: string[] = [];
    const subscription = happenings(source, deps).subscribe((happening) => seen.push(happening.kind));
    emit({ type: 'terminal.online', msId: '10000001' }); // replayed
    status$.next('online');
    emit({ type: 'terminal.offline', msId: '10000001' });
    subscription.unsubscribe();
    expect(seen).toEqual(['offline']);
  });

  it('learns temp group members from the snapshot and from replayed events', () => {
    const { source, deps, emit, status$, snapshots$ } = harness();
    const seen: unknown[] = [];
    const subscription = happenings(source, deps).subscribe((happening) => seen.push(happening));
    snapshots$.next({ type: 'snapshot', seq: 0, groups: [], terminals: [], floors: [], tempGroups: [{ gid: '900001', name: 'Fire', creator: '2', members: ['20000001', '1'], createdAt: 0 }] });
    emit({ type: 'tempGroup.created', tempGroup: { gid: '900002', name: 'Flood', creator: '2', members: ['20000001', '1'], createdAt: 0 } });
    status$.next('online');
    emit({ type: 'tempGroup.removed', gid: '900001', reason: 'cancelled' });
    emit({ type: 'tempGroup.edited', gid: '900002', name: 'Flood', members: ['1', '2'] });
    subscription.unsubscribe();
    expect(seen).toEqual([
      { kind: 'tempCancelled', gid: '900001', group: 'Fire' },
      { kind: 'tempLeft', gid: '900002', group: 'Flood' },
    ]);
  });
});

describe('noticeBatches and the visible notices', () => {
  it('sums up a second of churn into one notice, shown for 3 s', () => {
    const scheduler = new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
    scheduler.run(({ cold, expectObservable }) => {
      const happening$ = cold<{ kind: 'offline'; msId: string; name: string }>('a 100ms b 100ms c 2s d', {
        a: { kind: 'offline', msId: '1', name: 'R1' },
        b: { kind: 'offline', msId: '2', name: 'R2' },
        c: { kind: 'offline', msId: '3', name: 'R3' },
        d: { kind: 'offline', msId: '4', name: 'R4' },
      });
      expectObservable(noticeBatches(happening$, scheduler)).toBe('1s x 2202ms y', {
        x: [{ kind: 'offline', count: 3, name: null }],
        y: [{ kind: 'offline', count: 1, name: 'R4' }],
      });
    });
  });

  it('folds a wave longer than a second into the notice on screen, which stays 3 s after its last batch', () => {
    const scheduler = new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
    scheduler.run(({ cold, expectObservable }) => {
      const batches$ = cold<Notice[]>('1s a 1499ms b', {
        a: [{ kind: 'online', count: 5, name: null }],
        b: [{ kind: 'online', count: 7, name: null }],
      });
      expectObservable(visibleNotices(batches$, scheduler), '^ 8s !').toBe('1s x 1499ms y 2999ms z', {
        x: [{ id: 1, notice: { kind: 'online', count: 5, name: null } }],
        y: [{ id: 2, notice: { kind: 'online', count: 12, name: null } }],
        z: [],
      });
    });
  });

  it('removes each notice after 3 s', () => {
    const scheduler = new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
    scheduler.run(({ expectObservable }) => {
      const { source, deps, emit, status$ } = harness();
      const shown: (readonly ShownNotice[])[] = [];
      scheduler.schedule(() => {
        status$.next('online');
        emit({ type: 'terminal.online', msId: '10000003' });
      }, 10);
      const notices$ = notifier(source, { ...deps, scheduler });
      notices$.subscribe((notices) => shown.push(notices));
      expectObservable(notices$, '^ 5s !').toBe('1010ms a 2999ms b', {
        a: [{ id: 1, notice: { kind: 'online', count: 1, name: 'R10000003' } }],
        b: [],
      });
    });
  });
});
