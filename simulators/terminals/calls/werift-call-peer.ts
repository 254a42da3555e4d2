/**
 * The media side of a simulated terminal's individual call: a werift peer connection that speaks
 * simple-peer's signal format (`{ type, sdp }`, `{ type: 'candidate', candidate }`), sends Opus
 * packets (a phrase or a tone, looped) and meters what it hears. A video call also sends VP8 from
 * a test camera (ffmpeg, test-video.ts) and counts the video packets and frames it receives.
 *
 * Network rule: werift binds to one local address, uses only the STUN server it is given (ours),
 * answers connectivity checks only from allowed addresses, pairs only allowed candidates, and the
 * candidates it offers or accepts pass the ICE address policy.
 */
import {
  MediaStreamTrack,
  RTCPeerConnection,
  RTCRtpCodecParameters,
} from 'werift';
import { applyIcePolicy, ipInCidr, parseCidr, type Cidr, type VideoResolution } from '../../../protocol/index.ts';
import { createOpusDecoder, RtpReceiver, RtpSender, type Heard } from '../voice/index.ts';
import { startTestVideo, type TestVideo } from './test-video.ts';

/** What a video call's peer received: RTP packets, whole frames (marker bit), key frames. */
export type VideoSeen = { readonly packets: number; readonly frames: number; readonly keyFrames: number; readonly bytes: number; readonly lastAt: number | null };

export type CallIceConfig = {
  /** CIDRs media may use (e.g. `127.0.0.0/8`, a veth subnet); empty turns the policy off. */
  readonly allow: readonly string[];
  /** Our own STUN server, `stun:127.0.0.1:PORT`: without one werift asks a public server. */
  readonly stunUrl: string;
  /** The local address werift binds its sockets to. */
  readonly bindAddress: string;
};

export type CallPeerOptions = {
  readonly ice: CallIceConfig;
  /** Opus packets of 20 ms each, sent in a loop while the call lasts. */
  readonly packets: readonly Uint8Array[];
  /** Each signal for the other party (already policy-filtered). */
  readonly onSignal: (data: unknown) => void;
  /** A video call: the test camera's resolution; without it the peer carries audio only. */
  readonly video?: { readonly resolution: VideoResolution };
  /** Environment monitoring: the terminal only sends its microphone (the console offers receive-only). */
  readonly sendOnly?: boolean;
};

const OPUS = new RTCRtpCodecParameters({ mimeType: 'audio/opus', clockRate: 48_000, channels: 2, payloadType: 111 });
const VP8 = new RTCRtpCodecParameters({
  mimeType: 'video/VP8',
  clockRate: 90_000,
  payloadType: 96,
  rtcpFeedback: [{ type: 'nack' }, { type: 'nack', parameter: 'pli' }, { type: 'goog-remb' }],
});

/** A VP8 payload descriptor's end, then the payload header's P bit: 0 on a key frame (RFC 7741). */
function isVp8KeyFrameStart(payload: Buffer): boolean {
  if (payload.length < 2) return false;
  const first = payload[0] ?? 0;
  if ((first & 0x10) === 0) return false; // S: not the start of a partition
  let offset = 1;
  if (first & 0x80) {
    const ext = payload[1] ?? 0;
    offset += 1;
    if (ext & 0x80) offset += (payload[offset] ?? 0) & 0x80 ? 2 : 1;
    if (ext & 0x40) offset += 1;
    if (ext & 0x30) offset += 1;
  }
  return offset < payload.length && ((payload[offset] ?? 1) & 0x01) === 0;
}

function addressAllowed(cidrs: readonly Cidr[], address: string): boolean {
  return cidrs.length === 0 || cidrs.some((cidr) => ipInCidr(address, cidr));
}

export class WeriftCallPeer {
  private readonly pc: RTCPeerConnection;
  private readonly track = new MediaStreamTrack({ kind: 'audio' });
  private readonly videoTrack = new MediaStreamTrack({ kind: 'video' });
  private camera: TestVideo | null = null;
  private seen: VideoSeen = { packets: 0, frames: 0, keyFrames: 0, bytes: 0, lastAt: null };
  private readonly sender = new RtpSender({ send: (packet) => this.writeRtp(packet) });
  private readonly receiver: RtpReceiver;
  private closed = false;
  private talking: Promise<void> | null = null;
  private readonly cidrs: readonly Cidr[];
  /** When ICE + DTLS came up (epoch ms), or null. */
  connectedAt: number | null = null;
  sentPackets = 0;

  /** Opens the Opus decoder of the meter first: remote tracks may arrive with the first description. */
  static async open(options: CallPeerOptions): Promise<WeriftCallPeer> {
    return new WeriftCallPeer(options, new RtpReceiver({ decoder: await createOpusDecoder() }));
  }

  private constructor(
    private readonly options: CallPeerOptions,
    receiver: RtpReceiver,
  ) {
    this.receiver = receiver;
    const { ice } = options;
    this.cidrs = ice.allow.map(parseCidr).filter((cidr): cidr is Cidr => cidr !== null);
    this.pc = new RTCPeerConnection({
      iceServers: [{ urls: ice.stunUrl }],
      iceInterfaceAddresses: { udp4: ice.bindAddress },
      iceAdditionalHostAddresses: [ice.bindAddress],
      iceUseIpv6: false,
      iceFilterStunResponse: (_message, address) => addressAllowed(this.cidrs, address[0]),
      iceFilterCandidatePair: (pair) => addressAllowed(this.cidrs, pair.remoteCandidate.host) && addressAllowed(this.cidrs, pair.localCandidate.host),
      codecs: { audio: [OPUS], video: options.video ? [VP8] : [] },
    });
    this.pc.onIceCandidate.subscribe((candidate) => {
      if (!candidate || this.closed) return;
      const data = applyIcePolicy<unknown>({ type: 'candidate', candidate: candidate.toJSON() }, ice.allow);
      if (data !== null) options.onSignal(data);
    });
    this.pc.onTrack.subscribe((remote) => {
      if (remote.kind === 'video') {
        remote.onReceiveRtp.subscribe((rtp) => {
          if (this.closed) return;
          const seen = this.seen;
          this.seen = {
            packets: seen.packets + 1,
            frames: seen.frames + (rtp.header.marker ? 1 : 0),
            keyFrames: seen.keyFrames + (isVp8KeyFrameStart(rtp.payload) ? 1 : 0),
            bytes: seen.bytes + rtp.payload.length,
            lastAt: Date.now(),
          };
        });
        return;
      }
      remote.onReceiveRtp.subscribe((rtp) => {
        if (!this.closed) receiver.receive(rtp.serialize());
      });
    });
    this.pc.connectionStateChange.subscribe((state) => {
      if (state === 'connected' && this.connectedAt === null) {
        this.connectedAt = Date.now();
        this.startTalking();
        void this.startCamera();
      }
    });
  }

  /** The caller side: an offer with a sendrecv audio transceiver. */
  async offer(): Promise<void> {
    this.pc.addTransceiver(this.track, { direction: 'sendrecv' });
    if (this.options.video) this.pc.addTransceiver(this.videoTrack, { direction: 'sendrecv' });
    const offer = await this.pc.createOffer();
    await this.pc.setLocalDescription(offer);
    this.emitDescription();
  }

  /** The callee side: answers the caller's offer (simple-peer's `{ type: 'offer', sdp }`). */
  async answer(offer: unknown): Promise<void> {
    await this.signal(offer);
    const transceiver = this.pc.getTransceivers().find((t) => t.kind === 'audio');
    if (!transceiver) throw new Error('the offer has no audio');
    transceiver.setDirection(this.options.sendOnly ? 'sendonly' : 'sendrecv');
    await transceiver.sender.replaceTrack(this.track);
    const video = this.options.video ? this.pc.getTransceivers().find((t) => t.kind === 'video') : undefined;
    if (video) {
      video.setDirection('sendrecv');
      await video.sender.replaceTrack(this.videoTrack);
    }
    const answer = await this.pc.createAnswer();
    await this.pc.setLocalDescription(answer);
    this.emitDescription();
  }

  /** A remote signal: a description or a trickled candidate; forbidden candidates are dropped. */
  async signal(data: unknown): Promise<void> {
    if (this.closed) return;
    const allowed = applyIcePolicy<unknown>(data, this.options.ice.allow);
    if (allowed === null || typeof allowed !== 'object') return;
    const record = allowed as { type?: unknown; sdp?: unknown; candidate?: unknown };
    if ((record.type === 'offer' || record.type === 'answer') && typeof record.sdp === 'string') {
      await this.pc.setRemoteDescription({ type: record.type, sdp: record.sdp });
      return;
    }
    const candidate = record.candidate as { candidate?: unknown; sdpMid?: unknown; sdpMLineIndex?: unknown } | undefined;
    if (candidate && typeof candidate.candidate === 'string' && candidate.candidate !== '') {
      await this.pc
        .addIceCandidate({
          candidate: candidate.candidate,
          ...(typeof candidate.sdpMid === 'string' ? { sdpMid: candidate.sdpMid } : {}),
          ...(typeof candidate.sdpMLineIndex === 'number' ? { sdpMLineIndex: candidate.sdpMLineIndex } : {}),
        })
        .catch(() => undefined);
    }
  }

  /** The nominated ICE pair (addresses media flows between), or null before ICE completes. */
  selectedPair(): { local: string; remote: string } | null {
    for (const transport of this.pc.iceTransports) {
      const pair = transport.connection.nominated;
      if (pair) return { local: `${pair.localCandidate.host}:${pair.localCandidate.port}`, remote: `${pair.remoteCandidate.host}:${pair.remoteCandidate.port}` };
    }
    return null;
  }

  heard(): Heard | null {
    return this.receiver.heard();
  }

  /** The video received so far (all zero on a voice call). */
  videoSeen(): VideoSeen {
    return this.seen;
  }

  /** RTP packets of our test camera sent so far. */
  videoSent(): number {
    return this.camera?.packets() ?? 0;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.sender.stop();
    await this.camera?.stop();
    await this.talking?.catch(() => undefined);
    await this.pc.close().catch(() => undefined);
    this.receiver.close();
  }

  private emitDescription(): void {
    const description = this.pc.localDescription;
    if (!description) return;
    const data = applyIcePolicy<unknown>({ type: description.type, sdp: description.sdp }, this.options.ice.allow);
    if (data !== null) this.options.onSignal(data);
  }

  private startTalking(): void {
    if (this.talking || this.options.packets.length === 0) return;
    this.talking = (async () => {
      while (!this.closed) {
        const report = await this.sender.talk(this.options.packets);
        if (report.stopped || report.sent === 0) break;
      }
    })();
  }

  private async startCamera(): Promise<void> {
    const video = this.options.video;
    if (!video || this.camera || this.closed) return;
    const camera = await startTestVideo({
      resolution: video.resolution,
      onRtp: (packet) => {
        if (this.closed) return;
        try {
          this.videoTrack.writeRtp(packet);
        } catch {
          /* the transport went away */
        }
      },
    });
    if (this.closed) await camera.stop();
    else this.camera = camera;
  }

  private writeRtp(packet: Uint8Array): void {
    if (this.closed) return;
    try {
      this.track.writeRtp(Buffer.from(packet.buffer, packet.byteOffset, packet.byteLength));
      this.sentPackets += 1;
    } catch {
      /* the transport is not ready yet or went away */
    }
  }
}
