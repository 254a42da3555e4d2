import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { atMost, writeSuite, type Goal, type Measurement } from './report.ts';

const root = path.resolve(import.meta.dirname, '../..');
/** Kernel clock ticks a second (USER_HZ): 100 on Linux for every architecture we run on. */
const TICKS_PER_S = 100;
const SAMPLE_EVERY_MS = 5_000;
const GOAL_CORES = 0.6;

/** Which part of the demo a process belongs to, by the entry point of the launcher's child it descends from. */
const PARTS: ReadonlyArray<[string, RegExp]> = [
  ['janus', /simulators\/janus\/main\.ts/],
  ['emulator', /simulators\/platform\/main\.ts/],
  ['fleet', /simulators\/terminals\/main\.ts/],
  ['cameras', /simulators\/cameras\/main\.ts/],
  ['speakers', /simulators\/speakers\/main\.ts/],
  ['smtp', /simulators\/smtp-sink\/main\.ts/],
];

type Proc = { pid: number; ppid: number; ticks: number; cmdline: string };

function readProcs(): Map<number, Proc> {
  const procs = new Map<number, Proc>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The command name (field 2) is in parentheses and may hold spaces: split after its last ')'.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ');
      procs.set(Number(entry), { pid: Number(entry), ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]), cmdline });
    } catch {
      // the process ended between readdir and read
    }
  }
  return procs;
}

/** The part of the launcher at `launcherPid` a process belongs to, or null when it is not the launcher's. */
function partOf(procs: Map<number, Proc>, pid: number, launcherPid: number): string | null {
  let part: string | null = null;
  for (let current = procs.get(pid); current; current = procs.get(current.ppid)) {
    part ??= PARTS.find(([, entry]) => entry.test(current!.cmdline))?.[0] ?? null;
    if (current.pid === launcherPid) return part ?? 'launcher';
  }
  return null;
}

/** Starts `npm start` (the launcher, as served, without rebuilding the console) and resolves once it is ready. */
function startDemo(args: string[], dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['simulators/launch/start.mjs', '--no-build', '--port', '0', '--data', dataDir, ...args], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Ready in')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`npm start exited (${code}) before ready:\n${err.slice(-2000)}`)));
  });
}

function stopDemo(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** CPU cores each part used over `seconds`, after `warmUpS` of settling. */
async function measureIdle(args: string[], seconds: number, warmUpS: number): Promise<Map<string, number>> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'poc-idle-demo-'));
  const demo = await startDemo(args, dataDir);
  try {
    await new Promise((resolve) => setTimeout(resolve, warmUpS * 1000));
    // Per process: ticks when the window opened (0 for one born in it) and at its last sighting; one
    // that ends between samples loses at most one interval.
    const first = new Map<number, number>();
    const last = new Map<number, { ticks: number; part: string }>();
    const sample = (opening: boolean) => {
      const procs = readProcs();
      for (const proc of procs.values()) {
        const part = partOf(procs, proc.pid, demo.pid!);
        if (part === null) continue;
        if (!first.has(proc.pid)) first.set(proc.pid, opening ? proc.ticks : 0);
        last.set(proc.pid, { ticks: proc.ticks, part });
      }
    };
    sample(true);
    const started = performance.now();
    while (performance.now() - started < seconds * 1000) {
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_EVERY_MS));
      sample(false);
    }
    const elapsedS = (performance.now() - started) / 1000;
    const cores = new Map<string, number>();
    for (const [pid, { ticks, part }] of last) {
      const spent = ticks - first.get(pid)!;
      cores.set(part, (cores.get(part) ?? 0) + spent / TICKS_PER_S / elapsedS);
    }
    return cores;
  } finally {
    await stopDemo(demo);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const total = (cores: Map<string, number>) => [...cores.values()].reduce((sum, value) => sum + value, 0);
const round = (value: number) => Number(value.toFixed(3));

/**
 * The idle demo's CPU (Issue 36: at most 0.6 of our two cores by default, so a dispatcher's
 * console beside it has the machine): `npm start` as a new user runs it, and `--fleet all`, the
 * heavy demo, side by side in one run. IDLE_SECONDS (default 300) sets the window.
 */
export async function runIdleDemoBench(): Promise<void> {
  const seconds = Number(process.env.IDLE_SECONDS ?? 300);
  const warmUpS = Number(process.env.IDLE_WARM_UP_SECONDS ?? 30);
  const light = await measureIdle([], seconds, warmUpS);
  const heavy = await measureIdle(['--fleet', 'all'], seconds, warmUpS);
  const measurements: Measurement[] = [];
  for (const [variant, cores] of [
    ['default', light],
    ['fleet all', heavy],
  ] as const) {
    measurements.push({ name: `${variant}: total`, value: round(total(cores)), unit: 'cores', note: `over ${seconds} s after ${warmUpS} s` });
    for (const [part, value] of [...cores].sort((a, b) => b[1] - a[1])) measurements.push({ name: `${variant}: ${part}`, value: round(value), unit: 'cores' });
  }
  const goals: Goal[] = [atMost('idle demo (default npm start)', `<= ${GOAL_CORES} cores`, GOAL_CORES, total(light), 'cores', 3)];
  writeSuite('idle-demo', measurements, { 'default / fleet all': round(total(light) / total(heavy)) }, goals);
}
