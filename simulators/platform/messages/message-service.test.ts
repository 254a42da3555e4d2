import { describe, expect, it } from 'vitest';
import { importMessageKey, openContent, sealContent, type ChatMessage, type RecentEntry, type SecretKey, type Sms } from '../../../protocol/index.ts';
import { useEmulatorSockets } from '../testing/emulator-sockets.ts';
import { callAs, tokenFor } from '../testing/test-emulator.ts';

const sockets = useEmulatorSockets();
const DISPATCHER = '20000001';
const RADIO = '10000011';

type Body = { code: string; desc?: string; data?: { desc: unknown; list: unknown[] } };
const as = async (account: string, path: string, method = 'GET', body?: unknown): Promise<Body> => {
  const token = await tokenFor(sockets.emulator.url, account, account.startsWith('2') ? 'Dispatch#2026' : '123456');
  return callAs(sockets.emulator.url, token, path, method, body);
};

describe('messages, SMS and keys', () => {
  it('a sealed message reaches the radio once, however often it is retried; unreads count and clear', async () => {
    const console_ = await sockets.connect(DISPATCHER, 'Dispatch#2026');
    const radio = await sockets.connect(RADIO);
    const keys = (await as(RADIO, '/ds/key/list')).data!.list as SecretKey[];
    const active = keys.find((key) => key.active)!;
    expect(active.key).toMatch(/^[0-9A-Za-z]{32}$/);
    const key = await importMessageKey(active.id, active.key);
    const contentbs = await sealContent(key, 'Gate 4, now');
    const args = { clientId: 'retry-test-0001', to: RADIO, type: 'text', contentbs };

    const first = await console_.request({ type: 'command', name: 'sendMessage', args });
    expect(first).toMatchObject({ code: '0', data: { duplicate: false, message: { sender: DISPATCHER, mid: RADIO, content: '' } } });
    const got = await radio.waitFor((f) => f.type === 'message');
    const message = (got as unknown as { message: ChatMessage }).message;
    expect(await openContent(new Map([[key.id, key]]), message.contentbs)).toBe('Gate 4, now');
    // The platform keeps only ciphertext: the text is nowhere in its state.
    expect(JSON.stringify([...sockets.emulator.platform.state.messages.byId.values()])).not.toContain('Gate 4');

    const retry = await console_.request({ type: 'command', name: 'sendMessage', args });
    expect(retry).toMatchObject({ code: '0', data: { duplicate: true, message: { id: message.id } } });
    const history = await as(RADIO, `/ds/message/history?msId=${DISPATCHER}`);
    expect(history.data!.list).toHaveLength(1);
    expect(((await as(RADIO, '/ds/message/recent')).data!.list as RecentEntry[])[0]).toMatchObject({ sender: DISPATCHER, unreads: 1, type: 'text' });
    expect((await as(RADIO, '/ds/message/clear', 'PUT', { sender: DISPATCHER })).code).toBe('0');
    expect(((await as(RADIO, '/ds/message/recent')).data!.list as RecentEntry[])[0]).toMatchObject({ unreads: 0 });

    // Refusals: an unknown key, oneself, a malformed client id.
    expect((await console_.request({ type: 'command', name: 'sendMessage', args: { ...args, clientId: 'other-id-0002', contentbs: { ...contentbs, keyId: '999' } } })).desc).toBe('contentbs:keyUnknown');
    expect((await console_.request({ type: 'command', name: 'sendMessage', args: { ...args, clientId: 'other-id-0003', to: DISPATCHER } })).desc).toBe('to:oneself');
    expect((await console_.request({ type: 'command', name: 'sendMessage', args: { ...args, clientId: 'x' } })).code).toBe('400');
  });

  it('an SMS is delivered, read and answered; its text is validated', async () => {
    const console_ = await sockets.connect(DISPATCHER, 'Dispatch#2026');
    const radio = await sockets.connect(RADIO);
    expect((await console_.request({ type: 'command', name: 'sendSms', args: { clientId: 'sms-test-0001', msId: RADIO, text: '   ' } })).desc).toContain('empty');
    expect((await console_.request({ type: 'command', name: 'sendSms', args: { clientId: 'sms-test-0001', msId: RADIO, text: 'a <b>' } })).desc).toContain('illegal');
    const sent = await console_.request({ type: 'command', name: 'sendSms', args: { clientId: 'sms-test-0001', msId: RADIO, text: ' Report in ' } });
    expect(sent).toMatchObject({ code: '0', data: { sms: { text: 'Report in', status: 1 } } });
    const sms = ((await radio.waitFor((f) => f.type === 'sms')) as unknown as { sms: Sms }).sms;
    expect((await as(DISPATCHER, '/ds/sms/updateSms', 'PUT', { id: sms.id, status: 2 })).code).toBe('403');
    expect(await as(RADIO, '/ds/sms/updateSms', 'PUT', { id: sms.id, status: 2, reply: 'On my way' })).toMatchObject({ code: '0', data: { desc: { status: 2, reply: 'On my way' } } });
    expect(await console_.waitFor((f) => f.type === 'sms' && (f as unknown as { sms: Sms }).sms.status === 2)).toMatchObject({ sms: { reply: 'On my way' } });
    expect(((await as(DISPATCHER, `/ds/sms/findSms?msId=${RADIO}`)).data!.list as Sms[])[0]).toMatchObject({ id: sms.id, status: 2, reply: 'On my way' });
  });

  it('keys: dispatchers add, activate and delete; the active key stays', async () => {
    const key = 'A'.repeat(16) + '0123456789ABCDEF';
    expect((await as(DISPATCHER, '/ds/key/add', 'POST', { name: 'Lower case', key: key.toLowerCase() })).desc).toContain('key');
    expect((await as(RADIO, '/ds/key/add', 'POST', { name: 'Radio key', key })).code).toBe('403');
    expect((await as(DISPATCHER, '/ds/key/add', 'POST', { name: 'Short', key: 'ABC' })).desc).toContain('key');
    const added = (await as(DISPATCHER, '/ds/key/add', 'POST', { name: 'Night shift', key })).data!.desc as SecretKey;
    expect(added).toMatchObject({ active: false, key });
    expect((await as(DISPATCHER, '/ds/key/update', 'PUT', { id: added.id, active: true })).data!.desc).toMatchObject({ active: true });
    const list = (await as(DISPATCHER, '/ds/key/list')).data!.list as SecretKey[];
    expect(list.filter((entry) => entry.active).map((entry) => entry.id)).toEqual([added.id]);
    expect((await as(DISPATCHER, '/ds/key/delete', 'DELETE', { id: added.id })).desc).toBe('id:active');
    expect((await as(DISPATCHER, '/ds/key/delete', 'DELETE', { id: list.find((entry) => !entry.active)!.id })).code).toBe('0');
  });
});
