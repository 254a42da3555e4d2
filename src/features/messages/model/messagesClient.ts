import {
  ChatMessageSchema,
  DsError,
  MessagePaths,
  PageAnswerSchema,
  RecentEntrySchema,
  SmsSchema,
  type ChatMessage,
  type DsClient,
  type Sms,
} from '../../../../protocol/index.ts';
import { MessageKeyring } from './keyring.ts';
import type { MessageView, RecentView } from './model.ts';

export type MessagesDs = Pick<DsClient, 'get' | 'put'>;

const keyrings = new WeakMap<MessagesDs, MessageKeyring>();

/** One keyring per /ds client (per session), shared by the socket binding and the page. */
export function keyringOf(ds: MessagesDs): MessageKeyring {
  let keyring = keyrings.get(ds);
  if (!keyring) {
    keyring = new MessageKeyring(ds);
    keyrings.set(ds, keyring);
  }
  return keyring;
}

export async function openMessage(ds: MessagesDs, message: ChatMessage): Promise<MessageView> {
  return { message, content: await keyringOf(ds).open(message.contentbs) };
}

export async function loadRecent(ds: MessagesDs): Promise<RecentView[]> {
  const { list } = await ds.get(MessagePaths.recent);
  const keyring = keyringOf(ds);
  return Promise.all(
    list.map(async (raw) => {
      const entry = RecentEntrySchema.parse(raw);
      return { ...entry, opened: await keyring.open(entry.contentbs) };
    }),
  );
}

/** One page of a conversation (1 = newest), opened. */
export async function loadHistory(ds: MessagesDs, peer: string, pageNo: number, pageSize: number): Promise<{ total: number; views: MessageView[] }> {
  const { desc, list } = await ds.get(MessagePaths.history, { msId: peer, pageNo, pageSize });
  const views = await Promise.all(list.map((raw) => openMessage(ds, ChatMessageSchema.parse(raw))));
  return { total: PageAnswerSchema.parse(desc).total, views };
}

export const clearConversation = (ds: MessagesDs, peer: string): Promise<unknown> => ds.put(MessagePaths.clear, { sender: peer });

export async function findSms(ds: MessagesDs, pageNo: number, pageSize: number): Promise<{ total: number; list: Sms[] }> {
  const { desc, list } = await ds.get(MessagePaths.findSms, { pageNo, pageSize });
  return { total: PageAnswerSchema.parse(desc).total, list: list.map((raw) => SmsSchema.parse(raw)) };
}

/** Sends a photo or video as the raw body to the upload host; answers its file URL. */
export async function uploadMessageFile(path: string, file: Blob, fetchImpl: typeof fetch = (input, init) => globalThis.fetch(input, init)): Promise<string> {
  let envelope: { code?: unknown; desc?: unknown; data?: { desc?: { fileUrl?: unknown } } };
  try {
    const response = await fetchImpl(path, { method: 'POST', body: file, credentials: 'same-origin', headers: { 'content-type': 'application/octet-stream' } });
    envelope = (await response.json()) as typeof envelope;
  } catch {
    throw new DsError('500');
  }
  if (String(envelope.code) !== '0') throw new DsError(String(envelope.code), typeof envelope.desc === 'string' ? envelope.desc : undefined);
  const fileUrl = envelope.data?.desc?.fileUrl;
  if (typeof fileUrl !== 'string') throw new DsError('500');
  return fileUrl;
}
