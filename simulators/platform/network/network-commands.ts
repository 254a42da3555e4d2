import { CallSet, callSetOf, CallSetRefusal, LogType, TerminalType } from '../../../protocol/index.ts';
import { ok, denied, ourTerminal, ourGroup, type ModuleCommands, type CommandOutcome } from '../socket/command-handler.ts';

const FIX_STORED: CommandOutcome = Object.freeze({ code: '0', data: null });
const FIX_BUSY: CommandOutcome = Object.freeze({ code: '503', desc: 'busy: too many GPS fixes waiting to be stored' });
const fixOutcome = (stored: boolean): CommandOutcome => (stored ? FIX_STORED : FIX_BUSY);
/** The fixes of one turn share their stored promise (Platform.commitInTurn): they share its outcome too. */
let lastStored: Promise<boolean> | null = null;
let lastOutcome: Promise<CommandOutcome> | null = null;
function fixOutcomeOf(stored: Promise<boolean>): Promise<CommandOutcome> {
  if (stored !== lastStored) {
    lastStored = stored;
    lastOutcome = stored.then(fixOutcome);
  }
  return lastOutcome!;
}

/** Terminals' socket commands of the network: group switches and membership, remote control, GPS fixes and status reports. */
export const NETWORK_COMMANDS = {
  async switchGroup({ platform }, { msId, terminal, isDispatcher }, { gid }) {
    if (!ourGroup(platform.state, msId, gid)) return { code: '404', desc: `gid: no group ${gid}` };
    const temp = platform.state.tempGroups.byGid.get(gid);
    // Dispatchers may listen to any group of theirs; a terminal only to the groups it belongs to.
    const member = temp ? temp.members.includes(msId) : terminal.grp.includes(gid);
    if (!isDispatcher && !member) return denied(`gid: ${msId} is not a member of ${gid}`);
    await platform.commit([{ type: 'terminal.groupSwitched', msId, gid, logType: LogType.GroupSwitch }]);
    return ok({ gid });
  },
  async remoteSwitchGroup({ platform }, { msId: dispatcher, isDispatcher }, { msId, gid }) {
    if (!isDispatcher) return denied('only dispatchers switch other terminals');
    const target = ourTerminal(platform.state, dispatcher, msId);
    if (!target) return { code: '404', desc: `msId: no terminal ${msId}` };
    if (!ourGroup(platform.state, dispatcher, gid)) return { code: '404', desc: `gid: no group ${gid}` };
    const temp = platform.state.tempGroups.byGid.get(gid);
    if (!(temp ? temp.members.includes(msId) : target.grp.includes(gid))) return denied(`gid: ${msId} is not a member of ${gid}`);
    if (target.online !== 1) return { code: '101', desc: `msId: ${msId} is offline` };
    await platform.commit([{ type: 'terminal.groupSwitched', msId, gid, by: dispatcher, logType: LogType.GroupSwitch }]);
    return ok({ msId, gid });
  },
  async setGroupMembership({ services }, { msId: dispatcher, isDispatcher }, { msId, gids }) {
    if (!isDispatcher) return denied('only dispatchers set group membership');
    const answer = await services.network.setMembership(dispatcher, msId, gids);
    return answer.code === '0' ? ok(answer.desc) : { code: answer.code, desc: String(answer.desc) };
  },
  async setCallSet({ platform }, { msId: dispatcher, isDispatcher }, { msId, status, forS }) {
    if (!isDispatcher) return denied('only dispatchers control terminals remotely');
    const target = ourTerminal(platform.state, dispatcher, msId);
    if (!target) return { code: '404', desc: `msId: no terminal ${msId}` };
    if (target.type === TerminalType.Dispatcher) return denied(`${CallSetRefusal.Dispatcher}: ${msId} is a dispatcher`);
    const current = callSetOf(target);
    if (current === CallSet.Killed) return { code: '409', desc: `${CallSetRefusal.Killed}: ${msId} was killed` };
    // Stunning a stunned terminal again sets a new interval (or none): only an identical request is refused.
    if (current === status && (status !== CallSet.Stunned || (forS === undefined && target.callSetUntil === undefined))) {
      return { code: '409', desc: `${CallSetRefusal.Unchanged}: ${msId} already has status ${status}` };
    }
    // Offline terminals are set too: the platform holds the status and the radio gets it at its next login.
    const until = forS === undefined ? undefined : platform.now() + forS * 1000;
    await platform.commit([{ type: 'terminal.callSet', msId, status, by: dispatcher, ...(until === undefined ? {} : { until }) }]);
    return ok({ msId, status, ...(until === undefined ? {} : { until }) });
  },
  // Not async, like runCommand: one promise per fix between the store's and the reply.
  reportGps({ services }, { msId, isDispatcher }, { fix }) {
    if (isDispatcher) return Promise.resolve(denied('a dispatcher does not report GPS'));
    // The fix goes in with the geo-fence alarms it raises (simulators/platform/fences).
    return fixOutcomeOf(services.fences.commitFix(msId, fix));
  },
  async reportStatus({ platform }, { msId, isDispatcher }, status) {
    if (isDispatcher) return denied('a dispatcher does not report status');
    await platform.commit([{ type: 'terminal.status', msId, ...status }]);
    return ok();
  },
} satisfies ModuleCommands;
