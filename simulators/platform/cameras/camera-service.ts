import { CAMERA_LIMIT_CODE, CameraLimits, CameraRefusal, TerminalType, type Camera, type CameraProtocol } from '../../../protocol/index.ts';
import type { Platform } from '../platform.ts';
import { cameraOfOrganisation, camerasOfOrganisation } from './camera-book.ts';
import { Serial } from '../serial.ts';

export type CameraAnswer = { readonly code: '0'; readonly camera: Camera | null } | { readonly code: string; readonly desc: string };

export type NewCamera = { name: string; protocol: CameraProtocol; streamId: string; streamUrl: string };
export type CameraChange = NewCamera & { id: string };

/**
 * Adds, changes and removes the organisation's cameras (docs/protocol.md "Cameras"). Input arrives
 * validated by the route's schema; this checks who asks, what exists and the limit. One decision
 * at a time, so two adds racing for the last place cannot both get it.
 */
export class CameraService {
  private readonly serial = new Serial();
  /** How many cameras the organisation may have (the platform's concurrent connections); a test control changes it. */
  max: number = CameraLimits.defaultMaxCameras;

  constructor(private readonly platform: Platform) {}

  add(msId: string, input: NewCamera): Promise<CameraAnswer> {
    return this.serial.run(async () => {
      const me = this.dispatcher(msId);
      if (!me) return { code: '403', desc: CameraRefusal.NotDispatcher };
      const book = this.platform.state.cameras;
      // The limit and names are the organisation's own: another's cameras neither count nor clash.
      if (camerasOfOrganisation(this.platform.state, me.cid).length >= this.max) return { code: CAMERA_LIMIT_CODE, desc: CameraRefusal.TooMany };
      if (this.nameTaken(me.cid, input.name)) return { code: '409', desc: CameraRefusal.DuplicateName };
      const now = this.platform.now();
      const camera: Camera = { id: String(book.lastId + 1), ...input, createBy: msId, createdAt: now, updatedAt: now };
      await this.platform.commit([{ type: 'camera.added', camera }]);
      return { code: '0', camera };
    });
  }

  update(msId: string, change: CameraChange): Promise<CameraAnswer> {
    return this.serial.run(async () => {
      const me = this.dispatcher(msId);
      if (!me) return { code: '403', desc: CameraRefusal.NotDispatcher };
      const before = this.ours(me.cid, change.id);
      if (!before) return { code: '404', desc: CameraRefusal.Unknown };
      if (this.nameTaken(me.cid, change.name, change.id)) return { code: '409', desc: CameraRefusal.DuplicateName };
      const camera: Camera = { ...before, ...change, updatedAt: this.platform.now() };
      await this.platform.commit([{ type: 'camera.updated', camera }]);
      return { code: '0', camera };
    });
  }

  remove(msId: string, id: string): Promise<CameraAnswer> {
    return this.serial.run(async () => {
      const me = this.dispatcher(msId);
      if (!me) return { code: '403', desc: CameraRefusal.NotDispatcher };
      if (!this.ours(me.cid, id)) return { code: '404', desc: CameraRefusal.Unknown };
      await this.platform.commit([{ type: 'camera.removed', id, by: msId }]);
      return { code: '0', camera: null };
    });
  }

  /** Names tell cameras apart on the wall, so two cameras do not share one (case-insensitive). */
  private nameTaken(cid: string, name: string, exceptId?: string): boolean {
    const wanted = name.toLocaleLowerCase();
    return camerasOfOrganisation(this.platform.state, cid).some((camera) => camera.id !== exceptId && camera.name.toLocaleLowerCase() === wanted);
  }

  /** The organisation's camera; another's is unknown, as a missing one is. */
  private ours(cid: string, id: string): Camera | undefined {
    const camera = this.platform.state.cameras.byId.get(id);
    return camera && cameraOfOrganisation(this.platform.state, camera, cid) ? camera : undefined;
  }

  private dispatcher(msId: string) {
    const terminal = this.platform.state.terminals.get(msId);
    return terminal?.type === TerminalType.Dispatcher ? terminal : undefined;
  }
}

