import { TerminalType, type ChatMessage, type RecentEntry, type Sms } from '../../../protocol/index.ts';
import { sameOrganisation } from '../organisations/organisation-of.ts';
import type { PlatformState } from '../projection/state.ts';
import { conversationKey } from '../projection/message-reducer.ts';

type Page = { readonly pageNo: number; readonly pageSize: number };

/** SPEC §3 recent list of `msId`: one entry per conversation, newest last message first. */
export function recentOf(state: PlatformState, msId: string): RecentEntry[] {
  const book = state.messages;
  const entries: RecentEntry[] = [];
  for (const [key, ids] of book.conversations) {
    const [a, b] = key.split('|') as [string, string];
    if (a !== msId && b !== msId) continue;
    const peer = a === msId ? b : a;
    // Only conversations within the organisation: another's terminals are none of the caller's.
    if (!sameOrganisation(state, msId, peer)) continue;
    const last = book.byId.get(ids[ids.length - 1]!)!;
    const terminal = state.terminals.get(peer);
    entries.push({
      sender: peer,
      mName: terminal?.msName ?? peer,
      status: terminal?.online === 1 ? 1 : 0,
      type: last.type,
      content: '',
      contentbs: last.contentbs,
      time: last.time,
      utctime: last.utctime,
      unreads: book.unreads.get(`${msId}|${peer}`) ?? 0,
    });
  }
  return entries.sort((x, y) => y.utctime - x.utctime);
}

/** One conversation, page 1 the newest; each page in time order (oldest first), as a chat shows it. */
export function historyOf(state: PlatformState, msId: string, peer: string, page: Page): { total: number; list: ChatMessage[] } {
  const book = state.messages;
  // Another organisation's terminal is as an unknown one: no conversation.
  const ids = sameOrganisation(state, msId, peer) ? (book.conversations.get(conversationKey(msId, peer)) ?? []) : [];
  const end = Math.max(0, ids.length - (page.pageNo - 1) * page.pageSize);
  const start = Math.max(0, end - page.pageSize);
  return { total: ids.length, list: ids.slice(start, end).map((id) => book.byId.get(id)!) };
}

/** findSms: a dispatcher's sent SMS (optionally to one terminal), a terminal's received ones; newest first. */
export function findSms(state: PlatformState, caller: string, query: Page & { msId?: string }): { total: number; list: Sms[] } {
  const dispatcher = state.terminals.get(caller)?.type === TerminalType.Dispatcher;
  const all = [...state.messages.sms.values()]
    .filter((sms) => (dispatcher ? sms.sender === caller && (query.msId === undefined || sms.msId === query.msId) : sms.msId === caller))
    .sort((x, y) => y.time - x.time || Number(y.id) - Number(x.id));
  const start = (query.pageNo - 1) * query.pageSize;
  return { total: all.length, list: all.slice(start, start + query.pageSize) };
}
