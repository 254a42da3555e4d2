/**
 * A store-only ZIP writer (APPNOTE 6.3.x: no compression, no ZIP64), and the reader its tests and
 * the e2e spec use. The archive's audio is WAV and its text small, so storing costs little; fflate
 * is in node_modules only as another package's dependency, so the writer is ours.
 */

export type ZipEntry = { readonly name: string; readonly data: Uint8Array };

/** Entries and the whole archive stay under ZIP's 4 GiB and 65,535-entry limits without ZIP64. */
export const ZipLimits = { maxEntries: 65_535, maxBytes: 0xffff_fffe } as const;

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb8_8320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(data: Uint8Array): number {
  let crc = 0xffff_ffff;
  for (let i = 0; i < data.length; i += 1) crc = CRC_TABLE[(crc ^ data[i]!) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffff_ffff) >>> 0;
}

/** MS-DOS date and time (local fields of the given date, 2 s resolution, 1980 at the earliest). */
function dosTime(at: Date): { time: number; date: number } {
  const year = Math.max(1980, at.getUTCFullYear());
  return {
    time: (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | Math.floor(at.getUTCSeconds() / 2),
    date: ((year - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate(),
  };
}

/** Names are relative, forward-slashed, without `..`: an unzip never writes outside its folder. */
export function isSafeEntryName(name: string): boolean {
  return name.length > 0 && name.length <= 255 && !name.startsWith('/') && !name.includes('\\') && !name.split('/').some((part) => part === '' || part === '..' || part === '.');
}

const UTF8_FLAG = 1 << 11;
const VERSION = 20;

/** The archive's bytes; `at` stamps every entry (UTC fields). Throws on an unsafe or repeated name. */
export function zipStore(entries: readonly ZipEntry[], at = new Date()): Uint8Array {
  if (entries.length > ZipLimits.maxEntries) throw new RangeError('too many zip entries');
  const encoder = new TextEncoder();
  const { time, date } = dosTime(at);
  const seen = new Set<string>();
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const entry of entries) {
    if (!isSafeEntryName(entry.name) || seen.has(entry.name)) throw new RangeError(`bad zip entry name: ${entry.name}`);
    seen.add(entry.name);
    const name = encoder.encode(entry.name);
    const crc = crc32(entry.data);
    const size = entry.data.length;
    const local = new Uint8Array(30 + name.length);
    const lv = new DataView(local.buffer);
    lv.setUint32(0, 0x0403_4b50, true);
    lv.setUint16(4, VERSION, true);
    lv.setUint16(6, UTF8_FLAG, true);
    lv.setUint16(8, 0, true); // stored
    lv.setUint16(10, time, true);
    lv.setUint16(12, date, true);
    lv.setUint32(14, crc, true);
    lv.setUint32(18, size, true);
    lv.setUint32(22, size, true);
    lv.setUint16(26, name.length, true);
    lv.setUint16(28, 0, true);
    local.set(name, 30);
    const central = new Uint8Array(46 + name.length);
    const cv = new DataView(central.buffer);
    cv.setUint32(0, 0x0201_4b50, true);
    cv.setUint16(4, VERSION, true);
    cv.setUint16(6, VERSION, true);
    cv.setUint16(8, UTF8_FLAG, true);
    cv.setUint16(10, 0, true);
    cv.setUint16(12, time, true);
    cv.setUint16(14, date, true);
    cv.setUint32(16, crc, true);
    cv.setUint32(20, size, true);
    cv.setUint32(24, size, true);
    cv.setUint16(28, name.length, true);
    cv.setUint32(42, offset, true);
    central.set(name, 46);
    locals.push(local, entry.data);
    centrals.push(central);
    offset += local.length + size;
    if (offset > ZipLimits.maxBytes) throw new RangeError('zip archive too large');
  }
  const centralSize = centrals.reduce((sum, part) => sum + part.length, 0);
  const end = new Uint8Array(22);
  const ev = new DataView(end.buffer);
  ev.setUint32(0, 0x0605_4b50, true);
  ev.setUint16(8, entries.length, true);
  ev.setUint16(10, entries.length, true);
  ev.setUint32(12, centralSize, true);
  ev.setUint32(16, offset, true);
  const out = new Uint8Array(offset + centralSize + end.length);
  let cursor = 0;
  for (const part of [...locals, ...centrals, end]) {
    out.set(part, cursor);
    cursor += part.length;
  }
  return out;
}

/** Reads a stored (uncompressed) archive through its central directory, checking each CRC. */
export function unzipStored(bytes: Uint8Array): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const endAt = bytes.length - 22;
  if (endAt < 0 || view.getUint32(endAt, true) !== 0x0605_4b50) throw new Error('not a zip archive (no end record)');
  const count = view.getUint16(endAt + 10, true);
  let at = view.getUint32(endAt + 16, true);
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i += 1) {
    if (view.getUint32(at, true) !== 0x0201_4b50) throw new Error('bad central directory');
    if (view.getUint16(at + 10, true) !== 0) throw new Error('compressed entry');
    const crc = view.getUint32(at + 16, true);
    const size = view.getUint32(at + 20, true);
    const nameLength = view.getUint16(at + 28, true);
    const extra = view.getUint16(at + 30, true);
    const comment = view.getUint16(at + 32, true);
    const local = view.getUint32(at + 42, true);
    const name = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    if (view.getUint32(local, true) !== 0x0403_4b50) throw new Error(`bad local header: ${name}`);
    const dataAt = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    const data = bytes.subarray(dataAt, dataAt + size);
    if (crc32(data) !== crc) throw new Error(`crc mismatch: ${name}`);
    entries.push({ name, data });
    at += 46 + nameLength + extra + comment;
  }
  return entries;
}
