import { GeoCallRefusal } from '../../../protocol/index.ts';
import { groupOfCaller } from '../organisations/organisation-of.ts';
import { denied, type ModuleCommands } from '../socket/command-handler.ts';
import { tempGroupAnswerOf } from '../temp-groups/temp-group-commands.ts';

/** Geo-calls: a temp group of the terminals in an area, started and ended by a dispatcher. */
export const GEO_CALL_COMMANDS = {
  async geoCallStart({ services }, { msId, isDispatcher }, { name, area }) {
    if (!isDispatcher) return denied(GeoCallRefusal.NotDispatcher);
    return tempGroupAnswerOf(await services.geoCalls.start(msId, name, area));
  },
  async geoCallEnd({ platform, services }, { msId, isDispatcher }, { gid }) {
    if (!isDispatcher) return denied(GeoCallRefusal.NotDispatcher);
    // Another organisation's geo-call is unknown, as a missing one is (decideEnd's answer).
    if (!groupOfCaller(platform.state, msId, gid)) return { code: '404', desc: GeoCallRefusal.Unknown };
    return tempGroupAnswerOf(await services.geoCalls.end(gid, msId));
  },
} satisfies ModuleCommands;
