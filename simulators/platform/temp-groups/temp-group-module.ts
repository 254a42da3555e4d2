import { handledAlike, platformModule } from '../platform-module.ts';
import type { EventType, EventOf } from '../projection/event-handling.ts';
import type { PlatformState } from '../projection/state.ts';
import { applyToTempGroups } from '../projection/temp-group-reducer.ts';

const apply = (state: PlatformState, event: EventOf<Extract<EventType, `tempGroup.${string}`>>) => applyToTempGroups(state.tempGroups, event);

/** Temporary groups. */
export const tempGroupModule = platformModule({
  name: 'temp-groups',
  events: {
    'tempGroup.created': { stream: (event) => `tempGroup:${event.tempGroup.gid}`, apply },
    ...handledAlike(['tempGroup.edited', 'tempGroup.removed', 'tempGroup.memberJoined', 'tempGroup.memberLeft'], { stream: (event) => `tempGroup:${event.gid}`, apply }),
  },
});
