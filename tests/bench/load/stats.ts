/** Small statistics helpers of the load and chaos benches. */
export function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return 0;
  const list = [...values].sort((a, b) => a - b);
  return list[Math.min(list.length - 1, Math.floor(q * list.length))]!;
}

export const round = (value: number, digits = 2): number => Number(value.toFixed(digits));

/** Seconds from the environment (LOAD_SECONDS=…), or the default. */
export function envNumber(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Rejects when `promise` takes longer than `ms`, so no bench phase hangs. */
export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: no answer in ${ms / 1000} s`)), ms)));
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
