import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../../protocol/index.ts';
import { applyMessage, clearUnreads, mergeHistory, type MessageView } from './model.ts';

const ME = '20000001';
const RADIO = '10000011';
let next = 1;
const view = (sender: string, mid: string, utctime: number): MessageView => {
  const id = String(next++);
  const message: ChatMessage = { id, uid: `client-${id}-abcdef`, sender, senderName: sender, mid, type: 'text', content: '', contentbs: { keyId: '1', iv: `iv${id}`.padEnd(16, 'A'), data: 'x'.repeat(24) }, time: utctime, utctime };
  return { message, content: `text ${id}` };
};

describe('recent list (SPEC §4 unreads)', () => {
  it('an incoming message adds an unread, my own does not, a clear resets to 0', () => {
    let recent = applyMessage([], view(RADIO, ME, 1), ME, 'Radio', true);
    recent = applyMessage(recent, view(RADIO, ME, 2), ME, 'Radio', true);
    expect(recent).toMatchObject([{ sender: RADIO, mName: 'Radio', unreads: 2, status: 1 }]);
    recent = applyMessage(recent, view(ME, RADIO, 3), ME, 'Radio', true);
    expect(recent[0]).toMatchObject({ unreads: 2, opened: expect.stringMatching(/^text/) });
    expect(clearUnreads(recent, RADIO)[0]!.unreads).toBe(0);
  });

  it('the same message twice (answer and echo, or list then frame) counts once; the newest conversation leads', () => {
    const incoming = view(RADIO, ME, 5);
    let recent = applyMessage([], incoming, ME, 'Radio', false);
    recent = applyMessage(recent, incoming, ME, 'Radio', false);
    expect(recent[0]!.unreads).toBe(1);
    recent = applyMessage(recent, view('10000012', ME, 6), ME, 'Other', true);
    expect(recent.map((entry) => entry.sender)).toEqual(['10000012', RADIO]);
  });

  it('history pages merge by id in time order', () => {
    const [a, b, c] = [view(RADIO, ME, 1), view(ME, RADIO, 2), view(RADIO, ME, 3)];
    expect(mergeHistory([c!], [a!, b!, c!]).map((entry) => entry.message.utctime)).toEqual([1, 2, 3]);
  });
});
