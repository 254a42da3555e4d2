/**
 * The dispatcher's microphone in a one-way call (all-call, broadcast call): its own janus.js session
 * joins the call's AudioBridge room with the pin the platform gave, unmuted, sending the microphone.
 * The platform relays that room into every target group's room. One owner (STYLE.md 2): the view
 * reads `status$`; close() is safe twice and leaves the room.
 *
 * Every radio is locked to listening while the call is on, so it must not hang in "connecting": each
 * attempt has a deadline, a stalled one is torn down and tried once more on a fresh session, and a
 * second stall fails with 'timeout' naming the step it stopped at.
 */
import { BehaviorSubject, type Observable } from 'rxjs';
import type { JanusJS } from 'janus-gateway';
import { MicrophoneError, MicrophoneErrorKind, openMicrophone } from '../microphone.ts';
import { AUDIOBRIDGE_PLUGIN } from './audioBridgeRoom.ts';
import { loadJanusLibrary, type JanusLibrary, type JanusPluginHandle, type JanusSession } from './janusLibrary.ts';

/** How far an attempt got: the microphone, the janus.js session, the plugin, the join, our offer, Janus's answer. */
export type OneWayTalkStep = 'microphone' | 'session' | 'attached' | 'joined' | 'offered' | 'answered';

/** connecting: session, join and ICE; talking: the microphone reaches Janus; failed: see `problem`. */
export type OneWayTalkStatus =
  | { readonly phase: 'connecting'; readonly step: OneWayTalkStep; readonly attempt: number }
  /** attempt: which attempt got through (2 after a retry), for support and the tests. */
  | { readonly phase: 'talking'; readonly attempt: number }
  | { readonly phase: 'closed' }
  | { readonly phase: 'failed'; readonly problem: 'microphone' | MicrophoneErrorKind | 'media' | 'timeout'; readonly step: OneWayTalkStep };

export type OneWayTalkOptions = {
  server: string;
  room: number;
  pin: string;
  /** The dispatcher's msId (the /janus proxy enforces it anyway). */
  display: string;
  library?: () => Promise<JanusLibrary>;
  microphone?: () => Promise<MediaStream>;
  /** One attempt's time from session to audio flowing (default CONNECT_DEADLINE_MS). */
  deadlineMs?: number;
};

/** A join and ICE on loopback take well under a second; a busy machine, a few. */
export const CONNECT_DEADLINE_MS = 8_000;
/** Attempts before 'timeout': the first, and one on a fresh session. */
const ATTEMPTS = 2;

type AudioBridgeMessage = JanusJS.Message & { audiobridge?: string; id?: unknown; error?: string };
type Problem = Extract<OneWayTalkStatus, { phase: 'failed' }>['problem'];

export class OneWayTalk {
  private readonly statusSubject = new BehaviorSubject<OneWayTalkStatus>({ phase: 'connecting', step: 'microphone', attempt: 1 });
  readonly status$: Observable<OneWayTalkStatus> = this.statusSubject.asObservable();
  private library: JanusLibrary | null = null;
  private session: JanusSession | null = null;
  private handle: JanusPluginHandle | null = null;
  private microphone: MediaStream | null = null;
  private step: OneWayTalkStep = 'microphone';
  private attempt = 0;
  private deadline: ReturnType<typeof setTimeout> | null = null;
  private offered = false;
  private closed = false;

  constructor(private readonly options: OneWayTalkOptions) {}

  async start(): Promise<void> {
    try {
      this.microphone = await (this.options.microphone ?? openMicrophone)();
    } catch (error) {
      return this.fail(error instanceof MicrophoneError ? error.kind : 'microphone');
    }
    try {
      this.library = await (this.options.library ?? loadJanusLibrary)();
    } catch {
      return this.fail('media');
    }
    this.connect();
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.teardown();
    this.microphone?.getTracks().forEach((track) => track.stop());
    this.microphone = null;
    this.statusSubject.next({ phase: 'closed' });
    this.statusSubject.complete();
  }

  /** One attempt: a fresh session, attach, join, offer; the deadline covers all of it. */
  private connect(): void {
    if (this.closed || !this.library) return;
    this.attempt += 1;
    this.offered = false;
    this.reach('session');
    this.deadline = setTimeout(() => this.stalled(), this.options.deadlineMs ?? CONNECT_DEADLINE_MS);
    const session: JanusSession = this.library.connect(this.options.server, {
      success: () => this.attach(session),
      error: () => this.current(session) && this.fail('media'),
      destroyed: () => undefined,
    });
    this.session = session;
  }

  private stalled(): void {
    this.deadline = null;
    this.retry('timeout');
  }

  private retry(problem: Problem): void {
    if (this.closed) return;
    if (this.attempt >= ATTEMPTS) return this.fail(problem);
    this.teardown();
    this.connect();
  }

  /** Leaves the room and drops the session; the microphone stays for the next attempt. */
  private teardown(): void {
    if (this.deadline) clearTimeout(this.deadline);
    this.deadline = null;
    this.handle?.detach();
    this.handle = null;
    this.session?.destroy({ cleanupHandles: true, notifyDestroyed: false });
    this.session = null;
  }

  /** Callbacks of a torn-down attempt's session still arrive; only the current one counts. */
  private current(session: JanusSession): boolean {
    return !this.closed && this.session === session;
  }

  private attach(session: JanusSession): void {
    if (!this.current(session)) return;
    session.attach({
      plugin: AUDIOBRIDGE_PLUGIN,
      opaqueId: `one-way-${this.options.display}-${this.options.room}`,
      success: (handle) => {
        if (!this.current(session)) return handle.detach();
        this.handle = handle;
        this.reach('attached');
        handle.send({
          message: { request: 'join', room: this.options.room, pin: this.options.pin, display: this.options.display, muted: false },
          error: () => this.current(session) && this.fail('media'),
        });
      },
      error: () => this.current(session) && this.fail('media'),
      onmessage: (message, jsep) => this.current(session) && this.onMessage(message as AudioBridgeMessage, jsep),
      webrtcState: (up) => {
        if (!this.current(session)) return;
        // Janus hangs up an attempt whose ICE or DTLS failed: that one is worth another try too.
        if (!up) return this.statusSubject.value.phase === 'connecting' ? this.retry('media') : this.fail('media');
        if (this.deadline) clearTimeout(this.deadline);
        this.deadline = null;
        if (this.statusSubject.value.phase === 'connecting') this.statusSubject.next({ phase: 'talking', attempt: this.attempt });
      },
    });
  }

  private onMessage(message: AudioBridgeMessage, jsep?: JanusJS.JSEP): void {
    if (message.error) return this.fail('media');
    if (message.audiobridge === 'joined' && message.id !== undefined && !this.offered) this.offer();
    if (!jsep) return;
    this.reach('answered');
    this.handle?.handleRemoteJsep({ jsep, error: () => this.fail('media') });
  }

  private offer(): void {
    const handle = this.handle;
    const track = this.microphone?.getAudioTracks()[0];
    if (!handle || !track) return this.fail('microphone');
    this.offered = true;
    this.reach('joined');
    handle.createOffer({
      // Nothing to hear in the call room (only the caller is in it): send only.
      tracks: [{ type: 'audio', capture: track, recv: false }],
      success: (offer) => {
        if (this.handle !== handle) return;
        this.reach('offered');
        handle.send({ message: { request: 'configure', muted: false }, jsep: offer });
      },
      error: () => this.fail('media'),
    });
  }

  private reach(step: OneWayTalkStep): void {
    this.step = step;
    if (this.statusSubject.value.phase === 'connecting') this.statusSubject.next({ phase: 'connecting', step, attempt: this.attempt });
  }

  private fail(problem: Problem): void {
    if (this.closed || this.statusSubject.value.phase === 'failed') return;
    if (this.deadline) clearTimeout(this.deadline);
    this.deadline = null;
    this.statusSubject.next({ phase: 'failed', problem, step: this.step });
  }
}
