/** Reed-Solomon error correction over GF(256) with the QR polynomial x^8+x^4+x^3+x^2+1 (ISO/IEC 18004 §7.5.2). */

const EXP = new Uint8Array(512);
const LOG = new Uint8Array(256);
{
  let value = 1;
  for (let i = 0; i < 255; i += 1) {
    EXP[i] = value;
    LOG[value] = i;
    value <<= 1;
    if (value & 0x100) value ^= 0x11d;
  }
  for (let i = 255; i < 512; i += 1) EXP[i] = EXP[i - 255]!;
}

export function gfMultiply(a: number, b: number): number {
  return a === 0 || b === 0 ? 0 : EXP[LOG[a]! + LOG[b]!]!;
}

/** α^power. */
export const gfPower = (power: number): number => EXP[power % 255]!;

/** Coefficients (highest degree first, leading 1 dropped) of (x - α^0)(x - α^1)…(x - α^(degree-1)). */
function generator(degree: number): number[] {
  let poly = [1];
  for (let i = 0; i < degree; i += 1) {
    const next = new Array<number>(poly.length + 1).fill(0);
    for (let j = 0; j < poly.length; j += 1) {
      next[j]! ^= poly[j]!;
      next[j + 1]! ^= gfMultiply(poly[j]!, gfPower(i));
    }
    poly = next;
  }
  return poly.slice(1);
}

/** The `degree` error correction codewords of `data`: the remainder of data·x^degree divided by the generator. */
export function reedSolomonRemainder(data: readonly number[], degree: number): number[] {
  const divisor = generator(degree);
  const remainder = new Array<number>(degree).fill(0);
  for (const byte of data) {
    const factor = byte ^ remainder.shift()!;
    remainder.push(0);
    for (let i = 0; i < degree; i += 1) remainder[i]! ^= gfMultiply(divisor[i]!, factor);
  }
  return remainder;
}
