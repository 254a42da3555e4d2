import { platformModule } from '../platform-module.ts';
import { applyToIndoor } from './indoor-book.ts';
import { indoorRoutes } from './indoor-routes.ts';
import { INDOOR_COMMANDS } from './indoor-commands.ts';

/** Indoor areas and the positions terminals report in them. */
export const indoorModule = platformModule({
  name: 'indoor',
  events: {
    'indoor.areaSet': { stream: (event) => `indoorArea:${event.area.id}`, apply: (state, event, { time }) => applyToIndoor(state.indoor, event, time) },
    'indoor.areaRemoved': { stream: (event) => `indoorArea:${event.id}`, apply: (state, event, { time }) => applyToIndoor(state.indoor, event, time) },
    'indoor.position': { stream: (event) => `terminal:${event.msId}`, apply: (state, event, { time }) => applyToIndoor(state.indoor, event, time) },
  },
  routes: (host) => indoorRoutes(host.uploads),
  commands: () => INDOOR_COMMANDS,
});
