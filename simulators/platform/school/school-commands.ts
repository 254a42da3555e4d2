import { ok, denied, type ModuleCommands } from '../socket/command-handler.ts';

/** A school bus terminal's student card punch. */
export const SCHOOL_COMMANDS = {
  async schoolPunch({ services }, { msId, isDispatcher }, { studentNum }) {
    if (isDispatcher) return denied('a dispatcher does not read student cards');
    const answer = await services.school.punch(msId, studentNum);
    return 'value' in answer ? ok({ punch: answer.value }) : { code: answer.code, desc: answer.desc };
  },
} satisfies ModuleCommands;
