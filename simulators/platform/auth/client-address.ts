import type { IncomingMessage } from 'node:http';

/**
 * The client address a guess is counted against: the socket's peer (no proxy header is trusted).
 * IPv4-mapped addresses count as IPv4; IPv6 counts by its /64, which one subscriber holds whole.
 */
export function clientAddressOf(request: IncomingMessage): string {
  return addressKey(request.socket.remoteAddress);
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
