import { ok, type ModuleCommands } from '../socket/command-handler.ts';

/** Individual calls: signalling and hand-over. */
export const CALL_COMMANDS = {
  async callHandOver({ calls }, { msId }, { callId, to }) {
    const answer = await calls.handOver(msId, callId, to);
    return answer.code === '0' ? ok() : { code: answer.code, desc: answer.desc ?? '' };
  },
  async callSignal({ calls }, { msId }, input) {
    const answer = await calls.signal(msId, input);
    return answer.code === '0' ? ok({ status: answer.status }) : { code: answer.code, desc: `call status ${answer.status}`, data: { status: answer.status } };
  },
} satisfies ModuleCommands;
