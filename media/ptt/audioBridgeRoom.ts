/**
 * One group's AudioBridge room, joined through a janus.js plugin handle: join muted with the
 * dispatcher's msId as display, offer audio, and unmute only while the dispatcher holds the floor.
 */
import type { JanusJS } from 'janus-gateway';
import { FLOOR_ROOM_OF } from '../../protocol/index.ts';
import type { JanusPluginHandle, JanusSession } from './janusLibrary.ts';

/** joining: attaching and joining; joined: in the room, media negotiating; webrtcup: audio flows. */
export type RoomStatus = 'joining' | 'joined' | 'webrtcup' | 'failed';

export type AudioBridgeRoomOptions = {
  gid: string;
  /** The dispatcher's msId: talkers map to terminals by display. */
  display: string;
  /** This room's copy of the microphone, or null to listen only. */
  microphone: MediaStreamTrack | null;
  onStatus: (status: RoomStatus, detail?: string) => void;
  /** The room's mixed audio, or null when it ended. */
  onRemoteAudio: (stream: MediaStream | null) => void;
};

type AudioBridgeMessage = JanusJS.Message & { audiobridge?: string; id?: unknown; error?: string; error_code?: number };

export const AUDIOBRIDGE_PLUGIN = 'janus.plugin.audiobridge';

export class AudioBridgeRoom {
  private handle: JanusPluginHandle | null = null;
  private offered = false;
  private muted = true;
  private closed = false;

  constructor(
    private readonly session: JanusSession,
    private readonly options: AudioBridgeRoomOptions,
  ) {
    if (options.microphone) options.microphone.enabled = false;
  }

  get gid(): string {
    return this.options.gid;
  }

  start(): void {
    this.options.onStatus('joining');
    this.session.attach({
      plugin: AUDIOBRIDGE_PLUGIN,
      opaqueId: `console-${this.options.display}-${this.options.gid}`,
      success: (handle) => {
        if (this.closed) return handle.detach();
        this.handle = handle;
        handle.send({
          message: { request: 'join', room: FLOOR_ROOM_OF(this.options.gid), display: this.options.display, muted: true },
          error: (error) => this.fail(error),
        });
      },
      error: (error) => this.fail(error),
      onmessage: (message, jsep) => this.onMessage(message as AudioBridgeMessage, jsep),
      onremotetrack: (track, _mid, on) => {
        if (track.kind !== 'audio' || this.closed) return;
        this.options.onRemoteAudio(on ? new MediaStream([track]) : null);
      },
      webrtcState: (up) => {
        if (!this.closed) this.options.onStatus(up ? 'webrtcup' : 'joined');
      },
    });
  }

  /** Mutes or unmutes in the room; the local track follows so nothing leaves the machine while muted. */
  setMuted(muted: boolean): void {
    if (this.muted === muted) return;
    this.muted = muted;
    if (this.options.microphone) this.options.microphone.enabled = !muted;
    if (this.offered) this.handle?.send({ message: { request: 'configure', muted } });
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.options.onRemoteAudio(null);
    this.options.microphone?.stop();
    this.handle?.detach();
    this.handle = null;
  }

  private onMessage(message: AudioBridgeMessage, jsep?: JanusJS.JSEP): void {
    if (this.closed) return;
    if (message.error) return this.fail(`${message.error_code ?? ''} ${message.error}`.trim());
    // Our own join answers with our participant id; other participants' joins carry none.
    if (message.audiobridge === 'joined' && message.id !== undefined && !this.offered) this.offer();
    if (jsep) this.handle?.handleRemoteJsep({ jsep, error: (error) => this.fail(error) });
  }

  private offer(): void {
    const handle = this.handle;
    if (!handle) return;
    this.offered = true;
    this.options.onStatus('joined');
    const microphone = this.options.microphone;
    handle.createOffer({
      tracks: [{ type: 'audio', capture: microphone ?? false, recv: true }],
      success: (jsep) => handle.send({ message: { request: 'configure', muted: this.muted }, jsep }),
      error: (error) => this.fail(error.message),
    });
  }

  private fail(detail: string): void {
    if (!this.closed) this.options.onStatus('failed', detail);
  }
}
