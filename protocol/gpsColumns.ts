/**
 * GPS event frames decoded into typed columns: the socket's one high-rate stream, read without an
 * object per fix (no frame, event or fix object, no JSON.parse). `decodeGpsEventFrame` accepts
 * only what `decodeServerFrame` would accept as a `terminal.gps` event frame with a decimal msId,
 * and gives the same numbers; anything else (other frames, escapes, unknown or repeated keys, a
 * value the schema refuses) is declined, and the caller decodes it the ordinary way, which then
 * accepts or rejects it. A declined frame writes nothing that counts: the row is only staged.
 */
import type { GpsFix } from './entities.ts';

const INITIAL_ROWS = 64;
/** Doubles hold integers exactly up to 2^53: 15 decimal digits always fit (as the console's id table). */
const MAX_ID_DIGITS = 15;

/** Fixes by row: the frame's seq, prev (-1 absent) and log time, the msId as a number, the fix. */
export class GpsFixColumns {
  length = 0;
  seq = new Float64Array(INITIAL_ROWS);
  prev = new Float64Array(INITIAL_ROWS);
  time = new Float64Array(INITIAL_ROWS);
  /** The msId as a number: the decoder takes only canonical decimal ids, so `String(id)` gives it back. */
  id = new Float64Array(INITIAL_ROWS);
  lat = new Float64Array(INITIAL_ROWS);
  lng = new Float64Array(INITIAL_ROWS);
  speed = new Float64Array(INITIAL_ROWS);
  direction = new Float64Array(INITIAL_ROWS);
  altitude = new Float64Array(INITIAL_ROWS);
  fixTime = new Float64Array(INITIAL_ROWS);

  /** Makes room for row `length` (the staged row) and returns it; it counts only after commit(). */
  stage(): number {
    if (this.length >= this.seq.length) this.grow();
    return this.length;
  }

  commit(): void {
    this.length += 1;
  }

  clear(): void {
    this.length = 0;
  }

  /** Appends `source`'s row: ten numbers copied, nothing allocated (once the columns are grown). */
  copyRow(source: GpsFixColumns, row: number): void {
    const to = this.stage();
    this.seq[to] = source.seq[row]!;
    this.prev[to] = source.prev[row]!;
    this.time[to] = source.time[row]!;
    this.id[to] = source.id[row]!;
    this.lat[to] = source.lat[row]!;
    this.lng[to] = source.lng[row]!;
    this.speed[to] = source.speed[row]!;
    this.direction[to] = source.direction[row]!;
    this.altitude[to] = source.altitude[row]!;
    this.fixTime[to] = source.fixTime[row]!;
    this.length += 1;
  }

  msIdAt(row: number): string {
    return String(this.id[row]);
  }

  /** The row as a fix object, for the rare reader that needs one (a terminal seen for the first time). */
  fixAt(row: number): GpsFix {
    return { lat: this.lat[row]!, lng: this.lng[row]!, speed: this.speed[row]!, direction: this.direction[row]!, altitude: this.altitude[row]!, time: this.fixTime[row]! };
  }

  private grow(): void {
    const size = this.seq.length * 2;
    const grown = (column: Float64Array) => {
      const next = new Float64Array(size);
      next.set(column);
      return next;
    };
    this.seq = grown(this.seq);
    this.prev = grown(this.prev);
    this.time = grown(this.time);
    this.id = grown(this.id);
    this.lat = grown(this.lat);
    this.lng = grown(this.lng);
    this.speed = grown(this.speed);
    this.direction = grown(this.direction);
    this.altitude = grown(this.altitude);
    this.fixTime = grown(this.fixTime);
  }
}

// The scanner's state: one frame at a time, synchronously, so module variables instead of an object per call.
let text = '';
let at = 0;
let value = 0;

const QUOTE = 34;
const BACKSLASH = 92;
const COLON = 58;
const COMMA = 44;
const OPEN = 123;
const CLOSE = 125;

function skipSpace(): void {
  for (;;) {
    const c = text.charCodeAt(at);
    if (c === 32 || c === 10 || c === 13 || c === 9) at += 1;
    else return;
  }
}

/** `"literal"` followed by optional space and a colon: the key, consumed with its colon. */
function key(literal: string): boolean {
  if (!text.startsWith(literal, at)) return false;
  at += literal.length;
  skipSpace();
  if (text.charCodeAt(at) !== COLON) return false;
  at += 1;
  skipSpace();
  return true;
}

/** An exact string value such as `"event"` (quotes included in `literal`). */
function literalValue(literal: string): boolean {
  if (!text.startsWith(literal, at)) return false;
  at += literal.length;
  return true;
}

/** Any string without escapes or control characters (which JSON.parse would refuse or unescape). */
function plainString(): boolean {
  if (text.charCodeAt(at) !== QUOTE) return false;
  for (let i = at + 1; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      at = i + 1;
      return true;
    }
    if (c === BACKSLASH || c < 32) return false;
  }
  return false;
}

/** A canonical decimal id in quotes (no sign, no leading zero, ≤ 15 digits) into `value`. */
function decimalId(): boolean {
  if (text.charCodeAt(at) !== QUOTE) return false;
  let i = at + 1;
  let id = 0;
  const start = i;
  for (;;) {
    const digit = text.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) break;
    if (digit === 0 && i === start && text.charCodeAt(i + 1) !== QUOTE) return false;
    id = id * 10 + digit;
    i += 1;
  }
  const digits = i - start;
  if (digits === 0 || digits > MAX_ID_DIGITS || text.charCodeAt(i) !== QUOTE) return false;
  value = id;
  at = i + 1;
  return true;
}

/** Exact powers of ten: a double divided or multiplied by one of these is correctly rounded. */
const POWERS = Array.from({ length: 23 }, (_, k) => 10 ** k);

/**
 * A JSON number into `value`, the same double JSON.parse gives: up to 15 significant digits and a
 * decimal exponent within ±22 are computed exactly (one correctly rounded operation on two exact
 * doubles); longer numbers go through Number() of their text. Non-finite results are refused.
 */
function jsonNumber(): boolean {
  const start = at;
  let i = at;
  let negative = false;
  if (text.charCodeAt(i) === 45) {
    negative = true;
    i += 1;
  }
  let mantissa = 0;
  let digits = 0;
  let scale = 0;
  const intStart = i;
  let c = text.charCodeAt(i);
  if (c === 48) i += 1;
  else if (c >= 49 && c <= 57) {
    for (; (c = text.charCodeAt(i)) >= 48 && c <= 57; i += 1) {
      mantissa = mantissa * 10 + (c - 48);
      digits += 1;
    }
  } else return false;
  if (i === intStart) return false;
  if (text.charCodeAt(i) === 46) {
    i += 1;
    const fractionStart = i;
    for (; (c = text.charCodeAt(i)) >= 48 && c <= 57; i += 1) {
      if (mantissa !== 0 || c !== 48) digits += 1;
      mantissa = mantissa * 10 + (c - 48);
      scale -= 1;
    }
    if (i === fractionStart) return false;
  }
  let exponent = 0;
  c = text.charCodeAt(i);
  if (c === 101 || c === 69) {
    i += 1;
    let exponentNegative = false;
    c = text.charCodeAt(i);
    if (c === 43 || c === 45) {
      exponentNegative = c === 45;
      i += 1;
    }
    const exponentStart = i;
    for (; (c = text.charCodeAt(i)) >= 48 && c <= 57; i += 1) exponent = Math.min(exponent * 10 + (c - 48), 10_000);
    if (i === exponentStart) return false;
    if (exponentNegative) exponent = -exponent;
  }
  at = i;
  const power = scale + exponent;
  let result: number;
  if (digits <= 15 && power >= -22 && power <= 22) {
    result = power < 0 ? mantissa / POWERS[-power]! : mantissa * POWERS[power]!;
    if (negative) result = -result;
  } else result = Number(text.slice(start, i)); // the sign included
  if (!Number.isFinite(result)) return false;
  value = result;
  return true;
}

/** After a member: a comma (true, more follow) or the closing brace (false, `done` set). */
let done = false;
function nextMember(): boolean {
  skipSpace();
  const c = text.charCodeAt(at);
  at += 1;
  if (c === COMMA) {
    skipSpace();
    return true;
  }
  done = c === CLOSE;
  return false;
}

function openObject(): boolean {
  skipSpace();
  if (text.charCodeAt(at) !== OPEN) return false;
  at += 1;
  skipSpace();
  return true;
}

// Keys seen, one bit each: a repeated key (JSON.parse keeps the last) or a missing one declines.
const FIX_LAT = 1;
const FIX_LNG = 2;
const FIX_SPEED = 4;
const FIX_DIRECTION = 8;
const FIX_ALTITUDE = 16;
const FIX_TIME = 32;
const FIX_ALL = 63;

function fixObject(into: GpsFixColumns, row: number): boolean {
  if (!openObject()) return false;
  let seen = 0;
  do {
    let bit: number;
    if (key('"lat"')) bit = FIX_LAT;
    else if (key('"lng"')) bit = FIX_LNG;
    else if (key('"speed"')) bit = FIX_SPEED;
    else if (key('"direction"')) bit = FIX_DIRECTION;
    else if (key('"altitude"')) bit = FIX_ALTITUDE;
    else if (key('"time"')) bit = FIX_TIME;
    else return false;
    if (seen & bit || !jsonNumber()) return false;
    seen |= bit;
    if (bit === FIX_LAT) into.lat[row] = value;
    else if (bit === FIX_LNG) into.lng[row] = value;
    else if (bit === FIX_SPEED) into.speed[row] = value;
    else if (bit === FIX_DIRECTION) into.direction[row] = value;
    else if (bit === FIX_ALTITUDE) into.altitude[row] = value;
    else into.fixTime[row] = value;
  } while (nextMember());
  return done && seen === FIX_ALL;
}

const EVENT_TYPE = 1;
const EVENT_MSID = 2;
const EVENT_FIX = 4;

function eventObject(into: GpsFixColumns, row: number): boolean {
  if (!openObject()) return false;
  let seen = 0;
  do {
    if (key('"type"')) {
      if (seen & EVENT_TYPE || !literalValue('"terminal.gps"')) return false;
      seen |= EVENT_TYPE;
    } else if (key('"msId"')) {
      if (seen & EVENT_MSID || !decimalId()) return false;
      seen |= EVENT_MSID;
      into.id[row] = value;
    } else if (key('"fix"')) {
      if (seen & EVENT_FIX || !fixObject(into, row)) return false;
      seen |= EVENT_FIX;
    } else return false;
  } while (nextMember());
  return done && seen === (EVENT_TYPE | EVENT_MSID | EVENT_FIX);
}

const FRAME_TYPE = 1;
const FRAME_SEQ = 2;
const FRAME_PREV = 4;
const FRAME_STREAM = 8;
const FRAME_TIME = 16;
const FRAME_EVENT = 32;
const FRAME_REQUIRED = FRAME_TYPE | FRAME_SEQ | FRAME_STREAM | FRAME_TIME | FRAME_EVENT;

/**
 * Decodes a `terminal.gps` event frame into row `into.stage()` without committing it; true when the
 * frame is one (the caller checks seq and prev, then commits or drops the row). False declines:
 * decode the text with `decodeServerFrame`, which gives the frame or the reason it is malformed.
 */
export function decodeGpsEventFrame(raw: string, into: GpsFixColumns): boolean {
  text = raw;
  at = 0;
  const row = into.stage();
  into.prev[row] = -1;
  try {
    if (!openObject()) return false;
    let seen = 0;
    do {
      if (key('"type"')) {
        if (seen & FRAME_TYPE || !literalValue('"event"')) return false;
        seen |= FRAME_TYPE;
      } else if (key('"seq"')) {
        if (seen & FRAME_SEQ || !jsonNumber() || !Number.isSafeInteger(value) || value <= 0) return false;
        seen |= FRAME_SEQ;
        into.seq[row] = value;
      } else if (key('"prev"')) {
        if (seen & FRAME_PREV || !jsonNumber() || !Number.isSafeInteger(value) || value < 0) return false;
        seen |= FRAME_PREV;
        into.prev[row] = value;
      } else if (key('"stream"')) {
        if (seen & FRAME_STREAM || !plainString()) return false;
        seen |= FRAME_STREAM;
      } else if (key('"time"')) {
        if (seen & FRAME_TIME || !jsonNumber()) return false;
        seen |= FRAME_TIME;
        into.time[row] = value;
      } else if (key('"event"')) {
        if (seen & FRAME_EVENT || !eventObject(into, row)) return false;
        seen |= FRAME_EVENT;
      } else return false;
    } while (nextMember());
    if (!done || (seen & FRAME_REQUIRED) !== FRAME_REQUIRED) return false;
    skipSpace();
    return at === text.length;
  } finally {
    text = ''; // do not keep the frame's text alive
  }
}
