import { crc32, deflateSync, inflateSync } from 'node:zlib';
import type { Inflate } from '../pngTransparency.ts';

/** For tests in Node: a PNG of any colour type, made here so tests need no image library. */
export type TestPng = {
  width: number;
  height: number;
  /** 2 RGB, 3 palette, 6 RGBA (8-bit samples). */
  colorType: 2 | 3 | 6;
  /** The pixel at (x, y): RGB(A) samples, or a palette index for type 3. */
  pixel: (x: number, y: number) => readonly number[];
  palette?: readonly (readonly [number, number, number])[];
  trns?: readonly number[];
  /** The filter type every row uses (0-4), so the decoder's unfiltering is exercised. */
  filter?: 0 | 1 | 2 | 3 | 4;
};

const CHANNELS = { 2: 3, 3: 1, 6: 4 } as const;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const paeth = (a: number, b: number, c: number) => {
  const p = a + b - c;
  const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
};

export function encodePng({ width, height, colorType, pixel, palette, trns, filter = 0 }: TestPng): Uint8Array {
  const bpp = CHANNELS[colorType];
  const stride = width * bpp;
  const rows: Buffer[] = [];
  let previous = Buffer.alloc(stride);
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(stride);
    for (let x = 0; x < width; x += 1) row.set(pixel(x, y).slice(0, bpp), x * bpp);
    const out = Buffer.alloc(1 + stride);
    out[0] = filter;
    for (let i = 0; i < stride; i += 1) {
      const left = i >= bpp ? row[i - bpp]! : 0;
      const up = previous[i]!;
      const upLeft = i >= bpp ? previous[i - bpp]! : 0;
      const predicted = filter === 1 ? left : filter === 2 ? up : filter === 3 ? (left + up) >> 1 : filter === 4 ? paeth(left, up, upLeft) : 0;
      out[1 + i] = (row[i]! - predicted) & 0xff;
    }
    rows.push(out);
    previous = row;
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, colorType, 0, 0, 0], 8);
  const parts = [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header)];
  if (palette) parts.push(chunk('PLTE', Buffer.from(palette.flat())));
  if (trns) parts.push(chunk('tRNS', Buffer.from(trns)));
  parts.push(chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0)));
  return new Uint8Array(Buffer.concat(parts));
}

/** Node's zlib as the checker's inflate. */
export const nodeInflate: Inflate = (zlib, maxBytes) => Promise.resolve(new Uint8Array(inflateSync(zlib, { maxOutputLength: Math.max(1, maxBytes) })));
