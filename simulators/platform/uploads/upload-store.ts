import { createHash } from 'node:crypto';
import { inflate } from 'node:zlib';
import { promisify } from 'node:util';
import { mkdir, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { BLUEPRINT_FILE_URL, blueprintProblem, type BlueprintProblem, sniffBlueprint, LOGO_FILE_URL, logoProblem, type Inflate, type LogoProblem, MESSAGE_FILE_URL, MessageLimits, sniffAudio, sniffIcon, sniffVideo, TONE_FILE_URL, TonePaths, toneFileProblem, type ToneFileProblem } from '../../../protocol/index.ts';
import { writeFileAtomically } from '../../files/atomic-write.ts';

export type UploadKind = 'audio' | 'icon' | 'photo' | 'video' | 'logo' | 'blueprint';

const EXTENSION: Readonly<Record<string, string>> = {
  'audio/wav': 'wav',
  'audio/ogg': 'ogg',
  'audio/mpeg': 'mp3',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
};
const TYPE_OF: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(EXTENSION).map(([type, ext]) => [ext, type]));
type Folder = 'tones' | 'icons' | 'photos' | 'videos' | 'logos' | 'blueprints';
const FOLDER: Readonly<Record<UploadKind, Folder>> = { audio: 'tones', icon: 'icons', photo: 'photos', video: 'videos', logo: 'logos', blueprint: 'blueprints' };
/** What each folder may hold, by the type its bytes show. */
const HOLDS: Readonly<Record<Folder, string>> = { tones: 'audio/', icons: 'image/', photos: 'image/', videos: 'video/', logos: 'image/png', blueprints: 'image/' };

const inflateAsync = promisify(inflate);
/** zlib off the event loop, stopping past what the PNG's header says it holds. */
const zlibInflate: Inflate = async (zlib, maxBytes) => new Uint8Array(await inflateAsync(zlib, { maxOutputLength: Math.max(1, maxBytes) }));

/** Message photos and videos (docs/protocol.md "Messages and SMS"): the bytes decide, up to their limits. */
function messageFileCheck(kind: 'photo' | 'video', bytes: Uint8Array): { type: string } | { problem: ToneFileProblem } {
  if (bytes.length === 0) return { problem: 'fileRequired' };
  if (bytes.length > (kind === 'photo' ? MessageLimits.maxPhotoBytes : MessageLimits.maxVideoBytes)) return { problem: 'fileTooBig' };
  const type = kind === 'photo' ? sniffIcon(bytes) : sniffVideo(bytes);
  return type ? { type } : { problem: 'fileType' };
}

export type Saved = { readonly ok: true; readonly fileUrl: string; readonly bytes: number; readonly type: string } | { readonly ok: false; readonly problem: ToneFileProblem | LogoProblem | BlueprintProblem };

export type StoredFile = { readonly path: string; readonly type: string; readonly size: number };

/**
 * The upload host's files under the emulator's data folder. A file is named by the SHA-256 of its
 * bytes and the type its bytes show, so no name a client sends ever becomes a path, and the same
 * file uploaded twice is stored once.
 */
export class UploadStore {
  private readonly root: string;

  constructor(folder: string) {
    this.root = resolve(folder);
  }

  async save(kind: UploadKind, bytes: Uint8Array): Promise<Saved> {
    let type: string;
    if (kind === 'logo') {
      // SPEC §5 skin logos: at most 50 kB, a PNG with transparent pixels (docs/protocol.md "Custom themes").
      const problem = await logoProblem(bytes, zlibInflate);
      if (problem) return { ok: false, problem };
      type = 'image/png';
    } else if (kind === 'blueprint') {
      // Indoor blueprints: a PNG or JPEG whose header gives a sensible size (docs/protocol.md "Indoor positioning").
      const problem = blueprintProblem(bytes);
      if (problem) return { ok: false, problem };
      type = sniffBlueprint(bytes)!.type;
    } else if (kind === 'photo' || kind === 'video') {
      const checked = messageFileCheck(kind, bytes);
      if ('problem' in checked) return { ok: false, problem: checked.problem };
      type = checked.type;
    } else {
      const problem = toneFileProblem(kind, bytes.length, bytes);
      if (problem) return { ok: false, problem };
      type = (kind === 'audio' ? sniffAudio(bytes) : sniffIcon(bytes))!;
    }
    const name = `${createHash('sha256').update(bytes).digest('hex')}.${EXTENSION[type]}`;
    const folder = join(this.root, FOLDER[kind]);
    await mkdir(folder, { recursive: true });
    // Written aside and renamed, so a reader never sees half a file.
    await writeFileAtomically(join(folder, name), bytes, { durable: false });
    return { ok: true, fileUrl: `${TonePaths.files}/${FOLDER[kind]}/${name}`, bytes: bytes.length, type };
  }

  /** The stored file a URL path names, or null when the path is not one of ours or nothing is there. */
  async find(url: string, kind?: UploadKind): Promise<StoredFile | null> {
    const logo = LOGO_FILE_URL.exec(url);
    const blueprint = BLUEPRINT_FILE_URL.exec(url);
    const match = logo ? ([url, 'logos', logo[1], 'png'] as const) : blueprint ? ([url, 'blueprints', blueprint[1], blueprint[2]] as const) : (TONE_FILE_URL.exec(url) ?? MESSAGE_FILE_URL.exec(url));
    if (!match) return null;
    const [, folder, hash, ext] = match as unknown as [string, Folder, string, string];
    if (kind && FOLDER[kind] !== folder) return null;
    const type = TYPE_OF[ext]!;
    // Audio only in tones/, images only in icons/, photos/ and blueprints/, video only in videos/, PNG only in logos/.
    if (!type.startsWith(HOLDS[folder])) return null;
    const path = join(this.root, folder, `${hash}.${ext}`);
    try {
      const info = await stat(path);
      return info.isFile() ? { path, type, size: info.size } : null;
    } catch {
      return null;
    }
  }
}
