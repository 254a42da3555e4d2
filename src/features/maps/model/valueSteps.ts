/**
 * SPEC §9 "distance-based value steps": over 50 to 100 gives 3, to 200 gives 6, to 300 gives 10,
 * to 400 gives 15, to 500 gives 20, to 1000 gives 30, else 50. The console uses the step as the
 * number of animation frames a terminal's marker takes to glide from its last fix to a new one,
 * distance in metres: a short hop (50 m or less, the SPEC gives no step for it) is drawn at once,
 * a long jump glides over more frames so its direction stays readable.
 */
const STEPS: readonly (readonly [upTo: number, step: number])[] = [
  [50, 1],
  [100, 3],
  [200, 6],
  [300, 10],
  [400, 15],
  [500, 20],
  [1000, 30],
];
export const LONGEST_STEP = 50;

export function valueStepFor(distance: number): number {
  if (!(distance > 0)) return 1; // no move, or not a number
  for (const [upTo, step] of STEPS) if (distance <= upTo) return step;
  return LONGEST_STEP;
}
