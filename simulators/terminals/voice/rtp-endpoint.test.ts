import { createSocket } from 'node:dgram';
import { describe, expect, it } from 'vitest';
import { RtpEndpoint } from './rtp-endpoint.ts';

describe('RtpEndpoint', () => {
  it('sends only to the media host, and receives on its bound port', async () => {
    const janus = createSocket('udp4');
    await new Promise<void>((resolve) => janus.bind(0, '127.0.0.1', resolve));
    const got: Buffer[] = [];
    janus.on('message', (message) => got.push(message));
    const received: Uint8Array[] = [];
    const endpoint = await RtpEndpoint.open('127.0.0.1', '127.0.0.1', (datagram) => received.push(datagram));
    try {
      endpoint.send(Uint8Array.of(0)); // no address from Janus yet: dropped
      expect(() => endpoint.sendTo({ ip: '10.0.0.9', port: 5000 })).toThrow(/refusing to send RTP to 10.0.0.9/);
      endpoint.sendTo({ ip: '127.0.0.1', port: janus.address().port });
      endpoint.send(Uint8Array.of(1, 2, 3));
      janus.send(Uint8Array.of(9), endpoint.local.port, '127.0.0.1');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(got.map((message) => [...message])).toEqual([[1, 2, 3]]);
      expect(received.map((datagram) => [...datagram])).toEqual([[9]]);
    } finally {
      endpoint.close();
      endpoint.close();
      janus.close();
    }
  });

  it('takes in only datagrams from the media host', async () => {
    const bind = async (ip: string) => {
      const socket = createSocket('udp4');
      await new Promise<void>((resolve) => socket.bind(0, ip, resolve));
      return socket;
    };
    // Both on loopback: Janus's address is 127.0.0.2, a stray sender's 127.0.0.1.
    const janus = await bind('127.0.0.2');
    const stray = await bind('127.0.0.1');
    const received: number[][] = [];
    const endpoint = await RtpEndpoint.open('127.0.0.1', '127.0.0.2', (datagram) => received.push([...datagram]));
    try {
      stray.send(Uint8Array.of(6), endpoint.local.port, '127.0.0.1');
      janus.send(Uint8Array.of(7), endpoint.local.port, '127.0.0.1');
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(received).toEqual([[7]]);
    } finally {
      endpoint.close();
      janus.close();
      stray.close();
    }
  });
});
