/**
 * The console's push-to-talk audio: one Janus session, one AudioBridge room per monitored group,
 * each room's voice through its own gain, and the microphone open in a room only while the
 * dispatcher holds that group's floor. The one owner of these connections (STYLE.md 2): views
 * call the setters and read `status$`; close() is safe twice. Floor control itself is the
 * platform's (socket commands); this class only follows it.
 */
import { BehaviorSubject, type Observable } from 'rxjs';
import { AudioBridgeRoom, type RoomStatus } from './audioBridgeRoom.ts';
import { loadJanusLibrary, type JanusLibrary, type JanusSession } from './janusLibrary.ts';
import { MicrophoneError, MicrophoneErrorKind, openMicrophone } from '../microphone.ts';
import { RoomAudioMixer, type GroupAudio, type LevelStage } from './roomAudio.ts';

export type PttConnection = 'connecting' | 'connected' | 'retrying' | 'closed';
export type MicrophoneState = 'unknown' | 'ready' | MicrophoneErrorKind;

export type PttMediaStatus = {
  readonly connection: PttConnection;
  readonly microphone: MicrophoneState;
  /** Room status by group id, for the monitored groups. */
  readonly rooms: ReadonlyMap<string, RoomStatus>;
};

/** Janus reconnects: 1 s doubling to 30 s; a media server restart is slower than a socket blip. */
export const JanusReconnect = { initialDelayMs: 1_000, maxDelayMs: 30_000, factor: 2 } as const;

export const janusReconnectDelay = (attempt: number): number =>
  Math.min(JanusReconnect.maxDelayMs, JanusReconnect.initialDelayMs * JanusReconnect.factor ** attempt);

export type PttClock = { setTimeout(callback: () => void, ms: number): unknown; clearTimeout(handle: unknown): void };

export type PttMediaOptions = {
  /** Janus WebSocket URL (janusServerUrl). */
  server: string;
  /** The dispatcher's msId, the display name in every room. */
  display: string;
  library?: () => Promise<JanusLibrary>;
  microphone?: () => Promise<MediaStream>;
  mixer?: RoomAudioMixer;
  clock?: PttClock;
};

const systemClock: PttClock = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export class PttMedia {
  private readonly statusSubject = new BehaviorSubject<PttMediaStatus>({ connection: 'connecting', microphone: 'unknown', rooms: new Map() });
  readonly status$: Observable<PttMediaStatus> = this.statusSubject.asObservable();

  private readonly mixer: RoomAudioMixer;
  private readonly clock: PttClock;
  private session: JanusSession | null = null;
  private microphone: MediaStream | null = null;
  private readonly rooms = new Map<string, AudioBridgeRoom>();
  private wanted: readonly string[] = [];
  private talkingIn: string | null = null;
  private attempt = 0;
  /** Bumped per connection attempt, so callbacks of an abandoned session do nothing. */
  private generation = 0;
  private retryTimer: unknown = null;
  private closed = false;
  private started = false;

  constructor(private readonly options: PttMediaOptions) {
    this.mixer = options.mixer ?? new RoomAudioMixer();
    this.clock = options.clock ?? systemClock;
  }

  get status(): PttMediaStatus {
    return this.statusSubject.value;
  }

  start(): void {
    if (this.started || this.closed) return;
    this.started = true;
    void this.connect();
  }

  /** The rooms to be in: the current group and every other monitored group. */
  setRooms(gids: readonly string[]): void {
    this.wanted = [...new Set(gids)];
    if (this.session && this.status.connection === 'connected') this.syncRooms(this.session);
  }

  /** The group whose floor the dispatcher holds, or null: only that room hears the microphone. */
  setTalking(gid: string | null): void {
    this.talkingIn = gid;
    this.mixer.resume();
    for (const room of this.rooms.values()) room.setMuted(room.gid !== gid);
  }

  /** The microphone problem to show when the dispatcher talks, if any. */
  microphoneError(): MicrophoneError | null {
    const state = this.status.microphone;
    return state === 'unknown' || state === 'ready' ? null : new MicrophoneError(state);
  }

  /** Voice level of a group's room, dBFS, as it arrives or as played here. */
  levelOf(gid: string, stage?: LevelStage): number {
    return this.mixer.levelOf(gid, stage);
  }

  setMasterVolume(volume: number): void {
    this.mixer.setMasterVolume(volume);
  }

  setGroupAudio(gid: string, audio: GroupAudio): void {
    this.mixer.setGroupAudio(gid, audio);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    if (this.retryTimer !== null) this.clock.clearTimeout(this.retryTimer);
    this.teardown();
    this.microphone?.getTracks().forEach((track) => track.stop());
    this.microphone = null;
    this.mixer.close();
    this.patch({ connection: 'closed', rooms: new Map() });
    this.statusSubject.complete();
  }

  private async connect(): Promise<void> {
    this.patch({ connection: this.attempt === 0 ? 'connecting' : 'retrying' });
    let library: JanusLibrary;
    try {
      library = await (this.options.library ?? loadJanusLibrary)();
    } catch {
      return this.retry();
    }
    if (this.closed) return;
    const generation = ++this.generation;
    let connected = false;
    // janus.js answers asynchronously, but a callback must never see a half-made session.
    const later = (action: (session: JanusSession) => void) =>
      void Promise.resolve().then(() => {
        if (generation === this.generation && this.session) action(this.session);
      });
    this.session = library.connect(this.options.server, {
      success: () =>
        later((session) => {
          connected = true;
          this.attempt = 0;
          void this.onConnected(session, generation);
        }),
      error: () => later(() => this.lost()),
      destroyed: () => later(() => connected && this.lost()),
    });
  }

  private async onConnected(session: JanusSession, generation: number): Promise<void> {
    // The microphone is asked for once a media server is there to send to, not at page load.
    if (this.status.microphone === 'unknown') {
      try {
        this.microphone = await (this.options.microphone ?? openMicrophone)();
        this.patch({ microphone: 'ready' });
      } catch (error) {
        this.patch({ microphone: error instanceof MicrophoneError ? error.kind : MicrophoneErrorKind.NoMicrophone });
      }
    }
    if (this.closed || generation !== this.generation) return;
    this.patch({ connection: 'connected' });
    this.syncRooms(session);
  }

  private syncRooms(session: JanusSession): void {
    for (const [gid, room] of this.rooms) {
      if (this.wanted.includes(gid)) continue;
      room.close();
      this.rooms.delete(gid);
      this.patchRoom(gid, null);
    }
    for (const gid of this.wanted) {
      if (this.rooms.has(gid)) continue;
      const room = new AudioBridgeRoom(session, {
        gid,
        display: this.options.display,
        microphone: this.microphone?.getAudioTracks()[0]?.clone() ?? null,
        onStatus: (status) => {
          if (this.rooms.get(gid) === room) this.patchRoom(gid, status);
        },
        onRemoteAudio: (stream) => {
          if (this.rooms.get(gid) !== room) return;
          if (stream) this.mixer.play(gid, stream);
          else this.mixer.stop(gid);
        },
      });
      this.rooms.set(gid, room);
      room.start();
      room.setMuted(gid !== this.talkingIn);
    }
  }

  private lost(): void {
    this.teardown();
    this.retry();
  }

  private retry(): void {
    if (this.closed) return;
    this.patch({ connection: 'retrying' });
    const delay = janusReconnectDelay(this.attempt);
    this.attempt += 1;
    this.retryTimer = this.clock.setTimeout(() => {
      this.retryTimer = null;
      void this.connect();
    }, delay);
  }

  private teardown(): void {
    this.generation += 1;
    for (const room of this.rooms.values()) room.close();
    this.rooms.clear();
    for (const gid of this.wanted) this.mixer.stop(gid);
    const session = this.session;
    this.session = null;
    session?.destroy({ cleanupHandles: true, notifyDestroyed: false });
    if (!this.closed) this.patch({ rooms: new Map() });
  }

  private patchRoom(gid: string, status: RoomStatus | null): void {
    const rooms = new Map(this.status.rooms);
    if (status === null) rooms.delete(gid);
    else rooms.set(gid, status);
    this.patch({ rooms });
  }

  private patch(patch: Partial<PttMediaStatus>): void {
    if (this.closed && patch.connection !== 'closed') return;
    this.statusSubject.next({ ...this.statusSubject.value, ...patch });
  }
}
