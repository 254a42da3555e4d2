import { ReceivedList } from './received-list.ts';
import type { Observable, Subscription } from 'rxjs';
import {
  importMessageKey,
  KeyPaths,
  MessageKind,
  MessagePaths,
  newClientId,
  openContent,
  sealContent,
  sniffIcon,
  sniffVideo,
  SmsStatus,
  type ChatMessage,
  type CommandArgs,
  type MessageFrame,
  type MessageKey,
  type SecretKey,
  type SmsFrame,
} from '../../protocol/index.ts';
import { solidPng } from './png.ts';

/** How a simulated terminal answers (--reply-messages): not at all, with text, or with text and a photo. */
export type ReplyMode = 'off' | 'text' | 'photo';

/** A message as the terminal opened it: the content, and for a photo or video what its download held. */
export type ReceivedMessage = { readonly message: ChatMessage; readonly content: string | null; readonly fileType: string | null; readonly fileBytes: number };

export type InboxDeps = {
  readonly msId: string;
  readonly reply: ReplyMode;
  readonly command: <N extends 'sendMessage'>(name: N, args: CommandArgs<N>, timeoutMs?: number) => Promise<unknown>;
  /** An authenticated /ds call of this terminal. */
  readonly ds: (method: 'GET' | 'PUT', path: string, body?: unknown) => Promise<{ desc: unknown; list: unknown[] }>;
  readonly fetchFile: (fileUrl: string) => Promise<Uint8Array>;
  readonly upload: (path: string, bytes: Uint8Array) => Promise<string>;
  readonly log?: (line: string) => void;
};

const KEPT = 50;

/**
 * What a terminal does with messages and SMS: opens each message with the key it names (fetched
 * from /ds/key/list), downloads a photo or video and checks its bytes, answers per its reply mode
 * (sealed with the active key, each answer with a fresh client id), and marks SMS read with an answer.
 */
export class MessageInbox {
  private readonly keys = new Map<string, MessageKey>();
  private activeKeyId: string | null = null;
  private readonly kept = new ReceivedList<ReceivedMessage>('message', KEPT);

  constructor(private readonly deps: InboxDeps) {}

  follow(inbox$: Observable<MessageFrame | SmsFrame>): Subscription {
    return inbox$.subscribe((frame) => {
      const work = frame.type === 'message' ? this.onMessage(frame.message) : this.onSms(frame);
      work.catch((error: unknown) => this.deps.log?.(`${this.deps.msId}: ${frame.type} not handled: ${String(error)}`));
    });
  }

  get received(): readonly ReceivedMessage[] {
    return this.kept.all;
  }

  waitFor(match: (received: ReceivedMessage) => boolean, timeoutMs = 10_000): Promise<ReceivedMessage> {
    return this.kept.waitFor(match, timeoutMs);
  }

  /** Sends a message to `to`, sealed with the active key. */
  async send(to: string, type: ChatMessage['type'], content: string): Promise<void> {
    await this.loadKeys();
    const key = this.activeKeyId === null ? undefined : this.keys.get(this.activeKeyId);
    if (!key) throw new Error('no active key');
    await this.deps.command('sendMessage', { clientId: newClientId(), to, type, contentbs: await sealContent(key, content), time: Date.now() });
  }

  /** Uploads a photo and sends it to `to`. */
  async sendPhoto(to: string, bytes: Uint8Array = solidPng(48, 32, [40, 120, 200])): Promise<void> {
    const fileUrl = await this.deps.upload(MessagePaths.uploadPhoto, bytes);
    await this.send(to, MessageKind.Photo, fileUrl);
  }

  private async onMessage(message: ChatMessage): Promise<void> {
    if (message.mid !== this.deps.msId) return; // the echo of its own send
    if (!this.keys.has(message.contentbs.keyId)) await this.loadKeys();
    const content = await openContent(this.keys, message.contentbs);
    let fileType: string | null = null;
    let fileBytes = 0;
    if (content !== null && message.type !== MessageKind.Text) {
      const file = await this.deps.fetchFile(content).catch(() => new Uint8Array());
      fileBytes = file.length;
      fileType = message.type === MessageKind.Photo ? sniffIcon(file) : sniffVideo(file);
    }
    this.kept.push({ message, content, fileType, fileBytes });
    if (this.deps.reply === 'off') return;
    const answer =
      content === null ? 'Cannot open your message' : message.type === MessageKind.Text ? `Copy: ${content}` : `Got your ${message.type} (${fileBytes} bytes)`;
    await this.send(message.sender, MessageKind.Text, answer.slice(0, 500).replace(/[<>]/g, ''));
    if (this.deps.reply === 'photo') await this.sendPhoto(message.sender);
  }

  private async onSms(frame: SmsFrame): Promise<void> {
    const { sms } = frame;
    if (sms.msId !== this.deps.msId || sms.status === SmsStatus.Read || this.deps.reply === 'off') return;
    await this.deps.ds('PUT', MessagePaths.updateSms, { id: sms.id, status: SmsStatus.Read, reply: 'Roger' });
  }

  private async loadKeys(): Promise<void> {
    const { list } = await this.deps.ds('GET', KeyPaths.list);
    for (const key of list as SecretKey[]) {
      if (!this.keys.has(key.id)) this.keys.set(key.id, await importMessageKey(key.id, key.key));
      if (key.active) this.activeKeyId = key.id;
    }
  }
}

/** The inbox of a terminal logged in with `token` on `baseUrl`: its /ds calls, downloads and uploads. */
export function inboxFor(baseUrl: string, token: () => string, rest: Pick<InboxDeps, 'msId' | 'reply' | 'command' | 'log'>): MessageInbox {
  const withToken = (path: string) => {
    const url = new URL(path, baseUrl);
    if (url.origin !== new URL(baseUrl).origin) throw new Error('file on another host');
    url.searchParams.set('token', token());
    return url;
  };
  const envelope = async (response: Response) => {
    const body = (await response.json()) as { code: string; desc?: string; data?: { desc: unknown; list: unknown[] } };
    if (body.code !== '0') throw new Error(`code ${body.code}: ${body.desc ?? ''}`);
    return body.data ?? { desc: null, list: [] };
  };
  return new MessageInbox({
    ...rest,
    ds: async (method, path, body) =>
      envelope(await fetch(withToken(path), { method, headers: body === undefined ? {} : { 'Content-Type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) })),
    fetchFile: async (fileUrl) => {
      const response = await fetch(withToken(fileUrl));
      if (!response.ok) throw new Error(`file: HTTP ${response.status}`);
      return new Uint8Array(await response.arrayBuffer());
    },
    upload: async (path, bytes) => {
      const { desc } = await envelope(await fetch(withToken(path), { method: 'POST', headers: { 'Content-Type': 'application/octet-stream' }, body: new Blob([bytes as Uint8Array<ArrayBuffer>]) }));
      return (desc as { fileUrl: string }).fileUrl;
    },
  });
}
