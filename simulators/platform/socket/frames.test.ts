import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { webSocketTextFrame, webSocketTextFrames } from './frames.ts';

/** ws's frame parser (untyped in @types/ws): the same code that reads frames on a real client. */
type Receiver = {
  on(event: 'message', listener: (data: Buffer, isBinary: boolean) => void): void;
  write(chunk: Buffer, callback: (error?: Error | null) => void): void;
};
const { Receiver } = createRequire(import.meta.url)('ws') as { Receiver: new (options: { isServer: boolean }) => Receiver };

describe('webSocketTextFrames', () => {
  it('frames payloads of every length class so a WebSocket receiver reads them back in order', async () => {
    const payloads = [0, 1, 125, 126, 65_535, 65_536, 200_000].map((length, i) => Buffer.alloc(length, 97 + i));
    const received: string[] = [];
    const receiver = new Receiver({ isServer: false });
    receiver.on('message', (data, isBinary) => {
      expect(isBinary).toBe(false);
      received.push(data.toString());
    });
    await new Promise<void>((resolve, reject) => receiver.write(webSocketTextFrames(payloads), (error) => (error ? reject(error) : resolve())));
    expect(received.map((text) => text.length)).toEqual(payloads.map((payload) => payload.length));
    expect(received.join('')).toBe(payloads.map((payload) => payload.toString()).join(''));
  });

  it('frames one text of every length class, multi-byte characters included, as the same bytes', async () => {
    const texts = [0, 1, 125, 126, 65_535, 65_536, 70_000].map((length, i) => (i % 2 === 0 ? 'x'.repeat(length) : 'é'.repeat(Math.ceil(length / 2))));
    const received: string[] = [];
    const receiver = new Receiver({ isServer: false });
    receiver.on('message', (data) => received.push(data.toString()));
    await new Promise<void>((resolve, reject) => receiver.write(Buffer.concat(texts.map(webSocketTextFrame)), (error) => (error ? reject(error) : resolve())));
    expect(received).toEqual(texts);
    expect(webSocketTextFrame('é').equals(webSocketTextFrames([Buffer.from('é')]))).toBe(true);
  });
});
