/**
 * Messages and SMS (SPEC §2 /messages/message, §3 recent entry and history message, §4 unreads).
 * `bindMessages` folds a socket client's messages into the atoms (the session binds it);
 * `incomingMessageAtom` is the newest message from someone else with a running count — the hook
 * for desktop notifications; `unreadTotalAtom` counts unreads over all conversations.
 */
export { incomingMessageAtom, recentMessagesAtom, unreadTotalAtom } from './model/atoms.ts';
export { bindMessages } from './bindMessages.ts';
export { MessagesPage, SEND_TIMEOUT_MS, type MessagesSend } from './MessagesPage.tsx';
export { MESSAGES_PAGE_PATH, SmsLink } from './components/SmsLink.tsx';
export type { IncomingMessage } from './model/model.ts';
export type { MessagesDs } from './model/messagesClient.ts';
/** Its routes and screens, for the shell (the shell reads manifest.ts itself, so the rest of this index stays out of its first chunk). */
export { manifest } from './manifest.ts';
