import type { PlatformServices } from '../services.ts';
import type { SosService } from '../sos/sos-service.ts';
import type { z } from 'zod';
import { AllCallRefusal, GeoCallRefusal, featureOfCommand, refusalOf, CallSet, CallSetRefusal, callSetOf, CommandSchemas, type Feature, LogType, TerminalType, type CommandName, type Terminal } from '../../../protocol/index.ts';
import type { AllCallService } from '../all-call/all-call-service.ts';
import type { CallService } from '../calls/call-service.ts';
import type { FloorControl } from '../floor/floor-control.ts';
import { parseInput } from '../parse-input.ts';
import { plausibleReportGps, ReportGpsArgs } from './plausible-fix.ts';
import type { Platform } from '../platform.ts';
import { visibleTempGroups } from '../temp-groups/decide.ts';
import type { TempGroupService } from '../temp-groups/temp-group-service.ts';
import { refusedByFeature } from '../auth/access.ts';
import { COMMAND_ROLES, roleRefusal } from '../auth/role-table.ts';
import type { ToneSender } from '../tones/tone-sender.ts';
import type { TerminalMonitorService } from '../terminal-monitor/monitor-service.ts';
import { groupOfCaller, sameOrganisation } from '../organisations/organisation-of.ts';
import type { PlatformState } from '../projection/state.ts';

export type CommandOutcome = { readonly code: string; readonly desc?: string; readonly data?: unknown };

const ARGS: { readonly [N in CommandName]: z.ZodType<z.infer<(typeof CommandSchemas)[N]>> } = {
  ...CommandSchemas,
  reportGps: ReportGpsArgs,
};

/** Hand-written checks of the hottest commands' arguments (each sound: null hands the input to ARGS). */
const FAST_ARGS: { readonly [N in CommandName]?: (raw: unknown) => z.infer<(typeof CommandSchemas)[N]> | null } = {
  reportGps: plausibleReportGps,
};

const denied = (desc: string): CommandOutcome => ({ code: '403', desc });
const ok = (data: unknown = null): CommandOutcome => ({ code: '0', data });

export type CommandContext = {
  readonly platform: Platform;
  readonly services: PlatformServices;
  readonly floor: FloorControl;
  readonly tempGroups: TempGroupService;
  readonly calls: CallService;
  readonly allCalls: AllCallService;
  readonly tones: ToneSender;
  readonly monitors: TerminalMonitorService;
};
type Caller = { readonly msId: string; readonly terminal: Terminal; readonly isDispatcher: boolean };

/** The caller's organisation's terminal: another's is unknown, as a missing one is (no existence oracle). */
const ourTerminal = (state: PlatformState, caller: string, msId: string): Terminal | undefined => (sameOrganisation(state, caller, msId) ? state.terminals.get(msId) : undefined);
/** A group (fixed or temp) that exists and is of the caller's organisation. */
const ourGroup = (state: PlatformState, caller: string, gid: string): boolean =>
  (state.groups.has(gid) || state.tempGroups.byGid.has(gid)) && groupOfCaller(state, caller, gid);

/**
 * Runs one command of a logged-in account: validate, check, append its events, answer. Not async:
 * the handler's own promise is the answer (an async wrapper adds a promise and a resolve job per
 * command, and every GPS fix is one).
 */
export function runCommand(context: CommandContext, msId: string, name: CommandName, rawArgs: unknown): Promise<CommandOutcome> {
  const terminal = context.platform.state.terminals.get(msId);
  if (!terminal) return Promise.resolve({ code: '404', desc: 'no terminal for this account' });
  // The role table (docs/protocol.md "Roles"): the socket's one check of who may send what.
  const roleDenied = roleRefusal(COMMAND_ROLES[name], terminal.type);
  if (roleDenied) return Promise.resolve({ code: '403', desc: roleDenied });
  const feature = featureOfCommand(name);
  if (refusedByFeature(context.platform, msId, feature)) return Promise.resolve({ code: '403', desc: refusalOf(feature as Feature) });
  const fast = FAST_ARGS[name]?.(rawArgs) ?? null;
  const args = fast === null ? parseInput(ARGS[name] as z.ZodType<unknown>, rawArgs) : ({ ok: true, value: fast } as const);
  if (!args.ok) return Promise.resolve({ code: '400', desc: args.desc });
  const caller: Caller = { msId, terminal, isDispatcher: terminal.type === TerminalType.Dispatcher };
  return HANDLERS[name](context, caller, args.value as never);
}

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

type Handler<N extends CommandName> = (context: CommandContext, caller: Caller, args: z.infer<(typeof CommandSchemas)[N]>) => Promise<CommandOutcome>;

const HANDLERS: { readonly [N in CommandName]: Handler<N> } = {
  // The role table's check is all it takes here: the connection then takes the account (connection.ts).
  takeAccount: () => Promise.resolve(ok()),
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
  async floorRequest({ floor }, { msId }, { gid, emergency }) {
    const answer = await floor.request(msId, gid, emergency ?? false);
    return answer ? ok(answer) : { code: '404', desc: 'no terminal for this account' };
  },
  async floorRelease({ floor }, { msId }, { gid }) {
    await floor.release(msId, gid);
    return ok();
  },
  async tempGroupCreate({ tempGroups }, { msId, isDispatcher }, { name, members }) {
    if (!isDispatcher) return denied('only dispatchers create temp groups');
    return answerOf(await tempGroups.create(msId, name, members));
  },
  async tempGroupEdit({ tempGroups }, { msId, isDispatcher }, { gid, name, members }) {
    if (!isDispatcher) return denied('only dispatchers edit temp groups');
    return answerOf(await tempGroups.edit(gid, name, members, msId));
  },
  async tempGroupRemove({ tempGroups }, { msId, isDispatcher }, { gid }) {
    if (!isDispatcher) return denied('only dispatchers remove temp groups');
    return answerOf(await tempGroups.remove(gid, msId));
  },
  async geoCallStart({ services }, { msId, isDispatcher }, { name, area }) {
    if (!isDispatcher) return denied(GeoCallRefusal.NotDispatcher);
    return answerOf(await services.geoCalls.start(msId, name, area));
  },
  async geoCallEnd({ platform, services }, { msId, isDispatcher }, { gid }) {
    if (!isDispatcher) return denied(GeoCallRefusal.NotDispatcher);
    // Another organisation's geo-call is unknown, as a missing one is (decideEnd's answer).
    if (!groupOfCaller(platform.state, msId, gid)) return { code: '404', desc: GeoCallRefusal.Unknown };
    return answerOf(await services.geoCalls.end(gid, msId));
  },
  async tempGroupList({ platform }, { msId, isDispatcher }) {
    // A dispatcher lists its own organisation's temp groups only.
    return ok(visibleTempGroups(platform.state, msId, isDispatcher).filter((group) => groupOfCaller(platform.state, msId, group.gid)));
  },
  async sendTone({ tones }, { msId, isDispatcher }, args) {
    if (!isDispatcher) return denied('only dispatchers send alarm tones');
    const answer = await tones.send(msId, args);
    return answer.code === '0' && 'delivered' in answer ? ok({ delivered: answer.delivered }) : { code: answer.code, desc: 'desc' in answer ? answer.desc : '' };
  },
  async allCallStart({ allCalls }, { msId }, request) {
    const answer = await allCalls.start(msId, request);
    return answer.ok ? ok(answer.grant) : { code: answer.code, desc: answer.desc };
  },
  async allCallEnd({ allCalls }, { msId }, { callId }) {
    const code = await allCalls.end(msId, callId);
    return code === '0' ? ok() : { code, desc: AllCallRefusal.UnknownCall };
  },
  async sos({ services }, { msId }, args) {
    return sosAnswerOf(await services.sos.raise(msId, args));
  },
  async sosCancel({ services }, { msId }, { id }) {
    return sosAnswerOf(await services.sos.cancel(msId, id));
  },
  async loneWorkReply({ services }, { msId, isDispatcher }, { id }) {
    if (isDispatcher) return denied('a dispatcher does not answer lone worker check-ins');
    const answer = await services.loneWork.reply(msId, id);
    return answer.code === '0' ? ok() : { code: answer.code, desc: 'desc' in answer ? answer.desc : '' };
  },
  async schoolPunch({ services }, { msId, isDispatcher }, { studentNum }) {
    if (isDispatcher) return denied('a dispatcher does not read student cards');
    const answer = await services.school.punch(msId, studentNum);
    return 'value' in answer ? ok({ punch: answer.value }) : { code: answer.code, desc: answer.desc };
  },
  async sendMessage({ services }, { msId }, args) {
    const answer = await services.messages.send(msId, args);
    return 'message' in answer ? ok({ message: answer.message, duplicate: answer.duplicate }) : { code: answer.code, desc: answer.desc };
  },
  async sendSms({ services }, { msId }, args) {
    const answer = await services.messages.sendSms(msId, args);
    return 'sms' in answer ? ok({ sms: answer.sms, duplicate: answer.duplicate }) : { code: answer.code, desc: answer.desc };
  },
  async jobAnswer({ services }, { msId, isDispatcher }, { id, answer }) {
    if (isDispatcher) return denied('jobs are answered from the assignees\' terminals');
    const outcome = await services.jobs.answer(msId, id, answer);
    return 'job' in outcome ? ok({ job: outcome.job }) : { code: outcome.code, desc: outcome.desc };
  },
  async jobMine({ services }, { msId }) {
    return ok({ jobs: services.jobs.openJobsOf(msId) });
  },
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
  async reportBeacons({ services }, { msId, isDispatcher }, { readings }) {
    if (isDispatcher) return denied('a dispatcher does not report beacons');
    const answer = await services.indoor.report(msId, readings);
    return 'fix' in answer ? ok(answer.fix) : { code: answer.code, desc: answer.desc };
  },
  async callHandOver({ calls }, { msId }, { callId, to }) {
    const answer = await calls.handOver(msId, callId, to);
    return answer.code === '0' ? ok() : { code: answer.code, desc: answer.desc ?? '' };
  },
  async callSignal({ calls }, { msId }, input) {
    const answer = await calls.signal(msId, input);
    return answer.code === '0' ? ok({ status: answer.status }) : { code: answer.code, desc: `call status ${answer.status}`, data: { status: answer.status } };
  },
};

const sosAnswerOf = (answer: Awaited<ReturnType<SosService['raise']>>): CommandOutcome =>
  answer.code === '0' && 'changed' in answer ? ok({ alarm: answer.alarm, changed: answer.changed }) : { code: answer.code, desc: 'desc' in answer ? answer.desc : '' };

const answerOf = (answer: Awaited<ReturnType<TempGroupService['create']>>): CommandOutcome =>
  'group' in answer ? ok(answer.group) : { code: answer.code, desc: answer.desc };
