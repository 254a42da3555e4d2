import { AllCallRefusal } from '../../../protocol/index.ts';
import { ok, type ModuleCommands } from '../socket/command-handler.ts';

/** All-calls: one dispatcher talking to every terminal at once. */
export const ALL_CALL_COMMANDS = {
  async allCallStart({ allCalls }, { msId }, request) {
    const answer = await allCalls.start(msId, request);
    return answer.ok ? ok(answer.grant) : { code: answer.code, desc: answer.desc };
  },
  async allCallEnd({ allCalls }, { msId }, { callId }) {
    const code = await allCalls.end(msId, callId);
    return code === '0' ? ok() : { code, desc: AllCallRefusal.UnknownCall };
  },
} satisfies ModuleCommands;
