import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { LogEntry } from '../events/emulator-event.ts';
import type { Platform } from '../platform.ts';
import { Serial } from '../serial.ts';
import type { MediaRooms } from './media-rooms.ts';

/** A WAV header alone: nothing was recorded. */
const EMPTY_WAV_BYTES = 44;

type Open = { readonly msId: string; readonly name: string; readonly startedAt: number; readonly file: string; readonly recording: boolean };

/**
 * Records each transmission: the room's mix from the grant of the floor to its release (only the
 * talker is unmuted, so the mix is the transmission), then logs `transmission.recorded`. Start and
 * stop requests go to the media server in log order. Returns the unsubscribe.
 */
export function recordTransmissions(platform: Platform, rooms: MediaRooms, dir: string, log: (line: string) => void): () => void {
  mkdirSync(dir, { recursive: true });
  const open = new Map<string, Open>();
  const serial = new Serial();

  const started = async (gid: string, msId: string, name: string, startedAt: number) => {
    const file = path.join(dir, `${gid}-${startedAt}-${msId}.wav`);
    open.set(gid, { msId, name, startedAt, file, recording: await rooms.startRecording(gid, file) });
  };

  const ended = async (gid: string, msId: string, talkMs: number) => {
    const transmission = open.get(gid);
    if (!transmission || transmission.msId !== msId) return;
    open.delete(gid);
    if (!transmission.recording) return;
    await rooms.stopRecording(gid);
    const bytes = await settledSize(transmission.file);
    if (bytes <= EMPTY_WAV_BYTES) return;
    const { name, startedAt } = transmission;
    await platform.commit([{ type: 'transmission.recorded', gid, msId, name, startedAt, talkMs, file: path.basename(transmission.file), bytes }]);
  };

  return platform.onLive((entries: readonly LogEntry[]) => {
    for (const { event } of entries) {
      let step: (() => Promise<void>) | null = null;
      if (event.type === 'floor.taken') step = () => started(event.gid, event.talker.msId, event.talker.name, event.grantedAt);
      else if (event.type === 'floor.released') step = () => ended(event.gid, event.msId, event.talkMs);
      if (step) serial.run(step).catch((error: unknown) => log(`recording of group ${'gid' in event ? event.gid : ''} failed: ${String(error)}`));
    }
  });
}

/** Janus closes the file after it answers the stop: wait until its size stops changing (at most ~1 s). */
async function settledSize(file: string): Promise<number> {
  let size = sizeOf(file);
  for (let check = 0; check < 20; check += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const now = sizeOf(file);
    if (now === size && now > 0) return now;
    size = now;
  }
  return size;
}

function sizeOf(file: string): number {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
}
