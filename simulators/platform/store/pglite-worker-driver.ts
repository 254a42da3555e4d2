import { Worker } from 'node:worker_threads';
import type { SqlDriver, SqlQuery } from './sql-driver.ts';

type Request = { op: 'open' } | { op: 'query'; text: string; params: readonly unknown[]; tx?: number } | { op: 'begin' } | { op: 'commit' | 'rollback'; tx: number } | { op: 'close' };
type Answer = { id: number; rows: unknown } | { id: number; error: { message: string; code?: string; detail?: string } };

/**
 * PGlite on its own worker thread (pglite-thread.mjs): the database's work — its WebAssembly, the
 * parameter and row conversion, the file writes — no longer runs on the emulator's event loop, which
 * only hands over statements and gets rows back. A transaction stays open in the thread while the
 * event store sends its statements, so the SQL and its durability are exactly those of PGlite in
 * process: an append resolves once PGlite has committed it (docs/performance.md "Load").
 */
export class PgliteWorkerDriver implements SqlDriver {
  private readonly worker: Worker;
  private readonly waiting = new Map<number, { resolve: (rows: unknown) => void; reject: (error: Error) => void }>();
  private nextId = 1;
  private failure: Error | null = null;

  private constructor(dataDir: string) {
    this.worker = new Worker(new URL('./pglite-thread.mjs', import.meta.url), { workerData: { dataDir } });
    // The thread keeps the process alive only while a statement is waiting for it.
    this.worker.unref();
    this.worker.on('message', (answer: Answer) => this.settle(answer));
    this.worker.on('error', (error) => this.fail(error));
    this.worker.on('exit', (code) => this.fail(new Error(`PGlite thread exited (${code})`)));
  }

  static async open(dataDir: string): Promise<PgliteWorkerDriver> {
    const driver = new PgliteWorkerDriver(dataDir);
    try {
      await driver.call({ op: 'open' });
    } catch (error) {
      await driver.worker.terminate();
      throw error;
    }
    return driver;
  }

  readonly query: SqlQuery = <Row>(text: string, params: readonly unknown[] = []) => this.call({ op: 'query', text, params }) as Promise<Row[]>;

  async transaction<T>(fn: (query: SqlQuery) => Promise<T>): Promise<T> {
    const tx = (await this.call({ op: 'begin' })) as number;
    let result: T;
    try {
      result = await fn(<Row>(text: string, params: readonly unknown[] = []) => this.call({ op: 'query', text, params, tx }) as Promise<Row[]>);
    } catch (error) {
      await this.call({ op: 'rollback', tx }).catch(() => undefined);
      throw error;
    }
    await this.call({ op: 'commit', tx });
    return result;
  }

  async close(): Promise<void> {
    try {
      await this.call({ op: 'close' });
    } finally {
      await this.worker.terminate();
    }
  }

  private call(request: Request): Promise<unknown> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    if (this.waiting.size === 0) this.worker.ref();
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.worker.postMessage({ id, ...request });
    });
  }

  private settle(answer: Answer): void {
    const waiter = this.waiting.get(answer.id);
    if (!waiter) return;
    this.waiting.delete(answer.id);
    if (this.waiting.size === 0) this.worker.unref();
    if ('error' in answer) waiter.reject(Object.assign(new Error(answer.error.message), { code: answer.error.code, detail: answer.error.detail }));
    else waiter.resolve(answer.rows);
  }

  /** A thread that died fails everything waiting and everything after. */
  private fail(error: Error): void {
    this.failure ??= error;
    for (const waiter of this.waiting.values()) waiter.reject(error);
    this.waiting.clear();
  }
}
