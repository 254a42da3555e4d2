import { z } from 'zod';
import { ChatMessageSchema, SecretKeySchema, SmsSchema, SmsStatus, type ChatMessage, type SecretKey, type Sms } from '../../../protocol/index.ts';
import type { MessageEvent } from '../messages/message-events.ts';

/**
 * Messages, SMS and secret keys as the emulator holds them: every message (sealed) by conversation,
 * each account's unreads per peer, and the client ids already seen, so a retried send is recognised
 * (idempotency lives in the projection: it survives restarts and snapshots like everything else).
 */
export type MessageBook = {
  readonly byId: Map<string, ChatMessage>;
  /** Message ids of each conversation (key: the two msIds sorted, joined by '|'), oldest first. */
  readonly conversations: Map<string, string[]>;
  /** Unreads of `${msId}|${peer}`. */
  readonly unreads: Map<string, number>;
  /** Message or SMS id by `${sender}|${clientId}`. */
  readonly byClientId: Map<string, string>;
  readonly sms: Map<string, Sms>;
  readonly keys: Map<string, SecretKey>;
  lastId: number;
  lastSmsId: number;
  lastKeyId: number;
};

export const emptyMessageBook = (): MessageBook => ({
  byId: new Map(),
  conversations: new Map(),
  unreads: new Map(),
  byClientId: new Map(),
  sms: new Map(),
  keys: new Map(),
  lastId: 0,
  lastSmsId: 0,
  lastKeyId: 0,
});

export const conversationKey = (a: string, b: string): string => (a < b ? `${a}|${b}` : `${b}|${a}`);
export const clientKey = (sender: string, clientId: string): string => `${sender}|${clientId}`;

/** A key's organisation is its creator's; one key is active per organisation, not per platform. */
export type OrganisationOfAccount = (msId: string) => string | null;

function deactivateOthers(book: MessageBook, creator: string, organisationOf: OrganisationOfAccount): void {
  const cid = organisationOf(creator);
  for (const [id, key] of book.keys) if (key.active && organisationOf(key.createBy) === cid) book.keys.set(id, { ...key, active: false });
}

export function applyToMessages(book: MessageBook, event: MessageEvent, organisationOf: OrganisationOfAccount): void {
  switch (event.type) {
    case 'message.sent': {
      const { message } = event;
      book.byId.set(message.id, message);
      const key = conversationKey(message.sender, message.mid);
      const ids = book.conversations.get(key) ?? [];
      ids.push(message.id);
      book.conversations.set(key, ids);
      const unread = `${message.mid}|${message.sender}`;
      book.unreads.set(unread, (book.unreads.get(unread) ?? 0) + 1);
      book.byClientId.set(clientKey(message.sender, message.uid), message.id);
      book.lastId = Math.max(book.lastId, Number.parseInt(message.id, 10) || 0);
      return;
    }
    case 'message.cleared':
      book.unreads.delete(`${event.msId}|${event.peer}`);
      return;
    case 'sms.sent':
      book.sms.set(event.sms.id, event.sms);
      book.byClientId.set(clientKey(event.sms.sender, `sms:${event.sms.uid}`), event.sms.id);
      book.lastSmsId = Math.max(book.lastSmsId, Number.parseInt(event.sms.id, 10) || 0);
      return;
    case 'sms.delivered': {
      const sms = book.sms.get(event.id);
      if (sms && sms.status === SmsStatus.Sent) book.sms.set(event.id, { ...sms, status: SmsStatus.Delivered });
      return;
    }
    case 'sms.read': {
      const sms = book.sms.get(event.id);
      if (sms) book.sms.set(event.id, { ...sms, status: SmsStatus.Read, reply: event.reply || sms.reply, readTime: event.readTime });
      return;
    }
    case 'key.added':
      if (event.key.active) deactivateOthers(book, event.key.createBy, organisationOf);
      book.keys.set(event.key.id, event.key);
      book.lastKeyId = Math.max(book.lastKeyId, Number.parseInt(event.key.id, 10) || 0);
      return;
    case 'key.updated': {
      const key = book.keys.get(event.id);
      if (!key) return;
      if (event.active) deactivateOthers(book, key.createBy, organisationOf);
      book.keys.set(event.id, { ...key, name: event.name, active: event.active });
      return;
    }
    case 'key.removed':
      book.keys.delete(event.id);
      return;
  }
}

// ---- snapshot form ----

export const MessageBookJsonSchema = z.object({
  messages: z.array(ChatMessageSchema),
  unreads: z.array(z.tuple([z.string(), z.number().int()])),
  sms: z.array(SmsSchema),
  keys: z.array(SecretKeySchema),
  lastKeyId: z.number().int(),
});
export type MessageBookJson = z.infer<typeof MessageBookJsonSchema>;

export const messageBookToJson = (book: MessageBook): MessageBookJson => ({
  messages: [...book.byId.values()],
  unreads: [...book.unreads],
  sms: [...book.sms.values()],
  keys: [...book.keys.values()],
  lastKeyId: book.lastKeyId,
});

export function messageBookFromJson(json: MessageBookJson): MessageBook {
  const book = emptyMessageBook();
  for (const message of json.messages) applyToMessages(book, { type: 'message.sent', message }, () => null);
  book.unreads.clear();
  for (const [key, count] of json.unreads) book.unreads.set(key, count);
  for (const sms of json.sms) applyToMessages(book, { type: 'sms.sent', sms }, () => null);
  for (const key of json.keys) book.keys.set(key.id, key);
  book.lastKeyId = json.lastKeyId;
  return book;
}
