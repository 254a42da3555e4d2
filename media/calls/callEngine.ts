/**
 * The call engine of the console: the one owner of an individual call's signalling, microphone
 * (and camera on a video call), peer connection (simple-peer, trickle ICE) and remote audio; a
 * video call's local and remote streams are published for the video call window. The pure state machine
 * (callMachine.ts) decides; this runs its effects. close() is safe to call twice.
 */
import { BehaviorSubject, type Observable, type Subscription } from 'rxjs';
import { applyIcePolicy, CallStatus, filterSdpCandidates, type CallFrame, type CallMedia, type VideoResolution } from '../../protocol/index.ts';
import { openCamera } from './camera.ts';
import { IDLE_CALL, isCallOpen, stepCall, type CallEffect, type CallInput, type CallSignalArgs, type CallState } from './callMachine.ts';
import { microphoneErrorOf, openMicrophone } from '../microphone.ts';
import { RemoteAudio, type RemoteAudioLike } from './remoteAudio.ts';

/** The socket, as far as calls need it: SocketClient or the session controller fits. */
export type CallSignalling = {
  readonly calls$: Observable<CallFrame>;
  command(name: 'callSignal', args: CallSignalArgs): Promise<unknown>;
};

/** The part of a simple-peer instance the engine uses. */
export type PeerLike = {
  signal(data: unknown): void;
  on(event: 'signal' | 'stream' | 'connect' | 'error' | 'close' | 'iceStateChange', listener: (value: never) => void): unknown;
  destroy(): void;
};

export type PeerOptions = {
  readonly initiator: boolean;
  /** Null on environment monitoring: nothing is sent, the offer asks to receive audio. */
  readonly stream: MediaStream | null;
  readonly iceServers: readonly { urls: string | string[] }[];
  readonly sdpTransform: (sdp: string) => string;
};
export type PeerFactory = (options: PeerOptions) => Promise<PeerLike>;

export type CallEngineOptions = {
  readonly signalling: CallSignalling;
  /** The dispatcher's own msId: a call to it is refused locally (606). */
  readonly self: string;
  /** ICE address policy (loginext `iceAllow`): empty or missing, every candidate goes. */
  readonly iceAllow?: readonly string[];
  /** STUN/TURN servers of our own (loginext `iceServers`); none by default, never a public one. */
  readonly iceServers?: readonly { urls: string | string[] }[];
  readonly openMicrophone?: () => Promise<MediaStream>;
  /** Camera and microphone of a video call at a SPEC §4 resolution. */
  readonly openCamera?: (resolution: VideoResolution) => Promise<MediaStream>;
  readonly createPeer?: PeerFactory;
  readonly audio?: RemoteAudioLike;
  readonly now?: () => number;
  readonly newCallId?: () => string;
};

/** What the engine measured of the current call, for diagnostics and tests. */
export type CallTimings = { readonly inviteSentAt: number | null; readonly connectedAt: number | null; readonly mediaUpAt: number | null };

async function simplePeerFactory(options: PeerOptions): Promise<PeerLike> {
  await import('./nodeShim.ts');
  const { default: SimplePeer } = await import('simple-peer');
  return new SimplePeer({
    initiator: options.initiator,
    ...(options.stream ? { stream: options.stream } : { offerOptions: { offerToReceiveAudio: true } }),
    trickle: true,
    config: { iceServers: options.iceServers.map((server) => ({ urls: server.urls })) },
    sdpTransform: options.sdpTransform,
  }) as unknown as PeerLike;
}

const randomCallId = (): string => {
  const bytes = new Uint8Array(12);
  globalThis.crypto.getRandomValues(bytes);
  return `call-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
};

type PeerSession = { readonly callId: string; peer: PeerLike | null; microphone: MediaStream | null; readonly queue: unknown[]; closed: boolean };

const audioTracksOf = (stream: MediaStream | null): MediaStreamTrack[] => stream?.getTracks().filter((track) => track.kind === 'audio') ?? [];

const statusOfRefusal = (error: unknown): number => {
  const code = typeof error === 'object' && error !== null && 'code' in error ? Number((error as { code: unknown }).code) : NaN;
  return Number.isInteger(code) && code > 0 ? code : CallStatus.ServerError;
};

export class CallEngine {
  private readonly stateSubject = new BehaviorSubject<CallState>(IDLE_CALL);
  readonly state$: Observable<CallState> = this.stateSubject.asObservable();
  private readonly localSubject = new BehaviorSubject<MediaStream | null>(null);
  private readonly remoteSubject = new BehaviorSubject<MediaStream | null>(null);
  /** A video call's own camera (for the self view), null otherwise. */
  readonly localVideo$: Observable<MediaStream | null> = this.localSubject.asObservable();
  /** A video call's remote stream (video and audio), null otherwise. */
  readonly remoteVideo$: Observable<MediaStream | null> = this.remoteSubject.asObservable();
  private muted = false;
  private readonly subscription: Subscription;
  private readonly audio: RemoteAudioLike;
  private readonly now: () => number;
  private readonly newCallId: () => string;
  private readonly allow: readonly string[];
  private session: PeerSession | null = null;
  private closed = false;
  private timings: CallTimings = { inviteSentAt: null, connectedAt: null, mediaUpAt: null };

  constructor(private readonly options: CallEngineOptions) {
    this.audio = options.audio ?? new RemoteAudio();
    this.now = options.now ?? Date.now;
    this.newCallId = options.newCallId ?? randomCallId;
    this.allow = options.iceAllow ?? [];
    this.subscription = options.signalling.calls$.subscribe((frame) => this.dispatch({ type: 'frame', frame, now: this.now() }));
  }

  get state(): CallState {
    return this.stateSubject.value;
  }

  get lastTimings(): CallTimings {
    return this.timings;
  }

  /** Calls a terminal; answers the resulting state (already ended 606 for oneself, nothing sent). */
  /** media 'ambient': environment monitoring, receive-only (the terminal answers it silently). */
  place(to: string, options: { name?: string; media?: CallMedia; resolution?: VideoResolution } = {}): CallState {
    const callId = this.newCallId();
    this.timings = { inviteSentAt: null, connectedAt: null, mediaUpAt: null };
    this.dispatch({
      type: 'place',
      callId,
      to,
      media: options.media ?? 'audio',
      self: this.options.self,
      now: this.now(),
      ...(options.name === undefined ? {} : { toName: options.name }),
      ...(options.resolution === undefined ? {} : { resolution: options.resolution }),
    });
    return this.state;
  }

  answer(): void {
    this.timings = { inviteSentAt: null, connectedAt: null, mediaUpAt: null };
    this.dispatch({ type: 'answer', now: this.now() });
  }

  decline(): void {
    this.dispatch({ type: 'decline', now: this.now() });
  }

  cancel(): void {
    this.dispatch({ type: 'cancel', now: this.now() });
  }

  hangup(): void {
    this.dispatch({ type: 'hangup', now: this.now() });
  }

  /** Closes the dialog of an ended call. */
  dismiss(): void {
    this.dispatch({ type: 'dismiss' });
  }

  /** The "video call volume" / "volume" setting, 0-100. */
  setVolume(volume: number): void {
    this.audio.setVolume(volume);
  }

  /** Mutes or unmutes our microphone on the call under way (and the next one). */
  setMuted(muted: boolean): void {
    this.muted = muted;
    for (const track of audioTracksOf(this.session?.microphone ?? null)) track.enabled = !muted;
  }

  get isMuted(): boolean {
    return this.muted;
  }

  /** RMS 0-1 of the other party's audio now. */
  remoteLevel(): number {
    return this.audio.level();
  }

  /** Ends a call under way (bye, cancel or decline) and stops listening. Safe to call twice. */
  close(): void {
    if (this.closed) return;
    if (isCallOpen(this.state)) this.hangup();
    this.closed = true;
    this.subscription.unsubscribe();
    this.stopPeer();
    this.stateSubject.complete();
    this.localSubject.complete();
    this.remoteSubject.complete();
  }

  private dispatch(input: CallInput): void {
    if (this.closed) return;
    const before = this.state;
    const { state, effects } = stepCall(before, input);
    if (state !== before) {
      if (state.phase === 'connected' && before.phase !== 'connected') this.timings = { ...this.timings, connectedAt: this.now() };
      if (state.mediaUp && !before.mediaUp) this.timings = { ...this.timings, mediaUpAt: this.now() };
      this.stateSubject.next(state);
    }
    for (const effect of effects) this.run(effect);
  }

  private run(effect: CallEffect): void {
    switch (effect.kind) {
      case 'send':
        this.send(effect.args);
        return;
      case 'startPeer':
        void this.startPeer(effect.callId, effect.initiator, effect.remote, effect.video, effect.receiveOnly === true);
        return;
      case 'signalPeer':
        this.signalPeer(effect.callId, effect.data);
        return;
      case 'stopPeer':
        this.stopPeer();
        return;
    }
  }

  private send(args: CallSignalArgs): void {
    if (args.signal === 'invite') this.timings = { ...this.timings, inviteSentAt: this.now() };
    this.options.signalling.command('callSignal', args).then(
      (data) => {
        const status = typeof data === 'object' && data !== null && typeof (data as { status?: unknown }).status === 'number' ? (data as { status: number }).status : 0;
        this.dispatch({ type: 'reply', callId: args.callId, signal: args.signal, status, refused: false, now: this.now() });
      },
      (error: unknown) => this.dispatch({ type: 'reply', callId: args.callId, signal: args.signal, status: statusOfRefusal(error), refused: true, now: this.now() }),
    );
  }

  private async startPeer(callId: string, initiator: boolean, remote: readonly unknown[], video: VideoResolution | null, receiveOnly: boolean): Promise<void> {
    this.stopPeer();
    const session: PeerSession = { callId, peer: null, microphone: null, queue: [...remote], closed: false };
    this.session = session;
    let microphone: MediaStream | null;
    try {
      // Environment monitoring never opens the dispatcher's microphone: the terminal talks, the console listens.
      microphone = receiveOnly ? null : video ? await (this.options.openCamera ?? ((resolution) => openCamera(resolution)))(video) : await (this.options.openMicrophone ?? (() => openMicrophone()))();
    } catch (error) {
      const kind = microphoneErrorOf(error).kind;
      // SPEC §4 800: the camera (or its microphone) could not be opened on a video call.
      if (this.session === session) this.dispatch({ type: 'mediaFailed', callId, failure: video && kind === 'no-microphone' ? 'no-camera' : kind, now: this.now() });
      return;
    }
    if (session.closed) {
      for (const track of microphone?.getTracks() ?? []) track.stop();
      return;
    }
    session.microphone = microphone;
    for (const track of audioTracksOf(microphone)) track.enabled = !this.muted;
    if (video && microphone) this.localSubject.next(microphone);
    try {
      const peer = await (this.options.createPeer ?? simplePeerFactory)({
        initiator,
        stream: microphone,
        iceServers: this.options.iceServers ?? [],
        sdpTransform: (sdp) => filterSdpCandidates(sdp, this.allow),
      });
      if (session.closed) {
        peer.destroy();
        return;
      }
      session.peer = peer;
      peer.on('signal', (data: never) => {
        const allowed = applyIcePolicy<unknown>(data, this.allow);
        if (allowed !== null && !session.closed) this.dispatch({ type: 'localSignal', callId, data: allowed });
      });
      peer.on('stream', (stream: never) => {
        if (session.closed) return;
        this.audio.attach(stream as MediaStream);
        if (video) this.remoteSubject.next(stream as MediaStream);
      });
      // 'connect' waits for simple-peer's data channel, which a Node peer's offer may not carry:
      // the ICE state says when media can flow.
      peer.on('connect', () => {
        if (!session.closed) this.dispatch({ type: 'mediaUp', callId });
      });
      peer.on('iceStateChange', (state: never) => {
        if (!session.closed && (state === 'connected' || state === 'completed')) this.dispatch({ type: 'mediaUp', callId });
      });
      peer.on('error', (error: never) => {
        console.warn('call peer error', error);
        if (!session.closed) this.dispatch({ type: 'mediaFailed', callId, failure: 'peer', now: this.now() });
      });
      for (const data of session.queue.splice(0)) this.feedPeer(peer, data);
    } catch (error) {
      console.warn('call peer could not start', error);
      if (this.session === session) this.dispatch({ type: 'mediaFailed', callId, failure: 'peer', now: this.now() });
    }
  }

  private signalPeer(callId: string, data: unknown): void {
    const session = this.session;
    if (!session || session.callId !== callId || session.closed) return;
    if (session.peer) this.feedPeer(session.peer, data);
    else session.queue.push(data);
  }

  private feedPeer(peer: PeerLike, data: unknown): void {
    const allowed = applyIcePolicy<unknown>(data, this.allow);
    if (allowed === null) return;
    try {
      peer.signal(allowed);
    } catch {
      /* a malformed remote signal is dropped; ICE may still succeed on the others */
    }
  }

  private stopPeer(): void {
    const session = this.session;
    this.session = null;
    this.audio.detach();
    if (this.localSubject.value) this.localSubject.next(null);
    if (this.remoteSubject.value) this.remoteSubject.next(null);
    if (!session || session.closed) return;
    session.closed = true;
    try {
      session.peer?.destroy();
    } catch {
      /* already gone */
    }
    for (const track of session.microphone?.getTracks() ?? []) track.stop();
  }
}
