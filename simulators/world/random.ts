/** Seeded randomness, so a fleet run with the same --seed moves the same way. */
export type Random = () => number;

/** mulberry32: tiny, fast and good enough for simulation; not for anything secret. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A 32-bit seed from a text (FNV-1a), to give each terminal its own stream from the fleet seed. */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

export const between = (random: Random, low: number, high: number): number => low + (high - low) * random();

/** One of the choices, with the given weights. */
export function weighted<T>(random: Random, choices: ReadonlyArray<readonly [T, number]>): T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let pick = random() * total;
  for (const [choice, weight] of choices) {
    pick -= weight;
    if (pick < 0) return choice;
  }
  return choices.at(-1)![0];
}
