import type { Sms } from '../../../../protocol/index.ts';
import { atom } from '../../../state/jotai.ts';
import type { IncomingMessage, MessageView, RecentView } from './model.ts';

/** SPEC §3 recent list of this console's account, newest first, kept current by the socket. */
export const recentMessagesAtom = atom<RecentView[]>([]);

/** Whether the recent list was read since sign-in: 'error' when it could not be. */
export const recentStatusAtom = atom<'idle' | 'loading' | 'ready' | 'error'>('idle');

/**
 * Counts the socket's reconnections since sign-in. Message frames are not replayed, so what was sent
 * while the socket was down is read again over REST: the recent list here, the open conversation's
 * newest page in Conversation (it watches this count).
 */
export const messagesResyncAtom = atom(0);

/** The conversation open on the messages page (the other party's msId), or null. */
export const openConversationAtom = atom<string | null>(null);

/** Messages of the open conversation shown so far, oldest first. */
export const conversationAtom = atom<MessageView[]>([]);

/**
 * The newest message from someone else, with its count since sign-in: the hook for desktop
 * notifications (issue 6 leaves the notification itself to the notifications module).
 */
export const incomingMessageAtom = atom<{ readonly count: number; readonly message: IncomingMessage | null }>({ count: 0, message: null });

/** SMS whose state changed since the SMS list was read (a terminal read or answered one), by id. */
export const smsUpdatesAtom = atom<ReadonlyMap<string, Sms>>(new Map());

/** Total unreads over all conversations (the menu badge). */
export const unreadTotalAtom = atom((get) => get(recentMessagesAtom).reduce((sum, entry) => sum + entry.unreads, 0));
