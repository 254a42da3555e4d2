import { PGlite } from '@electric-sql/pglite';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EmulatorEvent } from '../../simulators/platform/events/emulator-event.ts';
import { applyEntry } from '../../simulators/platform/projection/apply.ts';
import { toSnapshotJson } from '../../simulators/platform/projection/snapshot-state.ts';
import { captureSnapshot, snapshotText } from '../../simulators/platform/projection/snapshot-text.ts';
import { emptyState, type PlatformState } from '../../simulators/platform/projection/state.ts';
import { demoGroups, demoTerminals } from '../../simulators/platform/seed/demo-fleet.ts';
import { encodeSnapshot } from '../../simulators/platform/store/snapshot-codec.ts';
import { envNumber, quantile, round } from './load/stats.ts';
import { writeSuite, type Measurement } from './report.ts';

/**
 * The emulator's periodic snapshot of a 10,000-terminal state (as the load bench's fleet leaves it:
 * every terminal with an account, a session and a fix), the way it was saved before 2026-11-26 beside
 * the way it is now, alternated in one run:
 * - before: one `JSON.stringify` of the whole state on the event loop, stored as jsonb;
 * - now: captured at its seq, serialised 1,000 records per event-loop turn, gzipped on libuv's pool,
 *   stored as base64 text (projection/snapshot-text.ts, store/snapshot-codec.ts).
 * PGlite runs in this process here, so its CPU is measured with the rest (in the emulator it has a
 * thread of its own; either way it takes a core from everything else on a 2-core machine).
 */
const TERMINALS = envNumber('SNAPSHOT_TERMINALS', 10_000);
const ROUNDS = 5;

/** Hex as random as a real salt, hash or token (seeded): repeated text would flatter the gzip. */
let seed = 2_026;
const hex = (chars: number): string => {
  let out = '';
  while (out.length < chars) {
    seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0;
    out += seed.toString(16).padStart(8, '0');
  }
  return out.slice(0, chars);
};

function fleetState(count: number): PlatformState {
  const { password: _password, ...template } = demoTerminals(0)[0]!;
  const events: EmulatorEvent[] = demoGroups().map((group) => ({ type: 'group.created', group }));
  for (let i = 0; i < count; i += 1) {
    const msId = String(30_000_001 + i);
    events.push({ type: 'terminal.registered', terminal: { ...template, msId, msName: `Unit ${i + 1}` } });
    events.push({ type: 'account.created', msId, accountType: template.type, password: { salt: hex(32), hash: hex(64), N: 1024, r: 8, p: 1 } });
    events.push({ type: 'session.opened', msId, tokenHash: hex(64), expiresAt: 1e13 });
    events.push({ type: 'terminal.online', msId });
    events.push({ type: 'terminal.gps', msId, fix: { lat: 39.4 + (parseInt(hex(4), 16) / 65_536) * 0.2, lng: -0.47 + (parseInt(hex(4), 16) / 65_536) * 0.2, speed: (i % 170) / 10, direction: i % 360, altitude: 12, time: 1_764_000_000_000 + i } });
  }
  const state = emptyState();
  let seq = 0;
  for (const event of events) applyEntry(state, { seq: ++seq, time: seq, stream: 'bench', event });
  return state;
}

const cpuMs = (since: NodeJS.CpuUsage): number => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};
const max = (values: number[]): number => values.reduce((a, b) => Math.max(a, b), 0);
const immediate = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The longest stretch the event loop could not run a callback while `work` runs (a setImmediate probe). */
async function loopHeld<T>(work: () => Promise<T>): Promise<{ result: T; heldMs: number }> {
  let running = true;
  let heldMs = 0;
  let last = performance.now();
  const probe = () => {
    const now = performance.now();
    heldMs = Math.max(heldMs, now - last);
    last = now;
    if (running) setImmediate(probe);
  };
  setImmediate(probe);
  const result = await work();
  running = false;
  probe();
  return { result, heldMs };
}

type Round = { oldStringifyMs: number; captureMs: number; longestTurnMs: number; turns: number; serialiseMs: number; encodeMs: number; encodeCpuMs: number; encodeHeldMs: number; jsonbCpuMs: number; textCpuMs: number };

async function oneRound(state: PlatformState, db: PGlite, seq: number): Promise<Round & { jsonBytes: number; textBytes: number }> {
  // Before: the whole state in one synchronous call, then jsonb.
  let started = performance.now();
  const whole = JSON.stringify(toSnapshotJson(state));
  const oldStringifyMs = performance.now() - started;
  let cpu = process.cpuUsage();
  await db.query('insert into jsonb_snapshots (seq, state) values ($1, $2) on conflict (seq) do update set state = excluded.state', [seq, whole]);
  const jsonbCpuMs = cpuMs(cpu);

  // Now: capture, a chunk per turn, gzip on the pool, text.
  started = performance.now();
  const capture = captureSnapshot(state);
  const captureMs = performance.now() - started;
  const turnMs: number[] = [];
  let mark = performance.now();
  const pieces = await snapshotText(capture, async () => {
    turnMs.push(performance.now() - mark);
    await immediate();
    mark = performance.now();
  });
  turnMs.push(performance.now() - mark);
  const serialiseMs = performance.now() - started;
  cpu = process.cpuUsage();
  started = performance.now();
  const { result: encoded, heldMs: encodeHeldMs } = await loopHeld(() => encodeSnapshot(pieces));
  const encodeMs = performance.now() - started;
  const encodeCpuMs = cpuMs(cpu);
  cpu = process.cpuUsage();
  await db.query('insert into text_snapshots (seq, encoding, state) values ($1, $2, $3) on conflict (seq) do update set encoding = excluded.encoding, state = excluded.state', [seq, encoded.encoding, encoded.text]);
  const textCpuMs = cpuMs(cpu);
  return {
    oldStringifyMs,
    captureMs,
    longestTurnMs: max(turnMs),
    turns: turnMs.length,
    serialiseMs,
    encodeMs,
    encodeCpuMs,
    encodeHeldMs,
    jsonbCpuMs,
    textCpuMs,
    jsonBytes: Buffer.byteLength(whole),
    textBytes: encoded.text.length,
  };
}

export async function runSnapshotBench(): Promise<void> {
  const state = fleetState(TERMINALS);
  const dir = mkdtempSync(join(tmpdir(), 'poc-bench-snapshot-'));
  const db = new PGlite(dir);
  try {
    await db.exec('create table jsonb_snapshots (seq bigint primary key, state jsonb not null); create table text_snapshots (seq bigint primary key, encoding text not null, state text not null)');
    await oneRound(state, db, 0); // warm-up: V8's code, PGlite's caches
    const rounds: Round[] = [];
    let sizes = { jsonBytes: 0, textBytes: 0 };
    for (let r = 1; r <= ROUNDS; r += 1) {
      const { jsonBytes, textBytes, ...round } = await oneRound(state, db, r);
      rounds.push(round);
      sizes = { jsonBytes, textBytes };
    }
    const figure = (key: keyof Round) => quantile(rounds.map((round) => round[key]), 0.5);
    const worst = (key: keyof Round) => max(rounds.map((round) => round[key]));
    const size = `${TERMINALS.toLocaleString('en')} terminals, ${(sizes.jsonBytes / 2 ** 20).toFixed(1)} MiB of JSON, ${(sizes.textBytes / 2 ** 20).toFixed(2)} MiB gzipped in base64`;
    const held = figure('oldStringifyMs');
    const turn = figure('longestTurnMs');
    const measurements: Measurement[] = [
      { name: 'before: event loop held by one JSON.stringify of the state, median', value: round(held), unit: 'ms', note: `${size}; max ${round(worst('oldStringifyMs'))} ms over ${ROUNDS} rounds` },
      { name: 'now: capture at the seq (event loop), median', value: round(figure('captureMs')), unit: 'ms', note: `max ${round(worst('captureMs'))} ms` },
      { name: 'now: longest event-loop turn while serialising, median', value: round(turn), unit: 'ms', note: `max ${round(worst('longestTurnMs'))} ms; ${figure('turns')} turns of 1,000 records; serialised in ${round(figure('serialiseMs'))} ms of wall time with the loop free between turns` },
      { name: 'now: gzip (libuv pool), wall time, median', value: round(figure('encodeMs')), unit: 'ms', note: `CPU ${round(figure('encodeCpuMs'))} ms; the event loop held at most ${round(figure('encodeHeldMs'))} ms meanwhile (median of rounds; max ${round(worst('encodeHeldMs'))})` },
      { name: 'before: PGlite CPU to store the snapshot as jsonb, median', value: round(figure('jsonbCpuMs')), unit: 'ms', note: `max ${round(worst('jsonbCpuMs'))} ms` },
      { name: 'now: PGlite CPU to store the snapshot as gzip base64 text, median', value: round(figure('textCpuMs')), unit: 'ms', note: `max ${round(worst('textCpuMs'))} ms` },
    ];
    const ratios = {
      'longest event-loop hold now / before, medians': round(Math.max(turn, figure('captureMs'), figure('encodeHeldMs')) / held, 3),
      'CPU now (serialise + gzip + store) / before (stringify + store), medians': round((figure('serialiseMs') + figure('encodeCpuMs') + figure('textCpuMs')) / (held + figure('jsonbCpuMs')), 3),
    };
    writeSuite('snapshot', measurements, ratios);
  } finally {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
