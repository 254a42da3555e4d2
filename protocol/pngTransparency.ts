/**
 * Does a PNG really have transparent pixels? (SPEC §5 "skin logos: transparent PNG".) The header
 * and chunks say whether the image *can* be transparent (colour type with alpha, or a tRNS chunk);
 * the pixels say whether it *is*: the image data is inflated, unfiltered (Adam7 passes too) and
 * read until one pixel with alpha below full is found. Inflating is the caller's (the browser's
 * DecompressionStream, Node's zlib), so this file runs on both sides unchanged.
 */

export type PngVerdict = 'transparent' | 'opaque' | 'notPng';

/** Inflates zlib data; must give up (throw) past `maxBytes`, so a small file cannot inflate to gigabytes. */
export type Inflate = (zlib: Uint8Array, maxBytes: number) => Promise<Uint8Array>;

/** Larger images are refused as not a logo (a logo of 50 kB has no business being bigger). */
export const PNG_MAX_PIXELS = 4096 * 4096;

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Samples per pixel by colour type (0 grey, 2 RGB, 3 palette, 4 grey+alpha, 6 RGBA). */
const CHANNELS: Readonly<Record<number, number>> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
const DEPTHS: Readonly<Record<number, readonly number[]>> = { 0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16] };
/** Adam7: x start, y start, x step, y step of the seven passes. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

type Header = { width: number; height: number; depth: number; colorType: number; interlaced: boolean };
type Chunks = { header: Header; trns: Uint8Array | null; idat: Uint8Array };

const u32 = (bytes: Uint8Array, at: number) => ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0;
const ascii = (bytes: Uint8Array, at: number) => String.fromCharCode(bytes[at]!, bytes[at + 1]!, bytes[at + 2]!, bytes[at + 3]!);

/** The chunks that matter, or null when the bytes are not a well-formed PNG. */
function readChunks(bytes: Uint8Array): Chunks | null {
  if (bytes.length < 8 || SIGNATURE.some((byte, i) => bytes[i] !== byte)) return null;
  let header: Header | null = null;
  let trns: Uint8Array | null = null;
  const idat: Uint8Array[] = [];
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = u32(bytes, at);
    const type = ascii(bytes, at + 4);
    const data = at + 8;
    if (data + length + 4 > bytes.length) return null;
    if (header === null && type !== 'IHDR') return null;
    if (type === 'IHDR') {
      if (length !== 13) return null;
      header = { width: u32(bytes, data), height: u32(bytes, data + 4), depth: bytes[data + 8]!, colorType: bytes[data + 9]!, interlaced: bytes[data + 12] === 1 };
    } else if (type === 'tRNS') trns = bytes.subarray(data, data + length);
    else if (type === 'IDAT') idat.push(bytes.subarray(data, data + length));
    else if (type === 'IEND') break;
    at = data + length + 4;
  }
  if (!header || idat.length === 0) return null;
  const { width, height, depth, colorType } = header;
  if (width === 0 || height === 0 || width * height > PNG_MAX_PIXELS || !DEPTHS[colorType]?.includes(depth)) return null;
  const joined = new Uint8Array(idat.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of idat) {
    joined.set(part, offset);
    offset += part.length;
  }
  return { header, trns, idat: joined };
}

/** The passes' sizes: one for a plain image, seven (some empty) for Adam7. */
function passes({ width, height, interlaced }: Header): Array<[number, number]> {
  if (!interlaced) return [[width, height]];
  return ADAM7.map(([x0, y0, dx, dy]) => [Math.ceil(Math.max(0, width - x0) / dx), Math.ceil(Math.max(0, height - y0) / dy)]);
}

const paeth = (a: number, b: number, c: number) => {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
};

/** Is this pixel (its raw bytes in `row` at `x`) less than fully opaque? */
function pixelTest(header: Header, trns: Uint8Array | null): ((row: Uint8Array, x: number) => boolean) | null {
  const { depth, colorType } = header;
  const sample = (row: Uint8Array, index: number) => {
    if (depth >= 8) return depth === 16 ? (row[index * 2]! << 8) | row[index * 2 + 1]! : row[index]!;
    const bit = index * depth;
    return (row[bit >> 3]! >> (8 - depth - (bit & 7))) & ((1 << depth) - 1);
  };
  const max = (1 << depth) - 1;
  if (colorType === 6) return (row, x) => sample(row, x * 4 + 3) < max;
  if (colorType === 4) return (row, x) => sample(row, x * 2 + 1) < max;
  if (!trns) return null;
  if (colorType === 3) return (row, x) => (trns[sample(row, x)] ?? 255) < 255;
  if (colorType === 0) {
    if (trns.length < 2) return null;
    const key = (trns[0]! << 8) | trns[1]!;
    return (row, x) => sample(row, x) === key;
  }
  if (trns.length < 6) return null;
  const key = [(trns[0]! << 8) | trns[1]!, (trns[2]! << 8) | trns[3]!, (trns[4]! << 8) | trns[5]!];
  return (row, x) => key.every((value, channel) => sample(row, x * 3 + channel) === value);
}

/** Whether the PNG has at least one pixel that is not fully opaque. */
export async function pngTransparency(bytes: Uint8Array, inflate: Inflate): Promise<PngVerdict> {
  const chunks = readChunks(bytes);
  if (!chunks) return 'notPng';
  const { header, trns } = chunks;
  const isTransparent = pixelTest(header, trns);
  // No alpha channel and no tRNS: every pixel is opaque, whatever the pixels are.
  if (!isTransparent) return 'opaque';
  const bitsPerPixel = CHANNELS[header.colorType]! * header.depth;
  const filterBytes = Math.max(1, bitsPerPixel >> 3);
  const sizes = passes(header);
  const expected = sizes.reduce((sum, [w, h]) => sum + (w === 0 ? 0 : h * (1 + Math.ceil((w * bitsPerPixel) / 8))), 0);
  let raw: Uint8Array;
  try {
    raw = await inflate(chunks.idat, expected);
  } catch {
    return 'notPng';
  }
  if (raw.length < expected) return 'notPng';
  let at = 0;
  for (const [w, h] of sizes) {
    if (w === 0 || h === 0) continue;
    const stride = Math.ceil((w * bitsPerPixel) / 8);
    let previous = new Uint8Array(stride);
    for (let y = 0; y < h; y += 1) {
      const filter = raw[at]!;
      const row = raw.slice(at + 1, at + 1 + stride);
      at += 1 + stride;
      for (let i = 0; i < stride; i += 1) {
        const left = i >= filterBytes ? row[i - filterBytes]! : 0;
        const up = previous[i]!;
        const upLeft = i >= filterBytes ? previous[i - filterBytes]! : 0;
        const add = filter === 1 ? left : filter === 2 ? up : filter === 3 ? (left + up) >> 1 : filter === 4 ? paeth(left, up, upLeft) : 0;
        if (filter > 4) return 'notPng';
        row[i] = (row[i]! + add) & 0xff;
      }
      for (let x = 0; x < w; x += 1) if (isTransparent(row, x)) return 'transparent';
      previous = row;
    }
  }
  return 'opaque';
}
