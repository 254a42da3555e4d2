import { ReceivedList } from './received-list.ts';
import type { Observable, Subscription } from 'rxjs';
import { sniffAudio, type ToneAudioType, type ToneFrame } from '../../protocol/index.ts';

/** One alarm tone as a radio got it: the frame, and what its download held. */
export type ReceivedTone = ToneFrame & {
  readonly receivedAt: number;
  /** Bytes downloaded from the upload host, 0 when the download failed. */
  readonly bytes: number;
  /** What the downloaded bytes are; null when they are not audio or the download failed. */
  readonly audio: ToneAudioType | null;
};

/** Fetches a file of the upload host as this terminal (with its token). */
export type FetchToneFile = (fileUrl: string) => Promise<Uint8Array>;

/** Alarm tones kept per terminal; older ones go first. */
const KEPT = 50;

/**
 * What a radio does with an alarm tone: downloads the file it names and "plays" it, which for a
 * simulated radio means checking the bytes are audio and remembering it, so tests can see what
 * arrived and whether it was playable.
 */
export class ToneInbox {
  private readonly tones = new ReceivedList<ReceivedTone>('tone', KEPT, (tones) => tones.map((tone) => tone.name).join(', ') || 'none');

  constructor(private readonly fetchFile: FetchToneFile) {}

  /** Follows a socket's tones; returns the subscription to end it. */
  follow(tones$: Observable<ToneFrame>): Subscription {
    return tones$.subscribe((frame) => void this.receive(frame));
  }

  get received(): readonly ReceivedTone[] {
    return this.tones.all;
  }

  /** Resolves with the first tone (already received or to come) that matches. */
  waitFor(match: (tone: ReceivedTone) => boolean, timeoutMs = 10_000): Promise<ReceivedTone> {
    return this.tones.waitFor(match, timeoutMs);
  }

  private async receive(frame: ToneFrame): Promise<void> {
    const receivedAt = Date.now();
    let bytes = 0;
    let audio: ToneAudioType | null = null;
    try {
      const file = await this.fetchFile(frame.fileUrl);
      bytes = file.length;
      audio = sniffAudio(file);
    } catch {
      // Recorded as unplayable: bytes 0, audio null.
    }
    this.tones.push({ ...frame, receivedAt, bytes, audio });
  }
}

/** Downloads from the platform's upload host with a token, as a device does. */
export const fetchWithToken =
  (baseUrl: string, token: string): FetchToneFile =>
  async (fileUrl) => {
    const url = new URL(fileUrl, baseUrl);
    if (url.origin !== new URL(baseUrl).origin) throw new Error('tone file on another host');
    url.searchParams.set('token', token);
    const response = await fetch(url);
    if (!response.ok) throw new Error(`tone file: HTTP ${response.status}`);
    return new Uint8Array(await response.arrayBuffer());
  };
