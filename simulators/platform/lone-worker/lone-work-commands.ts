import { ok, denied, type ModuleCommands } from '../socket/command-handler.ts';

/** A lone worker's answer to a check-in. */
export const LONE_WORK_COMMANDS = {
  async loneWorkReply({ services }, { msId, isDispatcher }, { id }) {
    if (isDispatcher) return denied('a dispatcher does not answer lone worker check-ins');
    const answer = await services.loneWork.reply(msId, id);
    return answer.code === '0' ? ok() : { code: answer.code, desc: 'desc' in answer ? answer.desc : '' };
  },
} satisfies ModuleCommands;
