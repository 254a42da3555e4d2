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
  private readonly tones: ReceivedTone[] = [];
  private readonly waiters = new Set<() => void>();

  constructor(private readonly fetchFile: FetchToneFile) {}

  /** Follows a socket's tones; returns the subscription to end it. */
  follow(tones$: Observable<ToneFrame>): Subscription {
    return tones$.subscribe((frame) => void this.receive(frame));
  }

  get received(): readonly ReceivedTone[] {
    return this.tones;
  }

  /** Resolves with the first tone (already received or to come) that matches. */
  waitFor(match: (tone: ReceivedTone) => boolean, timeoutMs = 10_000): Promise<ReceivedTone> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = this.tones.find(match);
        if (!found) return false;
        clearTimeout(timer);
        this.waiters.delete(wake);
        resolve(found);
        return true;
      };
      const wake = () => void check();
      const timer = setTimeout(() => {
        this.waiters.delete(wake);
        reject(new Error(`no matching tone in ${timeoutMs} ms; received ${this.tones.map((tone) => tone.name).join(', ') || 'none'}`));
      }, timeoutMs);
      if (!check()) this.waiters.add(wake);
    });
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
    if (this.tones.length > KEPT) this.tones.shift();
    for (const wake of [...this.waiters]) wake();
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
