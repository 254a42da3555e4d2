import { z } from 'zod';

/**
 * Alarm tones (SPEC §3 Tone, §7 "/ds/tone"): a dispatcher keeps a library of short audio files
 * and sends one to a terminal or a whole group, whose radios play it. The limits are ours (SPEC:
 * "file size and tone count are limited (values not shown)"); docs/protocol.md lists them.
 */
export const ToneLimits = {
  /** 512 KiB: ~5 s of 48 kHz 16-bit mono WAV, a minute of Ogg or MP3; a radio downloads it at once. */
  maxFileBytes: 512 * 1024,
  /** As the spec's logos: at most 50 kB. */
  maxIconBytes: 50 * 1024,
  /** Tones one dispatcher may keep (the spec's ringtone count limit). */
  maxPerCreator: 20,
  maxNameLength: 20,
  maxSort: 9_999,
} as const;

/** SPEC §4: the log category a sent tone is listed under. */
export const TONE_LOG_CATEGORY = 'alarm tone';

export const ToneSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Path on the upload host (`/filews/files/tones/…`). */
  fileUrl: z.string(),
  /** Path of the icon on the upload host, '' when none. */
  iconUrl: z.string(),
  sort: z.number().int(),
  /** msId of the dispatcher who added it (list filter `createBy`). */
  createBy: z.string(),
});
export type Tone = z.infer<typeof ToneSchema>;

// ---- content sniffing: the bytes decide, never the file name or the declared type ----

export const ToneAudioTypes = ['audio/wav', 'audio/ogg', 'audio/mpeg'] as const;
export type ToneAudioType = (typeof ToneAudioTypes)[number];
export const ToneIconTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ToneIconType = (typeof ToneIconTypes)[number];

/** Bytes the sniffers need from the start of a file. */
export const SNIFF_BYTES = 12;

const ascii = (bytes: Uint8Array, at: number, text: string) => [...text].every((char, i) => bytes[at + i] === char.charCodeAt(0));

/** WAV (RIFF/WAVE), Ogg (OggS) or MP3 (an ID3 tag or an MPEG audio frame header), from the first bytes. */
export function sniffAudio(bytes: Uint8Array): ToneAudioType | null {
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WAVE')) return 'audio/wav';
  if (ascii(bytes, 0, 'OggS')) return 'audio/ogg';
  if (ascii(bytes, 0, 'ID3')) return 'audio/mpeg';
  // Frame sync (11 bits set) and a layer that is not 00 (which would be AAC's ADTS).
  const [first = 0, second = 0] = bytes;
  if (first === 0xff && (second & 0xe0) === 0xe0 && (second & 0x06) !== 0) return 'audio/mpeg';
  return null;
}

export function sniffIcon(bytes: Uint8Array): ToneIconType | null {
  if (bytes[0] === 0x89 && ascii(bytes, 1, 'PNG')) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return 'image/webp';
  return null;
}

export type ToneFileProblem = 'fileRequired' | 'fileTooBig' | 'fileType';

/** The rules for an uploaded file, shared by the console form and the upload host. */
export function toneFileProblem(kind: 'audio' | 'icon', size: number, head: Uint8Array): ToneFileProblem | null {
  if (size === 0) return 'fileRequired';
  if (size > (kind === 'audio' ? ToneLimits.maxFileBytes : ToneLimits.maxIconBytes)) return 'fileTooBig';
  return (kind === 'audio' ? sniffAudio(head) : sniffIcon(head)) ? null : 'fileType';
}

// ---- names ----

/** Letters of any script, digits, space, '_' and '-': the spec's "no special characters". */
const NAME_PATTERN = /^[\p{L}\p{N} _-]+$/u;

export type ToneNameProblem = 'required' | 'tooLong' | 'special' | 'exists';

/** A tone name: required, at most 20 characters, no special characters, unique among the creator's tones (ignoring case). */
export function toneNameProblem(name: string, takenNames: Iterable<string>): ToneNameProblem | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return 'required';
  if ([...trimmed].length > ToneLimits.maxNameLength) return 'tooLong';
  if (!NAME_PATTERN.test(trimmed)) return 'special';
  const folded = trimmed.toLocaleLowerCase();
  for (const taken of takenNames) if (taken.trim().toLocaleLowerCase() === folded) return 'exists';
  return null;
}

// ---- the wire ----

export const TonePaths = {
  add: '/ds/tone/add',
  update: '/ds/tone/update',
  list: '/ds/tone/list',
  remove: '/ds/tone/delete',
  /** The upload host: raw bytes in, `{ fileUrl }` out. */
  uploadAudio: '/filews/upload/tone',
  uploadIcon: '/filews/upload/icon',
  /** Where uploaded files are served. */
  files: '/filews/files',
} as const;

/** Uploaded files are named by their SHA-256, so a path can never name anything else. */
export const TONE_FILE_URL = /^\/filews\/files\/(tones|icons)\/([0-9a-f]{64})\.(wav|ogg|mp3|png|jpg|webp)$/;

const ToneName = z.string().max(200);
const FileUrl = z.string().max(200);
const Sort = z.number().int().min(0).max(ToneLimits.maxSort);
const ToneId = z.string().min(1).max(40);

export const ToneAddBody = z.object({ name: ToneName, fileUrl: FileUrl, iconUrl: FileUrl.optional(), sort: Sort.optional() });
/** Only the fields given change; iconUrl '' removes the icon. */
export const ToneUpdateBody = z.object({ id: ToneId, name: ToneName.optional(), iconUrl: FileUrl.optional(), sort: Sort.optional() });
export const ToneListQuery = z.object({ createBy: z.string().regex(/^\d{8}$/).optional() });
export const ToneDeleteBody = z.object({ id: ToneId });
export const UploadAnswerSchema = z.object({ fileUrl: z.string(), bytes: z.number().int(), type: z.string() });
export type UploadAnswer = z.infer<typeof UploadAnswerSchema>;

/** Exactly one target: a terminal (`msId`) or a group (`gid`, fixed or temp). */
export const ToneCommandSchemas = {
  sendTone: z
    .object({ toneId: ToneId, msId: z.string().regex(/^\d{8}$/).optional(), gid: z.string().min(1).max(32).optional() })
    .refine((args) => (args.msId === undefined) !== (args.gid === undefined), { message: 'target: give msId or gid' }),
} as const;

/** What `sendTone` answers: the terminals it reached. */
export const ToneSentSchema = z.object({ delivered: z.array(z.string()) });

/** Server → client: play this tone now (sent to online targets only; not in the log, not replayed). */
export const ToneFrameSchema = z.object({
  type: z.literal('tone'),
  toneId: z.string(),
  name: z.string(),
  fileUrl: z.string(),
  iconUrl: z.string(),
  from: z.string(),
  fromName: z.string(),
  /** The group it was sent to, or null when sent to this terminal alone. */
  gid: z.string().nullable(),
  sentAt: z.number(),
});
export type ToneFrame = z.infer<typeof ToneFrameSchema>;
