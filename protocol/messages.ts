import { z } from 'zod';

/**
 * Messages and SMS (SPEC §1, §3 recent message entry and history message, §4 unreads, §5 validation,
 * §7 "Send SMS (5 s time-out)", findSms, updateSms). A message is a dispatcher-terminal conversation
 * line of text, a photo or a video; its content travels and rests only as AES-GCM ciphertext
 * (`contentbs`, see messageCrypto.ts). An SMS is a short plain text to a terminal that the terminal
 * marks read and may answer. docs/protocol.md "Messages and SMS".
 */

export const MessageKind = { Text: 'text', Photo: 'photo', Video: 'video' } as const;
export type MessageKind = (typeof MessageKind)[keyof typeof MessageKind];

/** SPEC §4 log category of SMS. */
export const SMS_LOG_CATEGORY = 'SMS';

export const MessageLimits = {
  /** Characters of a text message or SMS. */
  maxTextLength: 500,
  /** SPEC §5/§9: SMS (and message) send time-out. */
  sendTimeoutMs: 5_000,
  defaultPageSize: 20,
  maxPageSize: 100,
  maxPhotoBytes: 2 * 1024 * 1024,
  maxVideoBytes: 8 * 1024 * 1024,
  /** Ciphertext of the longest content: 500 characters of 4 UTF-8 bytes, plus the 16-byte tag. */
  maxSealedBytes: 500 * 4 + 16,
} as const;

/** SMS status: sent (stored), delivered (the terminal's socket got it), read (the terminal said so). */
export const SmsStatus = { Sent: 0, Delivered: 1, Read: 2 } as const;
export type SmsStatus = (typeof SmsStatus)[keyof typeof SmsStatus];

// ---- validation (SPEC §5: not empty; illegal characters rejected) ----

/**
 * Illegal: control characters other than line feed, and '<' '>' (a terminal's firmware renders
 * markup). Unpaired surrogates are refused separately (they cannot be encoded as UTF-8).
 */
// eslint-disable-next-line no-control-regex
const ILLEGAL = /[\u0000-\u0009\u000b-\u001f\u007f<>]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export type MessageTextProblem = 'empty' | 'illegal' | 'tooLong';

export function messageTextProblem(text: string): MessageTextProblem | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'empty';
  if (ILLEGAL.test(trimmed) || LONE_SURROGATE.test(trimmed)) return 'illegal';
  if ([...trimmed].length > MessageLimits.maxTextLength) return 'tooLong';
  return null;
}

const MessageText = z
  .string()
  .max(MessageLimits.maxTextLength * 2)
  .superRefine((text, context) => {
    const problem = messageTextProblem(text);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  })
  .transform((text) => text.trim());

// ---- entities ----

const MsId = z.string().regex(/^\d{8}$/);
const ClientId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'clientId: 8-64 letters, digits, _ or -');
const Base64 = z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/, 'base64');

/** SPEC "contentbs": the content sealed with AES-GCM under key `keyId`; `iv` 12 bytes, fresh per message. */
export const ContentBsSchema = z.object({
  keyId: z.string().min(1).max(40),
  iv: Base64.length(16),
  /** Ciphertext and 16-byte tag, base64: at least one byte of content. */
  data: Base64.min(24).max(Math.ceil(MessageLimits.maxSealedBytes / 3) * 4),
});
export type ContentBs = z.infer<typeof ContentBsSchema>;

/** SPEC §3 history message. `content` is '' on the wire: the client fills it after decrypting. */
export const ChatMessageSchema = z.object({
  id: z.string(),
  /** The client id the sender gave: a retried send with it answers this message again. */
  uid: z.string(),
  sender: MsId,
  senderName: z.string(),
  /** The receiver. */
  mid: MsId,
  type: z.enum([MessageKind.Text, MessageKind.Photo, MessageKind.Video]),
  content: z.literal(''),
  contentbs: ContentBsSchema,
  /** The sender's clock (ms) and the platform's (ms, UTC); lists sort by utctime. */
  time: z.number(),
  utctime: z.number(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/** SPEC §3 recent message entry: one per conversation of the account, newest first. */
export const RecentEntrySchema = z.object({
  /** The other party of the conversation. */
  sender: MsId,
  mName: z.string(),
  /** The other party's online state (1 online, 0 offline). */
  status: z.union([z.literal(0), z.literal(1)]),
  /** The last message: its kind, sealed content and times. */
  type: ChatMessageSchema.shape.type,
  content: z.literal(''),
  contentbs: ContentBsSchema,
  time: z.number(),
  utctime: z.number(),
  unreads: z.number().int().nonnegative(),
});
export type RecentEntry = z.infer<typeof RecentEntrySchema>;

export const SmsSchema = z.object({
  id: z.string(),
  uid: z.string(),
  sender: MsId,
  senderName: z.string(),
  msId: MsId,
  name: z.string(),
  text: z.string(),
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  reply: z.string(),
  time: z.number(),
  readTime: z.number().nullable(),
});
export type Sms = z.infer<typeof SmsSchema>;

// ---- socket: commands and direct frames ----

export const MessageCommandSchemas = {
  sendMessage: z.object({ clientId: ClientId, to: MsId, type: ChatMessageSchema.shape.type, contentbs: ContentBsSchema, time: z.number().int().positive().optional() }),
  sendSms: z.object({ clientId: ClientId, msId: MsId, text: MessageText }),
} as const;

/** A message to or from this account, as it is stored (not in the public log; not replayed: reload the lists). */
export const MessageFrameSchema = z.object({ type: z.literal('message'), message: ChatMessageSchema });
/** An SMS sent to this terminal, or a change of one this account sent. */
export const SmsFrameSchema = z.object({ type: z.literal('sms'), sms: SmsSchema });
export type MessageFrame = z.infer<typeof MessageFrameSchema>;
export type SmsFrame = z.infer<typeof SmsFrameSchema>;

/** What sendMessage / sendSms answer: `duplicate` when the client id was seen before (nothing new was sent). */
export const SendMessageAnswerSchema = z.object({ message: ChatMessageSchema, duplicate: z.boolean() });
export const SendSmsAnswerSchema = z.object({ sms: SmsSchema, duplicate: z.boolean() });

// ---- REST ----

export const MessagePaths = {
  recent: '/ds/message/recent',
  history: '/ds/message/history',
  clear: '/ds/message/clear',
  findSms: '/ds/sms/findSms',
  updateSms: '/ds/sms/updateSms',
  uploadPhoto: '/filews/upload/photo',
  uploadVideo: '/filews/upload/video',
} as const;

const Page = {
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MessageLimits.maxPageSize).default(MessageLimits.defaultPageSize),
};
/** GET history: one conversation (the other party `msId`), newest page first (page 1 = latest). */
export const HistoryQuery = z.object({ msId: MsId, ...Page });
/** PUT clear: the clear flag, resets the unreads of the conversation with `sender` to 0. */
export const ClearBody = z.object({ sender: MsId });
export const FindSmsQuery = z.object({ msId: MsId.optional(), ...Page });
/** PUT updateSms: the receiving terminal marks an SMS read (2), optionally with its answer. */
export const UpdateSmsBody = z.object({
  id: z.string().min(1).max(40),
  status: z.literal(SmsStatus.Read),
  reply: MessageText.optional(),
});
export type FindSmsParams = { msId?: string; pageNo?: number; pageSize?: number };

export const PageAnswerSchema = z.object({ total: z.number().int(), pageNo: z.number().int(), pageSize: z.number().int() });

export const MessageRefusal = {
  UnknownTerminal: 'to:unknown',
  Oneself: 'to:oneself',
  UnknownKey: 'contentbs:keyUnknown',
  NotParty: 'msId:not-a-party',
  UnknownSms: 'id:unknown',
  NotReceiver: 'caller:not-receiver',
  NotDispatcher: 'caller:not-dispatcher',
  ClientIdReused: 'clientId:reused',
} as const;

/** A fresh client id (idempotency key of a send). */
export function newClientId(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** What a list shows for a message: the text, or the placeholder of a photo or video (SPEC §4). */
export function listLabel(type: MessageKind, content: string, labels: { photo: string; video: string }): string {
  if (type === MessageKind.Photo) return labels.photo;
  if (type === MessageKind.Video) return labels.video;
  return content;
}

// ---- files (upload host) ----

export type MessageFileKind = 'photo' | 'video';
export const MESSAGE_FILE_URL = /^\/filews\/files\/(photos|videos)\/([0-9a-f]{64})\.(png|jpg|webp|mp4|webm)$/;

/** Video: MP4 ('ftyp' box at 4) or WebM (EBML magic). Photos use the tone library's image sniffer. */
export function sniffVideo(bytes: Uint8Array): 'video/mp4' | 'video/webm' | null {
  if (bytes[4] === 0x66 && bytes[5] === 0x74 && bytes[6] === 0x79 && bytes[7] === 0x70) return 'video/mp4';
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) return 'video/webm';
  return null;
}
