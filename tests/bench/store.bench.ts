import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { EventStore, NewEvent } from '../../simulators/platform/store/event-store.ts';
import { openPgliteStore } from '../../simulators/platform/store/pglite-store.ts';
import { openPostgresStore } from '../../simulators/platform/store/postgres-store.ts';
import { writeSuite, type Measurement } from './report.ts';

const POSTGRES_URL = process.env.POC_BENCH_POSTGRES ?? 'postgres://postgres@127.0.0.1:5432/test';
const SEQUENTIAL = 2_000;
const BURST = 1_000;
const BURSTS = 30;
const PACED_RATES = [2_000, 9_000];
const PACED_WARM_UP_MS = 2_000;
const PACED_MS = 10_000;

const gpsEvent = (i: number): NewEvent => ({
  stream: `terminal:${10_000_000 + (i % 500)}`,
  type: 'terminal.gps',
  payload: { type: 'terminal.gps', msId: String(10_000_000 + (i % 500)), fix: { lat: 39.47, lng: -0.37, speed: 3, direction: 90, altitude: 10, time: i } },
});

const percentile = (sorted: number[], p: number): number => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const round = (value: number, digits = 2): number => Number(value.toFixed(digits));

type Figures = { ackP50: number; ackP99: number; sequentialPerS: number; burstPerS: number; readPerS: number };

/** One adapter: acknowledged single appends one after another, then bursts that group-commit, then a full read. */
async function measure(store: EventStore): Promise<Figures> {
  const latencies: number[] = [];
  const sequentialStart = performance.now();
  for (let i = 0; i < SEQUENTIAL; i += 1) {
    const started = performance.now();
    await store.append([gpsEvent(i)]);
    latencies.push(performance.now() - started);
  }
  const sequentialMs = performance.now() - sequentialStart;
  latencies.sort((a, b) => a - b);

  const burstStart = performance.now();
  for (let b = 0; b < BURSTS; b += 1) {
    // Appends issued in the same tick, as a thousand terminals reporting at once do.
    await Promise.all(Array.from({ length: BURST }, (_, i) => store.append([gpsEvent(b * BURST + i)])));
  }
  const burstMs = performance.now() - burstStart;

  const readStart = performance.now();
  let read = 0;
  for (let page = await store.readAfter(0, 5_000); page.length > 0; page = await store.readAfter(page.at(-1)!.seq, 5_000)) read += page.length;
  const readMs = performance.now() - readStart;
  return {
    ackP50: round(percentile(latencies, 50)),
    ackP99: round(percentile(latencies, 99)),
    sequentialPerS: Math.round((SEQUENTIAL * 1000) / sequentialMs),
    burstPerS: Math.round((BURST * BURSTS * 1000) / burstMs),
    readPerS: Math.round((read * 1000) / readMs),
  };
}

const asMeasurements = (adapter: string, f: Figures): Measurement[] => [
  { name: `${adapter}: acknowledged append, p50`, value: f.ackP50, unit: 'ms', note: `${SEQUENTIAL} single-event appends, one after another` },
  { name: `${adapter}: acknowledged append, p99`, value: f.ackP99, unit: 'ms' },
  { name: `${adapter}: sequential appends`, value: f.sequentialPerS, unit: 'events/s' },
  { name: `${adapter}: concurrent appends (group commit)`, value: f.burstPerS, unit: 'events/s', note: `${BURSTS} bursts of ${BURST} appends issued together` },
  { name: `${adapter}: replay read`, value: f.readPerS, unit: 'events/s' },
];

type Paced = { rate: number; cores: number; cpuPerEventUs: number; meanAckMs: number };

/**
 * Single-event appends arriving at a steady rate, as a fleet's fixes do (not in bursts): the
 * process's CPU (PGlite's thread included) and the mean acknowledgement time, over PACED_MS.
 */
async function paced(store: EventStore, rate: number): Promise<Paced> {
  let acknowledged = 0;
  let ackMs = 0;
  const run = async (ms: number): Promise<void> => {
    const start = performance.now();
    const pending: Promise<unknown>[] = [];
    for (let sent = 0, now = start; now - start < ms; now = performance.now()) {
      for (const due = Math.floor(((now - start) / 1000) * rate); sent < due; sent += 1) {
        const issued = performance.now();
        pending.push(store.append([gpsEvent(sent)]).then(() => ((acknowledged += 1), (ackMs += performance.now() - issued))));
      }
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    await Promise.all(pending);
  };
  await run(PACED_WARM_UP_MS);
  acknowledged = 0;
  ackMs = 0;
  const cpu = process.cpuUsage();
  const started = performance.now();
  await run(PACED_MS);
  const used = process.cpuUsage(cpu);
  const seconds = (performance.now() - started) / 1000;
  const micros = used.user + used.system;
  return { rate, cores: round(micros / 1e6 / seconds, 3), cpuPerEventUs: round(micros / acknowledged, 1), meanAckMs: round(ackMs / acknowledged) };
}

/** PGlite at steady rates with the group commit's linger and without, side by side. */
async function pacedPglite(): Promise<{ measurements: Measurement[]; ratios: Record<string, number> }> {
  const measurements: Measurement[] = [];
  const ratios: Record<string, number> = {};
  for (const rate of PACED_RATES) {
    const figures: Record<string, Paced> = {};
    for (const [label, linger] of [['linger', undefined], ['no linger', null]] as const) {
      const dataDir = mkdtempSync(join(tmpdir(), 'poc-bench-store-'));
      const store = await openPgliteStore(dataDir, { linger });
      try {
        figures[label] = await paced(store, rate);
      } finally {
        await store.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
      const f = figures[label]!;
      const note = `${rate} single-event appends/s for ${PACED_MS / 1000} s; whole process, PGlite's thread included; mean acknowledgement ${f.meanAckMs} ms`;
      measurements.push({ name: `PGlite: ${rate}/s paced appends, ${label}`, value: f.cores, unit: 'cores', note });
    }
    ratios[`PGlite ${rate}/s paced, CPU with linger / without`] = round(figures['linger']!.cores / figures['no linger']!.cores);
  }
  return { measurements, ratios };
}

/** The event store on both adapters, side by side in one run. */
export async function runStoreBench(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'poc-bench-store-'));
  const schema = `bench_${process.pid}`;
  let pglite: Figures;
  const lite = await openPgliteStore(dataDir);
  try {
    pglite = await measure(lite);
  } finally {
    await lite.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const measurements = asMeasurements('PGlite', pglite);
  const ratios: Record<string, number> = { 'PGlite group commit / sequential': round(pglite.burstPerS / pglite.sequentialPerS) };
  const steady = await pacedPglite();
  measurements.push(...steady.measurements);
  Object.assign(ratios, steady.ratios);
  try {
    const server = await openPostgresStore(POSTGRES_URL, schema);
    let postgres: Figures;
    try {
      postgres = await measure(server);
    } finally {
      await server.close();
    }
    measurements.push(...asMeasurements('PostgreSQL', postgres));
    ratios['PostgreSQL / PGlite, concurrent appends'] = round(postgres.burstPerS / pglite.burstPerS);
    ratios['PostgreSQL / PGlite, acknowledged append p50'] = round(postgres.ackP50 / pglite.ackP50);
  } catch (error) {
    console.error(`store: PostgreSQL at ${POSTGRES_URL} skipped: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    const client = new pg.Client({ connectionString: POSTGRES_URL });
    await client.connect().then(() => client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`)).catch(() => undefined);
    await client.end().catch(() => undefined);
  }
  writeSuite('event-store', measurements, ratios);
}
