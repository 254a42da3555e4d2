import { describe, expect, it } from 'vitest';
import { pngTransparency } from './pngTransparency.ts';
import { encodePng, nodeInflate } from './testing/png.ts';
import { logoProblem, ThemeLimits } from './themes.ts';

const opaqueRgba = (x: number, y: number) => [x * 9, y * 7, 50, 255];

describe('pngTransparency', () => {
  it.each([0, 1, 2, 3, 4] as const)('finds the one transparent pixel of an RGBA image (filter %i)', async (filter) => {
    const png = encodePng({ width: 20, height: 12, colorType: 6, filter, pixel: (x, y) => (x === 17 && y === 9 ? [1, 2, 3, 128] : opaqueRgba(x, y)) });
    expect(await pngTransparency(png, nodeInflate)).toBe('transparent');
  });

  it.each([0, 1, 2, 3, 4] as const)('calls an RGBA image with every alpha at 255 opaque (filter %i)', async (filter) => {
    expect(await pngTransparency(encodePng({ width: 20, height: 12, colorType: 6, filter, pixel: opaqueRgba }), nodeInflate)).toBe('opaque');
  });

  it('calls RGB without tRNS opaque without decoding, and RGB with a tRNS key transparent only where a pixel has that colour', async () => {
    expect(await pngTransparency(encodePng({ width: 4, height: 4, colorType: 2, pixel: () => [0, 0, 0] }), nodeInflate)).toBe('opaque');
    const keyed = (hit: boolean) => encodePng({ width: 4, height: 4, colorType: 2, trns: [0, 9, 0, 9, 0, 9], pixel: (x) => (hit && x === 3 ? [9, 9, 9] : [1, 1, 1]) });
    expect(await pngTransparency(keyed(true), nodeInflate)).toBe('transparent');
    expect(await pngTransparency(keyed(false), nodeInflate)).toBe('opaque');
  });

  it('reads palette transparency from tRNS for the indices the pixels use', async () => {
    const palette = [[0, 0, 0], [255, 255, 255]] as const;
    const uses = (index: number) => encodePng({ width: 3, height: 3, colorType: 3, palette, trns: [255, 0], pixel: () => [index] });
    expect(await pngTransparency(uses(1), nodeInflate)).toBe('transparent');
    expect(await pngTransparency(uses(0), nodeInflate)).toBe('opaque');
  });

  it('refuses what is not a PNG, or a truncated one', async () => {
    expect(await pngTransparency(new TextEncoder().encode('GIF89a not a png'), nodeInflate)).toBe('notPng');
    const png = encodePng({ width: 8, height: 8, colorType: 6, pixel: () => [0, 0, 0, 0] });
    expect(await pngTransparency(png.slice(0, png.length - 20), nodeInflate)).toBe('notPng');
  });
});

describe('logoProblem', () => {
  it('applies size, type and transparency in that order', async () => {
    expect(await logoProblem(new Uint8Array(), nodeInflate)).toBe('fileRequired');
    expect(await logoProblem(new Uint8Array(ThemeLimits.maxLogoBytes + 1), nodeInflate)).toBe('fileTooBig');
    expect(await logoProblem(new Uint8Array(100), nodeInflate)).toBe('notPng');
    expect(await logoProblem(encodePng({ width: 8, height: 8, colorType: 6, pixel: opaqueRgba }), nodeInflate)).toBe('notTransparent');
    expect(await logoProblem(encodePng({ width: 8, height: 8, colorType: 6, pixel: () => [0, 0, 0, 0] }), nodeInflate)).toBeNull();
  });
});
