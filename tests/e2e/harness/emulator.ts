import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');

export type RunningEmulator = { url: string; stop: () => Promise<void> };

/** demo false: a real deployment's empty store (one administrator, POC_ADMIN_PASSWORD from `env`). */
/** janus false: no media server (else the run's, POC_JANUS_WS, whose rooms then are this emulator's too). */
export type EmulatorSetup = { readonly demo?: boolean; readonly janus?: boolean; readonly env?: Readonly<Record<string, string>> };

/**
 * Starts simulators/platform with test controls on a free loopback port and waits until it listens.
 * Once globalSetup has started the run's Janus (POC_JANUS_WS), every emulator uses it.
 */
export async function startEmulator(extraArgs: string[] = [], setup: EmulatorSetup = {}): Promise<RunningEmulator> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'poc-e2e-'));
  const child = spawnEmulator(dataDir, '0', extraArgs, setup);
  const url = await readyUrl(child);
  return {
    url,
    stop: async () => {
      await stopChild(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** An emulator a test can SIGKILL and start again on the same data folder and port. */
export type CrashableEmulator = RunningEmulator & {
  /** SIGKILL: no shutdown handler runs, as when the machine loses power. */
  kill: () => Promise<void>;
  /** Starts it again on the same folder and port, so consoles reconnect to the same URL. */
  restart: () => Promise<void>;
};

export async function startCrashableEmulator(extraArgs: string[] = [], setup: EmulatorSetup = {}): Promise<CrashableEmulator> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'poc-e2e-crash-'));
  let child = spawnEmulator(dataDir, '0', extraArgs, setup);
  const url = await readyUrl(child);
  const port = new URL(url).port;
  return {
    url,
    kill: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    },
    restart: async () => {
      child = spawnEmulator(dataDir, port, extraArgs, setup);
      await readyUrl(child);
    },
    stop: async () => {
      await stopChild(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function spawnEmulator(dataDir: string, port: string, extraArgs: string[], setup: EmulatorSetup = {}): ChildProcess {
  // POC_E2E_STATIC is the --outDir a parallel build was given (vite resolves it from its root, src/).
  const staticDir = process.env.POC_E2E_STATIC ? path.resolve(root, 'src', process.env.POC_E2E_STATIC) : 'dist';
  const media = process.env.POC_JANUS_WS && setup.janus !== false && !extraArgs.includes('--janus') ? ['--janus', process.env.POC_JANUS_WS] : [];
  // POC_EMULATOR_NODE_FLAGS: V8 or node flags for the emulator alone (the load bench's A/B runs).
  const nodeFlags = (process.env.POC_EMULATOR_NODE_FLAGS ?? '').split(/\s+/).filter(Boolean);
  // node itself runs the emulator (the tsx CLI would put a process between), so SIGKILL reaches it.
  return spawn(
    process.execPath,
    // Peer-to-peer media (calls) stays on loopback: the emulator tells both peers so (loginext iceAllow).
    // --demo: the specs sign in with the demo organisation's accounts.
    [...nodeFlags, '--import', 'tsx', 'simulators/platform/main.ts', '--port', port, '--data', dataDir, '--test-controls', ...(setup.demo === false ? [] : ['--demo']), '--static', staticDir, '--ice-allow', '127.0.0.0/8', ...media, ...extraArgs],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...setup.env } },
  );
}

function readyUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`emulator did not start in 90 s:\n${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /EMULATOR_READY (\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    // POC_EMULATOR_STDOUT: a file that gets the emulator's stdout too (with --trace-gc in the flags: each GC).
    if (process.env.POC_EMULATOR_STDOUT) child.stdout?.pipe(createWriteStream(process.env.POC_EMULATOR_STDOUT));
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (process.env.POC_E2E_VERBOSE) process.stderr.write(chunk);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`emulator exited with ${code} before it was ready:\n${output}`));
    });
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
