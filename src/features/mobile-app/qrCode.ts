/**
 * A QR code encoder (ISO/IEC 18004): byte mode, levels L and M, versions 1 to 10, the mask with the
 * lowest penalty. Enough for a download URL; written here so the console needs no QR package.
 */
import { ALIGNMENT, BLOCKS, dataCodewords, EC_LEVEL_BITS, MAX_VERSION, type EcLevel } from './qrTables.ts';
import { reedSolomonRemainder } from './reedSolomon.ts';

export type QrCode = {
  readonly version: number;
  readonly level: EcLevel;
  readonly mask: number;
  readonly size: number;
  /** modules[y][x]: true is dark. */
  readonly modules: readonly (readonly boolean[])[];
};

export class QrTooLongError extends Error {}

const MASKS: readonly ((x: number, y: number) => boolean)[] = [
  (x, y) => (x + y) % 2 === 0,
  (_x, y) => y % 2 === 0,
  (x) => x % 3 === 0,
  (x, y) => (x + y) % 3 === 0,
  (x, y) => (Math.floor(y / 2) + Math.floor(x / 3)) % 2 === 0,
  (x, y) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x, y) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x, y) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
];

const bit = (value: number, index: number): boolean => ((value >>> index) & 1) !== 0;

/** The 15 format bits for a level and mask: BCH(15,5) then the 0x5412 mask (§7.9). */
export function formatBits(level: EcLevel, mask: number): number {
  const data = (EC_LEVEL_BITS[level] << 3) | mask;
  let rem = data;
  for (let i = 0; i < 10; i += 1) rem = (rem << 1) ^ ((rem >>> 9) * 0x537);
  return ((data << 10) | (rem & 0x3ff)) ^ 0x5412;
}

/** The 18 version bits (versions 7 and up): BCH(18,6) (§7.10). */
export function versionBits(version: number): number {
  let rem = version;
  for (let i = 0; i < 12; i += 1) rem = (rem << 1) ^ ((rem >>> 11) * 0x1f25);
  return (version << 12) | (rem & 0xfff);
}

/** The data codewords: byte mode, count, bytes, terminator and padding, for `version` at `level`. */
export function dataCodewordsFor(bytes: Uint8Array, version: number, level: EcLevel): number[] {
  const capacityBits = dataCodewords(level, version) * 8;
  const bits: number[] = [];
  const push = (value: number, length: number) => {
    for (let i = length - 1; i >= 0; i -= 1) bits.push((value >>> i) & 1);
  };
  push(0b0100, 4);
  push(bytes.length, version <= 9 ? 8 : 16);
  for (const byte of bytes) push(byte, 8);
  if (bits.length > capacityBits) throw new QrTooLongError(`${bytes.length} bytes do not fit version ${version}-${level}`);
  push(0, Math.min(4, capacityBits - bits.length));
  push(0, (8 - (bits.length % 8)) % 8);
  const codewords: number[] = [];
  for (let i = 0; i < bits.length; i += 8) codewords.push(bits.slice(i, i + 8).reduce((byte, b) => (byte << 1) | b, 0));
  for (let pad = 0xec; codewords.length < capacityBits / 8; pad ^= 0xec ^ 0x11) codewords.push(pad);
  return codewords;
}

/** Splits data into blocks, adds each block's error correction and interleaves them (§7.6). */
export function interleave(data: readonly number[], version: number, level: EcLevel): number[] {
  const { ecPerBlock, groups } = BLOCKS[level][version]!;
  const blocks: number[][] = [];
  let offset = 0;
  for (const [count, size] of groups) {
    for (let i = 0; i < count; i += 1) {
      blocks.push(data.slice(offset, offset + size));
      offset += size;
    }
  }
  const ecBlocks = blocks.map((block) => reedSolomonRemainder(block, ecPerBlock));
  const out: number[] = [];
  const longest = Math.max(...blocks.map((block) => block.length));
  for (let i = 0; i < longest; i += 1) for (const block of blocks) if (i < block.length) out.push(block[i]!);
  for (let i = 0; i < ecPerBlock; i += 1) for (const block of ecBlocks) out.push(block[i]!);
  return out;
}

class Grid {
  readonly dark: boolean[][];
  readonly reserved: boolean[][];
  constructor(readonly size: number) {
    this.dark = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
    this.reserved = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  }
  fn(x: number, y: number, dark: boolean): void {
    this.dark[y]![x] = dark;
    this.reserved[y]![x] = true;
  }
}

function drawFunctionPatterns(grid: Grid, version: number): void {
  const { size } = grid;
  for (let i = 0; i < size; i += 1) {
    grid.fn(6, i, i % 2 === 0);
    grid.fn(i, 6, i % 2 === 0);
  }
  for (const [cx, cy] of [[3, 3], [size - 4, 3], [3, size - 4]] as const) {
    for (let dy = -4; dy <= 4; dy += 1) {
      for (let dx = -4; dx <= 4; dx += 1) {
        const x = cx + dx;
        const y = cy + dy;
        if (x < 0 || y < 0 || x >= size || y >= size) continue;
        const ring = Math.max(Math.abs(dx), Math.abs(dy));
        grid.fn(x, y, ring !== 2 && ring !== 4);
      }
    }
  }
  const centres = ALIGNMENT[version]!;
  const last = centres.length - 1;
  for (let i = 0; i <= last; i += 1) {
    for (let j = 0; j <= last; j += 1) {
      // The three corners taken by finder patterns get none.
      if ((i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0)) continue;
      for (let dy = -2; dy <= 2; dy += 1) {
        for (let dx = -2; dx <= 2; dx += 1) grid.fn(centres[i]! + dx, centres[j]! + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
      }
    }
  }
  drawFormat(grid, 0); // reserves the areas; the real bits come after the mask is chosen
  if (version >= 7) {
    const bits = versionBits(version);
    for (let i = 0; i < 18; i += 1) {
      const a = size - 11 + (i % 3);
      const b = Math.floor(i / 3);
      grid.fn(a, b, bit(bits, i));
      grid.fn(b, a, bit(bits, i));
    }
  }
}

function drawFormat(grid: Grid, bits: number): void {
  const { size } = grid;
  for (let i = 0; i <= 5; i += 1) grid.fn(8, i, bit(bits, i));
  grid.fn(8, 7, bit(bits, 6));
  grid.fn(8, 8, bit(bits, 7));
  grid.fn(7, 8, bit(bits, 8));
  for (let i = 9; i < 15; i += 1) grid.fn(14 - i, 8, bit(bits, i));
  for (let i = 0; i < 8; i += 1) grid.fn(size - 1 - i, 8, bit(bits, i));
  for (let i = 8; i < 15; i += 1) grid.fn(8, size - 15 + i, bit(bits, i));
  grid.fn(8, size - 8, true); // the dark module
}

/** The order data modules are filled: two-column strips from the right, up then down, skipping column 6. */
export function dataModuleOrder(reserved: readonly (readonly boolean[])[]): [number, number][] {
  const size = reserved.length;
  const order: [number, number][] = [];
  let upward = true;
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    for (let step = 0; step < size; step += 1) {
      const y = upward ? size - 1 - step : step;
      for (const x of [right, right - 1]) if (!reserved[y]![x]) order.push([x, y]);
    }
    upward = !upward;
  }
  return order;
}

/** Penalty of a masked symbol (§7.8.3): runs, 2×2 blocks, finder-like patterns, dark balance. */
export function penalty(dark: readonly (readonly boolean[])[]): number {
  const size = dark.length;
  let score = 0;
  const at = (x: number, y: number, vertical: boolean) => (vertical ? dark[x]![y]! : dark[y]![x]!);
  for (const vertical of [false, true]) {
    for (let y = 0; y < size; y += 1) {
      let run = 1;
      for (let x = 1; x <= size; x += 1) {
        if (x < size && at(x, y, vertical) === at(x - 1, y, vertical)) run += 1;
        else {
          if (run >= 5) score += 3 + (run - 5);
          run = 1;
        }
      }
      // 1:1:3:1:1 with four light modules on one side, the outside of the symbol counting as light.
      const light = (x: number) => x < 0 || x >= size || !at(x, y, vertical);
      for (let x = 0; x + 7 <= size; x += 1) {
        const core = [true, false, true, true, true, false, true].every((want, k) => at(x + k, y, vertical) === want);
        if (!core) continue;
        if ([1, 2, 3, 4].every((k) => light(x - k)) || [7, 8, 9, 10].every((k) => light(x + k))) score += 40;
      }
    }
  }
  let darkCount = 0;
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      if (dark[y]![x]) darkCount += 1;
      if (x + 1 < size && y + 1 < size) {
        const c = dark[y]![x];
        if (dark[y]![x + 1] === c && dark[y + 1]![x] === c && dark[y + 1]![x + 1] === c) score += 3;
      }
    }
  }
  const total = size * size;
  score += Math.floor(Math.abs(darkCount * 20 - total * 10) / total) * 10;
  return score;
}

/** Encodes `text` (UTF-8) in the smallest version that fits at `level`, with the best mask or the one given. */
export function encodeQr(text: string, level: EcLevel = 'M', forcedMask?: number): QrCode {
  const bytes = new TextEncoder().encode(text);
  let version = 1;
  while (version <= MAX_VERSION && bytes.length * 8 + 4 + (version <= 9 ? 8 : 16) > dataCodewords(level, version) * 8) version += 1;
  if (version > MAX_VERSION) throw new QrTooLongError(`${bytes.length} bytes do not fit version ${MAX_VERSION}-${level}`);
  const codewords = interleave(dataCodewordsFor(bytes, version, level), version, level);
  const size = 17 + 4 * version;
  const base = new Grid(size);
  drawFunctionPatterns(base, version);
  const order = dataModuleOrder(base.reserved);
  order.forEach(([x, y], i) => {
    // Remainder bits past the last codeword stay light (0).
    base.dark[y]![x] = i < codewords.length * 8 && bit(codewords[i >>> 3]!, 7 - (i & 7));
  });
  let best: { mask: number; dark: boolean[][]; score: number } | null = null;
  for (let mask = 0; mask < 8; mask += 1) {
    if (forcedMask !== undefined && mask !== forcedMask) continue;
    const grid = new Grid(size);
    base.dark.forEach((row, y) => row.forEach((value, x) => (grid.dark[y]![x] = value !== (!base.reserved[y]![x] && MASKS[mask]!(x, y)))));
    base.reserved.forEach((row, y) => row.forEach((value, x) => (grid.reserved[y]![x] = value)));
    drawFormat(grid, formatBits(level, mask));
    const score = penalty(grid.dark);
    if (!best || score < best.score) best = { mask, dark: grid.dark, score };
  }
  return { version, level, mask: best!.mask, size, modules: best!.dark };
}
