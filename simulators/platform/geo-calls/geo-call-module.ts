import { platformModule } from '../platform-module.ts';
import { GEO_CALL_COMMANDS } from './geo-call-commands.ts';

/** Geo-calls: their events are the temp groups' (a geo-call is a temp group of an area's terminals). */
export const geoCallModule = platformModule({
  name: 'geo-calls',
  events: {},
  commands: () => GEO_CALL_COMMANDS,
});
