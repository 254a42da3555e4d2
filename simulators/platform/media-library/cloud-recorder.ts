import path from 'node:path';
import type { LogEntry } from '../events/emulator-event.ts';
import type { Platform } from '../platform.ts';
import type { Serial } from '../serial.ts';
import { newMediaId, type MediaFiles } from './media-files.ts';
import { mediaLengthMs } from './media-length.ts';

/**
 * Media cloud recording: every transmission of a group whose cloud is on goes into the media
 * library. The platform already records each transmission (media/transmission-recorder.ts: the
 * AudioBridge room's mix while the floor is held); this copies that WAV into the library when its
 * `transmission.recorded` event commits, so there is one recording path, not two. The emulator has
 * no group video, so only group audio is recorded. Returns the unsubscribe.
 */
export function recordToMediaCloud(platform: Platform, files: MediaFiles, recordingsDir: string, serial: Serial, log: (line: string) => void): () => void {
  const adopt = async (event: Extract<LogEntry['event'], { type: 'transmission.recorded' }>) => {
    if (!platform.state.media.cloud.has(event.gid)) return;
    const id = newMediaId();
    const { path: stored, size } = await files.adopt(id, 'audio/wav', path.join(recordingsDir, event.file));
    const group = platform.state.groups.get(event.gid)?.name ?? event.gid;
    const length = (await mediaLengthMs(stored, 'audio/wav', size)) || event.talkMs;
    await platform.commit([
      {
        type: 'media.added',
        item: {
          id,
          // Unique by construction: the group, the talker and the grant time name one transmission.
          name: `${group} ${event.msId} ${event.startedAt}`,
          kind: 'audio',
          mime: 'audio/wav',
          size,
          length,
          createTime: event.startedAt,
          createBy: event.msId,
          source: 'cloud',
          gid: event.gid,
        },
      },
    ]);
  };

  return platform.onLive((entries: readonly LogEntry[]) => {
    for (const { event } of entries) {
      if (event.type !== 'transmission.recorded') continue;
      serial.run(() => adopt(event)).catch((error: unknown) => log(`media cloud recording of group ${event.gid} failed: ${String(error)}`));
    }
  });
}
