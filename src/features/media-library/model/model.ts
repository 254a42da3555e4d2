import { z } from 'zod';
import {
  DsError,
  MediaCloudSchema,
  mediaFileProblem,
  MediaItemSchema,
  MediaLimits,
  mediaNameProblem,
  MediaPaths,
  type DsData,
  type MediaCloud,
  type MediaItem,
} from '../../../../protocol/index.ts';

/** The part of DsClient the media library uses, so tests can stand in for it. */
export type MediaDs = { post(path: string, body?: unknown): Promise<DsData> };

export type MediaProblem = 'required' | 'tooLong' | 'special' | 'exists' | 'fileRequired' | 'overSize' | 'fileType' | 'forbidden' | 'notFound' | 'failed';
export type MediaField = 'name' | 'file' | 'form';
export type MediaFormProblem = { readonly field: MediaField; readonly problem: MediaProblem; readonly code?: string };

const MediaList = z.array(MediaItemSchema);
const CloudList = z.array(MediaCloudSchema);

export const loadMedia = async (ds: MediaDs): Promise<MediaItem[]> => MediaList.parse((await ds.post(MediaPaths.list, {})).list);

export async function deleteMedia(ds: MediaDs, id: string): Promise<MediaItem[]> {
  await ds.post(MediaPaths.remove, { id });
  return loadMedia(ds);
}

export const loadCloud = async (ds: MediaDs): Promise<MediaCloud[]> => CloudList.parse((await ds.post(MediaPaths.cloudList, {})).list);

export async function setCloud(ds: MediaDs, gid: string, cloud: boolean): Promise<MediaCloud[]> {
  await ds.post(MediaPaths.cloudSet, { gid, cloud });
  return loadCloud(ds);
}

export type MediaDraft = { readonly name: string; readonly file: Blob | null };

/** The platform's rules (protocol/mediaLib.ts), checked before a byte is sent. */
export async function checkMediaDraft(draft: MediaDraft, items: readonly MediaItem[]): Promise<MediaFormProblem[]> {
  const problems: MediaFormProblem[] = [];
  const name = mediaNameProblem(draft.name, items.map((item) => item.name));
  if (name) problems.push({ field: 'name', problem: name });
  const head = draft.file ? new Uint8Array(await draft.file.slice(0, MediaLimits.sniffBytes).arrayBuffer()) : new Uint8Array(0);
  const file = draft.file ? mediaFileProblem(draft.file.size, head) : 'fileRequired';
  if (file) problems.push({ field: 'file', problem: file });
  return problems;
}

/** A file's own name without its extension, cut to what a library name may hold: the name field's default. */
export function nameFromFile(fileName: string): string {
  const base = fileName.replace(/\.[^.]*$/, '').replace(/[^\p{L}\p{N} _.()-]+/gu, ' ').trim();
  return [...base].slice(0, MediaLimits.maxNameLength).join('').trim();
}

/**
 * Sends the file as the raw body (not multipart) to the upload host, with the library name in the
 * query; answers the new item or throws the platform's refusal as a DsError.
 */
export async function uploadMedia(fetchImpl: typeof fetch, name: string, file: Blob): Promise<MediaItem> {
  let envelope: { code?: unknown; desc?: unknown; data?: { desc?: unknown } };
  try {
    const response = await fetchImpl(`${MediaPaths.upload}?${new URLSearchParams({ name: name.trim() }).toString()}`, {
      method: 'POST',
      body: file,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/octet-stream' },
    });
    envelope = (await response.json()) as typeof envelope;
  } catch {
    throw new DsError('500');
  }
  if (String(envelope.code) !== '0') throw new DsError(String(envelope.code), typeof envelope.desc === 'string' ? envelope.desc : undefined);
  return MediaItemSchema.parse(envelope.data?.desc);
}

const NAME_PROBLEMS: readonly string[] = ['required', 'tooLong', 'special', 'exists'];
const FILE_PROBLEMS: readonly string[] = ['fileRequired', 'overSize', 'fileType'];

/** A refusal of the platform as a form problem, in the field it is about (`name:exists`, `file:overSize`...). */
export function mediaRefusalOf(error: unknown): MediaFormProblem {
  const code = error instanceof DsError ? error.code : '500';
  const [field, problem = ''] = (error instanceof DsError ? (error.desc ?? '') : '').split(':');
  if (field === 'name' && NAME_PROBLEMS.includes(problem)) return { field: 'name', problem: problem as MediaProblem };
  if (field === 'file' && FILE_PROBLEMS.includes(problem)) return { field: 'file', problem: problem as MediaProblem };
  if (code === '403') return { field: 'form', problem: 'forbidden' };
  if (code === '404') return { field: 'form', problem: 'notFound' };
  return { field: 'form', problem: 'failed', code };
}
