import {
  MessageRefusal,
  SmsStatus,
  TerminalType,
  type ChatMessage,
  type CommandArgs,
  type MessageFrame,
  type Sms,
  type SmsFrame,
} from '../../../protocol/index.ts';
import { sameOrganisation } from '../organisations/organisation-of.ts';
import type { Platform } from '../platform.ts';
import { clientKey } from '../projection/message-reducer.ts';
import { Serial } from '../serial.ts';
import { keyOfOrganisation } from './key-service.ts';

/** Sends a frame to the account's live socket; false when it has none. */
export type DeliverInbox = (msId: string, frame: MessageFrame | SmsFrame) => boolean;

export type Refusal = { readonly code: string; readonly desc: string };
export type MessageAnswer = { readonly code: '0'; readonly message: ChatMessage; readonly duplicate: boolean } | Refusal;
export type SmsAnswer = { readonly code: '0'; readonly sms: Sms; readonly duplicate: boolean } | Refusal;

/**
 * Sends messages and SMS. Decisions run one at a time (socket commands and REST share the queue),
 * so two sends with the same client id — a retry that crossed its first answer — make one message.
 * The platform stores what it is given: sealed content it cannot read.
 */
export class MessageService {
  private readonly serial = new Serial();
  private deliver: DeliverInbox = () => false;

  constructor(private readonly platform: Platform) {}

  /** The socket server plugs in live delivery once it exists. */
  connect(deliver: DeliverInbox): void {
    this.deliver = deliver;
  }

  send(from: string, args: CommandArgs<'sendMessage'>): Promise<MessageAnswer> {
    return this.serial.run(async () => {
      const book = this.platform.state.messages;
      const seen = book.byClientId.get(clientKey(from, args.clientId));
      const earlier = seen === undefined ? undefined : book.byId.get(seen);
      if (earlier) return earlier.mid === args.to ? { code: '0', message: earlier, duplicate: true } : { code: '409', desc: MessageRefusal.ClientIdReused };
      const state = this.platform.state;
      // Another organisation's terminal or key is unknown, as a missing one is.
      if (!sameOrganisation(state, from, args.to)) return { code: '404', desc: MessageRefusal.UnknownTerminal };
      if (args.to === from) return { code: '400', desc: MessageRefusal.Oneself };
      const key = book.keys.get(args.contentbs.keyId);
      if (!key || !keyOfOrganisation(state, key, state.terminals.get(from)?.cid ?? null)) return { code: '400', desc: MessageRefusal.UnknownKey };
      const now = this.platform.now();
      const message: ChatMessage = {
        id: String(book.lastId + 1),
        uid: args.clientId,
        sender: from,
        senderName: state.terminals.get(from)?.msName ?? from,
        mid: args.to,
        type: args.type,
        content: '',
        contentbs: args.contentbs,
        time: args.time ?? now,
        utctime: now,
      };
      await this.platform.commit([{ type: 'message.sent', message }]);
      const frame: MessageFrame = { type: 'message', message };
      this.deliver(args.to, frame);
      this.deliver(from, frame);
      return { code: '0', message, duplicate: false };
    });
  }

  /** SPEC §4 clear flag: the caller has read its conversation with `peer`. */
  clear(msId: string, peer: string): Promise<Refusal | { code: '0' }> {
    return this.serial.run(async () => {
      // Another organisation's terminal is unknown, as a missing one is.
      if (!sameOrganisation(this.platform.state, msId, peer)) return { code: '404', desc: MessageRefusal.UnknownTerminal };
      if ((this.platform.state.messages.unreads.get(`${msId}|${peer}`) ?? 0) > 0) await this.platform.commit([{ type: 'message.cleared', msId, peer }]);
      return { code: '0' };
    });
  }

  /** A dispatcher's SMS to a terminal: stored, then delivered to its socket if it has one. */
  sendSms(from: string, args: CommandArgs<'sendSms'>): Promise<SmsAnswer> {
    return this.serial.run(async () => {
      const state = this.platform.state;
      if (state.terminals.get(from)?.type !== TerminalType.Dispatcher) return { code: '403', desc: MessageRefusal.NotDispatcher };
      const book = state.messages;
      const seen = book.byClientId.get(clientKey(from, `sms:${args.clientId}`));
      const earlier = seen === undefined ? undefined : book.sms.get(seen);
      if (earlier) return earlier.msId === args.msId ? { code: '0', sms: earlier, duplicate: true } : { code: '409', desc: MessageRefusal.ClientIdReused };
      const receiver = state.terminals.get(args.msId);
      // Another organisation's terminal is unknown, as a missing one is.
      if (!receiver || !sameOrganisation(state, from, args.msId)) return { code: '404', desc: MessageRefusal.UnknownTerminal };
      if (args.msId === from) return { code: '400', desc: MessageRefusal.Oneself };
      const sms: Sms = {
        id: String(book.lastSmsId + 1),
        uid: args.clientId,
        sender: from,
        senderName: state.terminals.get(from)?.msName ?? from,
        msId: args.msId,
        name: receiver.msName,
        text: args.text,
        status: SmsStatus.Sent,
        reply: '',
        time: this.platform.now(),
        readTime: null,
      };
      await this.platform.commit([{ type: 'sms.sent', sms }]);
      if (this.deliver(args.msId, { type: 'sms', sms })) await this.platform.commit([{ type: 'sms.delivered', id: sms.id, msId: args.msId }]);
      return { code: '0', sms: book.sms.get(sms.id) ?? sms, duplicate: false };
    });
  }

  /** updateSms: the receiving terminal read the SMS, maybe with an answer; its sender hears of it. */
  readSms(caller: string, id: string, reply: string): Promise<SmsAnswer> {
    return this.serial.run(async () => {
      const book = this.platform.state.messages;
      const sms = book.sms.get(id);
      // Another organisation's SMS is unknown, as a missing one is (not "not yours": that would tell it exists).
      if (!sms || !sameOrganisation(this.platform.state, caller, sms.msId)) return { code: '404', desc: MessageRefusal.UnknownSms };
      if (sms.msId !== caller) return { code: '403', desc: MessageRefusal.NotReceiver };
      if (sms.status === SmsStatus.Read && (reply === '' || reply === sms.reply)) return { code: '0', sms, duplicate: true };
      await this.platform.commit([{ type: 'sms.read', id, msId: caller, reply, readTime: this.platform.now() }]);
      const updated = book.sms.get(id)!;
      this.deliver(sms.sender, { type: 'sms', sms: updated });
      return { code: '0', sms: updated, duplicate: false };
    });
  }
}

