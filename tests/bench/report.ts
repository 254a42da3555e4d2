import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export type Measurement = { name: string; value: number; unit: string; note?: string };

/** A figure an issue sets a target for, and whether this run met it. */
export type Goal = { name: string; target: string; value: number; unit: string; met: boolean; note?: string };

/** A goal that a figure stays at or under `limit`: judged on the figure, shown rounded to `digits`. */
export function atMost(name: string, target: string, limit: number, figure: number, unit: string, digits: number, note?: string): Goal {
  return { name, target, value: Number(figure.toFixed(digits)), unit, met: figure <= limit, ...(note === undefined ? {} : { note }) };
}

/** Writes one suite's figures to bench-results/<suite>.json, with the machine they were measured on. */
export function writeSuite(suite: string, measurements: Measurement[], ratios: Record<string, number> = {}, goals: Goal[] = []): void {
  const dir = path.join(root, 'bench-results');
  mkdirSync(dir, { recursive: true });
  const report = {
    suite,
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model ?? 'unknown', memoryGiB: Math.round(os.totalmem() / 2 ** 30), node: process.version },
    measurements,
    ratios,
    ...(goals.length > 0 ? { goals } : {}),
  };
  writeFileSync(path.join(dir, `${suite}.json`), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`${suite}:`);
  for (const m of measurements) console.log(`  ${m.name}: ${m.value} ${m.unit}${m.note ? ` (${m.note})` : ''}`);
  for (const [name, value] of Object.entries(ratios)) console.log(`  ratio ${name}: ${value}`);
  for (const goal of goals) console.log(`  goal ${goal.name} ${goal.target}: ${goal.value} ${goal.unit}, ${goal.met ? 'met' : 'NOT met'}${goal.note ? ` (${goal.note})` : ''}`);
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
