import { handledAlike, platformModule } from '../platform-module.ts';
import { aboutTerminal, nested, ownFields, text } from '../logs/log-fields.ts';
import type { EventType, EventOf } from '../projection/event-handling.ts';
import type { PlatformState } from '../projection/state.ts';
import { applyToFences } from '../projection/fence-reducer.ts';
import { FENCE_ROUTES } from './fence-routes.ts';

const byTerminal = (event: { msId: string }) => `fenceAlarm:${event.msId}`;
const apply = (state: PlatformState, event: EventOf<Extract<EventType, `fence.${string}`>>) => applyToFences(state.fences, event);

/** Geo-fences, filed by fence; their alarms, filed by the terminal that crossed. */
export const fenceModule = platformModule({
  name: 'fences',
  events: {
    // Logged as 113-115, and 102 for a crossing alarm.
    'fence.created': {
      stream: (event) => `fence:${event.fence.fenceid}`,
      apply,
      log: {
        fields: (p) => {
          const fence = nested(p.fence);
          return { account: text(fence.creator), msId: '', subjectKind: 'text', subject: text(fence.name), remark: '' };
        },
      },
    },
    ...handledAlike(['fence.edited', 'fence.terminalsSet', 'fence.deleted'], {
      stream: (event) => `fence:${event.fenceid}`,
      apply,
      log: { fields: (p) => ({ account: text(p.editor), msId: '', subjectKind: 'text', subject: text(p.name) || text(p.fenceid), remark: '' }) },
    }),
    'fence.alarmed': {
      stream: (event) => `fenceAlarm:${event.alarm.msId}`,
      apply,
      log: {
        fields: (p) => {
          const alarm = nested(p.alarm);
          return { ...ownFields(alarm.msId), subject: text(alarm.fenceName), remark: text(alarm.kind) };
        },
      },
    },
    // Several dispatchers (ours, 140/142/119): acknowledged, handed over (the new handler as remark,
    // like an SOS) or resolved (the handler's remark, as an SOS closed keeps its own).
    'fence.alarmAcknowledged': { stream: byTerminal, apply, log: { fields: (p) => aboutTerminal(p.by, p.msId) } },
    'fence.alarmHandedOver': { stream: byTerminal, apply, log: { fields: (p) => aboutTerminal(p.from, p.msId, p.to) } },
    'fence.alarmResolved': { stream: byTerminal, apply, log: { fields: (p) => aboutTerminal(p.by, p.msId, p.remark) } },
  },
  routes: () => FENCE_ROUTES,
});
