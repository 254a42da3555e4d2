import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';

const FORWARDED_CLIENT = Symbol('forwarded client address');
type Stamped = IncomingMessage & { [FORWARDED_CLIENT]?: string };

/**
 * The client address a guess is counted against: the socket's peer, or, when that peer is one of
 * the proxies the deployment names (--trusted-proxy: the compose nginx), the address that proxy
 * saw (see stampClientAddress). IPv4-mapped addresses count as IPv4; IPv6 counts by its /64, which
 * one subscriber holds whole.
 */
export function clientAddressOf(request: IncomingMessage): string {
  return (request as Stamped)[FORWARDED_CLIENT] ?? addressKey(request.socket.remoteAddress);
}

/** The bare address, lower case, without `::ffff:` or a zone: what --trusted-proxy entries are compared as. */
export function bareAddress(remote: string): string {
  const bare = remote.trim().split('%')[0]!.toLowerCase();
  return /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare)?.[1] ?? bare;
}

/**
 * Behind a trusted proxy every client would share the proxy's address, so one guesser would lock
 * everyone out. A request from a trusted proxy is counted against the right-most X-Forwarded-For
 * entry that is not itself a trusted proxy: nginx's $proxy_add_x_forwarded_for appends the peer it
 * saw, so what a client wrote in the header itself stays to the left and is never believed. From any
 * other peer the header is ignored.
 */
export function stampClientAddress(request: IncomingMessage, trusted: ReadonlySet<string>): void {
  if (trusted.size === 0) return;
  const peer = request.socket.remoteAddress;
  if (!peer || !trusted.has(bareAddress(peer))) return;
  const header = request.headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').map(bareAddress).filter((hop) => hop !== '');
  const client = hops.reverse().find((hop) => !trusted.has(hop));
  if (client && isIP(client) !== 0) (request as Stamped)[FORWARDED_CLIENT] = addressKey(client);
}

/** The key of a peer address as Node gives it (`::ffff:` prefixes, zone ids, any case). */
export function addressKey(remote: string | undefined): string {
  if (!remote) return 'unknown';
  const bare = remote.split('%')[0]!.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare);
  if (mapped) return mapped[1]!;
  if (!bare.includes(':')) return bare;
  const [head = '', tail] = bare.split('::');
  const front = head === '' ? [] : head.split(':');
  const back = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups = [...front, ...Array<string>(Math.max(0, 8 - front.length - back.length)).fill('0'), ...back];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
