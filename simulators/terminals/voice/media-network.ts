import { roomPinKeyFromEnv } from '../../janus/room-pin.ts';

/**
 * Where media may go. Janus runs in a network namespace of our own; we bind on our side of its veth
 * and send only to it. Without the namespace (a developer's machine) both ends are loopback.
 */
export type MediaNetwork = {
  /** Janus's media address: the only place RTP is sent. */
  readonly mediaHost: string;
  /** Our side of the veth: RTP sockets bind here. */
  readonly hostSideIp: string;
  /** Janus's WebSocket API (not the emulator's /janus proxy: simulators talk to Janus directly). */
  readonly janusWs: string;
  /** The group rooms' pin key (janus/room-pin.ts): the radios' gateway joins rooms with their pins. */
  readonly roomPinKey?: string | null;
};

/** The media network from the environment (and --janus); null when no Janus was named: no voice then. */
export function mediaNetworkFrom(env: Readonly<Record<string, string | undefined>>, janusFlag?: string): MediaNetwork | null {
  const janusWs = janusFlag || env.POC_JANUS_WS;
  if (!janusWs) return null;
  return { mediaHost: env.POC_MEDIA_HOST || '127.0.0.1', hostSideIp: env.POC_HOST_SIDE_IP || '127.0.0.1', janusWs, roomPinKey: roomPinKeyFromEnv(env) };
}
