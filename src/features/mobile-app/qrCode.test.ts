import { describe, expect, it } from 'vitest';
import { encodeQr, formatBits, versionBits, type QrCode } from './qrCode.ts';
import { ALIGNMENT, BLOCKS } from './qrTables.ts';
import { gfMultiply, gfPower, reedSolomonRemainder } from './reedSolomon.ts';

/** Function modules, worked out from the standard's layout rather than taken from the encoder. */
function isFunction(x: number, y: number, version: number, size: number): boolean {
  if ((x < 9 && y < 9) || (x >= size - 8 && y < 9) || (x < 9 && y >= size - 8)) return true;
  if (x === 6 || y === 6) return true;
  const centres = ALIGNMENT[version]!;
  const last = centres.length - 1;
  for (let i = 0; i <= last; i += 1) {
    for (let j = 0; j <= last; j += 1) {
      if ((i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0)) continue;
      if (Math.abs(x - centres[i]!) <= 2 && Math.abs(y - centres[j]!) <= 2) return true;
    }
  }
  return version >= 7 && ((x >= size - 11 && x < size - 8 && y < 6) || (y >= size - 11 && y < size - 8 && x < 6));
}

const MASK_RULES = [
  (x: number, y: number) => (x + y) % 2 === 0,
  (_x: number, y: number) => y % 2 === 0,
  (x: number) => x % 3 === 0,
  (x: number, y: number) => (x + y) % 3 === 0,
  (x: number, y: number) => (Math.floor(y / 2) + Math.floor(x / 3)) % 2 === 0,
  (x: number, y: number) => ((x * y) % 2) + ((x * y) % 3) === 0,
  (x: number, y: number) => (((x * y) % 2) + ((x * y) % 3)) % 2 === 0,
  (x: number, y: number) => (((x + y) % 2) + ((x * y) % 3)) % 2 === 0,
];

/** Reads a symbol back as a decoder would: format bits, unmasked codewords, blocks, RS syndromes, byte segment. */
function decode(code: QrCode): string {
  const { size, version, modules } = code;
  // Format bits around the top-left finder, bit 14 first.
  const spots: [number, number][] = [[0, 8], [1, 8], [2, 8], [3, 8], [4, 8], [5, 8], [7, 8], [8, 8], [8, 7], [8, 5], [8, 4], [8, 3], [8, 2], [8, 1], [8, 0]];
  const format = spots.reduce((bits, [x, y]) => (bits << 1) | (modules[y]![x] ? 1 : 0), 0);
  const mask = [0, 1, 2, 3, 4, 5, 6, 7].find((m) => formatBits(code.level, m) === format);
  expect(mask).toBe(code.mask);
  const bits: number[] = [];
  let upward = true;
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right -= 1;
    for (let step = 0; step < size; step += 1) {
      const y = upward ? size - 1 - step : step;
      for (const x of [right, right - 1]) {
        if (!isFunction(x, y, version, size)) bits.push(modules[y]![x] !== MASK_RULES[mask!]!(x, y) ? 1 : 0);
      }
    }
    upward = !upward;
  }
  const codewords: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) codewords.push(bits.slice(i, i + 8).reduce((b, v) => (b << 1) | v, 0));
  const { ecPerBlock, groups } = BLOCKS[code.level][version]!;
  const sizes = groups.flatMap(([count, n]) => new Array<number>(count).fill(n));
  const blocks = sizes.map(() => [] as number[]);
  let k = 0;
  for (let i = 0; i < Math.max(...sizes); i += 1) sizes.forEach((n, b) => i < n && blocks[b]!.push(codewords[k++]!));
  for (let i = 0; i < ecPerBlock; i += 1) blocks.forEach((block) => block.push(codewords[k++]!));
  const data: number[] = [];
  for (const [b, block] of blocks.entries()) {
    // Every syndrome of a correct block is zero.
    for (let i = 0; i < ecPerBlock; i += 1) expect(block.reduce((acc, c) => gfMultiply(acc, gfPower(i)) ^ c, 0)).toBe(0);
    data.push(...block.slice(0, sizes[b]));
  }
  const stream = data.flatMap((byte) => [7, 6, 5, 4, 3, 2, 1, 0].map((s) => (byte >> s) & 1));
  const read = (from: number, length: number) => stream.slice(from, from + length).reduce((b, v) => (b << 1) | v, 0);
  expect(read(0, 4)).toBe(0b0100);
  const countBits = version <= 9 ? 8 : 16;
  const count = read(4, countBits);
  const bytes = Uint8Array.from({ length: count }, (_, i) => read(4 + countBits + 8 * i, 8));
  return new TextDecoder().decode(bytes);
}

describe('QR code', () => {
  it('computes the error correction of the standard 1-M "HELLO WORLD" example', () => {
    const data = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17];
    expect(reedSolomonRemainder(data, 10)).toEqual([196, 35, 39, 119, 235, 215, 231, 226, 93, 23]);
  });

  it('makes the format and version bits of the standard tables', () => {
    expect(formatBits('M', 0)).toBe(0b101010000010010);
    expect(formatBits('L', 0)).toBe(0b111011111000100);
    expect(formatBits('L', 4)).toBe(0b110011000101111);
    expect(versionBits(7)).toBe(0b000111110010010100);
    expect(versionBits(10)).toBe(0b001010010011010011);
  });

  it('picks the smallest version the bytes fit', () => {
    expect(encodeQr('a'.repeat(14), 'M').version).toBe(1);
    expect(encodeQr('a'.repeat(15), 'M').version).toBe(2);
    expect(encodeQr('a'.repeat(17), 'L').version).toBe(1);
    expect(encodeQr('a'.repeat(213), 'M').version).toBe(10);
    expect(() => encodeQr('a'.repeat(214), 'M')).toThrow();
  });

  it('draws finder and timing patterns', () => {
    const code = encodeQr('https://127.0.0.1:8765/app/poc-dispatch.apk', 'M');
    expect(code.size).toBe(17 + 4 * code.version);
    const finderRow = [true, true, true, true, true, true, true, false];
    for (const [x0, y0] of [[0, 0], [code.size - 7, 0], [0, code.size - 7]]) {
      expect(code.modules[y0!]!.slice(x0, x0! + 7)).toEqual(finderRow.slice(0, 7));
      expect(code.modules[y0! + 3]!.slice(x0, x0! + 7)).toEqual([true, false, true, true, true, false, true]);
    }
    for (let i = 8; i < code.size - 8; i += 1) {
      expect(code.modules[6]![i]).toBe(i % 2 === 0);
      expect(code.modules[i]![6]).toBe(i % 2 === 0);
    }
    expect(code.modules[code.size - 8]![8]).toBe(true);
  });

  it.each([
    ['HELLO WORLD', 'M'],
    ['https://127.0.0.1:8765/app/poc-dispatch.apk', 'M'],
    ['Диспетчер 调度台 ñ', 'L'],
    ['x'.repeat(120), 'M'],
    ['y'.repeat(200), 'L'],
    ['z'.repeat(213), 'M'],
  ] as const)('reads back %s at level %s with every mask', (text, level) => {
    for (let mask = 0; mask < 8; mask += 1) expect(decode(encodeQr(text, level, mask))).toBe(text);
    expect(decode(encodeQr(text, level))).toBe(text);
  });
});
