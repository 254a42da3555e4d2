import type { Camera } from '../../../protocol/index.ts';
import type { PlatformState } from '../projection/state.ts';
import type { CameraEvent } from './camera-events.ts';

/** The organisation's cameras by id, and the last id given (ids are never reused). */
export type CameraBook = { readonly byId: Map<string, Camera>; lastId: number };

export const emptyCameraBook = (): CameraBook => ({ byId: new Map(), lastId: 0 });

/** Folds one camera.* event; the same fold on replay as when it was committed. */
export function applyToCameras(book: CameraBook, event: CameraEvent): void {
  if (event.type === 'camera.removed') {
    book.byId.delete(event.id);
    return;
  }
  if (event.type === 'camera.updated' && !book.byId.has(event.camera.id)) return;
  book.byId.set(event.camera.id, event.camera);
  book.lastId = Math.max(book.lastId, Number.parseInt(event.camera.id, 10) || 0);
}

/** The list's order: oldest first, so the list keeps its order as cameras are added. */
export const cameraList = (book: CameraBook): Camera[] => [...book.byId.values()].sort((a, b) => a.createdAt - b.createdAt || Number(a.id) - Number(b.id));

/** A camera is its adder's organisation's (docs/protocol.md "Organisations"). */
export const cameraOfOrganisation = (state: Pick<PlatformState, 'terminals'>, camera: Pick<Camera, 'createBy'>, cid: string | null): boolean =>
  cid !== null && state.terminals.get(camera.createBy)?.cid === cid;

/** The organisation's cameras, in the list's order. */
export const camerasOfOrganisation = (state: Pick<PlatformState, 'terminals' | 'cameras'>, cid: string | null): Camera[] =>
  cameraList(state.cameras).filter((camera) => cameraOfOrganisation(state, camera, cid));

/** Does the account's organisation have a camera of this stream id (and protocol, when given)? */
export function streamOfCaller(state: Pick<PlatformState, 'terminals' | 'cameras'>, msId: string, streamId: string, protocol?: Camera['protocol']): boolean {
  const cid = state.terminals.get(msId)?.cid ?? null;
  for (const camera of state.cameras.byId.values()) if (camera.streamId === streamId && (protocol === undefined || camera.protocol === protocol) && cameraOfOrganisation(state, camera, cid)) return true;
  return false;
}
