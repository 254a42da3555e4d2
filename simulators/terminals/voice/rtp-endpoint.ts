import { createSocket, type Socket } from 'node:dgram';

export type MediaAddress = { readonly ip: string; readonly port: number };

/**
 * The one UDP socket of a plain-RTP participant: Janus accepts our audio only from the address we
 * declared and sends the room's mix back to it, so sending and receiving share it. It sends only to
 * the media host it was given (Janus in its network namespace), never anywhere else, and takes in
 * only what comes from there.
 */
export class RtpEndpoint {
  private remote: MediaAddress | null = null;
  private closed = false;

  private constructor(
    private readonly socket: Socket,
    readonly local: MediaAddress,
    private readonly mediaHost: string,
  ) {}

  /** Binds a UDP port on `localIp` (the host side of the veth, or loopback). */
  static open(localIp: string, mediaHost: string, onDatagram: (datagram: Uint8Array) => void): Promise<RtpEndpoint> {
    return new Promise((resolve, reject) => {
      const socket = createSocket({ type: 'udp4', recvBufferSize: 1 << 18 });
      socket.once('error', reject);
      socket.bind(0, localIp, () => {
        socket.off('error', reject);
        socket.on('error', () => undefined); // ICMP unreachable while Janus restarts: keep going
        socket.on('message', (message, from) => {
          // Only Janus sends here: a datagram from any other address (injected RTP) is not the room's mix.
          if (from.address !== mediaHost) return;
          onDatagram(new Uint8Array(message.buffer, message.byteOffset, message.byteLength));
        });
        resolve(new RtpEndpoint(socket, { ip: localIp, port: socket.address().port }, mediaHost));
      });
    });
  }

  /** Where Janus said to send our audio; refused unless it is the media host we were given. */
  sendTo(remote: MediaAddress | null): void {
    if (remote && remote.ip !== this.mediaHost) throw new Error(`refusing to send RTP to ${remote.ip}: the media host is ${this.mediaHost}`);
    this.remote = remote;
  }

  get remoteAddress(): MediaAddress | null {
    return this.remote;
  }

  /** Sends one datagram to Janus; dropped silently before Janus gave its address. */
  send(datagram: Uint8Array): void {
    const remote = this.remote;
    if (!remote || this.closed) return;
    this.socket.send(datagram, remote.port, remote.ip);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.socket.close();
  }
}
