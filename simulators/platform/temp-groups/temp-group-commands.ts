import { groupOfCaller } from '../organisations/organisation-of.ts';
import { ok, denied, type ModuleCommands, type CommandOutcome } from '../socket/command-handler.ts';
import { visibleTempGroups } from './decide.ts';
import type { TempGroupService } from './temp-group-service.ts';

/** A temp group service's answer (a geo-call's too) as the command's. */
export const tempGroupAnswerOf = (answer: Awaited<ReturnType<TempGroupService['create']>>): CommandOutcome =>
  'group' in answer ? ok(answer.group) : { code: answer.code, desc: answer.desc };

/** A dispatcher's temp groups: create, edit, remove, list. */
export const TEMP_GROUP_COMMANDS = {
  async tempGroupCreate({ tempGroups }, { msId, isDispatcher }, { name, members }) {
    if (!isDispatcher) return denied('only dispatchers create temp groups');
    return tempGroupAnswerOf(await tempGroups.create(msId, name, members));
  },
  async tempGroupEdit({ tempGroups }, { msId, isDispatcher }, { gid, name, members }) {
    if (!isDispatcher) return denied('only dispatchers edit temp groups');
    return tempGroupAnswerOf(await tempGroups.edit(gid, name, members, msId));
  },
  async tempGroupRemove({ tempGroups }, { msId, isDispatcher }, { gid }) {
    if (!isDispatcher) return denied('only dispatchers remove temp groups');
    return tempGroupAnswerOf(await tempGroups.remove(gid, msId));
  },
  async tempGroupList({ platform }, { msId, isDispatcher }) {
    // A dispatcher lists its own organisation's temp groups only.
    return ok(visibleTempGroups(platform.state, msId, isDispatcher).filter((group) => groupOfCaller(platform.state, msId, group.gid)));
  },
} satisfies ModuleCommands;
