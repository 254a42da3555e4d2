import { z } from 'zod';
import { ChatMessageSchema, SecretKeySchema, SmsSchema } from '../../../protocol/index.ts';

/**
 * The log's events of messages, SMS and secret keys. They are private: a message concerns its two
 * parties only, so it reaches them as direct `message`/`sms` frames, never as public events.
 * A message event holds only the sealed content (contentbs); the platform cannot read it.
 */
const MsId = z.string().regex(/^\d{8}$/);

const MessageSent = z.object({ type: z.literal('message.sent'), message: ChatMessageSchema });
/** SPEC §4 clear flag: the unreads of `msId`'s conversation with `peer` go to 0. */
const MessageCleared = z.object({ type: z.literal('message.cleared'), msId: MsId, peer: MsId });
/** An SMS sent to a terminal (SPEC §4 log category SMS). */
const SmsSent = z.object({ type: z.literal('sms.sent'), sms: SmsSchema });
const SmsDelivered = z.object({ type: z.literal('sms.delivered'), id: z.string(), msId: MsId });
const SmsRead = z.object({ type: z.literal('sms.read'), id: z.string(), msId: MsId, reply: z.string(), readTime: z.number() });
const KeyAdded = z.object({ type: z.literal('key.added'), key: SecretKeySchema });
/** Name or activation changed; activating one key deactivates the others (the projection does it). */
const KeyUpdated = z.object({ type: z.literal('key.updated'), id: z.string(), name: z.string(), active: z.boolean() });
const KeyRemoved = z.object({ type: z.literal('key.removed'), id: z.string() });

export const MessageEventSchemas = [MessageSent, MessageCleared, SmsSent, SmsDelivered, SmsRead, KeyAdded, KeyUpdated, KeyRemoved] as const;
export type MessageEvent = z.infer<(typeof MessageEventSchemas)[number]>;
