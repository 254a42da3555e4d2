/**
 * A machine-readable wall clock in a simulated camera's picture, for the glass-to-glass benchmark
 * (tests/bench/video-wall.bench.ts): a row of white boxes on a black strip at the bottom of the
 * frame, one per bit of the capture time in ms since the camera's epoch, with an always-white
 * guard box at both ends to find the row and set the threshold. Boxes survive any encoder and
 * any downscale, where a burnt-in text clock would need OCR.
 */
export const TIMECODE = {
  bits: 21,
  /** Box edge in source pixels (the picture is 640x360). */
  box: 24,
  /** Left edge of the first guard box; the bits follow, least significant first, then the last guard. */
  x: 44,
  y: 330,
  /** The black strip drawn first, so a box's neighbourhood is dark whatever testsrc2 shows. */
  strip: { y: 318, height: 42 },
} as const;

/** How many ms the timecode counts before it wraps (2^21 ms, about 35 minutes). */
export const TIMECODE_WRAP_MS = 2 ** TIMECODE.bits;

/** Centre of box i (0 = first guard, 1..bits = bit 0..bits-1, bits+1 = last guard), in source pixels. */
export function timecodeBoxCentre(index: number): { x: number; y: number } {
  return { x: TIMECODE.x + index * TIMECODE.box + TIMECODE.box / 2, y: TIMECODE.y + TIMECODE.box / 2 };
}

/**
 * ffmpeg drawbox filters drawing the timecode, for a graph whose frames are stamped with ms since
 * the epoch (settb=1/1000, so `t` is seconds): the strip, the guards and one box per set bit.
 */
export function timecodeFilters(): string[] {
  const { box, x, y, strip, bits } = TIMECODE;
  const fill = (left: number, extra = '') => `drawbox=x=${left}:y=${y}:w=${box}:h=${box}:color=white:t=fill${extra}`;
  // +0.5: t is pts/1000 in floating point, so an exact ms can land a hair below itself.
  const bit = (k: number) => fill(x + (k + 1) * box, `:enable='eq(mod(floor((t*1000+0.5)/${2 ** k}),2),1)'`);
  return [`drawbox=x=0:y=${strip.y}:w=iw:h=${strip.height}:color=black:t=fill`, fill(x), ...Array.from({ length: bits }, (_, k) => bit(k)), fill(x + (bits + 1) * box)];
}

/**
 * The timecode from the mean luma (0-255) at each box's centre, guards included: ms since the
 * epoch mod 2^21, or null when the guards are not clearly brighter than the darkest box (no
 * timecode in this picture, or a broken frame).
 */
export function decodeTimecode(lumas: readonly number[]): number | null {
  if (lumas.length !== TIMECODE.bits + 2) return null;
  const guard = Math.min(lumas[0]!, lumas[lumas.length - 1]!);
  const dark = Math.min(...lumas);
  if (guard < 128 || guard - dark < 64) return null;
  const threshold = (guard + dark) / 2;
  let value = 0;
  for (let k = 0; k < TIMECODE.bits; k += 1) if (lumas[k + 1]! > threshold) value += 2 ** k;
  return value;
}

/** The capture time in epoch ms of a decoded timecode: the wrap nearest to a time known to be close (e.g. when it was shown). */
export function unwrapTimecode(value: number, epochMs: number, nearMs: number): number {
  const wraps = Math.round((nearMs - epochMs - value) / TIMECODE_WRAP_MS);
  return epochMs + value + wraps * TIMECODE_WRAP_MS;
}

/** BT.601 luma of an RGBA picture, averaged over the middle half of every timecode box. */
export function timecodeLumas(rgba: ArrayLike<number>, width: number): number[] {
  const half = TIMECODE.box / 4;
  return Array.from({ length: TIMECODE.bits + 2 }, (_, index) => {
    const centre = timecodeBoxCentre(index);
    let sum = 0;
    let count = 0;
    for (let y = centre.y - half; y < centre.y + half; y += 1) {
      for (let x = centre.x - half; x < centre.x + half; x += 1) {
        const at = (y * width + x) * 4;
        sum += 0.299 * rgba[at]! + 0.587 * rgba[at + 1]! + 0.114 * rgba[at + 2]!;
        count += 1;
      }
    }
    return sum / count;
  });
}
