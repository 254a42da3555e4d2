import WebSocket from 'ws';
import { PROTOCOL_VERSION } from '../../../protocol/index.ts';

export type Frame = { type: string; [key: string]: unknown };

/**
 * A bare WebSocket client for protocol tests: sends exactly what the test says and records every
 * frame the server sends, so tests can check order, duplicates and gaps themselves.
 */
export class RawSocket {
  readonly frames: Frame[] = [];
  closeCode: number | null = null;
  private waiters: Array<() => void> = [];
  private nextId = 1;

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      this.frames.push(JSON.parse(data.toString()) as Frame);
      this.wake();
    });
    ws.on('close', (code) => {
      this.closeCode = code;
      this.wake();
    });
  }

  static open(baseUrl: string, headers: Record<string, string> = {}): Promise<RawSocket> {
    const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/socket`, { headers });
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(new RawSocket(ws)));
      ws.once('error', reject);
    });
  }

  send(frame: unknown): void {
    this.ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }

  /** Sends a frame with a fresh id and waits for its reply. */
  async request(frame: Record<string, unknown>, timeoutMs = 10_000): Promise<Frame> {
    const id = `t${this.nextId++}`;
    this.send({ ...frame, id });
    return this.waitFor((f) => f.type === 'reply' && f.id === id, timeoutMs);
  }

  login(token?: string): Promise<Frame> {
    return this.request({ type: 'login', version: PROTOCOL_VERSION, ...(token ? { token } : {}) });
  }

  async waitFor(match: (frame: Frame) => boolean, timeoutMs = 10_000): Promise<Frame> {
    let found: Frame | undefined;
    await this.until(() => (found = this.frames.find(match)) !== undefined, timeoutMs, 'no matching frame');
    return found!;
  }

  async waitClosed(timeoutMs = 10_000): Promise<number> {
    await this.until(() => this.closeCode !== null, timeoutMs, 'socket did not close');
    return this.closeCode!;
  }

  /** Waits until `done` holds, checking whenever a frame arrives or the socket closes. */
  private async until(done: () => boolean, timeoutMs: number, failure: string): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!done()) {
      if (Date.now() > deadline) throw new Error(`${failure} in ${timeoutMs} ms; last frames: ${JSON.stringify(this.frames.slice(-3))}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.max(1, deadline - Date.now()));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** Seqs of the event frames received, in arrival order. */
  eventSeqs(): number[] {
    return this.frames.filter((frame) => frame.type === 'event').map((frame) => frame.seq as number);
  }

  close(): void {
    this.ws.close();
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const wake of waiters) wake();
  }
}
