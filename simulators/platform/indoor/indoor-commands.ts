import { ok, denied, type ModuleCommands } from '../socket/command-handler.ts';

/** A terminal's beacon readings, located on an indoor area. */
export const INDOOR_COMMANDS = {
  async reportBeacons({ services }, { msId, isDispatcher }, { readings }) {
    if (isDispatcher) return denied('a dispatcher does not report beacons');
    const answer = await services.indoor.report(msId, readings);
    return 'fix' in answer ? ok(answer.fix) : { code: answer.code, desc: answer.desc };
  },
} satisfies ModuleCommands;
