import type { ChatMessage, RecentEntry } from '../../../../protocol/index.ts';

/** A message as the console shows it: the stored record and what its content opened to (null: it did not open). */
export type MessageView = { readonly message: ChatMessage; readonly content: string | null };

/** A recent list entry with its last message opened. */
export type RecentView = RecentEntry & { readonly opened: string | null };

/** The newest message that reached this console from someone else: the hook for desktop notifications. */
export type IncomingMessage = {
  readonly id: string;
  readonly sender: string;
  readonly senderName: string;
  readonly type: ChatMessage['type'];
  /** The opened text (a file URL for photos and videos), null when it did not open. */
  readonly content: string | null;
  readonly utctime: number;
};

/**
 * SPEC §4: a message folds into the recent list of `me`. Its conversation moves to the top with the
 * message as its last; an incoming one (to me) adds one unread; one I sent leaves the count alone.
 */
export function applyMessage(recent: readonly RecentView[], view: MessageView, me: string, peerName: string, peerOnline: boolean): RecentView[] {
  const { message } = view;
  const peer = message.sender === me ? message.mid : message.sender;
  const existing = recent.find((entry) => entry.sender === peer);
  // Already folded in (the list was read after it), or older than what the list shows.
  if (existing && (existing.utctime > message.utctime || existing.contentbs.iv === message.contentbs.iv)) return [...recent];
  const incoming = message.mid === me && message.sender !== me;
  const entry: RecentView = {
    sender: peer,
    mName: existing?.mName ?? peerName,
    status: peerOnline ? 1 : 0,
    type: message.type,
    content: '',
    contentbs: message.contentbs,
    time: message.time,
    utctime: message.utctime,
    unreads: (existing?.unreads ?? 0) + (incoming ? 1 : 0),
    opened: view.content,
  };
  return [entry, ...recent.filter((other) => other.sender !== peer)];
}

/** SPEC §4 clear flag: the conversation's unreads go to 0. */
export const clearUnreads = (recent: readonly RecentView[], peer: string): RecentView[] =>
  recent.map((entry) => (entry.sender === peer && entry.unreads !== 0 ? { ...entry, unreads: 0 } : entry));

/** A page of history merged into what is shown: by id, in platform time order. */
export function mergeHistory(shown: readonly MessageView[], page: readonly MessageView[]): MessageView[] {
  const byId = new Map(shown.map((view) => [view.message.id, view]));
  for (const view of page) byId.set(view.message.id, view);
  return [...byId.values()].sort((a, b) => a.message.utctime - b.message.utctime || Number(a.message.id) - Number(b.message.id));
}
