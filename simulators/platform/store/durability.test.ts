import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, expect, it } from 'vitest';
import { openPgliteStore } from './pglite-store.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'poc-durability-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs the appending child until its last acknowledgement, then SIGKILLs it: no close, no checkpoint. */
async function appendThenKill(batches: number): Promise<number> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'fixtures/append-child.ts'), dataDir, String(batches)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let acked = 0;
  for await (const line of createInterface({ input: child.stdout })) {
    const match = /^ACK (\d+)$/.exec(line);
    if (match) acked += 1;
    if (acked === batches) {
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
      return Number(match![1]);
    }
  }
  throw new Error('the child exited before acknowledging every batch');
}

it('keeps every acknowledged append when the writer is SIGKILLed, and takes over its stale lock', async () => {
  const lastAcked = await appendThenKill(5);
  expect(lastAcked).toBe(500);
  const store = await openPgliteStore(dataDir);
  try {
    expect(await store.head()).toBe(lastAcked);
    const events = await store.readAfter(0, 1_000);
    expect(events).toHaveLength(500);
    expect(events.at(-1)?.payload).toEqual({ batch: 4, n: 99 });
  } finally {
    await store.close();
  }
}, 60_000);
