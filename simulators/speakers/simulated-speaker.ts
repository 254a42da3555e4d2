import { BroadcastPaths, parseWav, pcmLevelDb, SPEAKER_KEY_HEADER, type SpeakerOrder, type SpeakerPlaying, type WavInfo } from '../../protocol/index.ts';

/** How often a speaker reports (and so how soon it follows a start, pause or stop). */
export const SPEAKER_REPORT_MS = 500;
/** A gap this big between where the service says a file is and where we are is a seek (next, previous, choose). */
const SEEK_TOLERANCE_MS = 1_500;

type Track = { order: SpeakerOrder; wav: WavInfo; bytes: Uint8Array; startedAt: number; offsetMs: number; pausedAt: number | null; decodedTo: number; decoded: number; levelDb: number };

export type SpeakerOptions = {
  readonly url: string;
  readonly key: string;
  readonly code: string;
  readonly fetch?: typeof fetch;
  readonly now?: () => number;
  readonly log?: (line: string) => void;
};

/**
 * A simulated PA speaker: reports to the broadcast service every SPEAKER_REPORT_MS what it plays
 * and gets what it should play; it downloads that file from /music/{name}, decodes the PCM at the
 * pace of the clock and reports the bytes decoded, the position and the level of the last window,
 * so a test sees that a task really plays here. close() is safe to call twice.
 */
export class SimulatedSpeaker {
  private track: Track | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private closed = false;
  private readonly cache = new Map<string, Uint8Array>();
  private readonly fetchImpl: typeof fetch;
  private readonly now: () => number;
  /** Reports the service answered; tests wait on it. */
  reports = 0;
  volume = 0;

  constructor(private readonly options: SpeakerOptions) {
    this.fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.now = options.now ?? Date.now;
  }

  start(): this {
    void this.loop();
    return this;
  }

  /** What the speaker plays now, as it reports it. */
  playing(): SpeakerPlaying | null {
    const track = this.track;
    if (!track) return null;
    this.decode(track);
    return {
      kind: track.order.kind,
      task_id: track.order.task_id,
      file_id: track.order.file_id,
      file_name: track.order.file_name,
      position_ms: Math.round(this.positionOf(track)),
      decoded_bytes: track.decoded,
      level_db: Math.round(track.levelDb * 10) / 10,
    };
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
  }

  private async loop(): Promise<void> {
    if (this.closed) return;
    try {
      await this.report();
    } catch (error) {
      this.options.log?.(`speaker ${this.options.code}: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (!this.closed) this.timer = setTimeout(() => void this.loop(), SPEAKER_REPORT_MS);
  }

  private async report(): Promise<void> {
    const response = await this.fetchImpl(`${this.options.url}${BroadcastPaths.speakerReport}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SPEAKER_KEY_HEADER]: this.options.key },
      body: JSON.stringify({ code: this.options.code, playing: this.playing() }),
    });
    const answer = (await response.json()) as { code: number; msg: string; data: { volume: number; order: SpeakerOrder | null } | null };
    if (answer.code !== 200 || !answer.data) throw new Error(`report refused: ${answer.code} ${answer.msg}`);
    this.reports += 1;
    this.volume = answer.data.volume;
    await this.follow(answer.data.order);
  }

  private positionOf(track: Track): number {
    const elapsed = (track.pausedAt ?? this.now()) - track.startedAt;
    return Math.min(track.wav.lengthMs, track.offsetMs + Math.max(0, elapsed));
  }

  /** Decodes the PCM up to the current position: what a real speaker would have sent to its amplifier. */
  private decode(track: Track): void {
    const align = (track.wav.channels * track.wav.bitsPerSample) / 8;
    const target = Math.min(track.wav.dataBytes, Math.floor((this.positionOf(track) / 1000) * track.wav.byteRate / align) * align);
    if (target <= track.decodedTo) return;
    const window = track.bytes.subarray(track.wav.dataOffset + track.decodedTo, track.wav.dataOffset + target);
    track.levelDb = pcmLevelDb(track.wav, window);
    track.decoded += window.length;
    track.decodedTo = target;
  }

  private async follow(order: SpeakerOrder | null): Promise<void> {
    const track = this.track;
    if (!order) {
      this.track = null;
      return;
    }
    const same = track && track.order.kind === order.kind && track.order.task_id === order.task_id && track.order.file_id === order.file_id;
    if (track && same && Math.abs(this.positionOf(track) - order.offset_ms) < SEEK_TOLERANCE_MS) {
      if (order.paused && track.pausedAt === null) track.pausedAt = this.now();
      if (!order.paused && track.pausedAt !== null) {
        track.startedAt += this.now() - track.pausedAt;
        track.pausedAt = null;
      }
      track.order = order;
      return;
    }
    const bytes = await this.download(order.file_name);
    const wav = parseWav(bytes);
    if (!wav) throw new Error(`${order.file_name} is not a PCM WAV`);
    const now = this.now();
    const align = (wav.channels * wav.bitsPerSample) / 8;
    const decodedTo = Math.min(wav.dataBytes, Math.floor(((order.offset_ms / 1000) * wav.byteRate) / align) * align);
    this.track = { order, wav, bytes, startedAt: now, offsetMs: order.offset_ms, pausedAt: order.paused ? now : null, decodedTo, decoded: 0, levelDb: -120 };
  }

  private async download(name: string): Promise<Uint8Array> {
    const cached = this.cache.get(name);
    if (cached) return cached;
    const response = await this.fetchImpl(`${this.options.url}${BroadcastPaths.music}/${encodeURIComponent(name)}`, { headers: { [SPEAKER_KEY_HEADER]: this.options.key } });
    if (!response.ok) throw new Error(`GET /music/${name}: ${response.status}`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    this.cache.set(name, bytes);
    return bytes;
  }
}
