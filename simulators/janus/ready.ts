import WebSocket from 'ws';
import { JanusConnection } from '../../media/janus/index.ts';

export const READY_POLL_MS = 100;

/** Resolves once Janus's WebSocket transport answers `info`; rejects after `timeoutMs` or when `gone()` says Janus died. */
export async function waitForJanus(wsUrl: string, timeoutMs: number, gone: () => string | null): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: string;
  for (;;) {
    const exited = gone();
    if (exited) throw new Error(exited);
    try {
      const connection = await JanusConnection.open(wsUrl, { WebSocket, timeoutMs: 1_000 });
      try {
        await connection.info();
        return;
      } finally {
        connection.close();
      }
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    }
    if (Date.now() >= deadline) throw new Error(`Janus did not answer on ${wsUrl} within ${timeoutMs} ms (${lastError})`);
    await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS));
  }
}
