import type { GroupAudio, PttMediaStatus } from '../../../media/index.ts';
import { atom } from '../../state/jotai.ts';
import { storedValues } from '../../state/storage.ts';

/** Storage key of the per-group volumes and mutes, kept like the other volumes (SPEC §7). */
export const GROUP_AUDIO_KEY = 'groupAudio';

/** Stored `{ gid: { volume, muted } }`; entries that are not that shape are dropped. */
export function decodeGroupAudio(raw: unknown): ReadonlyMap<string, GroupAudio> | undefined {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
  const audio = new Map<string, GroupAudio>();
  for (const [gid, value] of Object.entries(raw as Record<string, unknown>)) {
    const { volume, muted } = (value ?? {}) as { volume?: unknown; muted?: unknown };
    if (typeof volume !== 'number' || !Number.isFinite(volume) || typeof muted !== 'boolean') continue;
    audio.set(gid, { volume: Math.min(100, Math.max(0, Math.round(volume))), muted });
  }
  return audio;
}

const readGroupAudio = () => storedValues.read(GROUP_AUDIO_KEY, decodeGroupAudio) ?? new Map<string, GroupAudio>();

const storedGroupAudio = atom<ReadonlyMap<string, GroupAudio>>(readGroupAudio());

/** Volume (0-100, relative to the master "volume" setting) and mute of each monitored group; persisted. */
export const groupAudioAtom = atom(
  (get) => get(storedGroupAudio),
  (_get, set, next: ReadonlyMap<string, GroupAudio>) => {
    storedValues.write(GROUP_AUDIO_KEY, Object.fromEntries(next));
    set(storedGroupAudio, next);
  },
);

/** The push-to-talk audio connection as plain status: Janus session, microphone, room per group. */
export const pttMediaStatusAtom = atom<PttMediaStatus | null>(null);
