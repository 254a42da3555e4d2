/**
 * A tiny STUN server of our own (RFC 5389 Binding only): answers each Binding request with the
 * sender's address as XOR-MAPPED-ADDRESS. Node WebRTC peers (werift) fall back to a public STUN
 * server when given none; pointing them here keeps every packet on the machine.
 */
import { createSocket, type Socket } from 'node:dgram';
import { isIPv4 } from 'node:net';

export const STUN_MAGIC_COOKIE = 0x2112a442;
const BINDING_REQUEST = 0x0001;
const BINDING_SUCCESS = 0x0101;
const XOR_MAPPED_ADDRESS = 0x0020;
const HEADER_BYTES = 20;

/** The Binding success answer to a request, or null when the datagram is not a Binding request. */
export function bindingResponse(request: Uint8Array, address: string, port: number): Buffer | null {
  if (request.length < HEADER_BYTES) return null;
  const view = Buffer.from(request.buffer, request.byteOffset, request.byteLength);
  if (view.readUInt16BE(0) !== BINDING_REQUEST || view.readUInt32BE(4) !== STUN_MAGIC_COOKIE) return null;
  if ((view[0] ?? 0) & 0xc0) return null; // the top two bits of a STUN message are zero
  const transaction = view.subarray(8, HEADER_BYTES);
  const ipv4 = isIPv4(address);
  const valueLength = ipv4 ? 8 : 20;
  const out = Buffer.alloc(HEADER_BYTES + 4 + valueLength);
  out.writeUInt16BE(BINDING_SUCCESS, 0);
  out.writeUInt16BE(4 + valueLength, 2);
  out.writeUInt32BE(STUN_MAGIC_COOKIE, 4);
  transaction.copy(out, 8);
  out.writeUInt16BE(XOR_MAPPED_ADDRESS, 20);
  out.writeUInt16BE(valueLength, 22);
  out.writeUInt8(0, 24);
  out.writeUInt8(ipv4 ? 0x01 : 0x02, 25);
  out.writeUInt16BE(port ^ (STUN_MAGIC_COOKIE >>> 16), 26);
  const xorKey = Buffer.concat([Buffer.from([0x21, 0x12, 0xa4, 0x42]), transaction]);
  const raw = ipv4 ? Buffer.from(address.split('.').map(Number)) : ipv6Bytes(address);
  for (let i = 0; i < raw.length; i += 1) out[28 + i] = (raw[i] ?? 0) ^ (xorKey[i] ?? 0);
  return out;
}

function ipv6Bytes(address: string): Buffer {
  const [head = '', tail = ''] = address.replace(/%.*$/, '').split('::');
  const words = (part: string) => (part === '' ? [] : part.split(':').map((word) => parseInt(word, 16)));
  const left = words(head);
  const right = words(tail);
  const all = [...left, ...new Array<number>(Math.max(0, 8 - left.length - right.length)).fill(0), ...right];
  const out = Buffer.alloc(16);
  all.slice(0, 8).forEach((word, i) => out.writeUInt16BE(word & 0xffff, i * 2));
  return out;
}

export type StunServer = {
  /** `stun:ADDRESS:PORT`, for an iceServers entry. */
  readonly url: string;
  readonly address: string;
  readonly port: number;
  /** Binding requests answered so far. */
  readonly answered: () => number;
  close(): Promise<void>;
};

/** Binds to a local address (loopback, or a veth address the project's scripts made); port 0 picks one. */
export async function startStunServer(address = '127.0.0.1', port = 0): Promise<StunServer> {
  const socket: Socket = createSocket(isIPv4(address) ? 'udp4' : 'udp6');
  let answered = 0;
  socket.on('message', (message, remote) => {
    const response = bindingResponse(message, remote.address, remote.port);
    if (!response) return;
    answered += 1;
    socket.send(response, remote.port, remote.address);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(port, address, () => {
      socket.off('error', reject);
      resolve();
    });
  });
  socket.on('error', () => undefined);
  const bound = socket.address();
  let closed: Promise<void> | null = null;
  const host = isIPv4(address) ? address : `[${address}]`;
  return {
    url: `stun:${host}:${bound.port}`,
    address,
    port: bound.port,
    answered: () => answered,
    close: () => (closed ??= new Promise((resolve) => socket.close(() => resolve()))),
  };
}
