import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { DISPATCHER, loginAs } from './harness/fixtures.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const HIDDEN = new Set(['ffmpeg', 'espeak-ng']);

/** A PATH of one folder that has every program of ours except the hidden ones, as on a machine without those packages. */
function pathWithout(folder: string): string {
  mkdirSync(folder, { recursive: true });
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    const names = existsSync(dir) ? readdirSync(dir) : []; // a PATH entry may not exist
    for (const name of names) {
      if (HIDDEN.has(name)) continue;
      try {
        symlinkSync(path.join(dir, name), path.join(folder, name));
      } catch {
        // an earlier PATH entry already has this name, as the shell would pick it
      }
    }
  }
  return folder;
}

/** Resolves with the launcher's output once it prints its ready banner; rejects if it exits first. */
function untilReady(child: ChildProcess, output: { out: string; err: string }): Promise<string> {
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output.out += chunk.toString();
      const url = /PoC dispatch console: (\S+)\//.exec(output.out);
      if (url && output.out.includes('Ready in')) resolve(url[1]!);
    });
    child.stderr!.on('data', (chunk: Buffer) => (output.err += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`npm start exited (${code}) before it was ready:\n${output.err.slice(-3000)}`)));
  });
}

test('npm start on a machine without ffmpeg and espeak-ng names them once with the fix, skips the cameras and serves the console', async ({ browser }) => {
  test.setTimeout(240_000);
  const scratch = mkdtempSync(path.join(tmpdir(), 'poc-first-start-'));
  const output = { out: '', err: '' };
  // --no-build: the console other specs are served from is not rebuilt under them; --no-install: as a
  // user who is not root (the test runs as root and must not install the hidden packages).
  const child = spawn(
    process.execPath,
    ['simulators/launch/start.mjs', '--no-install', '--no-build', '--no-janus', '--port', '0', '--data', path.join(scratch, 'data'), '--fleet', '3'],
    { cwd: ROOT, env: { ...process.env, PATH: pathWithout(path.join(scratch, 'bin')) }, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  try {
    const url = await untilReady(child, output);
    const lines = output.err.split('\n');
    expect(lines.filter((line) => line.includes('missing ffmpeg:'))).toHaveLength(1);
    expect(lines.filter((line) => line.includes('missing espeak-ng:'))).toHaveLength(1);
    expect(lines.filter((line) => line.includes('sudo apt-get install --no-install-recommends ffmpeg espeak-ng'))).toHaveLength(1);
    expect(lines).toContain('start: [1/9] system packages (Debian)');
    expect(lines.some((line) => /^start: \[8\/9\] skipped \(\d+\.\d s\)$/.test(line))).toBe(true);
    expect(output.out).toContain('Not running: push-to-talk audio, demo cameras');
    expect(output.out).toMatch(/Ready in \d+\.\d s\./);

    const context = await browser.newContext({ baseURL: url });
    try {
      const page = await context.newPage();
      await loginAs(page, DISPATCHER);
      await expect(page.getByTestId('group-tree')).toBeVisible();
    } finally {
      await context.close();
    }
  } finally {
    // Ctrl+C's signal: the launcher stops every part in order and exits 0.
    if (child.exitCode === null) {
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    }
    rmSync(scratch, { recursive: true, force: true });
  }
});
