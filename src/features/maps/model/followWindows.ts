export const followWindowPath = (n: number, msId: string): string => `/maps/monitoring-follow-child-${n}?msId=${encodeURIComponent(msId)}`;

/**
 * Where following a terminal goes, given the follow window numbers (SPEC §2: 1, 2 and 4 to 20; the
 * route table's) and the windows open now (number to terminal): the window already following it,
 * else the lowest free number, else none (all are open).
 */
export function followWindowFor(numbers: readonly number[], open: ReadonlyMap<number, string>, msId: string): { readonly n: number; readonly existing: boolean } | null {
  for (const [n, following] of open) if (following === msId) return { n, existing: true };
  const free = numbers.find((n) => !open.has(n));
  return free === undefined ? null : { n: free, existing: false };
}
