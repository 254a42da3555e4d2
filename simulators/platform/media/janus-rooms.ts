import WebSocket from 'ws';
import { FLOOR_ROOM_OF } from '../../../protocol/floor.ts';
import { JanusSession, type JanusHandle, type JanusSocketConstructor } from '../../../media/janus/index.ts';
import { platformRoomPinKey, roomPinOf } from '../../janus/room-pin.ts';
import type { FloorMedia, MediaRooms } from './media-rooms.ts';

const AUDIOBRIDGE = 'janus.plugin.audiobridge';
/** AudioBridge errors that mean "already as wanted". */
const ROOM_EXISTS = 486;
const NO_SUCH_ROOM = 485;
const NO_SUCH_USER = 492;

/** Reconnect backoff to a Janus that is down or restarting. */
export const JanusBackoff = { initialMs: 500, maxMs: 15_000, factor: 2 } as const;

/** Every group's room: Opus 48 kHz, plain-RTP terminals allowed, talking/stopped-talking events. */
export const ROOM_OPTIONS = {
  allow_rtp_participants: true,
  sampling_rate: 48_000,
  audiolevel_event: true,
  // 50 packets of 20 ms = 1 s to call someone talking, at an average level louder than 40 (127 = silence).
  audio_active_packets: 50,
  audio_level_average: 40,
  permanent: false,
  is_private: true,
} as const;

export type JanusRoomsOptions = {
  url: string;
  /** The AudioBridge admin key; also every room's secret (destroy, kick, mute). */
  adminKey: string | null;
  log: (line: string) => void;
  WebSocket?: JanusSocketConstructor;
};

/**
 * Keeps one AudioBridge room per wanted group on Janus. Owns one Janus session; when Janus is
 * unreachable or drops the socket it logs, waits (with backoff) and reconnects, re-creating every
 * room: the emulator never fails because Janus is down.
 */
export class JanusRooms implements MediaRooms {
  private readonly wanted = new Set<string>();
  /** Null without an admin key (a Janus of our tests without one): rooms then have no pin. */
  private readonly pinKey: string | null;
  /** What each group's room should let through; the latest wins, one sweep per room at a time. */
  private readonly floorWanted = new Map<string, FloorMedia>();
  private readonly sweeping = new Set<string>();
  private session: JanusSession | null = null;
  private bridge: JanusHandle | null = null;
  private attempt = 0;
  private retry: ReturnType<typeof setTimeout> | null = null;
  private closed = false;
  private connecting: Promise<void> | null = null;

  constructor(private readonly options: JanusRoomsOptions) {
    this.pinKey = options.adminKey === null ? null : platformRoomPinKey(options.adminKey);
    this.connecting = this.connect();
  }

  pinOf(room: number): string | undefined {
    return this.pinKey === null ? undefined : roomPinOf(this.pinKey, room);
  }

  /**
   * Mutes every participant of the group's room but the talker, server side with the room's
   * secret; the talker is unmuted when `unmuteTalker` (an ordinary floor) and left as it is
   * otherwise (a one-way call talks through its own room). Sweeps of one room run one at a time
   * and the newest wish wins, so a burst of floor events costs one or two sweeps.
   */
  enforceFloor(gid: string, floor: FloorMedia): Promise<void> {
    this.floorWanted.set(gid, floor);
    if (this.sweeping.has(gid)) return Promise.resolve();
    this.sweeping.add(gid);
    return this.sweepWhileWanted(gid).finally(() => this.sweeping.delete(gid));
  }

  private async sweepWhileWanted(gid: string): Promise<void> {
    for (let floor = this.floorWanted.get(gid); floor; floor = this.floorWanted.get(gid)) {
      this.floorWanted.delete(gid);
      await this.sweep(gid, floor).catch((error: unknown) => this.failed(`floor of group ${gid} in its room`, error));
    }
  }

  private async sweep(gid: string, floor: FloorMedia): Promise<void> {
    const room = FLOOR_ROOM_OF(gid);
    const bridge = this.bridge;
    if (!bridge || !Number.isSafeInteger(room)) return;
    const listed = await bridge.request({ request: 'listparticipants', room });
    const participants = Array.isArray(listed.participants) ? (listed.participants as { id?: unknown; display?: unknown; muted?: unknown }[]) : [];
    for (const participant of participants) {
      if (typeof participant.id !== 'number') continue;
      const isTalker = floor.talker !== null && participant.display === floor.talker;
      if (isTalker && !floor.unmuteTalker) continue;
      const muted = !isTalker;
      if (participant.muted === muted) continue;
      await bridge.request({ request: muted ? 'mute' : 'unmute', room, id: participant.id, ...this.secret() }).catch((error: unknown) => {
        // Gone between the list and the mute: nothing left to silence.
        if ((error as { code?: number }).code !== NO_SUCH_USER) throw error;
      });
    }
  }

  /** Resolves once connected and every wanted room exists (for start-up logs and tests); never rejects. */
  async ready(): Promise<boolean> {
    await this.connecting;
    return this.bridge !== null;
  }

  /** Resolves once the room exists, or once Janus proved unreachable (the room comes with the reconnect). */
  async ensureRoom(gid: string): Promise<void> {
    this.wanted.add(gid);
    // A connection being made creates every wanted room, this one included.
    if (!this.bridge) return this.connecting ?? undefined;
    await this.create(this.bridge, gid).catch((error: unknown) => this.failed(`room of group ${gid}`, error));
  }

  async removeRoom(gid: string): Promise<void> {
    this.wanted.delete(gid);
    const room = FLOOR_ROOM_OF(gid);
    if (!this.bridge || !Number.isSafeInteger(room)) return;
    try {
      await this.bridge.request({ request: 'destroy', room, ...this.secret() });
    } catch (error) {
      if ((error as { code?: number }).code !== NO_SUCH_ROOM) this.failed(`removing the room of group ${gid}`, error);
    }
  }

  async retireRoom(gid: string): Promise<boolean> {
    const room = FLOOR_ROOM_OF(gid);
    if (!this.bridge || !Number.isSafeInteger(room)) {
      this.wanted.delete(gid);
      return true;
    }
    try {
      const listed = await this.bridge.request({ request: 'listparticipants', room });
      if (Array.isArray(listed.participants) && listed.participants.length > 0) return false;
    } catch (error) {
      if ((error as { code?: number }).code !== NO_SUCH_ROOM) {
        this.failed(`looking into the room of group ${gid}`, error);
        return false;
      }
    }
    await this.removeRoom(gid);
    return true;
  }

  async startRecording(gid: string, file: string): Promise<boolean> {
    const room = FLOOR_ROOM_OF(gid);
    if (!this.bridge || !Number.isSafeInteger(room)) return false;
    try {
      await this.bridge.request({ request: 'enable_recording', room, record: true, record_file: file, ...this.secret() });
      return true;
    } catch (error) {
      this.failed(`recording the room of group ${gid}`, error);
      return false;
    }
  }

  async stopRecording(gid: string): Promise<void> {
    const room = FLOOR_ROOM_OF(gid);
    if (!this.bridge || !Number.isSafeInteger(room)) return;
    await this.bridge.request({ request: 'enable_recording', room, record: false, ...this.secret() }).catch((error: unknown) => this.failed(`stopping the recording of group ${gid}`, error));
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    await this.connecting?.catch(() => undefined);
    const session = this.session;
    this.session = this.bridge = null;
    await session?.destroy().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    if (this.closed) return;
    let session: JanusSession | null = null;
    try {
      session = await JanusSession.connect(this.options.url, { WebSocket: this.options.WebSocket ?? WebSocket });
      if (this.closed) return session.close();
      const bridge = await session.attach(AUDIOBRIDGE);
      const started = performance.now();
      // Groups wanted while this runs join the set and are created by this same loop.
      for (const gid of this.wanted) await this.create(bridge, gid);
      if (this.closed) return session.close();
      if (session.closed) throw new Error('Janus closed the socket while rooms were created');
      this.session = session;
      this.bridge = bridge;
      this.attempt = 0;
      session.onClose((error) => this.lost(error.reason));
      this.options.log(`janus: connected to ${this.options.url}; ${this.wanted.size} rooms ready in ${Math.round(performance.now() - started)} ms`);
    } catch (error) {
      session?.close();
      this.failed(`janus at ${this.options.url}`, error);
      this.scheduleRetry();
    }
  }

  private lost(reason: string): void {
    this.session = this.bridge = null;
    if (this.closed) return;
    this.options.log(`janus: connection lost (${reason}); reconnecting`);
    this.scheduleRetry();
  }

  private scheduleRetry(): void {
    if (this.closed || this.retry) return;
    const delay = Math.min(JanusBackoff.maxMs, JanusBackoff.initialMs * JanusBackoff.factor ** this.attempt);
    this.attempt += 1;
    this.retry = setTimeout(() => {
      this.retry = null;
      this.connecting = this.connect();
    }, delay);
    this.retry.unref();
  }

  private async create(bridge: JanusHandle, gid: string): Promise<void> {
    const room = FLOOR_ROOM_OF(gid);
    if (!Number.isSafeInteger(room) || room <= 0) {
      this.options.log(`janus: group ${gid} has no numeric id; no room`);
      return;
    }
    const keys = this.options.adminKey === null ? {} : { admin_key: this.options.adminKey };
    const pin = this.pinOf(room);
    try {
      await bridge.request({ request: 'create', room, description: `group ${gid}`, ...ROOM_OPTIONS, ...keys, ...this.secret(), ...(pin === undefined ? {} : { pin }) });
    } catch (error) {
      // Another emulator sharing this Janus (the test run starts two) made it first: same room, fine.
      if ((error as { code?: number }).code !== ROOM_EXISTS) throw error;
    }
  }

  private secret(): { secret?: string } {
    return this.options.adminKey === null ? {} : { secret: this.options.adminKey };
  }

  private failed(what: string, error: unknown): void {
    this.options.log(`janus: ${what}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
