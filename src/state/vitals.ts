/**
 * A terminal's battery and signal (SPEC §3), the payload of `terminal.status`, the fleet's most
 * frequent event after GPS. They live apart from the terminal records, packed into one small
 * integer per terminal: a status event then replaces a number in a Map rather than making a new
 * record. In a burst of 100k status events over 10k terminals the new records survived until a
 * later event replaced them, so every scavenge copied thousands of them (pauses of 7–9 ms inside
 * a console's frames, docs/performance.md "Load").
 */
import { VersionedMap } from './versionedMap.ts';

export type Vitals = { readonly battery: number; readonly signal: number };

/** Battery and signal by msId, packed (`packVitals`); O(changes) per batch, as the records. */
export type VitalsMap = VersionedMap<string, number>;

/** Signal has 0–5 bars (protocol/entities.ts): three bits. */
const SIGNAL_BITS = 3;
const SIGNAL_MASK = (1 << SIGNAL_BITS) - 1;

/** Battery 0–100 and signal 0–5, integers as the protocol's schemas check them, in one integer. */
export const packVitals = (battery: number, signal: number): number => (battery << SIGNAL_BITS) | signal;

export const batteryOf = (packed: number): number => packed >> SIGNAL_BITS;

export const signalOf = (packed: number): number => packed & SIGNAL_MASK;

export const unpackVitals = (packed: number): Vitals => ({ battery: batteryOf(packed), signal: signalOf(packed) });
