import { platformModule } from '../platform-module.ts';
import { aboutTerminal, nested, ownFields, text } from '../logs/log-fields.ts';
import type { EventOf, EventType } from '../projection/event-handling.ts';
import type { PlatformState } from '../projection/state.ts';
import { applyToSos } from '../projection/sos-reducer.ts';
import { SOS_ROUTES } from './sos-routes.ts';
import { SOS_COMMANDS } from './sos-commands.ts';

const byId = (event: { id: string }) => `sos:${event.id}`;
const apply = (state: PlatformState, event: EventOf<Extract<EventType, `sos.${string}`>>) => applyToSos(state.sos, event);

/** Emergency alarms and their handling. */
export const sosModule = platformModule({
  name: 'sos',
  events: {
    'sos.raised': { stream: (event) => `sos:${event.alarm.id}`, apply, log: { fields: (p) => ownFields(nested(p.alarm).msId) } },
    'sos.closed': { stream: byId, apply, log: { fields: (p) => ({ account: text(p.closer), msId: text(p.msId), subjectKind: 'text', subject: '', remark: text(p.remark) }) } },
    // The workflow's steps (ours, 140-142): who, about which terminal; the verdict or the new handler as remark.
    'sos.acknowledged': { stream: byId, apply, log: { fields: (p) => aboutTerminal(p.responder, p.msId, p.remark) } },
    'sos.marked': { stream: byId, apply, log: { fields: (p) => aboutTerminal(p.by, p.msId, p.verdict) } },
    'sos.handedOver': { stream: byId, apply, log: { fields: (p) => aboutTerminal(p.from, p.msId, p.to) } },
  },
  routes: () => SOS_ROUTES,
  commands: () => SOS_COMMANDS,
});
