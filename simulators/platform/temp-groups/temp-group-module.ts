import { handledAlike, platformModule } from '../platform-module.ts';
import { LogType } from '../../../protocol/index.ts';
import { nested, text } from '../logs/log-fields.ts';
import type { EventType, EventOf } from '../projection/event-handling.ts';
import type { PlatformState } from '../projection/state.ts';
import { applyToTempGroups } from '../projection/temp-group-reducer.ts';
import { TEMP_GROUP_COMMANDS } from './temp-group-commands.ts';

const byGid = (event: { gid: string }) => `tempGroup:${event.gid}`;
const apply = (state: PlatformState, event: EventOf<Extract<EventType, `tempGroup.${string}`>>) => applyToTempGroups(state.tempGroups, event);

/** Temporary groups. */
export const tempGroupModule = platformModule({
  name: 'temp-groups',
  events: {
    'tempGroup.created': {
      stream: (event) => `tempGroup:${event.tempGroup.gid}`,
      apply,
      log: {
        fields: (p) => {
          const group = nested(p.tempGroup);
          return { account: text(group.creator), msId: '', subjectKind: 'text', subject: text(group.name), remark: '' };
        },
        olderType: () => LogType.TempGroupCreated,
      },
    },
    'tempGroup.removed': {
      stream: byGid,
      apply,
      log: {
        // Its name as it was when the event carries it; an older event names only the gid.
        fields: (p) =>
          p.name === undefined
            ? { account: text(p.by), msId: '', subjectKind: 'group', subject: text(p.gid), remark: '' }
            : { account: text(p.by), msId: '', subjectKind: 'text', subject: text(p.name), remark: '' },
        olderType: () => LogType.TempGroupCancelled,
      },
    },
    ...handledAlike(['tempGroup.edited', 'tempGroup.memberJoined', 'tempGroup.memberLeft'], { stream: byGid, apply }),
  },
  commands: () => TEMP_GROUP_COMMANDS,
});
