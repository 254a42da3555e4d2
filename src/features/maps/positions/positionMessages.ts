import type { FixBatch, MovedRows } from './positionFold.ts';

/** The console to the positions worker: a batch to fold (its columns transferred), or every slot again. */
export type ToPositionWorker = { readonly kind: 'fixes'; readonly batch: FixBatch } | { readonly kind: 'dump' };

/**
 * The worker's answer, in the order asked: what moved (`dump`: every slot, for a reader starting
 * over), and the batch's buffers handed back for the next batch (none after a dump).
 */
export type FromPositionWorker = { readonly kind: 'moved'; readonly moved: MovedRows; readonly dump: boolean; readonly spare: FixBatch | null };

/** The side of a MessagePort, a Worker or a worker's global scope that the two ends use. */
export type PositionPort = {
  postMessage(message: unknown, transfer: Transferable[]): void;
  onmessage: ((event: MessageEvent) => void) | null;
};

/** The buffers a message hands over rather than copies. */
export const movedBuffers = (moved: MovedRows): Transferable[] => [moved.slots.buffer, moved.lng.buffer, moved.lat.buffer, moved.steps.buffer];
export const batchBuffers = (batch: FixBatch): Transferable[] => [batch.id.buffer, batch.lat.buffer, batch.lng.buffer];
