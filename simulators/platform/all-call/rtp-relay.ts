import { createSocket, type Socket } from 'node:dgram';

export type RtpAddress = { readonly ip: string; readonly port: number };

/** Binds a UDP socket on `ip` (our side of Janus's veth, or loopback); ICMP errors do not end it. */
export function bindUdp(ip: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = createSocket({ type: 'udp4', recvBufferSize: 1 << 18 });
    socket.once('error', reject);
    socket.bind(0, ip, () => {
      socket.off('error', reject);
      socket.on('error', () => undefined);
      resolve(socket);
    });
  });
}

/**
 * Fans the one-way call's audio out: Janus forwards the call room's mix (rtp_forward) to `inbound`;
 * every packet is sent on from each target's own socket to that target room's plain-RTP port, since
 * Janus accepts a participant's audio only from the address it declared. Packets go only to the
 * media host, and only packets from it are relayed. What Janus sends back to the targets (their
 * rooms' mix) is read and dropped.
 */
export class RtpRelay {
  private readonly targets = new Map<string, { socket: Socket; remote: RtpAddress | null }>();
  private closed = false;
  /** Packets relayed (each counted once however many targets), for logs and tests. */
  relayed = 0;

  constructor(
    readonly inbound: Socket,
    private readonly mediaHost: string,
  ) {
    inbound.on('message', (packet, from) => {
      if (from.address !== this.mediaHost || this.closed) return;
      this.relayed += 1;
      for (const target of this.targets.values()) if (target.remote) target.socket.send(packet, target.remote.port, target.remote.ip);
    });
  }

  /** A target's socket, bound before its join so the join can declare it. */
  async addTarget(key: string, bindIp: string): Promise<RtpAddress> {
    const socket = await bindUdp(bindIp);
    socket.on('message', () => undefined);
    this.targets.set(key, { socket, remote: null });
    return { ip: bindIp, port: socket.address().port };
  }

  /** Where Janus wants this target's audio; refused unless it is the media host. */
  connect(key: string, remote: RtpAddress): void {
    if (remote.ip !== this.mediaHost) throw new Error(`refusing to relay RTP to ${remote.ip}: the media host is ${this.mediaHost}`);
    const target = this.targets.get(key);
    if (target) target.remote = remote;
  }

  removeTarget(key: string): void {
    this.targets.get(key)?.socket.close();
    this.targets.delete(key);
  }

  get targetCount(): number {
    return this.targets.size;
  }

  /** Closes every socket. Safe to call twice. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    for (const key of [...this.targets.keys()]) this.removeTarget(key);
    this.inbound.close();
  }
}
