import {
  CAMERA_LIMIT_CODE,
  CameraListAnswerSchema,
  CameraPath,
  CameraSchema,
  cameraNameProblem,
  DsError,
  streamIdProblem,
  streamUrlProblem,
  type Camera,
  type CameraProtocol,
  type DsData,
} from '../../../protocol/index.ts';
import type { StreamFailure } from '../../../media/streams/index.ts';
import type { MessageKey } from '../../ui/index.ts';
import { terminalOfKey } from './terminalMonitor.ts';

/** The part of DsClient the camera list uses, so tests can stand in for it. */
export type CameraDs = {
  get(path: string, params?: Record<string, string>): Promise<DsData>;
  post(path: string, body?: unknown): Promise<DsData>;
  put(path: string, body?: unknown): Promise<DsData>;
  delete(path: string, params?: Record<string, string>): Promise<DsData>;
};

export type CameraList = { readonly cameras: readonly Camera[]; readonly max: number };

export async function loadCameras(ds: CameraDs): Promise<CameraList> {
  const data = await ds.get(CameraPath.List);
  return { cameras: data.list.map((item) => CameraSchema.parse(item)), max: CameraListAnswerSchema.parse(data.desc).max };
}

export type CameraForm = { name: string; protocol: CameraProtocol; streamId: string; streamUrl: string };
export type CameraFormErrors = Partial<Record<keyof CameraForm, MessageKey>>;

/** The dialog's validation, the rules the emulator applies (protocol/cameras.ts). */
export function checkCamera(form: CameraForm): CameraFormErrors {
  const errors: CameraFormErrors = {};
  const name = cameraNameProblem(form.name);
  if (name) errors.name = `surveillance.field.${name}`;
  const id = streamIdProblem(form.protocol, form.streamId.trim());
  if (id) errors.streamId = id === 'invalid' ? (form.protocol === 'webrtc' ? 'surveillance.streamId.mount' : 'surveillance.streamId.invalid') : `surveillance.field.${id}`;
  const url = streamUrlProblem(form.protocol, form.streamUrl.trim());
  if (url) errors.streamUrl = url === 'invalid' ? 'surveillance.streamUrl.invalid' : `surveillance.field.${url}`;
  return errors;
}

export type SaveResult = { readonly ok: true; readonly list: CameraList } | { readonly ok: false; readonly code: string };

/**
 * Adds (no id) or updates a camera, then reloads the list (SPEC §4 "Reloads": the camera list
 * after camera add, update or delete), so it shows what the platform holds.
 */
export async function saveCamera(ds: CameraDs, form: CameraForm, id: string | null): Promise<SaveResult> {
  const body = { name: form.name.trim(), protocol: form.protocol, streamId: form.streamId.trim(), streamUrl: form.streamUrl.trim() };
  try {
    if (id === null) await ds.post(CameraPath.Add, body);
    else await ds.put(CameraPath.Update, { id, ...body });
  } catch (error) {
    return { ok: false, code: error instanceof DsError ? error.code : '500' };
  }
  return { ok: true, list: await loadCameras(ds) };
}

export async function deleteCamera(ds: CameraDs, id: string): Promise<SaveResult> {
  try {
    await ds.delete(CameraPath.Delete, { id });
  } catch (error) {
    return { ok: false, code: error instanceof DsError ? error.code : '500' };
  }
  return { ok: true, list: await loadCameras(ds) };
}

/** SPEC §8: add 107 is "maximum concurrent connections exceeded"; other codes are shown with the code. */
export const failureKey = (code: string): MessageKey =>
  code === CAMERA_LIMIT_CODE ? 'surveillance.error.maxConnections' : code === '409' ? 'surveillance.error.nameExists' : code === '404' ? 'surveillance.error.unknown' : 'surveillance.error.failed';

export const STREAM_FAILURE_KEY: Record<StreamFailure, MessageKey> = {
  notFound: 'surveillance.tile.notFound',
  busy: 'surveillance.tile.busy',
  unsupported: 'surveillance.tile.unsupported',
  failed: 'surveillance.tile.failed',
};

/** Wall layouts: 1, 4, 9 or 16 tiles. */
export const LAYOUTS = [1, 4, 9, 16] as const;
export type Layout = (typeof LAYOUTS)[number];

/** What each tile shows: a camera id or nothing; as long as the largest layout. */
export type Wall = readonly (string | null)[];

export const emptyWall = (): Wall => Array.from({ length: 16 }, () => null);

export type PlaceResult = { readonly ok: true; readonly wall: Wall } | { readonly ok: false; readonly error: 'alreadyMonitoring' | 'maxMonitored' };

/**
 * Puts a camera on a tile (dropped there) or on the first free tile (the Show button). SPEC §8:
 * a camera already on the wall is "already monitoring"; no free tile is "maximum monitored
 * entries reached". Dropping on a busy tile replaces what it showed.
 */
export function placeCamera(wall: Wall, layout: Layout, cameraId: string, tile: number | null): PlaceResult {
  const shown = wall.slice(0, layout);
  if (shown.includes(cameraId)) return { ok: false, error: 'alreadyMonitoring' };
  const target = tile ?? shown.indexOf(null);
  if (target < 0 || target >= layout) return { ok: false, error: 'maxMonitored' };
  return { ok: true, wall: wall.map((id, index) => (index === target ? cameraId : id)) };
}

/** Takes cameras off the wall that no longer exist (deleted) and keeps the rest, and the terminals, where they are. */
export const pruneWall = (wall: Wall, cameras: readonly Camera[]): Wall => {
  const ids = new Set(cameras.map((camera) => camera.id));
  return wall.map((id) => (id !== null && (ids.has(id) || terminalOfKey(id) !== null) ? id : null));
};

/** A suggested stream url for the emulator's simulated cameras, filled in as the protocol changes. */
export function suggestedUrl(protocol: CameraProtocol, streamId: string): string {
  const id = streamId.trim() || 'camera';
  if (protocol === 'hls') return `/cameras/hls/${id}/index.m3u8`;
  if (protocol === 'flv') return `/cameras/flv?stream=${encodeURIComponent(id)}`;
  return '/janus';
}
