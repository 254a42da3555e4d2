import { ok, denied, type ModuleCommands } from '../socket/command-handler.ts';

/** Alarm tones sent to terminals. */
export const TONE_COMMANDS = {
  async sendTone({ tones }, { msId, isDispatcher }, args) {
    if (!isDispatcher) return denied('only dispatchers send alarm tones');
    const answer = await tones.send(msId, args);
    return answer.code === '0' && 'delivered' in answer ? ok({ delivered: answer.delivered }) : { code: answer.code, desc: 'desc' in answer ? answer.desc : '' };
  },
} satisfies ModuleCommands;
