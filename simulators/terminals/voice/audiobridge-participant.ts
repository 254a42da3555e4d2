import WebSocket from 'ws';
import { JanusError, JanusSession, type JanusHandle, type JanusSocketConstructor } from '../../../media/janus/index.ts';
import { roomPinOf } from '../../janus/room-pin.ts';
import type { MediaAddress } from './rtp-endpoint.ts';
import { OPUS_PAYLOAD_TYPE } from './rtp.ts';

export const AUDIOBRIDGE = 'janus.plugin.audiobridge';

/**
 * Packets Janus queues before it mixes a talker. Each talk spurt loses this many at its start
 * (measured: 6, Janus's default, clips 120 ms; 3 clips 60 ms; 0 breaks the audio). Our paced
 * sender jitters well under 40 ms, so 3 keeps the clip short and still absorbs a busy moment.
 */
export const PREBUFFER_PACKETS = 3;

/** The `ws` package fits the socket shape the Janus client drives. */
export const NodeJanusSocket = WebSocket as unknown as JanusSocketConstructor;

export type ParticipantOptions = {
  readonly janusWs: string;
  /** Shown as the talker's name: the terminal's msId (docs/protocol.md, Media). */
  readonly display: string;
  /** Group rooms have pins derived from this key (janus/room-pin.ts); null: rooms without pins. */
  readonly roomPinKey?: string | null;
  /** Where this participant receives the mix and sends from. */
  readonly local: MediaAddress;
  /** Called with the address Janus wants our audio on, or null after leaving. */
  readonly onRemote: (remote: MediaAddress | null) => void;
  readonly WebSocket?: JanusSocketConstructor;
};

const RemoteRtp = (data: Record<string, unknown>): MediaAddress | null => {
  const rtp = data.rtp as { ip?: unknown; port?: unknown } | undefined;
  return typeof rtp?.ip === 'string' && typeof rtp.port === 'number' ? { ip: rtp.ip, port: rtp.port } : null;
};

/**
 * One plain-RTP participant of the AudioBridge (no ICE, no DTLS): joins a room muted, unmutes
 * only while its terminal holds the floor, moves rooms with its group. Owns its Janus session.
 */
export class AudioBridgeParticipant {
  private room: number | null = null;
  private muted = true;
  /** The handle of the current room; a fresh one per room (see join). */
  private handle: JanusHandle | null = null;

  private constructor(
    private readonly session: JanusSession,
    private readonly options: ParticipantOptions,
  ) {}

  static async connect(options: ParticipantOptions): Promise<AudioBridgeParticipant> {
    const session = await JanusSession.connect(options.janusWs, { WebSocket: options.WebSocket ?? NodeJanusSocket });
    return new AudioBridgeParticipant(session, options);
  }

  get currentRoom(): number | null {
    return this.room;
  }

  get closed(): boolean {
    return this.session.closed;
  }

  /** Called once when Janus goes away (socket lost, session timed out). */
  onClose(listener: (error: JanusError) => void): () => void {
    return this.session.onClose(listener);
  }

  /**
   * Joins `room` muted; leaves the room it was in first. Plain RTP participants cannot `changeroom`,
   * and Janus 1.1.2 keeps a participant's state on its handle: one that left and joined again on
   * the same handle was never mixed again. So each room gets a handle of its own.
   */
  async join(room: number): Promise<void> {
    if (this.room === room) return;
    await this.leave();
    const { local, display } = this.options;
    const handle = await this.session.attach(AUDIOBRIDGE);
    this.handle = handle;
    const { data } = await handle.message({
      request: 'join',
      room,
      ...(this.options.roomPinKey ? { pin: roomPinOf(this.options.roomPinKey, room) } : {}),
      display,
      muted: true,
      prebuffer: PREBUFFER_PACKETS,
      rtp: { ip: local.ip, port: local.port, payload_type: OPUS_PAYLOAD_TYPE },
    });
    const remote = RemoteRtp(data);
    if (!remote) throw new JanusError(0, `join of room ${room} answered without an rtp address`, 'plugin');
    this.room = room;
    this.muted = true;
    this.options.onRemote(remote);
  }

  async leave(): Promise<void> {
    const handle = this.handle;
    this.handle = null;
    this.room = null;
    this.options.onRemote(null);
    if (!handle) return;
    // Detaching also takes the participant out of its room; gone already: nothing to leave.
    await this.session.detach(handle).catch(() => undefined);
  }

  /** Mutes or unmutes in the room; the mixer drops a muted participant's audio. */
  async setMuted(muted: boolean): Promise<void> {
    const handle = this.handle;
    if (this.room === null || !handle || this.muted === muted) return;
    this.muted = muted;
    await handle.message({ request: 'configure', muted });
  }

  /** Leaves and destroys the Janus session. Safe to call twice. */
  async close(): Promise<void> {
    if (this.session.closed) return;
    this.room = null;
    this.options.onRemote(null);
    await this.session.destroy().catch(() => undefined);
  }
}
