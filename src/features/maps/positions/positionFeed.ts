import { MAX_BATCH_ROWS, type FixBatch, type MovedRows, type OtherFix } from './positionFold.ts';
import { batchBuffers, type FromPositionWorker, type PositionPort, type ToPositionWorker } from './positionMessages.ts';

/** Columns as GpsFixColumns holds them: rows [0, length). */
export type FeedColumns = { readonly length: number; readonly id: Float64Array; readonly lat: Float64Array; readonly lng: Float64Array };

export type MovedListener = (moved: MovedRows, dump: boolean) => void;

/** Sets of batch buffers kept for reuse: a frame's batch is in flight while the next one fills. */
const MAX_SPARES = 4;
const MIN_CAPACITY = 1024;

/**
 * The console's end of the positions worker: hands it each batch (three columns copied into
 * buffers that are then transferred, not cloned: the socket's columns are reused) and passes its
 * answers to the listeners, in order.
 */
export class PositionFeed {
  private readonly listeners = new Set<MovedListener>();
  /** Buffers the worker handed back: the next batch is copied into one rather than into new ones. */
  private readonly spares: FixBatch[] = [];

  constructor(private readonly port: PositionPort & { terminate?: () => void }) {
    port.onmessage = (event: MessageEvent) => {
      const answer = event.data as FromPositionWorker;
      if (answer.spare && this.spares.length < MAX_SPARES) this.spares.push(answer.spare);
      for (const listener of this.listeners) listener(answer.moved, answer.dump);
    };
  }

  /**
   * Sends rows [0, columns.length) and `others` (fixes of non-numeric ids); returns at once, the
   * answer comes to the listeners (one per MAX_BATCH_ROWS rows or others).
   */
  post(columns: FeedColumns, others: readonly OtherFix[] = []): void {
    const parts = Math.max(1, Math.ceil(columns.length / MAX_BATCH_ROWS), Math.ceil(others.length / MAX_BATCH_ROWS));
    for (let part = 0; part < parts; part += 1) {
      const from = Math.min(columns.length, part * MAX_BATCH_ROWS);
      const to = Math.min(columns.length, from + MAX_BATCH_ROWS);
      const batch = this.buffersFor(to - from);
      batch.id.set(columns.id.subarray(from, to));
      batch.lat.set(columns.lat.subarray(from, to));
      batch.lng.set(columns.lng.subarray(from, to));
      const theirs = others.slice(part * MAX_BATCH_ROWS, (part + 1) * MAX_BATCH_ROWS);
      this.send({ kind: 'fixes', batch: theirs.length > 0 ? { ...batch, others: theirs } : batch }, batchBuffers(batch));
    }
  }

  /** A spare set of buffers that holds `count` rows, else new ones with room to spare. */
  private buffersFor(count: number): FixBatch {
    const at = this.spares.findIndex((spare) => spare.id.length >= count);
    if (at >= 0) return { ...this.spares.splice(at, 1)[0]!, count };
    const capacity = Math.max(MIN_CAPACITY, 2 ** Math.ceil(Math.log2(Math.max(count, 1))));
    return { count, id: new Float64Array(capacity), lat: new Float64Array(capacity), lng: new Float64Array(capacity) };
  }

  /** Asks for every slot again (a layer that starts late); the answer comes with `dump` true. */
  requestDump(): void {
    this.send({ kind: 'dump' }, []);
  }

  subscribe(listener: MovedListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  close(): void {
    this.listeners.clear();
    this.port.onmessage = null;
    this.port.terminate?.();
  }

  private send(message: ToPositionWorker, transfer: Transferable[]): void {
    this.port.postMessage(message, transfer);
  }
}

/** A feed served by a dedicated worker (a module worker, bundled by Vite from this URL). */
export function startPositionFeed(): PositionFeed {
  return new PositionFeed(new Worker(new URL('./positions.worker.ts', import.meta.url), { type: 'module', name: 'positions' }));
}
