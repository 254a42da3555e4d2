import { createSocket } from 'node:dgram';
import { afterAll, describe, expect, it } from 'vitest';
import { bindingResponse, startStunServer, STUN_MAGIC_COOKIE, type StunServer } from './stun-server.ts';

const request = (transaction: Buffer) => {
  const out = Buffer.alloc(20);
  out.writeUInt16BE(0x0001, 0);
  out.writeUInt32BE(STUN_MAGIC_COOKIE, 4);
  transaction.copy(out, 8);
  return out;
};

function mapped(response: Buffer): { address: string; port: number } {
  const port = response.readUInt16BE(26) ^ (STUN_MAGIC_COOKIE >>> 16);
  const key = [0x21, 0x12, 0xa4, 0x42];
  const address = [0, 1, 2, 3].map((i) => (response[28 + i] ?? 0) ^ (key[i] ?? 0)).join('.');
  return { address, port };
}

let server: StunServer | null = null;
afterAll(async () => server?.close());

describe('STUN binding responder', () => {
  it('encodes XOR-MAPPED-ADDRESS and ignores what is not a binding request', () => {
    const transaction = Buffer.from('0123456789ab');
    const response = bindingResponse(request(transaction), '127.0.0.1', 50_000)!;
    expect(response.readUInt16BE(0)).toBe(0x0101);
    expect(response.subarray(8, 20).equals(transaction)).toBe(true);
    expect(mapped(response)).toEqual({ address: '127.0.0.1', port: 50_000 });
    expect(bindingResponse(Buffer.from('hello'), '127.0.0.1', 1)).toBeNull();
    expect(bindingResponse(Buffer.alloc(20), '127.0.0.1', 1)).toBeNull();
    expect(bindingResponse(request(transaction), '::1', 1)?.length).toBe(44);
  });

  it('answers on loopback with the sender address', async () => {
    server = await startStunServer('127.0.0.1');
    expect(server.url).toMatch(/^stun:127\.0\.0\.1:\d+$/);
    const client = createSocket('udp4');
    await new Promise<void>((resolve) => client.bind(0, '127.0.0.1', resolve));
    const answer = new Promise<Buffer>((resolve) => client.once('message', resolve));
    client.send(request(Buffer.from('abcdefghijkl')), server.port, '127.0.0.1');
    const response = await answer;
    expect(mapped(response)).toEqual({ address: '127.0.0.1', port: client.address().port });
    expect(server.answered()).toBe(1);
    client.close();
  });
});
