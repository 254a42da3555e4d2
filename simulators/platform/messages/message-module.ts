import { platformModule } from '../platform-module.ts';
import type { EventOf, EventType } from '../projection/event-handling.ts';
import { applyToMessages } from '../projection/message-reducer.ts';
import type { PlatformState } from '../projection/state.ts';
import { MESSAGE_ROUTES } from './message-routes.ts';
import { MESSAGE_COMMANDS } from './message-commands.ts';

type MessageType = Extract<EventType, `message.${string}` | `sms.${string}` | `key.${string}`>;
const apply = (state: PlatformState, event: EventOf<MessageType>) => applyToMessages(state.messages, event, (msId) => state.terminals.get(msId)?.cid ?? null);

/** Messages, SMS and the secret keys that seal them. */
export const messageModule = platformModule({
  name: 'messages',
  events: {
    'message.sent': { stream: (event) => `message:${event.message.sender}`, apply },
    'message.cleared': { stream: (event) => `message:${event.msId}`, apply },
    'sms.sent': { stream: (event) => `sms:${event.sms.id}`, apply },
    'sms.delivered': { stream: (event) => `sms:${event.id}`, apply },
    'sms.read': { stream: (event) => `sms:${event.id}`, apply },
    'key.added': { stream: (event) => `key:${event.key.id}`, apply },
    'key.updated': { stream: (event) => `key:${event.id}`, apply },
    'key.removed': { stream: (event) => `key:${event.id}`, apply },
  },
  routes: () => MESSAGE_ROUTES,
  commands: () => MESSAGE_COMMANDS,
});
