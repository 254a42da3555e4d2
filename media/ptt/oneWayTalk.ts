/**
 * The dispatcher's microphone in a one-way call (all-call, broadcast call): its own janus.js session
 * joins the call's AudioBridge room with the pin the platform gave, unmuted, sending the microphone.
 * The platform relays that room into every target group's room. One owner (STYLE.md 2): the view
 * reads `status$`; close() is safe twice and leaves the room.
 */
import { BehaviorSubject, type Observable } from 'rxjs';
import type { JanusJS } from 'janus-gateway';
import { MicrophoneError, MicrophoneErrorKind, openMicrophone } from '../microphone.ts';
import { AUDIOBRIDGE_PLUGIN } from './audioBridgeRoom.ts';
import { loadJanusLibrary, type JanusLibrary, type JanusPluginHandle, type JanusSession } from './janusLibrary.ts';

/** connecting: session, join and ICE; talking: the microphone reaches Janus; failed: see `problem`. */
export type OneWayTalkStatus =
  | { readonly phase: 'connecting' | 'talking' | 'closed' }
  | { readonly phase: 'failed'; readonly problem: 'microphone' | MicrophoneErrorKind | 'media' };

export type OneWayTalkOptions = {
  server: string;
  room: number;
  pin: string;
  /** The dispatcher's msId (the /janus proxy enforces it anyway). */
  display: string;
  library?: () => Promise<JanusLibrary>;
  microphone?: () => Promise<MediaStream>;
};

type AudioBridgeMessage = JanusJS.Message & { audiobridge?: string; id?: unknown; error?: string };

export class OneWayTalk {
  private readonly statusSubject = new BehaviorSubject<OneWayTalkStatus>({ phase: 'connecting' });
  readonly status$: Observable<OneWayTalkStatus> = this.statusSubject.asObservable();
  private session: JanusSession | null = null;
  private handle: JanusPluginHandle | null = null;
  private microphone: MediaStream | null = null;
  private offered = false;
  private closed = false;

  constructor(private readonly options: OneWayTalkOptions) {}

  async start(): Promise<void> {
    try {
      this.microphone = await (this.options.microphone ?? openMicrophone)();
    } catch (error) {
      return this.fail(error instanceof MicrophoneError ? error.kind : 'microphone');
    }
    let library: JanusLibrary;
    try {
      library = await (this.options.library ?? loadJanusLibrary)();
    } catch {
      return this.fail('media');
    }
    if (this.closed) return;
    this.session = library.connect(this.options.server, {
      success: () => this.attach(),
      error: () => this.fail('media'),
      destroyed: () => undefined,
    });
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.handle?.detach();
    this.handle = null;
    this.session?.destroy({ cleanupHandles: true, notifyDestroyed: false });
    this.session = null;
    this.microphone?.getTracks().forEach((track) => track.stop());
    this.microphone = null;
    this.statusSubject.next({ phase: 'closed' });
    this.statusSubject.complete();
  }

  private attach(): void {
    if (this.closed || !this.session) return;
    this.session.attach({
      plugin: AUDIOBRIDGE_PLUGIN,
      opaqueId: `one-way-${this.options.display}-${this.options.room}`,
      success: (handle) => {
        if (this.closed) return handle.detach();
        this.handle = handle;
        handle.send({
          message: { request: 'join', room: this.options.room, pin: this.options.pin, display: this.options.display, muted: false },
          error: () => this.fail('media'),
        });
      },
      error: () => this.fail('media'),
      onmessage: (message, jsep) => this.onMessage(message as AudioBridgeMessage, jsep),
      webrtcState: (up) => {
        if (this.closed) return;
        if (up) this.statusSubject.next({ phase: 'talking' });
        else this.fail('media');
      },
    });
  }

  private onMessage(message: AudioBridgeMessage, jsep?: JanusJS.JSEP): void {
    if (this.closed) return;
    if (message.error) return this.fail('media');
    if (message.audiobridge === 'joined' && message.id !== undefined && !this.offered) this.offer();
    if (jsep) this.handle?.handleRemoteJsep({ jsep, error: () => this.fail('media') });
  }

  private offer(): void {
    const handle = this.handle;
    const track = this.microphone?.getAudioTracks()[0];
    if (!handle || !track) return this.fail('microphone');
    this.offered = true;
    handle.createOffer({
      // Nothing to hear in the call room (only the caller is in it): send only.
      tracks: [{ type: 'audio', capture: track, recv: false }],
      success: (offer) => handle.send({ message: { request: 'configure', muted: false }, jsep: offer }),
      error: () => this.fail('media'),
    });
  }

  private fail(problem: Extract<OneWayTalkStatus, { phase: 'failed' }>['problem']): void {
    if (this.closed || this.statusSubject.value.phase === 'failed') return;
    this.statusSubject.next({ phase: 'failed', problem });
  }
}
