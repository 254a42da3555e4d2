import { AudioBridgeParticipant } from './audiobridge-participant.ts';
import type { Heard } from './level-meter.ts';
import type { MediaNetwork } from './media-network.ts';
import { RtpEndpoint } from './rtp-endpoint.ts';
import { createOpusDecoder, RtpReceiver } from './rtp-receiver.ts';
import { RtpSender, type TalkReport } from './rtp-sender.ts';

/** The Opus encoding of 20 ms of silence (one CELT frame), as WebRTC stacks send it. */
const OPUS_SILENCE = Uint8Array.of(0xf8, 0xff, 0xfe);
const LATCH_FRAMES = [OPUS_SILENCE, OPUS_SILENCE, OPUS_SILENCE];
const LATCH_ATTEMPTS = 10;
const LATCH_WAIT_MS = 200;

/** Resolves when `done()` holds (checked every 10 ms) or after `ms`. */
async function waitFor(done: () => boolean, ms: number): Promise<void> {
  for (const end = Date.now() + ms; !done() && Date.now() < end; ) await new Promise((resolve) => setTimeout(resolve, 10));
}

export type VoicePeerOptions = {
  readonly network: MediaNetwork;
  /** The participant's display name: the terminal's msId. */
  readonly display: string;
  readonly silenceDbfs?: number;
  /** Decode and meter what it hears (default); false only counts packets, for big fleets. */
  readonly meter?: boolean;
};

/**
 * A plain-RTP voice of one device: a UDP endpoint, an AudioBridge participant, a paced sender and a
 * metering receiver. Knows nothing of floor control: the terminal decides when to unmute and talk.
 */
export class VoicePeer {
  private constructor(
    private readonly endpoint: RtpEndpoint,
    private readonly participant: AudioBridgeParticipant,
    private readonly sender: RtpSender,
    private readonly receiver: RtpReceiver,
  ) {}

  static async open(options: VoicePeerOptions): Promise<VoicePeer> {
    const { network } = options;
    const decoder = options.meter === false ? null : await createOpusDecoder();
    const receiver = new RtpReceiver({ decoder, ...(options.silenceDbfs === undefined ? {} : { silenceDbfs: options.silenceDbfs }) });
    let endpoint: RtpEndpoint | null = null;
    try {
      endpoint = await RtpEndpoint.open(network.hostSideIp, network.mediaHost, (datagram) => receiver.receive(datagram));
      const bound = endpoint;
      const participant = await AudioBridgeParticipant.connect({
        janusWs: network.janusWs,
        display: options.display,
        roomPinKey: network.roomPinKey ?? null,
        local: bound.local,
        onRemote: (remote) => bound.sendTo(remote),
      });
      const sender = new RtpSender({ send: (packet) => bound.send(packet) });
      return new VoicePeer(bound, participant, sender, receiver);
    } catch (error) {
      endpoint?.close();
      receiver.close();
      throw error;
    }
  }

  get room(): number | null {
    return this.participant.currentRoom;
  }

  /** Janus went away (or close() was called): open a new peer to talk again. */
  get closed(): boolean {
    return this.participant.closed;
  }

  get talking(): boolean {
    return this.sender.talking;
  }

  /**
   * Joins the room muted and resolves once the room's mix arrives. Janus neither mixes nor sends to a
   * plain-RTP participant before it has received from it, and frames sent right after the join
   * answer are sometimes lost (its port is not read yet): so send a few frames of Opus silence
   * (dropped by the mixer: we are muted) until the mix comes back.
   */
  async join(room: number): Promise<void> {
    if (this.participant.currentRoom === room) return;
    const switching = this.participant.currentRoom !== null;
    this.sender.stop();
    await this.participant.join(room);
    // Switching rooms, packets of the room we left may still be on their way: the new room's mix has
    // another SSRC. Back from no room (left, then joined again, perhaps the same room and SSRC), any
    // packet counts.
    const left = this.receiver.lastSsrc;
    const before = this.receiver.totalPackets;
    const mixArrived = () =>
      switching ? this.receiver.lastSsrc !== null && this.receiver.lastSsrc !== left : this.receiver.totalPackets > before;
    for (let attempt = 0; attempt < LATCH_ATTEMPTS && !mixArrived(); attempt += 1) {
      await this.sender.talk(LATCH_FRAMES);
      await waitFor(mixArrived, LATCH_WAIT_MS);
    }
    if (!mixArrived()) throw new Error(`joined room ${room} but Janus sends no audio back`);
  }

  leave(): Promise<void> {
    this.sender.stop();
    return this.participant.leave();
  }

  setMuted(muted: boolean): Promise<void> {
    return this.participant.setMuted(muted);
  }

  /** Sends the packets paced at 20 ms; the caller unmutes first. */
  send(packets: readonly Uint8Array[]): Promise<TalkReport> {
    return this.sender.talk(packets);
  }

  /** Stops sending at once. */
  stopSending(): void {
    this.sender.stop();
  }

  heard(): Heard {
    return this.receiver.heard();
  }

  resetHeard(): void {
    this.receiver.reset();
  }

  /** Leaves the room, ends the Janus session, closes the socket. Safe to call twice. */
  async close(): Promise<void> {
    this.sender.stop();
    await this.participant.close();
    this.endpoint.close();
    this.receiver.close();
  }
}
