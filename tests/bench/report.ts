import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export type Measurement = { name: string; value: number; unit: string; note?: string };

/** Writes one suite's figures to bench-results/<suite>.json, with the machine they were measured on. */
export function writeSuite(suite: string, measurements: Measurement[], ratios: Record<string, number> = {}): void {
  const dir = path.join(root, 'bench-results');
  mkdirSync(dir, { recursive: true });
  const report = {
    suite,
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model ?? 'unknown', memoryGiB: Math.round(os.totalmem() / 2 ** 30), node: process.version },
    measurements,
    ratios,
  };
  writeFileSync(path.join(dir, `${suite}.json`), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`${suite}:`);
  for (const m of measurements) console.log(`  ${m.name}: ${m.value} ${m.unit}${m.note ? ` (${m.note})` : ''}`);
  for (const [name, value] of Object.entries(ratios)) console.log(`  ratio ${name}: ${value}`);
}

/** Runs fn repeatedly for about `ms` and answers operations per second. */
export function opsPerSecond(fn: () => void, ms = 1000): number {
  for (let i = 0; i < 200; i += 1) fn(); // warm up the JIT
  let count = 0;
  const started = performance.now();
  while (performance.now() - started < ms) {
    fn();
    count += 1;
  }
  return Math.round((count * 1000) / (performance.now() - started));
}
