import { ok, type ModuleCommands, type CommandOutcome } from '../socket/command-handler.ts';
import type { SosService } from './sos-service.ts';

const sosAnswerOf = (answer: Awaited<ReturnType<SosService['raise']>>): CommandOutcome =>
  answer.code === '0' && 'changed' in answer ? ok({ alarm: answer.alarm, changed: answer.changed }) : { code: answer.code, desc: 'desc' in answer ? answer.desc : '' };

/** A terminal's SOS: raised and cancelled. */
export const SOS_COMMANDS = {
  async sos({ services }, { msId }, args) {
    return sosAnswerOf(await services.sos.raise(msId, args));
  },
  async sosCancel({ services }, { msId }, { id }) {
    return sosAnswerOf(await services.sos.cancel(msId, id));
  },
} satisfies ModuleCommands;
