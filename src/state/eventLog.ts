/**
 * The console's one event log: snapshot and event frames from the socket, in arrival order,
 * folded into the fleet and floor projections and their integrity numbers once per animation frame.
 */
import { Observable, scan, Subscription } from 'rxjs';
import { GpsFixColumns, type EventFrame, type PlatformEvent, type SnapshotFrame } from '../../protocol/index.ts';
import { EMPTY_FLEET, FleetDraft, fromSnapshot, type FleetState, type TimedEvent } from './fleet.ts';
import { applyFloorEvents, EMPTY_FLOORS, floorsFromSnapshot, isFloorEvent, type FloorsState, type GroupFloor } from './floors.ts';
import { applyGeoFenceEvents, EMPTY_GEO_FENCE_ACTIVITY, geoFencesAfterSnapshot, isFenceEvent, type GeoFenceActivity } from './geoFences.ts';
import type { FoldCost } from './foldCost.ts';
import { animationFrames, consoleFoldCost, type FrameScheduler } from './frameBuffer.ts';
import { EMPTY_INTEGRITY, IntegrityTally, type LogIntegrity } from './integrity.ts';
import { atom, store, type Atom } from './jotai.ts';
import type { PositionSink } from './positionSink.ts';
import { applySosEvents, EMPTY_SOS_ALARMS, isSosEvent, sosAlarmsFromSnapshot, type SosAlarmsState } from './sosAlarms.ts';
import { applyTempGroupEvents, EMPTY_TEMP_GROUPS, isTempGroupEvent, tempGroupsFromSnapshot, type TempGroupsState } from './tempGroups.ts';

/** What the socket client offers the log; an interface so tests drive it with Subjects. */
export type LogSource = {
  readonly events$: Observable<EventFrame>;
  readonly snapshots$: Observable<SnapshotFrame>;
  /** `terminal.gps` events as typed columns, the fix in the last row (SocketClient.gpsFixes$); optional. */
  readonly gpsFixes$?: Observable<GpsFixColumns>;
};

/** Snapshots and events in arrival order; a run of GPS fixes is rows [from, to) of the batch's columns. */
export type LogEntry =
  | { readonly kind: 'snapshot'; readonly frame: SnapshotFrame }
  | { readonly kind: 'event'; readonly frame: EventFrame }
  | { readonly kind: 'fixes'; readonly from: number; readonly to: number };

export type FleetProjection = {
  readonly fleet: FleetState;
  readonly floors: FloorsState;
  readonly tempGroups: TempGroupsState;
  /** SOS alarms (SPEC §3): open ones from the snapshot, then every sos.* event. */
  readonly sos: SosAlarmsState;
  /** Geo-fence alarms seen live and a revision to re-read the fences (src/features/geo-fences). */
  readonly geoFences: GeoFenceActivity;
  readonly integrity: LogIntegrity;
};

export const EMPTY_PROJECTION: FleetProjection = { fleet: EMPTY_FLEET, floors: EMPTY_FLOORS, tempGroups: EMPTY_TEMP_GROUPS, sos: EMPTY_SOS_ALARMS, geoFences: EMPTY_GEO_FENCE_ACTIVITY, integrity: EMPTY_INTEGRITY };

/** Whether a projection besides the fleet folds the event (floors, temp groups, SOS alarms, fences). */
const readByOthers = (event: PlatformEvent): boolean => isFloorEvent(event) || isTempGroupEvent(event) || isSosEvent(event) || isFenceEvent(event);

/**
 * Pure: a snapshot replaces everything before it; events fold in and count once each. `fixes`
 * holds the rows the 'fixes' entries name (GPS fixes decoded into columns at the socket); only the
 * fleet takes them, since no other projection reads `terminal.gps`. With `foldOnly` (a position
 * sink draws the fixes) a GPS fix is folded only for a terminal in the set.
 */
export function reduceLog(projection: FleetProjection, entries: readonly LogEntry[], fixes?: GpsFixColumns, foldOnly: ReadonlySet<string> | null = null): FleetProjection {
  let { fleet, floors, tempGroups, sos, geoFences } = projection;
  const integrity = new IntegrityTally(projection.integrity);
  let pending: TimedEvent[] = [];
  let draft: FleetDraft | null = null;
  for (const entry of entries) {
    if (entry.kind === 'snapshot') {
      pending = [];
      draft = null;
      fleet = fromSnapshot(entry.frame);
      floors = floorsFromSnapshot(entry.frame.floors, entry.frame.lastTalk);
      tempGroups = tempGroupsFromSnapshot(entry.frame.tempGroups);
      sos = sosAlarmsFromSnapshot(entry.frame.sos);
      geoFences = geoFencesAfterSnapshot(geoFences);
      integrity.snapshot(entry.frame.seq);
    } else if (entry.kind === 'event') {
      // Kept only for the projections that read it: most events (status, online, renames) are the fleet's alone.
      if (readByOthers(entry.frame.event)) pending.push({ event: entry.frame.event, time: entry.frame.time });
      (draft ??= new FleetDraft(fleet, foldOnly)).apply(entry.frame.event, entry.frame.time);
      integrity.event(entry.frame.seq);
    } else if (fixes) {
      (draft ??= new FleetDraft(fleet, foldOnly)).applyFixes(fixes, entry.from, entry.to);
      integrity.rows(fixes.seq, entry.from, entry.to);
    }
  }
  return {
    fleet: draft ? draft.result() : fleet,
    floors: applyFloorEvents(floors, pending),
    tempGroups: applyTempGroupEvents(tempGroups, pending),
    sos: applySosEvents(sos, pending),
    geoFences: applyGeoFenceEvents(geoFences, pending),
    integrity: integrity.result(),
  };
}

/** One frame's worth of the log: entries in order, and the columns their GPS rows are in. */
type LogBatch = { readonly entries: readonly LogEntry[]; readonly fixes: GpsFixColumns };

/**
 * Gathers the source's snapshots, events and GPS rows into one batch per frame, in arrival order
 * (all three subjects emit synchronously as frames are decoded). Consecutive fixes share one
 * 'fixes' entry, so a frame of thousands of fixes is a few entries and rows of numbers. The columns
 * are reused: a batch is valid only during its emission (reduceLog copies what it keeps).
 */
function bufferLog(source: LogSource, schedule: FrameScheduler): Observable<LogBatch> {
  return new Observable<LogBatch>((subscriber) => {
    let entries: LogEntry[] = [];
    let fixes = new GpsFixColumns();
    let spare = new GpsFixColumns();
    /** The open run of fixes at the end of `entries`, extended in place. */
    let run: { kind: 'fixes'; from: number; to: number } | null = null;
    let cancel: (() => void) | null = null;
    const flush = () => {
      cancel = null;
      if (entries.length === 0) return;
      const batch = { entries, fixes };
      entries = [];
      run = null;
      [fixes, spare] = [spare, fixes];
      subscriber.next(batch);
      batch.fixes.clear();
    };
    const add = (entry: LogEntry) => {
      entries.push(entry);
      run = null;
      cancel ??= schedule(flush);
    };
    // As a merge: the log completes, with what is left flushed, when every source has.
    let open = source.gpsFixes$ ? 3 : 2;
    const observer = <T>(next: (value: T) => void) => ({
      next,
      error: (error: unknown) => subscriber.error(error),
      complete: () => {
        open -= 1;
        if (open > 0) return;
        cancel?.();
        flush();
        subscriber.complete();
      },
    });
    // A container of its own: a completed source's subscription tears down what was added to it.
    const subscription = new Subscription();
    subscription.add(source.snapshots$.subscribe(observer((frame: SnapshotFrame) => add({ kind: 'snapshot', frame }))));
    subscription.add(source.events$.subscribe(observer((frame: EventFrame) => add({ kind: 'event', frame }))));
    if (source.gpsFixes$) {
      subscription.add(
        source.gpsFixes$.subscribe(
          observer((columns: GpsFixColumns) => {
            fixes.copyRow(columns, columns.length - 1);
            if (run) run.to = fixes.length;
            else {
              run = { kind: 'fixes', from: fixes.length - 1, to: fixes.length };
              entries.push(run);
            }
            cancel ??= schedule(flush);
          }),
        ),
      );
    }
    return () => {
      cancel?.();
      subscription.unsubscribe();
    };
  });
}

/** Hands a frame's fixes to the sink in log order: a snapshot's, events', decoded rows. */
function forwardFixes(sink: PositionSink, batch: LogBatch): void {
  for (const entry of batch.entries) {
    if (entry.kind === 'snapshot') {
      for (const terminal of entry.frame.terminals) if (terminal.gps) sink.fix(terminal.msId, terminal.gps);
    } else if (entry.kind === 'event') {
      const { event } = entry.frame;
      if (event.type === 'terminal.gps') sink.fix(event.msId, event.fix);
      else if (event.type === 'terminal.registered' && event.terminal.gps) sink.fix(event.terminal.msId, event.terminal.gps);
    } else sink.rows(batch.fixes, entry.from, entry.to);
  }
  sink.flush();
}

/**
 * `foldCost` times each frame's fold (the socket's intake budget counts it: frameBuffer.ts). With
 * a `sink`, every fix also goes there and the fleet folds only watched terminals' (positionSink.ts).
 */
export function projectEventLog(
  source: LogSource,
  initial: FleetProjection,
  schedule: FrameScheduler = animationFrames,
  foldCost?: FoldCost,
  sink: PositionSink | null = null,
): Observable<FleetProjection> {
  const fold = (projection: FleetProjection, batch: LogBatch) => {
    const next = reduceLog(projection, batch.entries, batch.fixes, sink?.watched ?? null);
    if (sink) forwardFixes(sink, batch);
    return next;
  };
  return bufferLog(source, schedule).pipe(
    scan((projection: FleetProjection, batch: LogBatch) => (foldCost ? foldCost.time(() => fold(projection, batch)) : fold(projection, batch)), initial),
  );
}

export const fleetAtom = atom<FleetState>(EMPTY_FLEET);
export const integrityAtom = atom<LogIntegrity>(EMPTY_INTEGRITY);
export const groupsAtom = atom((get) => get(fleetAtom).groups);
export const terminalsAtom = atom((get) => get(fleetAtom).terminals);
export const positionsAtom = atom((get) => get(fleetAtom).positions);
/** Battery and signal by msId, packed (vitals.ts). */
export const vitalsAtom = atom((get) => get(fleetAtom).vitals);
/** Push-to-talk floors of every group with floor activity. */
export const floorsAtom = atom<FloorsState>(EMPTY_FLOORS);
/** Temporary groups (SPEC §4) by gid. */
export const tempGroupsAtom = atom<TempGroupsState>(EMPTY_TEMP_GROUPS);
/** SOS alarms by id (src/features/sos shows them). */
export const sosAlarmsAtom = atom<SosAlarmsState>(EMPTY_SOS_ALARMS);
/** Live fence alarms and the fence revision (src/features/geo-fences reads them). */
export const geoFenceActivityAtom = atom<GeoFenceActivity>(EMPTY_GEO_FENCE_ACTIVITY);

const floorAtoms = new Map<string, Atom<GroupFloor | undefined>>();
/** One group's floor (talker, grantedAt, maxMs, queue); the same atom for the same gid. */
export function floorAtomOf(gid: string): Atom<GroupFloor | undefined> {
  let floor = floorAtoms.get(gid);
  if (!floor) {
    floor = atom((get) => get(floorsAtom).get(gid));
    floorAtoms.set(gid, floor);
  }
  return floor;
}

/**
 * Feeds a socket's frames into the fleet atoms. The fleet shown so far stays until the new
 * source's snapshot replaces it, so a reconnecting screen does not flash empty.
 */
export function bindEventLog(source: LogSource, schedule: FrameScheduler = animationFrames, foldCost: FoldCost = consoleFoldCost, sink: PositionSink | null = null): Subscription {
  const initial: FleetProjection = {
    fleet: store.get(fleetAtom),
    floors: store.get(floorsAtom),
    tempGroups: store.get(tempGroupsAtom),
    sos: store.get(sosAlarmsAtom),
    geoFences: store.get(geoFenceActivityAtom),
    integrity: store.get(integrityAtom),
  };
  return projectEventLog(source, initial, schedule, foldCost, sink).subscribe((projection) => {
    store.set(fleetAtom, projection.fleet);
    store.set(floorsAtom, projection.floors);
    store.set(tempGroupsAtom, projection.tempGroups);
    store.set(sosAlarmsAtom, projection.sos);
    store.set(geoFenceActivityAtom, projection.geoFences);
    store.set(integrityAtom, projection.integrity);
  });
}

/** Forgets the fleet when the session ends. */
export function resetEventLog(): void {
  store.set(fleetAtom, EMPTY_FLEET);
  store.set(floorsAtom, EMPTY_FLOORS);
  store.set(tempGroupsAtom, EMPTY_TEMP_GROUPS);
  store.set(sosAlarmsAtom, EMPTY_SOS_ALARMS);
  store.set(geoFenceActivityAtom, EMPTY_GEO_FENCE_ACTIVITY);
  store.set(integrityAtom, EMPTY_INTEGRITY);
}
