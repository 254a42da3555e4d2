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

const QUOTE = 34;
const BACKSLASH = 92;
const COLON = 58;
const COMMA = 44;
const OPEN = 123;
const CLOSE = 125;

// Keys, one bit each: a level checks which it allows, and a repeated one (JSON.parse keeps the last) declines.
const TYPE = 1;
const SEQ = 2;
const PREV = 4;
const STREAM = 8;
const TIME = 16;
const EVENT = 32;
const MS_ID = 64;
const FIX = 128;
const LAT = 256;
const LNG = 512;
const SPEED = 1024;
const DIRECTION = 2048;
const ALTITUDE = 4096;

const FRAME_REQUIRED = TYPE | SEQ | STREAM | TIME | EVENT;
const EVENT_REQUIRED = TYPE | MS_ID | FIX;
const FIX_REQUIRED = LAT | LNG | SPEED | DIRECTION | ALTITUDE | TIME;

/** Exact powers of ten: a double divided or multiplied by one of these is correctly rounded. */
const POWERS = Array.from({ length: 23 }, (_, k) => 10 ** k);

/**
 * One frame at a time, synchronously: state in fields of one long-lived object (monomorphic, no
 * allocation per frame). Keys are told apart by their first letter and length, then compared
 * character by character, so a frame costs a pass over its text and no string is made.
 */
class Scanner {
  text = '';
  at = 0;
  value = 0;
  /** After a member: whether the object's closing brace ended it (rather than a malformed end). */
  closed = false;

  skipSpace(): void {
    const text = this.text;
    let at = this.at;
    for (;;) {
      const c = text.charCodeAt(at);
      if (c === 32 || c === 10 || c === 13 || c === 9) at += 1;
      else break;
    }
    this.at = at;
  }

  /** Whether `literal` stands at `from` (its characters only, compared one by one). */
  matches(from: number, literal: string): boolean {
    const text = this.text;
    for (let k = 0; k < literal.length; k += 1) if (text.charCodeAt(from + k) !== literal.charCodeAt(k)) return false;
    return true;
  }

  /** A quoted key and its colon: the key's bit, or 0 for one this decoder does not know. */
  key(): number {
    const text = this.text;
    const start = this.at + 1;
    if (text.charCodeAt(this.at) !== QUOTE) return 0;
    let end = start;
    for (let c = text.charCodeAt(end); c !== QUOTE; c = text.charCodeAt(++end)) if (c === BACKSLASH || c < 32 || end >= text.length) return 0;
    let bit = 0;
    switch (end - start) {
      case 3:
        bit = this.matches(start, 'seq') ? SEQ : this.matches(start, 'fix') ? FIX : this.matches(start, 'lat') ? LAT : this.matches(start, 'lng') ? LNG : 0;
        break;
      case 4:
        bit = this.matches(start, 'type') ? TYPE : this.matches(start, 'time') ? TIME : this.matches(start, 'prev') ? PREV : this.matches(start, 'msId') ? MS_ID : 0;
        break;
      case 5:
        bit = this.matches(start, 'event') ? EVENT : this.matches(start, 'speed') ? SPEED : 0;
        break;
      case 6:
        bit = this.matches(start, 'stream') ? STREAM : 0;
        break;
      case 8:
        bit = this.matches(start, 'altitude') ? ALTITUDE : 0;
        break;
      case 9:
        bit = this.matches(start, 'direction') ? DIRECTION : 0;
        break;
    }
    if (bit === 0) return 0;
    this.at = end + 1;
    this.skipSpace();
    if (text.charCodeAt(this.at) !== COLON) return 0;
    this.at += 1;
    this.skipSpace();
    return bit;
  }

  /** An exact string value, given without its quotes. */
  literalValue(literal: string): boolean {
    const at = this.at;
    if (this.text.charCodeAt(at) !== QUOTE || !this.matches(at + 1, literal) || this.text.charCodeAt(at + 1 + literal.length) !== QUOTE) return false;
    this.at = at + literal.length + 2;
    return true;
  }

  /** Any string without escapes or control characters (which JSON.parse would refuse or unescape). */
  plainString(): boolean {
    const text = this.text;
    if (text.charCodeAt(this.at) !== QUOTE) return false;
    for (let i = this.at + 1; i < text.length; i += 1) {
      const c = text.charCodeAt(i);
      if (c === QUOTE) {
        this.at = i + 1;
        return true;
      }
      if (c === BACKSLASH || c < 32) return false;
    }
    return false;
  }

  /** A canonical decimal id in quotes (no sign, no leading zero, ≤ 15 digits) into `value`. */
  decimalId(): boolean {
    const text = this.text;
    if (text.charCodeAt(this.at) !== QUOTE) return false;
    const start = this.at + 1;
    let i = start;
    let id = 0;
    for (;;) {
      const digit = text.charCodeAt(i) - 48;
      if (!(digit >= 0 && digit <= 9)) break;
      id = id * 10 + digit;
      i += 1;
    }
    const digits = i - start;
    if (digits === 0 || digits > MAX_ID_DIGITS || text.charCodeAt(i) !== QUOTE) return false;
    if (digits > 1 && text.charCodeAt(start) === 48) return false;
    this.value = id;
    this.at = i + 1;
    return true;
  }

  /**
   * A JSON number into `value`, the same double JSON.parse gives: up to 15 significant digits and a
   * decimal exponent within ±22 are computed exactly (one correctly rounded operation on two exact
   * doubles); longer numbers go through Number() of their text. Non-finite results are refused.
   */
  number(): boolean {
    const text = this.text;
    const start = this.at;
    let i = start;
    let negative = false;
    if (text.charCodeAt(i) === 45) {
      negative = true;
      i += 1;
    }
    let mantissa = 0;
    let digits = 0;
    let scale = 0;
    let c = text.charCodeAt(i);
    if (c === 48) i += 1;
    else if (c >= 49 && c <= 57) {
      for (; (c = text.charCodeAt(i)) >= 48 && c <= 57; i += 1) {
        mantissa = mantissa * 10 + (c - 48);
        digits += 1;
      }
    } else return false;
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
    this.at = i;
    const power = scale + exponent;
    let result: number;
    if (digits <= 15 && power >= -22 && power <= 22) {
      result = power < 0 ? mantissa / POWERS[-power]! : mantissa * POWERS[power]!;
      if (negative) result = -result;
    } else result = Number(text.slice(start, i)); // the sign included
    if (!(result - result === 0)) return false; // not finite
    this.value = result;
    return true;
  }

  /** After a member: a comma (true, another follows) or the closing brace (false, `closed` set). */
  nextMember(): boolean {
    this.skipSpace();
    const c = this.text.charCodeAt(this.at);
    this.at += 1;
    if (c === COMMA) {
      this.skipSpace();
      return true;
    }
    this.closed = c === CLOSE;
    return false;
  }

  openObject(): boolean {
    this.skipSpace();
    if (this.text.charCodeAt(this.at) !== OPEN) return false;
    this.at += 1;
    this.skipSpace();
    return true;
  }

  fix(into: GpsFixColumns, row: number): boolean {
    if (!this.openObject()) return false;
    let seen = 0;
    do {
      const bit = this.key();
      if (bit === 0 || (seen & bit) !== 0 || (bit & FIX_REQUIRED) === 0 || !this.number()) return false;
      seen |= bit;
      const value = this.value;
      if (bit === LAT) into.lat[row] = value;
      else if (bit === LNG) into.lng[row] = value;
      else if (bit === SPEED) into.speed[row] = value;
      else if (bit === DIRECTION) into.direction[row] = value;
      else if (bit === ALTITUDE) into.altitude[row] = value;
      else into.fixTime[row] = value;
    } while (this.nextMember());
    return this.closed && seen === FIX_REQUIRED;
  }

  event(into: GpsFixColumns, row: number): boolean {
    if (!this.openObject()) return false;
    let seen = 0;
    do {
      const bit = this.key();
      if (bit === 0 || (seen & bit) !== 0) return false;
      seen |= bit;
      if (bit === TYPE) {
        if (!this.literalValue('terminal.gps')) return false;
      } else if (bit === MS_ID) {
        if (!this.decimalId()) return false;
        into.id[row] = this.value;
      } else if (bit === FIX) {
        if (!this.fix(into, row)) return false;
      } else return false;
    } while (this.nextMember());
    return this.closed && seen === EVENT_REQUIRED;
  }

  /** `literal` at the cursor, consumed (one comparison of the text, no string made). */
  expect(literal: string): boolean {
    if (!this.matches(this.at, literal)) return false;
    this.at += literal.length;
    return true;
  }

  /**
   * The layout the emulator writes (JSON.stringify of its frame, keys in schema order, no spaces):
   * a few literal comparisons and the values. Any other layout is left to `frame`.
   */
  canonical(into: GpsFixColumns, row: number): boolean {
    if (!this.expect('{"type":"event","seq":') || !this.number() || !Number.isSafeInteger(this.value) || this.value <= 0) return false;
    into.seq[row] = this.value;
    if (this.expect(',"prev":')) {
      if (!this.number() || !Number.isSafeInteger(this.value) || this.value < 0) return false;
      into.prev[row] = this.value;
    }
    if (!this.expect(',"stream":') || !this.plainString() || !this.expect(',"time":') || !this.number()) return false;
    into.time[row] = this.value;
    if (!this.expect(',"event":{"type":"terminal.gps","msId":') || !this.decimalId()) return false;
    into.id[row] = this.value;
    if (!this.expect(',"fix":{"lat":') || !this.number()) return false;
    into.lat[row] = this.value;
    if (!this.expect(',"lng":') || !this.number()) return false;
    into.lng[row] = this.value;
    if (!this.expect(',"speed":') || !this.number()) return false;
    into.speed[row] = this.value;
    if (!this.expect(',"direction":') || !this.number()) return false;
    into.direction[row] = this.value;
    if (!this.expect(',"altitude":') || !this.number()) return false;
    into.altitude[row] = this.value;
    if (!this.expect(',"time":') || !this.number()) return false;
    into.fixTime[row] = this.value;
    return this.expect('}}}') && this.at === this.text.length;
  }

  /** Any layout: keys in any order, spaces between tokens. */
  frame(into: GpsFixColumns, row: number): boolean {
    if (!this.openObject()) return false;
    let seen = 0;
    do {
      const bit = this.key();
      if (bit === 0 || (seen & bit) !== 0) return false;
      seen |= bit;
      if (bit === TYPE) {
        if (!this.literalValue('event')) return false;
      } else if (bit === SEQ) {
        if (!this.number() || !Number.isSafeInteger(this.value) || this.value <= 0) return false;
        into.seq[row] = this.value;
      } else if (bit === PREV) {
        if (!this.number() || !Number.isSafeInteger(this.value) || this.value < 0) return false;
        into.prev[row] = this.value;
      } else if (bit === STREAM) {
        if (!this.plainString()) return false;
      } else if (bit === TIME) {
        if (!this.number()) return false;
        into.time[row] = this.value;
      } else if (bit === EVENT) {
        if (!this.event(into, row)) return false;
      } else return false;
    } while (this.nextMember());
    if (!this.closed || (seen & FRAME_REQUIRED) !== FRAME_REQUIRED) return false;
    this.skipSpace();
    return this.at === this.text.length;
  }
}

const scanner = new Scanner();

/**
 * Decodes a `terminal.gps` event frame into row `into.stage()` without committing it; true when the
 * frame is one (the caller checks seq and prev, then commits or drops the row). False declines:
 * decode the text with `decodeServerFrame`, which gives the frame or the reason it is malformed.
 */
export function decodeGpsEventFrame(raw: string, into: GpsFixColumns): boolean {
  // Both parsers accept the type only as this literal (no escapes), so a frame without it is declined
  // at the cost of one search: every other event and frame used to be scanned up to its type, twice
  // (about 3 µs of a status event's 14 µs in the load bench's burst).
  if (!raw.includes('"terminal.gps"')) return false;
  const row = into.stage();
  into.prev[row] = -1;
  scanner.text = raw;
  scanner.at = 0;
  let ok = scanner.canonical(into, row);
  if (!ok) {
    // Every column it may have written is required below, so nothing of the first try survives.
    into.prev[row] = -1;
    scanner.at = 0;
    ok = scanner.frame(into, row);
  }
  scanner.text = ''; // do not keep the frame's text alive
  return ok;
}
