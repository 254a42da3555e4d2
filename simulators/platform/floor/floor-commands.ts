import { ok, type ModuleCommands } from '../socket/command-handler.ts';

/** Asking for and giving back the floor of a group. */
export const FLOOR_COMMANDS = {
  async floorRequest({ floor }, { msId }, { gid, emergency }) {
    const answer = await floor.request(msId, gid, emergency ?? false);
    return answer ? ok(answer) : { code: '404', desc: 'no terminal for this account' };
  },
  async floorRelease({ floor }, { msId }, { gid }) {
    await floor.release(msId, gid);
    return ok();
  },
} satisfies ModuleCommands;
