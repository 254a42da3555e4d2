import { PositionFold } from './positionFold.ts';
import { batchBuffers, movedBuffers, type FromPositionWorker, type PositionPort, type ToPositionWorker } from './positionMessages.ts';

/** The worker's side: folds each batch as it comes and answers it, in order (tests serve a MessageChannel). */
export function servePositionFold(port: PositionPort, fold = new PositionFold()): void {
  port.onmessage = (event: MessageEvent) => {
    const message = event.data as ToPositionWorker;
    const moved = message.kind === 'fixes' ? fold.apply(message.batch) : fold.dump();
    // The columns go back for reuse; the others were cloned and are not needed again.
    const spare = message.kind === 'fixes' ? { count: 0, id: message.batch.id, lat: message.batch.lat, lng: message.batch.lng } : null;
    const answer: FromPositionWorker = { kind: 'moved', moved, dump: message.kind === 'dump', spare };
    port.postMessage(answer, [...movedBuffers(moved), ...(spare ? batchBuffers(spare) : [])]);
  };
}
