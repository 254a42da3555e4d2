/**
 * The console's one event log: snapshot and event frames from the socket, in arrival order,
 * folded into the fleet and floor projections and their integrity numbers once per animation frame.
 */
import { map, merge, scan, type Observable, type Subscription } from 'rxjs';
import type { EventFrame, SnapshotFrame } from '../../protocol/index.ts';
import { applyAll, EMPTY_FLEET, fromSnapshot, type FleetState, type TimedEvent } from './fleet.ts';
import { applyFloorEvents, EMPTY_FLOORS, floorsFromSnapshot, type FloorsState, type GroupFloor } from './floors.ts';
import { applyGeoFenceEvents, EMPTY_GEO_FENCE_ACTIVITY, geoFencesAfterSnapshot, type GeoFenceActivity } from './geoFences.ts';
import { animationFrames, bufferToFrames, type FrameScheduler } from './frameBuffer.ts';
import { afterSnapshot, countApplied, EMPTY_INTEGRITY, type LogIntegrity } from './integrity.ts';
import { atom, store, type Atom } from './jotai.ts';
import { applySosEvents, EMPTY_SOS_ALARMS, sosAlarmsFromSnapshot, type SosAlarmsState } from './sosAlarms.ts';
import { applyTempGroupEvents, EMPTY_TEMP_GROUPS, tempGroupsFromSnapshot, type TempGroupsState } from './tempGroups.ts';

/** What the socket client offers the log; an interface so tests drive it with Subjects. */
export type LogSource = {
  readonly events$: Observable<EventFrame>;
  readonly snapshots$: Observable<SnapshotFrame>;
};

export type LogEntry = { readonly kind: 'snapshot'; readonly frame: SnapshotFrame } | { readonly kind: 'event'; readonly frame: EventFrame };

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

/** Pure: a snapshot replaces everything before it; events fold in and count once each. */
export function reduceLog(projection: FleetProjection, entries: readonly LogEntry[]): FleetProjection {
  let { fleet, floors, tempGroups, sos, geoFences, integrity } = projection;
  let pending: TimedEvent[] = [];
  for (const entry of entries) {
    if (entry.kind === 'snapshot') {
      pending = [];
      fleet = fromSnapshot(entry.frame);
      floors = floorsFromSnapshot(entry.frame.floors);
      tempGroups = tempGroupsFromSnapshot(entry.frame.tempGroups);
      sos = sosAlarmsFromSnapshot(entry.frame.sos);
      geoFences = geoFencesAfterSnapshot(geoFences);
      integrity = afterSnapshot(entry.frame.seq);
    } else {
      pending.push({ event: entry.frame.event, time: entry.frame.time });
      integrity = countApplied(integrity, entry.frame.seq);
    }
  }
  return {
    fleet: applyAll(fleet, pending),
    floors: applyFloorEvents(floors, pending),
    tempGroups: applyTempGroupEvents(tempGroups, pending),
    sos: applySosEvents(sos, pending),
    geoFences: applyGeoFenceEvents(geoFences, pending),
    integrity,
  };
}

export function projectEventLog(
  source: LogSource,
  initial: FleetProjection,
  schedule: FrameScheduler = animationFrames,
): Observable<FleetProjection> {
  // Both subjects emit synchronously as frames are decoded, so merging keeps arrival order.
  const entries = merge(
    source.snapshots$.pipe(map((frame): LogEntry => ({ kind: 'snapshot', frame }))),
    source.events$.pipe(map((frame): LogEntry => ({ kind: 'event', frame }))),
  );
  return entries.pipe(bufferToFrames(schedule), scan(reduceLog, initial));
}

export const fleetAtom = atom<FleetState>(EMPTY_FLEET);
export const integrityAtom = atom<LogIntegrity>(EMPTY_INTEGRITY);
export const groupsAtom = atom((get) => get(fleetAtom).groups);
export const terminalsAtom = atom((get) => get(fleetAtom).terminals);
export const positionsAtom = atom((get) => get(fleetAtom).positions);
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
export function bindEventLog(source: LogSource, schedule: FrameScheduler = animationFrames): Subscription {
  const initial: FleetProjection = {
    fleet: store.get(fleetAtom),
    floors: store.get(floorsAtom),
    tempGroups: store.get(tempGroupsAtom),
    sos: store.get(sosAlarmsAtom),
    geoFences: store.get(geoFenceActivityAtom),
    integrity: store.get(integrityAtom),
  };
  return projectEventLog(source, initial, schedule).subscribe((projection) => {
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
