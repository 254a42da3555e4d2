/**
 * The media side of a simulated terminal's individual call: a werift peer connection that speaks
 * simple-peer's signal format (`{ type, sdp }`, `{ type: 'candidate', candidate }`), sends Opus
 * packets (a phrase or a tone, looped) and meters what it hears.
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
import { applyIcePolicy, ipInCidr, parseCidr, type Cidr } from '../../../protocol/index.ts';
import { createOpusDecoder, RtpReceiver, RtpSender, type Heard } from '../voice/index.ts';

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
};

const OPUS = new RTCRtpCodecParameters({ mimeType: 'audio/opus', clockRate: 48_000, channels: 2, payloadType: 111 });

function addressAllowed(cidrs: readonly Cidr[], address: string): boolean {
  return cidrs.length === 0 || cidrs.some((cidr) => ipInCidr(address, cidr));
}

export class WeriftCallPeer {
  private readonly pc: RTCPeerConnection;
  private readonly track = new MediaStreamTrack({ kind: 'audio' });
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
      codecs: { audio: [OPUS], video: [] },
    });
    this.pc.onIceCandidate.subscribe((candidate) => {
      if (!candidate || this.closed) return;
      const data = applyIcePolicy<unknown>({ type: 'candidate', candidate: candidate.toJSON() }, ice.allow);
      if (data !== null) options.onSignal(data);
    });
    this.pc.onTrack.subscribe((remote) => {
      remote.onReceiveRtp.subscribe((rtp) => {
        if (!this.closed) receiver.receive(rtp.serialize());
      });
    });
    this.pc.connectionStateChange.subscribe((state) => {
      if (state === 'connected' && this.connectedAt === null) {
        this.connectedAt = Date.now();
        this.startTalking();
      }
    });
  }

  /** The caller side: an offer with a sendrecv audio transceiver. */
  async offer(): Promise<void> {
    this.pc.addTransceiver(this.track, { direction: 'sendrecv' });
    const offer = await this.pc.createOffer();
    await this.pc.setLocalDescription(offer);
    this.emitDescription();
  }

  /** The callee side: answers the caller's offer (simple-peer's `{ type: 'offer', sdp }`). */
  async answer(offer: unknown): Promise<void> {
    await this.signal(offer);
    const transceiver = this.pc.getTransceivers().find((t) => t.kind === 'audio');
    if (!transceiver) throw new Error('the offer has no audio');
    transceiver.setDirection('sendrecv');
    await transceiver.sender.replaceTrack(this.track);
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

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.sender.stop();
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
