import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importMessageKey, openContent, SocketClient, type ChatMessage, type SecretKey, type Sms } from '../../protocol/index.ts';
import { call, startTestEmulator, tokenFor, type TestEmulator } from '../platform/testing/test-emulator.ts';
import { seededRandom } from '../world/random.ts';
import { SimulatedTerminal } from './simulated-terminal.ts';
import { connectWebSocket } from './ws-socket.ts';

let emulator: TestEmulator;
beforeAll(async () => {
  emulator = await startTestEmulator();
}, 60_000);
afterAll(() => emulator?.stop());

const radio = (msId: string, replyMessages: 'off' | 'text' | 'photo') =>
  new SimulatedTerminal(emulator.platform.state.terminals.get(msId)!, { baseUrl: emulator.url, password: '123456', random: seededRandom(3), churn: 0, log: () => undefined, replyMessages });

async function until<T>(find: () => T | undefined, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('a simulated radio\'s messages', () => {
  it('a photo-answering radio opens a message from another radio and answers with sealed text and a real PNG; SMS answered "Roger"', async () => {
    const sender = radio('10000031', 'off');
    const answerer = radio('10000032', 'photo');
    expect(await sender.connect()).toBe(true);
    expect(await answerer.connect()).toBe(true);
    try {
      await sender.messages.send('10000032', 'text', 'Meet at gate 2');
      const got = await answerer.messages.waitFor((received) => received.message.sender === '10000031');
      expect(got.content).toBe('Meet at gate 2');
      const text = await sender.messages.waitFor((received) => received.message.type === 'text');
      expect(text.content).toBe('Copy: Meet at gate 2');
      const photo = await sender.messages.waitFor((received) => received.message.type === 'photo');
      expect(photo.fileType).toBe('image/png');
      expect(photo.fileBytes).toBeGreaterThan(50);

      // The platform holds ciphertext only; the seeded key opens it for any signed-in client.
      const token = await tokenFor(emulator.url, '20000001', 'Dispatch#2026');
      const keys = (await call(`${emulator.url}/ds/key/list?token=${token}`, 'GET')).body.data!.list as SecretKey[];
      const stored = [...emulator.platform.state.messages.byId.values()].find((message: ChatMessage) => message.uid === got.message.uid)!;
      expect(JSON.stringify(stored)).not.toContain('gate 2');
      const key = keys.find((entry) => entry.id === stored.contentbs.keyId)!;
      expect(await openContent(new Map([[key.id, await importMessageKey(key.id, key.key)]]), stored.contentbs)).toBe('Meet at gate 2');

      const dispatcher = `${emulator.url}/ds/sms/findSms?token=${token}`;
      const console_ = new SocketClient({ connect: () => connectWebSocket(`${emulator.url.replace(/^http/, 'ws')}/socket`), token: () => token });
      await console_.start();
      try {
        await console_.command('sendSms', { clientId: 'inbox-test-sms-1', msId: '10000032', text: 'Report in' });
        const read = await until(() => {
          const list = emulator.platform.state.messages.sms;
          return [...list.values()].find((sms: Sms) => sms.uid === 'inbox-test-sms-1' && sms.status === 2);
        });
        expect(read.reply).toBe('Roger');
        expect(((await call(dispatcher, 'GET')).body.data!.list as Sms[])[0]).toMatchObject({ status: 2, reply: 'Roger' });
      } finally {
        console_.close();
      }
    } finally {
      await sender.stop();
      await answerer.stop();
    }
  });
});
