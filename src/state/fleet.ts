/**
 * The fleet as the dispatcher sees it: a projection of the platform's event log. `fromSnapshot`
 * starts it, `apply` folds one event in; both are pure. Positions live apart from the terminal
 * records, so the high-rate GPS stream never changes the identity of what the terminal list shows.
 */
import type { GpsFix, GpsFixColumns, Group, PlatformEvent, SnapshotFrame, Terminal } from '../../protocol/index.ts';
import { numericId } from './idTable.ts';
import { PositionMap, SlotFixes } from './positionMap.ts';
import { VersionedMap } from './versionedMap.ts';
import { packVitals, type VitalsMap } from './vitals.ts';

/** A terminal without its position and its battery and signal, which change far more often (below). */
export type TerminalRecord = Omit<Terminal, 'gps' | 'battery' | 'signal'>;

export type FleetState = {
  /** Sequence of the snapshot this state grew from; null until the first snapshot arrives. */
  readonly snapshotSeq: number | null;
  readonly groups: ReadonlyMap<string, Group>;
  /** Updated in O(changes) per batch, whatever the fleet's size (versionedMap.ts). */
  readonly terminals: VersionedMap<string, TerminalRecord>;
  /** Updated in O(fixes) per batch, whatever the fleet's size (positionMap.ts). */
  readonly positions: PositionMap;
  /** Battery and signal by msId, packed (vitals.ts): a status event makes no new record. */
  readonly vitals: VitalsMap;
};

/** An event with the log time the reducer stamps on online/offline changes. */
export type TimedEvent = { readonly event: PlatformEvent; readonly time: number };

export const EMPTY_FLEET: FleetState = {
  snapshotSeq: null,
  groups: new Map(),
  terminals: VersionedMap.of(),
  positions: PositionMap.of(),
  vitals: VersionedMap.of(),
};

export function fromSnapshot(snapshot: Pick<SnapshotFrame, 'seq' | 'groups' | 'terminals'>): FleetState {
  const positions = new Map<string, GpsFix>();
  const terminals = new Map<string, TerminalRecord>();
  const vitals = new Map<string, number>();
  for (const terminal of snapshot.terminals) {
    const { gps, battery, signal, ...record } = terminal;
    terminals.set(record.msId, record);
    vitals.set(record.msId, packVitals(battery, signal));
    if (gps) positions.set(record.msId, gps);
  }
  return {
    snapshotSeq: snapshot.seq,
    groups: new Map(snapshot.groups.map((group) => [group.gid, group])),
    terminals: VersionedMap.of(terminals),
    positions: PositionMap.of(positions),
    vitals: VersionedMap.of(vitals),
  };
}

export const apply = (state: FleetState, event: PlatformEvent, time: number): FleetState =>
  applyAll(state, [{ event, time }]);

/** Folds a batch into one new version of each changed map, so a frame of thousands of events stays cheap. */
export function applyAll(state: FleetState, events: readonly TimedEvent[]): FleetState {
  const draft = new FleetDraft(state);
  for (const { event, time } of events) draft.apply(event, time);
  return draft.result();
}

/** The columns of the last finished draft's writes, reused by the next one (drafts run one at a time). */
let spareWrites: SlotFixes | null = null;
function takeWrites(): SlotFixes {
  const writes = spareWrites ?? new SlotFixes();
  spareWrites = null;
  return writes;
}

/** The slots of a frame's fixes, looked up all at once (reused: drafts run one at a time). */
let spareSlots = new Int32Array(64);

/**
 * Copy-on-write view of a state: groups are copied on their first change only (a few hundred);
 * terminal records changed are kept apart and make one new version at the end. Folds events one by
 * one (`apply`) and GPS fixes decoded into columns (`applyFixes`), in arrival order; `result()` once.
 */
export class FleetDraft {
  private groups: Map<string, Group> | null = null;
  /** This batch's new terminal records; result() writes them into a new version of the base's. */
  private terminals: Map<string, TerminalRecord> | null = null;
  /** The batch's fixes: by slot for terminals the positions know (one lookup per fix), by msId for the others. */
  private readonly writes = takeWrites();
  private added: Map<string, GpsFix> | null = null;
  /** This batch's battery and signal changes, packed. */
  private vitals: Map<string, number> | null = null;

  /** The watched terminals, when only their fixes are folded (null: every fix): by msId and as numbers. */
  private readonly watched: ReadonlySet<string> | null;
  private readonly watchedIds: ReadonlySet<number> | null;

  /**
   * With `foldOnly` (a position sink draws the fixes and knows who has one: positionSink.ts), a GPS
   * fix is folded only for a terminal in the set; registrations and snapshots bring theirs as ever.
   */
  constructor(
    private readonly base: FleetState,
    foldOnly: ReadonlySet<string> | null = null,
  ) {
    this.watched = foldOnly;
    this.watchedIds = foldOnly ? new Set([...foldOnly].map(numericId).filter((id) => id >= 0)) : null;
  }

  /**
   * Rows [from, to) of decoded `terminal.gps` fixes, as `apply` would fold their events: a known
   * terminal's fix goes into the batch as numbers (its id looked up as a number, no string, no
   * object); only a terminal's first fix takes the object path. With `foldOnly`, only watched
   * terminals' rows are folded, compared as numbers: the rest cost no lookup at all.
   */
  applyFixes(fixes: GpsFixColumns, from: number, to: number): void {
    const watchedIds = this.watchedIds;
    if (watchedIds) {
      if (watchedIds.size === 0) return;
      for (let row = from; row < to; row += 1) {
        if (!watchedIds.has(fixes.id[row]!)) continue;
        const msId = fixes.msIdAt(row);
        if (this.terminal(msId)) this.setPosition(msId, fixes.fixAt(row));
      }
      return;
    }
    const positions = this.base.positions;
    const { id, lat, lng, speed, direction, altitude, fixTime } = fixes;
    this.writes.reserve(to - from);
    if (spareSlots.length < to - from) spareSlots = new Int32Array(Math.max(to - from, spareSlots.length * 2));
    const slots = spareSlots;
    positions.slotsOfNumericIds(id, from, to, slots);
    for (let row = from; row < to; row += 1) {
      const slot = slots[row - from]!;
      if (slot >= 0) this.writes.pushValues(slot, lat[row]!, lng[row]!, speed[row]!, direction[row]!, altitude[row]!, fixTime[row]!);
      else {
        const msId = fixes.msIdAt(row);
        if (this.terminal(msId)) this.setPosition(msId, fixes.fixAt(row));
      }
    }
  }

  apply(event: PlatformEvent, time: number): void {
    switch (event.type) {
      case 'group.created':
        (this.groups ??= new Map(this.base.groups)).set(event.group.gid, event.group);
        return;
      case 'group.renamed':
        return this.patchGroup(event.gid, { name: event.name });
      case 'group.colored':
        return this.patchGroup(event.gid, { color: event.color });
      case 'group.deleted':
        if ((this.groups ?? this.base.groups).has(event.gid)) (this.groups ??= new Map(this.base.groups)).delete(event.gid);
        return;
      case 'group.membersAdded':
      case 'group.membersRemoved': {
        const joining = event.type === 'group.membersAdded';
        for (const msId of event.msIds) {
          const grp = this.terminal(msId)?.grp;
          if (grp && grp.includes(event.gid) !== joining) this.patchTerminal(msId, { grp: joining ? [...grp, event.gid] : grp.filter((gid) => gid !== event.gid) });
        }
        return;
      }
      case 'terminal.iconSet':
        return this.patchTerminal(event.msId, { icon: event.icon });
      case 'terminal.registered': {
        const { gps, battery, signal, ...record } = event.terminal;
        (this.terminals ??= new Map()).set(record.msId, record);
        (this.vitals ??= new Map()).set(record.msId, packVitals(battery, signal));
        if (gps) this.setPosition(record.msId, gps);
        return;
      }
      case 'terminal.online':
        return this.patchTerminal(event.msId, { online: 1, lastOnline: time });
      case 'terminal.offline':
        return this.patchTerminal(event.msId, { online: 0, lastOffline: time });
      case 'terminal.status':
        return this.setVitals(event.msId, packVitals(event.battery, event.signal));
      case 'terminal.groupSwitched':
        return this.patchTerminal(event.msId, { currentGroup: event.gid });
      case 'terminal.renamed':
        return this.patchTerminal(event.msId, { msName: event.msName });
      case 'terminal.callSet':
        return this.patchTerminal(event.msId, { callSet: event.status, callSetUntil: event.until });
      case 'terminal.gps': {
        // A terminal with a position is known (positions only hold terminals of the state, never removed).
        if (this.watched && !this.watched.has(event.msId)) return;
        const slot = this.base.positions.slotOf(event.msId);
        if (slot >= 0) this.setSlot(slot, event.fix);
        else if (this.terminal(event.msId)) this.setPosition(event.msId, event.fix);
        return;
      }
    }
  }

  result(): FleetState {
    const moved = this.writes.length > 0 || this.added !== null;
    const positions = moved ? this.base.positions.withBatch({ writes: this.writes, added: this.added }) : this.base.positions;
    // withBatch copied the writes: their columns serve the next draft (a frame of 10k fixes fills ~0.6 MB).
    this.writes.clear();
    spareWrites = this.writes;
    if (!this.groups && !this.terminals && !this.vitals && !moved) return this.base;
    const terminals = this.terminals ? this.base.terminals.with(this.terminals) : this.base.terminals;
    const vitals = this.vitals ? this.base.vitals.with(this.vitals) : this.base.vitals;
    return { snapshotSeq: this.base.snapshotSeq, groups: this.groups ?? this.base.groups, terminals, positions, vitals };
  }

  private terminal(msId: string): TerminalRecord | undefined {
    return this.terminals?.get(msId) ?? this.base.terminals.get(msId);
  }

  private patchGroup(gid: string, patch: Partial<Group>): void {
    const current = (this.groups ?? this.base.groups).get(gid);
    if (current) (this.groups ??= new Map(this.base.groups)).set(gid, { ...current, ...patch });
  }

  /** Events about terminals the state does not hold are ignored: a later snapshot brings them in full. */
  private patchTerminal(msId: string, patch: Partial<TerminalRecord>): void {
    const current = this.terminal(msId);
    if (!current) return;
    if (!changes(current, patch)) return;
    (this.terminals ??= new Map()).set(msId, { ...current, ...patch });
  }

  /** A known terminal's battery and signal, when they change (an unchanged status leaves the state as it was). */
  private setVitals(msId: string, packed: number): void {
    const current = this.vitals?.get(msId) ?? this.base.vitals.get(msId);
    // Vitals are set with every record (snapshot, registration): none means an unknown terminal, ignored.
    if (current === undefined || current === packed) return;
    (this.vitals ??= new Map()).set(msId, packed);
  }

  /** Collects the batch's fixes; result() writes them into a new PositionMap version at once. */
  private setPosition(msId: string, fix: GpsFix): void {
    const slot = this.base.positions.slotOf(msId);
    // Slots and msIds stay disjoint, so the order of the two lists does not matter.
    if (slot >= 0) this.setSlot(slot, fix);
    else (this.added ??= new Map()).set(msId, fix);
  }

  private setSlot(slot: number, fix: GpsFix): void {
    this.writes.push(slot, fix);
  }
}

/** Whether the patch sets some field to a new value (a key loop: no array of keys per event). */
function changes(current: TerminalRecord, patch: Partial<TerminalRecord>): boolean {
  for (const key in patch) if (current[key as keyof TerminalRecord] !== patch[key as keyof TerminalRecord]) return true;
  return false;
}
