import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');

/** An emulator in a child process (main.ts), as a deployment runs it: a test can SIGKILL it. */
export type InstanceProcess = {
  readonly url: string;
  readonly port: number;
  /** Everything it wrote to stderr so far (its log). */
  readonly output: () => string;
  kill(): Promise<void>;
  stop(): Promise<void>;
};

export async function startInstance(args: readonly string[]): Promise<InstanceProcess> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'poc-instance-'));
  // node runs main.ts itself (no tsx CLI in between), so SIGKILL reaches the emulator.
  const child = spawn(process.execPath, ['--import', 'tsx', 'simulators/platform/main.ts', '--port', '0', '--data', dataDir, '--static', path.join(dataDir, 'static'), '--test-controls', ...args], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = await ready(child, () => output);
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  const ended = (signal: NodeJS.Signals) =>
    exited() ? Promise.resolve() : new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill(signal);
    });
  return {
    url,
    port: Number(new URL(url).port),
    output: () => output,
    kill: () => ended('SIGKILL'),
    stop: async () => {
      await ended('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function ready(child: ChildProcess, output: () => string): Promise<string> {
  return new Promise((resolve, reject) => {
    let stdout = '';
    const timer = setTimeout(() => reject(new Error(`instance did not start in 60 s:\n${output()}`)), 60_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /EMULATOR_READY (\S+)/.exec(stdout);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`instance exited with ${code} before it was ready:\n${output()}`));
    });
  });
}
