/**
 * The terminals layer's data as binary attributes (STYLE §8): one row per terminal with a
 * position, positions in a Float64Array (deck.gl splits doubles for precision), colours in a
 * Uint8Array. A GPS fix writes two numbers into a row and marks the row for the GPU (only changed
 * rows are uploaded, partialPositions.ts); nothing else is allocated, and React never renders for
 * it. `data()` hands deck.gl a new object only when something changed, the same one otherwise, so
 * an unchanged scene is not redrawn.
 */
import type { GpsFix } from '../../../../protocol/index.ts';
import type { TerminalRecord } from '../../../state/fleet.ts';
import { PositionMap } from '../../../state/positionMap.ts';
import { normaliseCoordinate } from '../model/coordinates.ts';
import { greatCircleDistance } from '../model/ranging.ts';
import { valueStepFor } from '../model/valueSteps.ts';
import { MARKER_COLOURS, markerGlyphOf, markerStateOf, type MarkerGlyph, type MarkerState, type Talk } from '../model/terminalMarkers.ts';
import type { MovedRows } from '../positions/positionFold.ts';
import { DirtyRows, mergeRanges } from './dirtyRows.ts';

const INITIAL_ROWS = 256;
/** Published versions whose changed position rows are kept for layers that have not drawn them yet. */
const MAX_POSITION_CHANGES = 16;
const NONE_HIDDEN: ReadonlySet<string> = new Set();

/** Rows whose glyph must be recomputed: deck.gl's partial-update ranges. */
export type RowRange = { readonly startRow: number; readonly endRow: number };

export type BinaryAttribute = { readonly value: Float64Array | Float32Array | Uint8Array; readonly size: number; readonly normalized?: boolean };

/** What the layers read: deck.gl's non-iterable data with attributes, plus which rows changed glyph. */
export type TerminalLayerData = {
  readonly length: number;
  readonly attributes: { readonly getPosition: BinaryAttribute; readonly getFillColor: BinaryAttribute };
  readonly version: number;
};

type GlyphChange = RowRange & { readonly version: number };
type PositionChange = { readonly version: number; readonly ranges: readonly RowRange[] };

/** One value step of a glide lasts this long, so a glide takes at most 50 × 16 ms whatever the frame rate. */
export const GLIDE_STEP_MS = 16;

type Glide = { fromLng: number; fromLat: number; toLng: number; toLat: number; steps: number; startedAt: number | null };

export class TerminalAttributes {
  private positions = new Float64Array(INITIAL_ROWS * 2);
  private colours = new Uint8Array(INITIAL_ROWS * 4);
  private readonly rows = new Map<string, number>();
  private readonly msIds: string[] = [];
  private readonly glyphs: MarkerGlyph[] = [];
  private readonly states: MarkerState[] = [];
  /** The fix object each row was last written from: a cheap identity test finds the changed ones. */
  private readonly fixes: (GpsFix | undefined)[] = [];
  /** Glyph changes by the version that carries them; deck.gl asks for those after the data it drew. */
  private glyphChanges: GlyphChange[] = [];
  private version = 0;
  /** The positions of the last syncPositions, to ask a newer version what changed since. */
  private synced: ReadonlyMap<string, GpsFix> | null = null;
  private syncedHidden: ReadonlySet<string> = NONE_HIDDEN;
  private published: TerminalLayerData | null = null;
  /** Which arrays changed since the last data(): deck.gl re-uploads only the attributes with new wrappers. */
  /** The position array was replaced (grown): deck.gl must upload all of it, under a new wrapper. */
  private positionsReplaced = true;
  /** Position rows written since the last data(), and per published version the rows it changed. */
  private readonly dirtyPositions = new DirtyRows();
  private positionChanges: PositionChange[] = [];
  private coloursDirty = true;
  /** Row per slot of the synced positions' slot space (-1: not looked up yet), so a fix costs no string lookup. */
  private slotRows = new Int32Array(0);
  private slotSpace: object | null = null;
  /** Whether the positions' rows keep this one's row per slot (claimSlotTags): then slotRows is unused. */
  private slotTags = false;
  /** Rows on their way from the drawn position to their latest fix (only with `glide`). */
  private readonly glides = new Map<number, Glide>();
  /** The positions worker's slots: their msIds (told once, on first sight) and rows (-1: none yet). */
  private readonly feedMsIds: string[] = [];
  private feedRows = new Int32Array(0);
  /** Worker slots not drawn yet (hidden, or not in the fleet), with their latest [lng, lat]. */
  private readonly waiting = new Map<number, [number, number]>();

  /**
   * With `glide`, a terminal that jumps more than 50 m glides to its new fix in SPEC §9's
   * distance-based value steps (a step per GLIDE_STEP_MS, driven by advanceGlides), so a long
   * jump is seen as a move in a direction; shorter moves are written at once, as without it.
   */
  constructor(private readonly options: { readonly glide?: boolean } = {}) {}

  /** Whether some row is still gliding: the owner keeps calling advanceGlides on animation frames. */
  get gliding(): boolean {
    return this.glides.size > 0;
  }

  /** Moves every gliding row to where it is at `now` (ms, one clock); returns how many rows moved. */
  advanceGlides(now: number): number {
    let moved = 0;
    for (const [row, glide] of this.glides) {
      glide.startedAt ??= now - GLIDE_STEP_MS;
      const step = Math.min(glide.steps, Math.floor((now - glide.startedAt) / GLIDE_STEP_MS));
      const t = step / glide.steps;
      // The last step lands on the fix itself, not on a rounding of it.
      this.positions[row * 2] = step >= glide.steps ? glide.toLng : glide.fromLng + (glide.toLng - glide.fromLng) * t;
      this.positions[row * 2 + 1] = step >= glide.steps ? glide.toLat : glide.fromLat + (glide.toLat - glide.fromLat) * t;
      this.dirtyPositions.mark(row);
      if (step >= glide.steps) this.glides.delete(row);
      moved += 1;
    }
    if (moved > 0) this.version += 1;
    return moved;
  }

  /** Where a row is going: its latest fix, which a gliding marker has not reached yet. */
  destinationAt(row: number): [number, number] | null {
    const glide = this.glides.get(row);
    return glide ? [glide.toLng, glide.toLat] : this.positionAt(row);
  }

  get length(): number {
    return this.msIds.length;
  }

  rowOf(msId: string): number | undefined {
    return this.rows.get(msId);
  }

  msIdAt(row: number): string | undefined {
    return this.msIds[row];
  }

  glyphAt(row: number): MarkerGlyph {
    return this.glyphs[row] ?? 'other';
  }

  stateAt(row: number): MarkerState | undefined {
    return this.states[row];
  }

  /** Position of a row as drawn: [lng, lat]. */
  positionAt(row: number): [number, number] | null {
    if (row < 0 || row >= this.length) return null;
    return [this.positions[row * 2]!, this.positions[row * 2 + 1]!];
  }

  /**
   * Writes the fixes that changed since the last call (object identity), and rows for terminals
   * seen for the first time. Returns how many rows it wrote.
   */
  syncPositions(positions: ReadonlyMap<string, GpsFix>, terminals: ReadonlyMap<string, TerminalRecord>, hidden: ReadonlySet<string> = NONE_HIDDEN): number {
    const sameHidden = hidden === this.syncedHidden;
    const synced = this.synced;
    this.synced = positions;
    this.syncedHidden = hidden;
    const written = positions instanceof PositionMap ? this.syncSlots(positions, synced, sameHidden, terminals, hidden) : this.syncAll(positions, terminals, hidden);
    if (written > 0) this.version += 1;
    return written;
  }

  private syncAll(positions: ReadonlyMap<string, GpsFix>, terminals: ReadonlyMap<string, TerminalRecord>, hidden: ReadonlySet<string>): number {
    let written = 0;
    for (const [msId, fix] of positions) {
      if (hidden.has(msId)) continue;
      const row = this.rows.get(msId);
      if (row !== undefined && this.fixes[row] === fix) continue;
      if (this.writeFix(row, fix, msId, terminals)) written += 1;
    }
    return written;
  }

  /**
   * A newer version of the positions last synced names the slots that changed: O(batch), not
   * O(fleet), and a row per slot so no fix costs a string-keyed lookup; otherwise every slot. The
   * coordinates are read from the positions' columns: no fix object is made or read.
   */
  private syncSlots(positions: PositionMap, synced: ReadonlyMap<string, GpsFix> | null, sameHidden: boolean, terminals: ReadonlyMap<string, TerminalRecord>, hidden: ReadonlySet<string>): number {
    if (this.slotSpace !== positions.slotSpace) {
      this.slotSpace = positions.slotSpace;
      this.slotRows = new Int32Array(0);
      this.slotTags = positions.claimSlotTags(this);
    }
    const checkHidden = hidden.size > 0;
    let written = 0;
    const changed = sameHidden ? positions.changedSlotsSince(synced) : null;
    if (changed) {
      for (let i = 0; i < changed.length; i += 1) {
        const slot = changed[i]!;
        if (positions.hasSlot(slot) && this.writeSlot(positions, slot, false, checkHidden, terminals, hidden)) written += 1;
      }
    } else {
      for (let slot = 0; slot < positions.slotCount; slot += 1) if (positions.hasSlot(slot) && this.writeSlot(positions, slot, true, checkHidden, terminals, hidden)) written += 1;
    }
    return written;
  }

  /** One slot's fix into its row (a method, not a closure per sync, so its optimised code is kept). */
  private writeSlot(positions: PositionMap, slot: number, everySlot: boolean, checkHidden: boolean, terminals: ReadonlyMap<string, TerminalRecord>, hidden: ReadonlySet<string>): boolean {
    const tags = this.slotTags;
    if (!tags && slot >= this.slotRows.length) this.growSlotRows(slot);
    // With tags the row index sits in the slot's own row, next to the lat/lng read below.
    const known = tags ? positions.tagAtSlot(slot) : this.slotRows[slot]!;
    const lat = positions.latAtSlot(slot);
    const lng = positions.lngAtSlot(slot);
    // The usual case: a known row, nothing hidden, no msId needed.
    if (known >= 0 && !checkHidden) return this.writeCoordinates(known, lat, lng, everySlot);
    const msId = positions.msIdOfSlot(slot);
    if (checkHidden && hidden.has(msId)) return false;
    // Only a slot seen for the first time costs a lookup by msId.
    const row = known >= 0 ? known : this.rows.get(msId);
    if (!this.writeCoordinates(row, lat, lng, everySlot, msId, terminals)) return false;
    if (known >= 0) return true;
    if (tags) positions.setTagAtSlot(slot, this.rows.get(msId)!);
    else this.slotRows[slot] = this.rows.get(msId)!;
    return true;
  }

  private growSlotRows(slot: number): void {
    const rows = new Int32Array(Math.max(INITIAL_ROWS, slot + 1, this.slotRows.length * 2)).fill(-1);
    rows.set(this.slotRows);
    this.slotRows = rows;
  }

  /** One fix object (plain position maps): remembered per row, so an unchanged one is skipped by identity. */
  private writeFix(known: number | undefined, fix: GpsFix, msId?: string, terminals?: ReadonlyMap<string, TerminalRecord>): boolean {
    if (!this.writeCoordinates(known, fix.lat, fix.lng, false, msId, terminals)) return false;
    this.fixes[(known ?? this.rows.get(msId!))!] = fix;
    return true;
  }

  /**
   * A fix's coordinates as sent, for a known row or (with msId and terminals) a new one; false when
   * they are not a drawable place, or, with `skipSame`, when the row already shows or glides to them.
   */
  private writeCoordinates(known: number | undefined, rawLat: number, rawLng: number, skipSame: boolean, msId?: string, terminals?: ReadonlyMap<string, TerminalRecord>): boolean {
    // normalisePosition's test without its object (NaN fails both comparisons): this runs per fix.
    const lat = normaliseCoordinate(rawLat);
    const lng = normaliseCoordinate(rawLng);
    if (!(Math.abs(lat) <= 90 && Math.abs(lng) <= 180)) return false;
    if (skipSame && known !== undefined) {
      const destination = this.destinationAt(known);
      if (destination && destination[0] === lng && destination[1] === lat) return false;
    }
    const row = known ?? this.addRow(msId!, terminals?.get(msId!));
    // Written from numbers: a plain map synced next rewrites this row rather than trust a stale identity.
    // (Only plain maps fill `fixes`: with position maps it stays empty and costs no line per fix.)
    if (row < this.fixes.length) this.fixes[row] = undefined;
    // From where the marker is drawn now (possibly mid-glide) to the new fix; a new row is placed at once.
    const steps = known !== undefined && this.options.glide ? valueStepFor(greatCircleDistance({ lng: this.positions[row * 2]!, lat: this.positions[row * 2 + 1]! }, { lng, lat })) : 1;
    this.moveRow(row, lng, lat, steps);
    return true;
  }

  /**
   * Rows moved by the positions worker (positions/positionFold.ts): a slot finds its row once, on
   * first sight; then a move writes two numbers, or starts a glide when its value steps say so.
   * The worker already skipped unplaceable and unchanged fixes. A terminal hidden, or not in the
   * fleet yet, waits with its latest position until `placeWaiting` finds it shown and known.
   * Returns how many rows it wrote.
   */
  applyMoved(moved: MovedRows, terminals: ReadonlyMap<string, TerminalRecord>, hidden: ReadonlySet<string> = NONE_HIDDEN): number {
    for (const { slot, msId } of moved.firstSeen) this.feedMsIds[slot] = msId;
    if (this.feedRows.length < this.feedMsIds.length) {
      const rows = new Int32Array(Math.max(INITIAL_ROWS, this.feedMsIds.length * 2)).fill(-1);
      rows.set(this.feedRows);
      this.feedRows = rows;
    }
    const checkHidden = hidden.size > 0;
    let written = 0;
    for (let i = 0; i < moved.count; i += 1) {
      const slot = moved.slots[i]!;
      let row = this.feedRows[slot]!;
      let steps = moved.steps[i]!;
      if (row < 0 || checkHidden) {
        const msId = this.feedMsIds[slot]!;
        // Drawn already (a new worker's first answer), or shown and known: it gets its row.
        if ((checkHidden && hidden.has(msId)) || (row < 0 && !this.rows.has(msId) && !terminals.has(msId))) {
          this.waiting.set(slot, [moved.lng[i]!, moved.lat[i]!]);
          continue;
        }
        if (row < 0) {
          // A row added now is placed at once, never glided to.
          if (!this.rows.has(msId)) steps = 1;
          row = this.feedRow(slot, msId, terminals);
        }
      }
      this.moveRow(row, moved.lng[i]!, moved.lat[i]!, steps);
      written += 1;
    }
    if (written > 0) this.version += 1;
    return written;
  }

  /** Places the worker's waiting terminals that are shown and in the fleet now; returns how many. */
  placeWaiting(terminals: ReadonlyMap<string, TerminalRecord>, hidden: ReadonlySet<string> = NONE_HIDDEN): number {
    let written = 0;
    for (const [slot, [lng, lat]] of this.waiting) {
      const msId = this.feedMsIds[slot]!;
      if (hidden.has(msId) || (!terminals.has(msId) && !this.rows.has(msId))) continue;
      this.waiting.delete(slot);
      const row = this.feedRows[slot]! >= 0 ? this.feedRows[slot]! : this.feedRow(slot, msId, terminals);
      this.moveRow(row, lng, lat, 1);
      written += 1;
    }
    if (written > 0) this.version += 1;
    return written;
  }

  /** A new worker numbers its slots afresh: forget the old one's (the rows stay, found again by msId). */
  resetFeed(): void {
    this.feedMsIds.length = 0;
    this.feedRows = new Int32Array(0);
    this.waiting.clear();
  }

  /** The row of a worker slot seen for the first time: the terminal's row, or a new one. */
  private feedRow(slot: number, msId: string, terminals: ReadonlyMap<string, TerminalRecord>): number {
    const row = this.rows.get(msId) ?? this.addRow(msId, terminals.get(msId));
    this.feedRows[slot] = row;
    return row;
  }

  private moveRow(row: number, lng: number, lat: number, steps: number): void {
    if (this.options.glide && steps > 1) {
      this.glides.set(row, { fromLng: this.positions[row * 2]!, fromLat: this.positions[row * 2 + 1]!, toLng: lng, toLat: lat, steps, startedAt: null });
      return;
    }
    if (this.options.glide) this.glides.delete(row);
    this.positions[row * 2] = lng;
    this.positions[row * 2 + 1] = lat;
    this.dirtyPositions.mark(row);
  }

  /** Recolours every row from online flags and floor talkers; returns how many rows changed. */
  syncStates(terminals: ReadonlyMap<string, TerminalRecord>, talkers: ReadonlyMap<string, Talk>): number {
    let changed = 0;
    for (let row = 0; row < this.msIds.length; row += 1) {
      const msId = this.msIds[row]!;
      const terminal = terminals.get(msId);
      const state = markerStateOf(terminal?.online ?? 0, talkers.get(msId));
      const glyph = markerGlyphOf(terminal?.type ?? -1, terminal?.icon);
      if (this.states[row] === state && this.glyphs[row] === glyph) continue;
      this.setState(row, state);
      if (this.glyphs[row] !== glyph) this.setGlyph(row, glyph);
      changed += 1;
    }
    if (changed > 0) this.version += 1;
    return changed;
  }

  /** The layers' data: the same object until a row changed. */
  data(): TerminalLayerData {
    if (this.published?.version === this.version) return this.published;
    const previous = this.published?.attributes;
    // A new wrapper makes deck.gl upload the whole attribute. Positions keep theirs while the array
    // stays (PartialPositionUpload writes the changed rows); colours get a new one when recoloured.
    const replaced = !previous || this.positionsReplaced;
    const ranges = this.dirtyPositions.take(this.length);
    if (!replaced && ranges.length > 0) this.positionChanges.push({ version: this.version, ranges });
    // Nobody asks while the layers are off: fold the backlog into one record (a superset is safe).
    if (this.positionChanges.length > MAX_POSITION_CHANGES) this.positionChanges = [{ version: this.version, ranges: mergeRanges(this.positionChanges.map((change) => change.ranges)) }];
    this.published = {
      length: this.length,
      attributes: {
        getPosition: replaced ? { value: this.positions, size: 2 } : previous.getPosition,
        getFillColor: previous && !this.coloursDirty ? previous.getFillColor : { value: this.colours, size: 4, normalized: true },
      },
      version: this.version,
    };
    this.positionsReplaced = false;
    this.coloursDirty = false;
    return this.published;
  }

  /**
   * Rows whose position changed after data `since` under the same position wrapper: what the GPU
   * buffer deck.gl filled from it needs rewritten. Both layers ask with the same older data.
   */
  positionRowsSince(since: TerminalLayerData): RowRange[] {
    const newer = this.positionChanges.filter((change) => change.version > since.version);
    this.positionChanges = newer;
    return newer.length === 0 ? [] : mergeRanges(newer.map((change) => change.ranges));
  }

  /**
   * Rows whose glyph changed after data `since` (deck.gl's `_dataDiff`): an empty list when only
   * positions and colours moved, which binary attributes carry without recomputation.
   */
  glyphRowsSince(since: TerminalLayerData | undefined): RowRange[] {
    if (!since) return [{ startRow: 0, endRow: this.length }];
    const ranges = this.glyphChanges.filter((change) => change.version > since.version).map(({ startRow, endRow }) => ({ startRow, endRow }));
    // Both layers ask with the same older data; what is older than it nobody will ask for again.
    this.glyphChanges = this.glyphChanges.filter((change) => change.version > since.version);
    return ranges;
  }

  private addRow(msId: string, terminal: TerminalRecord | undefined): number {
    const row = this.msIds.length;
    if ((row + 1) * 2 > this.positions.length) this.grow();
    this.rows.set(msId, row);
    this.msIds.push(msId);
    this.setGlyph(row, markerGlyphOf(terminal?.type ?? -1, terminal?.icon));
    this.setState(row, markerStateOf(terminal?.online ?? 0, undefined));
    return row;
  }

  /** Notes the row for deck.gl's partial update, merging neighbours into one range. */
  private setGlyph(row: number, glyph: MarkerGlyph): void {
    this.glyphs[row] = glyph;
    // Every mutation ends with version + 1: that is the version this change belongs to.
    const version = this.version + 1;
    const last = this.glyphChanges.at(-1);
    if (last && last.version === version && last.endRow === row) this.glyphChanges[this.glyphChanges.length - 1] = { ...last, endRow: row + 1 };
    else this.glyphChanges.push({ startRow: row, endRow: row + 1, version });
  }

  private setState(row: number, state: MarkerState): void {
    this.states[row] = state;
    this.colours.set(MARKER_COLOURS[state], row * 4);
    this.coloursDirty = true;
  }

  private grow(): void {
    const positions = new Float64Array(this.positions.length * 2);
    positions.set(this.positions);
    const colours = new Uint8Array(this.colours.length * 2);
    colours.set(this.colours);
    this.positions = positions;
    this.colours = colours;
    this.positionsReplaced = true;
    this.positionChanges = [];
    this.coloursDirty = true;
  }
}
