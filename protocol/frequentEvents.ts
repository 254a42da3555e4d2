import type { EventFrame } from './frames.ts';
import { LogType } from './logs.ts';

/**
 * The event frames a console takes in by the thousand besides GPS fixes (those have their column
 * decoder, gpsColumns.ts): a terminal's status, online and offline, checked by hand. zod's parse of
 * one was about a third of its decode (1.6 of 4.7 µs) and most of its garbage. Sound, not complete:
 * null hands the value to ServerFrameSchema, which decides and words the refusal; what this accepts
 * the schema accepts too, as the same value. Any key the schema does not name declines it (zod
 * would strip it), so the value itself is the result: no copy is made.
 */
export function frequentEventFrame(value: unknown): EventFrame | null {
  if (!isPlainObject(value)) return null;
  // prev is the one optional key; the other five are required and checked below.
  const withPrev = Object.hasOwn(value, 'prev');
  if (!hasOnly(value, FRAME_KEYS, withPrev ? FRAME_KEYS.size : FRAME_KEYS.size - 1)) return null;
  const { type, seq, prev, stream, time, event } = value as Record<string, unknown>;
  if (type !== 'event' || typeof stream !== 'string' || typeof time !== 'number' || !Number.isFinite(time)) return null;
  if (typeof seq !== 'number' || !Number.isSafeInteger(seq) || seq <= 0) return null;
  if (withPrev && (typeof prev !== 'number' || !Number.isSafeInteger(prev) || prev < 0)) return null;
  return frequentEvent(event) ? (value as EventFrame) : null;
}

const FRAME_KEYS: ReadonlySet<string> = new Set(['type', 'seq', 'prev', 'stream', 'time', 'event']);

function frequentEvent(event: unknown): boolean {
  if (!isPlainObject(event)) return false;
  const { type, msId } = event as Record<string, unknown>;
  if (typeof msId !== 'string') return false;
  if (type === 'terminal.status') {
    const { battery, signal } = event as Record<string, unknown>;
    return hasOnly(event, STATUS_KEYS, STATUS_KEYS.size) && isIntIn(battery, 0, 100) && isIntIn(signal, 0, 5);
  }
  if (type !== 'terminal.online' && type !== 'terminal.offline') return false;
  // logType is optional: absent, or the one code each event may carry (online: 5, or 7 when it logged in elsewhere).
  if (!Object.hasOwn(event, 'logType')) return hasOnly(event, PRESENCE_KEYS, PRESENCE_KEYS.size - 1);
  const { logType } = event as Record<string, unknown>;
  const allowed = type === 'terminal.online' ? logType === LogType.Online || logType === LogType.LoggedInElsewhere : logType === LogType.Offline;
  return allowed && hasOnly(event, PRESENCE_KEYS, PRESENCE_KEYS.size);
}

const STATUS_KEYS: ReadonlySet<string> = new Set(['type', 'msId', 'battery', 'signal']);
const PRESENCE_KEYS: ReadonlySet<string> = new Set(['type', 'msId', 'logType']);

/** A JSON object as JSON.parse makes it: anything else (arrays, class instances) is left to zod. */
function isPlainObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

/** Exactly `count` enumerable keys, each one of `names` (the required ones are read by the caller). */
function hasOnly(value: object, names: ReadonlySet<string>, count: number): boolean {
  let keys = 0;
  for (const key in value) {
    if (!names.has(key)) return false;
    keys += 1;
  }
  return keys === count;
}

const isIntIn = (value: unknown, min: number, max: number): boolean => typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
