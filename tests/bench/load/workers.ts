import { Worker } from 'node:worker_threads';

/** A worker thread running one of this folder's scripts, with a typed first-message helper. */
export class BenchWorker<Message extends { type: string }> {
  private readonly worker: Worker;
  private readonly waiting: { type: string; resolve: (message: Message) => void; reject: (error: Error) => void }[] = [];
  private failure: Error | null = null;

  constructor(script: string, data: unknown) {
    const workerData = { ...(data as object), script: new URL(script, import.meta.url).href };
    this.worker = new Worker(new URL('./ts-worker.mjs', import.meta.url), { workerData });
    this.worker.on('message', (message: Message) => {
      const index = this.waiting.findIndex((w) => w.type === message.type);
      if (index >= 0) this.waiting.splice(index, 1)[0]!.resolve(message);
    });
    this.worker.on('error', (error) => {
      this.failure = error;
      for (const waiter of this.waiting.splice(0)) waiter.reject(error);
    });
  }

  send(command: unknown): void {
    this.worker.postMessage(command);
  }

  /** The next message of this type. */
  next<T extends Message['type']>(type: T): Promise<Extract<Message, { type: T }>> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.waiting.push({ type, resolve: resolve as (message: Message) => void, reject });
    });
  }

  terminate(): Promise<number> {
    return this.worker.terminate();
  }
}
