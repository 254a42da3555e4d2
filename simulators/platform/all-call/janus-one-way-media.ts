import { randomBytes, randomInt } from 'node:crypto';
import WebSocket from 'ws';
import { FLOOR_ROOM_OF } from '../../../protocol/index.ts';
import { JanusSession, type JanusHandle, type JanusSocketConstructor } from '../../../media/janus/index.ts';
import { platformRoomPinKey, roomPinOf } from '../../janus/room-pin.ts';
import type { OneWayMedia, OneWayMediaCall } from './one-way-media.ts';
import { bindUdp, RtpRelay, type RtpAddress } from './rtp-relay.ts';

const AUDIOBRIDGE = 'janus.plugin.audiobridge';
const ROOM_EXISTS = 486;
/** Opus at 48 kHz, as every group room and terminal uses (docs/protocol.md, Media). */
const OPUS_PAYLOAD_TYPE = 111;
/**
 * Call rooms get random ids in this range, clear of group ids and temp groups (900001 up); random
 * because several emulators may share one Janus (the test run starts two).
 */
export const CALL_ROOM_RANGE = { first: 7_000_000_000, size: 1_000_000_000 } as const;
/** Packets a target room queues before mixing the relay (as the simulated terminals join). */
const RELAY_PREBUFFER = 3;

export type JanusOneWayMediaOptions = {
  readonly url: string;
  readonly adminKey: string | null;
  /** Our side of Janus's network: forwards come here and relays send from here. */
  readonly bindIp: string;
  /** Janus's media address: the only place relayed audio goes. */
  readonly mediaHost: string;
  readonly log: (line: string) => void;
  readonly WebSocket?: JanusSocketConstructor;
};

/**
 * One-way calls on Janus AudioBridge. Each call gets its own Janus session and a room with a pin;
 * `rtp_forward` sends the room's mix to a UDP socket of ours, and RtpRelay sends it on into each
 * target group's room, where the relay is a plain-RTP participant (unmuted, display = the caller).
 * Destroying the session takes the relay participants out; destroying the room ends the forwarder.
 */
export class JanusOneWayMedia implements OneWayMedia {
  private readonly calls = new Set<OneWayMediaCall>();
  private closed = false;

  constructor(private readonly options: JanusOneWayMediaOptions) {}

  async open(callId: string, display: string, gids: readonly string[]): Promise<OneWayMediaCall | null> {
    if (this.closed) return null;
    const { options } = this;
    let session: JanusSession | null = null;
    let relay: RtpRelay | null = null;
    let room: number | null = null;
    let admin: JanusHandle | null = null;
    try {
      session = await JanusSession.connect(options.url, { WebSocket: options.WebSocket ?? (WebSocket as unknown as JanusSocketConstructor) });
      admin = await session.attach(AUDIOBRIDGE);
      const pin = randomBytes(12).toString('hex');
      room = await this.createRoom(admin, callId, pin);
      relay = new RtpRelay(await bindUdp(options.bindIp), options.mediaHost);
      const inbound = relay.inbound.address().port;
      // always_on: the targets get a steady stream (silence too), so their rooms keep the relay mixed.
      await admin.request({ request: 'rtp_forward', room, host: options.bindIp, port: inbound, ptype: OPUS_PAYLOAD_TYPE, codec: 'opus', always_on: true, ...this.keys() });
      const handles = new Map<string, JanusHandle>();
      const joined = await Promise.all(gids.map((gid) => this.joinTarget(session!, relay!, gid, display, handles)));
      const relayed = new Set(gids.filter((_, index) => joined[index]));
      if (relayed.size === 0) throw new Error('no target room could be joined');
      const call = this.callOf(session, admin, relay, room, pin, relayed, handles);
      this.calls.add(call);
      options.log(`one-way call ${callId}: room ${room}, relayed into ${relayed.size} of ${gids.length} group rooms`);
      return call;
    } catch (error) {
      options.log(`one-way call ${callId}: no media: ${error instanceof Error ? error.message : String(error)}`);
      relay?.close();
      if (admin && room !== null) await admin.request({ request: 'destroy', room, ...this.keys() }).catch(() => undefined);
      await session?.destroy().catch(() => undefined);
      return null;
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all([...this.calls].map((call) => call.close()));
  }

  private async createRoom(admin: JanusHandle, callId: string, pin: string): Promise<number> {
    for (let attempt = 0; ; attempt += 1) {
      const room = CALL_ROOM_RANGE.first + randomInt(CALL_ROOM_RANGE.size);
      try {
        // Plain-RTP talkers too (radio gateways, the emulator's own tests); the pin guards the room either way.
        await admin.request({ request: 'create', room, description: `one-way ${callId}`, pin, is_private: true, permanent: false, sampling_rate: 48_000, allow_rtp_participants: true, ...this.keys() });
        return room;
      } catch (error) {
        if ((error as { code?: number }).code !== ROOM_EXISTS || attempt >= 3) throw error;
      }
    }
  }

  /** Joins the relay into one group's room; false (logged) when that room cannot be joined. */
  private async joinTarget(session: JanusSession, relay: RtpRelay, gid: string, display: string, handles: Map<string, JanusHandle>): Promise<boolean> {
    try {
      const local = await relay.addTarget(gid, this.options.bindIp);
      const handle = await session.attach(AUDIOBRIDGE);
      handles.set(gid, handle);
      const { data } = await handle.message({
        request: 'join',
        room: FLOOR_ROOM_OF(gid),
        ...this.groupPin(FLOOR_ROOM_OF(gid)),
        display,
        muted: false,
        prebuffer: RELAY_PREBUFFER,
        rtp: { ip: local.ip, port: local.port, payload_type: OPUS_PAYLOAD_TYPE },
      });
      const remote = data.rtp as Partial<RtpAddress> | undefined;
      if (typeof remote?.ip !== 'string' || typeof remote.port !== 'number') throw new Error('join answered without an rtp address');
      relay.connect(gid, { ip: remote.ip, port: remote.port });
      return true;
    } catch (error) {
      this.options.log(`one-way relay into group ${gid}: ${error instanceof Error ? error.message : String(error)}`);
      relay.removeTarget(gid);
      return false;
    }
  }

  private callOf(session: JanusSession, admin: JanusHandle, relay: RtpRelay, room: number, pin: string, relayed: Set<string>, handles: Map<string, JanusHandle>): OneWayMediaCall {
    let closing: Promise<void> | null = null;
    const call: OneWayMediaCall = {
      room,
      pin,
      relayed,
      drop: async (gid) => {
        if (!relayed.delete(gid)) return;
        relay.removeTarget(gid);
        const handle = handles.get(gid);
        handles.delete(gid);
        if (handle) await session.detach(handle).catch(() => undefined);
      },
      close: () =>
        (closing ??= (async () => {
          this.calls.delete(call);
          relayed.clear();
          relay.close();
          await admin.request({ request: 'destroy', room, ...this.keys() }).catch((error: unknown) => this.options.log(`one-way room ${room} not destroyed: ${String(error)}`));
          await session.destroy().catch(() => undefined);
        })()),
    };
    return call;
  }

  /** A group room's pin (janus/room-pin.ts): the relay joins as the platform, not through /janus. */
  private groupPin(room: number): { pin?: string } {
    const key = this.options.adminKey;
    return key === null ? {} : { pin: roomPinOf(platformRoomPinKey(key), room) };
  }

  /** Our admin key opens rtp_forward (lock_rtp_forward) and is every room's secret. */
  private keys(): { admin_key?: string; secret?: string } {
    const key = this.options.adminKey;
    return key === null ? {} : { admin_key: key, secret: key };
  }
}
