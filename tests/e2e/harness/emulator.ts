import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');

export type RunningEmulator = { url: string; stop: () => Promise<void> };

/**
 * Starts simulators/platform with test controls on a free loopback port and waits until it listens.
 * Once globalSetup has started the run's Janus (POC_JANUS_WS), every emulator uses it.
 */
export async function startEmulator(extraArgs: string[] = []): Promise<RunningEmulator> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'poc-e2e-'));
  // POC_E2E_STATIC is the --outDir a parallel build was given (vite resolves it from its root, src/).
  const staticDir = process.env.POC_E2E_STATIC ? path.resolve(root, 'src', process.env.POC_E2E_STATIC) : 'dist';
  const media = process.env.POC_JANUS_WS && !extraArgs.includes('--janus') ? ['--janus', process.env.POC_JANUS_WS] : [];
  const child = spawn(
    path.join(root, 'node_modules/.bin/tsx'),
    // Peer-to-peer media (calls) stays on loopback: the emulator tells both peers so (loginext iceAllow).
    ['simulators/platform/main.ts', '--port', '0', '--data', dataDir, '--test-controls', '--static', staticDir, '--ice-allow', '127.0.0.0/8', ...media, ...extraArgs],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const url = await readyUrl(child);
  return {
    url,
    stop: async () => {
      await stopChild(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
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
