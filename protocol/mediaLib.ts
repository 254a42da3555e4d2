import { z } from 'zod';
import { sniffVideo } from './messages.ts';
import { sniffAudio, sniffIcon } from './tones.ts';

/**
 * The media library (SPEC §2 /media-management, §7 "POST /filews/upload/media", "POST
 * /ds/mediaLib/list"): audio, video and image files a dispatcher keeps on the platform, and the
 * group transmissions the platform records into it when a group's media cloud is on.
 * The 20 MiB limit is ours (the SPEC names the error 'file over size', not the figure).
 */
export const MediaLimits = {
  maxFileBytes: 20 * 1024 * 1024,
  maxNameLength: 64,
  /** Bytes the type sniffer needs from the start of a file. */
  sniffBytes: 16,
} as const;

export const MediaPaths = {
  /** Raw body bytes in (not multipart), `?name=` the library name; answers the new item. */
  upload: '/filews/upload/media',
  list: '/ds/mediaLib/list',
  remove: '/ds/mediaLib/delete',
  cloudList: '/ds/mediaLib/cloud/list',
  cloudSet: '/ds/mediaLib/cloud/set',
  /** A file is served at `${files}/<id>` with HTTP Range support. */
  files: '/filews/media',
} as const;

export const MediaKinds = ['audio', 'video', 'image'] as const;
export type MediaKind = (typeof MediaKinds)[number];

export const MediaMimeTypes = ['audio/wav', 'audio/ogg', 'audio/mpeg', 'video/mp4', 'video/webm', 'image/png', 'image/jpeg', 'image/webp'] as const;
export type MediaMimeType = (typeof MediaMimeTypes)[number];

/** The type the first bytes show (never the name or the declared type), or null when unsupported. */
export function sniffMedia(head: Uint8Array): MediaMimeType | null {
  return sniffAudio(head) ?? sniffIcon(head) ?? sniffVideo(head);
}

export const mediaKindOf = (mime: MediaMimeType): MediaKind => (mime.startsWith('audio/') ? 'audio' : mime.startsWith('video/') ? 'video' : 'image');

export const MEDIA_ID = /^[0-9a-f]{16}$/;

export const MediaItemSchema = z.object({
  id: z.string().regex(MEDIA_ID),
  name: z.string(),
  kind: z.enum(MediaKinds),
  mime: z.enum(MediaMimeTypes),
  size: z.number().int().nonnegative(),
  /** Milliseconds (SPEC: "media duration is length/1000 seconds"); 0 for images or when unknown. */
  length: z.number().int().nonnegative(),
  createTime: z.number(),
  /** msId of the uploader, or of the talker of a cloud recording. */
  createBy: z.string(),
  /** 'upload' by a dispatcher, 'cloud' a group transmission recorded by the platform. */
  source: z.enum(['upload', 'cloud']),
  /** The group of a cloud recording, null for uploads. */
  gid: z.string().nullable(),
});
export type MediaItem = z.infer<typeof MediaItemSchema>;

export const mediaUrl = (id: string): string => `${MediaPaths.files}/${id}`;

/** Duration in whole seconds as the SPEC defines it (length/1000). */
export const mediaSeconds = (item: Pick<MediaItem, 'length'>): number => Math.round(item.length / 1000);

export type MediaNameProblem = 'required' | 'tooLong' | 'special' | 'exists';
export type MediaFileProblem = 'fileRequired' | 'overSize' | 'fileType';

/** Letters of any script, digits, space and `_ - . ( )`: a file's own name usually fits. */
const NAME_PATTERN = /^[\p{L}\p{N} _.()-]+$/u;

/** A library name: required, at most 64 characters, no special characters, unique ignoring case. */
export function mediaNameProblem(name: string, takenNames: Iterable<string>): MediaNameProblem | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return 'required';
  if ([...trimmed].length > MediaLimits.maxNameLength) return 'tooLong';
  if (!NAME_PATTERN.test(trimmed)) return 'special';
  const folded = trimmed.toLocaleLowerCase();
  for (const taken of takenNames) if (taken.trim().toLocaleLowerCase() === folded) return 'exists';
  return null;
}

/** The file rules, shared by the console's form and the upload host. */
export function mediaFileProblem(size: number, head: Uint8Array): MediaFileProblem | null {
  if (size === 0) return 'fileRequired';
  if (size > MediaLimits.maxFileBytes) return 'overSize';
  return sniffMedia(head) ? null : 'fileType';
}

export const MediaDeleteBody = z.object({ id: z.string().regex(MEDIA_ID) });
export const MediaListBody = z.object({ kind: z.enum(MediaKinds).optional() }).optional();

/** A group's media cloud setting: when on, each of its transmissions is recorded into the library. */
export const MediaCloudSchema = z.object({ gid: z.string(), name: z.string(), cloud: z.boolean() });
export type MediaCloud = z.infer<typeof MediaCloudSchema>;
export const MediaCloudSetBody = z.object({ gid: z.string().regex(/^\d{1,12}$/), cloud: z.boolean() });
