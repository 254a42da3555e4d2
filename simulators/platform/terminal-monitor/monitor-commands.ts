import { ok, type ModuleCommands } from '../socket/command-handler.ts';

/** Watching a terminal's camera: start, stop, and the terminal's answer. */
export const MONITOR_COMMANDS = {
  async monitorStart({ monitors }, { msId }, { msId: target }) {
    const answer = await monitors.start(msId, target);
    return answer.code === '0' && 'grant' in answer ? ok(answer.grant) : { code: answer.code, desc: 'desc' in answer ? answer.desc : '' };
  },
  async monitorStop({ monitors }, { msId }, { monitorId }) {
    const code = await monitors.stop(msId, monitorId);
    return code === '0' ? ok() : { code, desc: 'monitor:unknown' };
  },
  async monitorAnswer({ monitors }, { msId }, { monitorId, status }) {
    const code = monitors.answer(msId, monitorId, status);
    return code === '0' ? ok() : { code, desc: 'monitor:unknown' };
  },
} satisfies ModuleCommands;
