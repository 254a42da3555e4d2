import { ok, type ModuleCommands } from '../socket/command-handler.ts';

/** Text messages and SMS sent from a terminal or console. */
export const MESSAGE_COMMANDS = {
  async sendMessage({ services }, { msId }, args) {
    const answer = await services.messages.send(msId, args);
    return 'message' in answer ? ok({ message: answer.message, duplicate: answer.duplicate }) : { code: answer.code, desc: answer.desc };
  },
  async sendSms({ services }, { msId }, args) {
    const answer = await services.messages.sendSms(msId, args);
    return 'sms' in answer ? ok({ sms: answer.sms, duplicate: answer.duplicate }) : { code: answer.code, desc: answer.desc };
  },
} satisfies ModuleCommands;
