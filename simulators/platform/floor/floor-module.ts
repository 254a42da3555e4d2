import { handledAlike, platformModule } from '../platform-module.ts';
import { applyToFloors } from '../projection/floor-reducer.ts';
import { applyToRecall } from '../projection/recall-reducer.ts';
import { FLOOR_COMMANDS } from './floor-commands.ts';

const floor = (event: { gid: string }) => `floor:${event.gid}`;

/** Each group's floor, and the transmissions recorded under it. */
export const floorModule = platformModule({
  name: 'floor',
  events: {
    ...handledAlike(['floor.taken', 'floor.idle', 'floor.queue'], { stream: floor, apply: (state, event) => applyToFloors(state.floors, event) }),
    'floor.released': {
      stream: floor,
      apply: (state, event, { time }) => {
        // Only the holder's release ends a talk (a queued requester may release too).
        if (state.floors.get(event.gid)?.talker?.msId === event.msId) state.lastTalk.set(event.gid, { gid: event.gid, msId: event.msId, reason: event.reason, at: time });
        applyToFloors(state.floors, event);
      },
    },
    'transmission.recorded': { stream: floor, apply: (state, event) => applyToRecall(state.recall, event) },
  },
  commands: () => FLOOR_COMMANDS,
});
