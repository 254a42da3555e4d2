import { platformModule } from '../platform-module.ts';
import { MUTE_ROUTES } from './mute-routes.ts';

/** The mute list: terminals a dispatcher does not hear. */
export const muteModule = platformModule({
  name: 'mutes',
  events: {
    'mute.added': { stream: (event) => `mute:${event.msId}`, apply: (state, event) => void state.mutes.set(event.id, { id: event.id, msId: event.msId, muteId: event.muteId }) },
    'mute.removed': { stream: (event) => `mute:${event.msId}`, apply: (state, event) => void state.mutes.delete(event.id) },
  },
  routes: () => MUTE_ROUTES,
});
