import {
  Feature,
  groupNameProblem,
  GROUP_PALETTE,
  COLOR_PATTERN,
  LogType,
  NetworkLimits,
  NetworkRefusal,
  NO_CLIENT_CODE,
  terminalNameProblem,
  TerminalType,
  type ClientTerminal,
  type Group,
  type PlatformEvent,
  type Terminal,
  type TerminalIcon,
} from '../../../protocol/index.ts';
import { dispatcherMayUse } from '../auth/access.ts';
import { groupsOfOrganisation, organisationOfGroup } from '../organisations/organisation-of.ts';
import type { Platform } from '../platform.ts';
import { Serial } from '../serial.ts';

export type NetworkAnswer = { readonly code: '0'; readonly desc: unknown; readonly list?: readonly unknown[] } | { readonly code: string; readonly desc: string };

const done = (desc: unknown, list?: readonly unknown[]): NetworkAnswer => ({ code: '0', desc, ...(list ? { list } : {}) });
const no = (code: string, desc: string): NetworkAnswer => ({ code, desc });
const NAME_REFUSAL = { required: NetworkRefusal.NameRequired, tooLong: NetworkRefusal.NameTooLong, special: NetworkRefusal.NameSpecial, exists: NetworkRefusal.NameExists, control: NetworkRefusal.NameControl } as const;

/**
 * Groups, memberships, terminal names and icons (docs/protocol.md "Network management"). Input
 * arrives shape-checked by the routes; this checks the rules and what exists, one decision at a
 * time, and commits each change as events every console receives. A refused call writes nothing.
 * A dispatcher sees and changes its own organisation only: another's groups and terminals are
 * refused as unknown ones are, and names and limits count the organisation's own groups.
 */
export class NetworkService {
  private readonly serial = new Serial();

  constructor(private readonly platform: Platform) {}

  addGroup(caller: string, name: string, fid: string): Promise<NetworkAnswer> {
    return this.decide(caller, Feature.ManageGroup, async (by, me) => {
      const groups = groupsOfOrganisation(this.platform.state, me.cid);
      if (fid !== '0' && !this.groupOf(me, fid)) return no('404', NetworkRefusal.UnknownParent);
      if (groups.length >= NetworkLimits.maxGroups) return no('400', NetworkRefusal.TooManyGroups);
      const problem = groupNameProblem(name, groups.map((group) => group.name));
      if (problem) return no('400', NAME_REFUSAL[problem]);
      const gid = String(this.platform.state.lastGroupGid + 1);
      const seqNum = Math.max(0, ...groups.map((group) => group.seqNum)) + 1;
      const group: Group = { gid, fid, name: name.trim(), color: GROUP_PALETTE[seqNum % GROUP_PALETTE.length]!, seqNum };
      // The creator joins it, so the new group is among the dispatcher's own and can be listened to.
      // A root names its organisation: one that names none would be the first organisation's.
      const created: PlatformEvent = fid === '0' ? { type: 'group.created', group, cid: me.cid } : { type: 'group.created', group };
      await this.platform.commit([created, { type: 'group.membersAdded', gid, msIds: [by], by }]);
      return done(group);
    });
  }

  renameGroup(caller: string, gid: string, name: string): Promise<NetworkAnswer> {
    return this.decide(caller, Feature.ManageGroup, async (by, me) => {
      const group = this.groupOf(me, gid);
      if (!group) return no('404', NetworkRefusal.UnknownGroup);
      const others = groupsOfOrganisation(this.platform.state, me.cid).filter((other) => other.gid !== gid).map((other) => other.name);
      const problem = groupNameProblem(name, others);
      if (problem) return no('400', NAME_REFUSAL[problem]);
      if (group.name !== name.trim()) await this.platform.commit([{ type: 'group.renamed', gid, name: name.trim(), by }]);
      return done({ gid, name: name.trim() });
    });
  }

  colorGroup(caller: string, gid: string, color: string): Promise<NetworkAnswer> {
    return this.decide(caller, Feature.ManageGroup, async (by, me) => {
      const group = this.groupOf(me, gid);
      if (!group) return no('404', NetworkRefusal.UnknownGroup);
      if (!COLOR_PATTERN.test(color)) return no('400', NetworkRefusal.Color);
      const lower = color.toLowerCase();
      if (group.color !== lower) await this.platform.commit([{ type: 'group.colored', gid, color: lower, by }]);
      return done({ gid, color: lower });
    });
  }

  /** Members leave first; one whose only group this is keeps it, so the delete is refused. */
  deleteGroup(caller: string, gid: string): Promise<NetworkAnswer> {
    return this.decide(caller, Feature.ManageGroup, async (by, me) => {
      const { groups, terminals } = this.platform.state;
      if (!this.groupOf(me, gid)) return no('404', NetworkRefusal.UnknownGroup);
      if ([...groups.values()].some((group) => group.fid === gid && group.gid !== gid)) return no('409', NetworkRefusal.HasSubgroups);
      const members = [...terminals.values()].filter((terminal) => terminal.grp.includes(gid));
      const stranded = members.find((terminal) => terminal.grp.length === 1);
      if (stranded) return no('409', `${NetworkRefusal.LastGroup}: ${stranded.msId}`);
      await this.platform.commit([...this.leave(gid, members, by), { type: 'group.deleted', gid, by }]);
      return done({ gid });
    });
  }

  renameTerminal(caller: string, msId: string, name: string): Promise<NetworkAnswer> {
    return this.decide(caller, Feature.TerminalManage, async (_by, me) => {
      const terminal = this.terminalOf(me, msId);
      if (!terminal) return no('404', NetworkRefusal.UnknownTerminal);
      const problem = terminalNameProblem(name);
      if (problem) return no('400', NAME_REFUSAL[problem]);
      const msName = name.trim();
      if (terminal.msName !== msName) await this.platform.commit([{ type: 'terminal.renamed', msId, msName }]);
      return done({ msId, msName });
    });
  }

  setIcon(caller: string, msId: string, icon: TerminalIcon): Promise<NetworkAnswer> {
    return this.decide(caller, Feature.TerminalManage, async (by, me) => {
      const terminal = this.terminalOf(me, msId);
      if (!terminal) return no('404', NetworkRefusal.UnknownTerminal);
      if (terminal.icon !== icon) await this.platform.commit([{ type: 'terminal.iconSet', msId, icon, by }]);
      return done({ msId, icon });
    });
  }

  /** SPEC §8 "Terminal add 107: client does not exist": every id must be a terminal of the platform. */
  addMembers(caller: string, gid: string, msIds: readonly string[]): Promise<NetworkAnswer> {
    return this.decide(caller, Feature.ManageGroup, async (by, me) => {
      const { terminals } = this.platform.state;
      if (!this.groupOf(me, gid)) return no('404', NetworkRefusal.UnknownGroup);
      const unknown = msIds.find((msId) => !this.terminalOf(me, msId.trim()));
      if (unknown !== undefined) return no(NO_CLIENT_CODE, `${NetworkRefusal.NoClient}: ${unknown}`);
      const joining = [...new Set(msIds.map((msId) => msId.trim()))].filter((msId) => !terminals.get(msId)!.grp.includes(gid));
      const full = joining.find((msId) => terminals.get(msId)!.grp.length >= NetworkLimits.maxGroupsPerTerminal);
      if (full) return no('400', `${NetworkRefusal.TooManyGroups}: ${full}`);
      if (joining.length > 0) await this.platform.commit([{ type: 'group.membersAdded', gid, msIds: joining, by }]);
      return done({ gid, added: joining });
    });
  }

  removeMembers(caller: string, gid: string, msIds: readonly string[]): Promise<NetworkAnswer> {
    return this.decide(caller, Feature.ManageGroup, async (by, me) => {
      const { terminals } = this.platform.state;
      if (!this.groupOf(me, gid)) return no('404', NetworkRefusal.UnknownGroup);
      const unknown = msIds.find((msId) => !this.terminalOf(me, msId));
      if (unknown !== undefined) return no('404', `${NetworkRefusal.UnknownTerminal}: ${unknown}`);
      const leaving = [...new Set(msIds)].map((msId) => terminals.get(msId)!).filter((terminal) => terminal.grp.includes(gid));
      const stranded = leaving.find((terminal) => terminal.grp.length === 1);
      if (stranded) return no('409', `${NetworkRefusal.LastGroup}: ${stranded.msId}`);
      if (leaving.length > 0) await this.platform.commit(this.leave(gid, leaving, by));
      return done({ gid, removed: leaving.map((terminal) => terminal.msId) });
    });
  }

  /** The socket's "set parameter for group membership": the terminal's groups become `gids`, in that order of joining. */
  setMembership(caller: string, msId: string, gids: readonly string[]): Promise<NetworkAnswer> {
    return this.decide(caller, Feature.TerminalManage, async (by, me) => {
      const terminal = this.terminalOf(me, msId);
      if (!terminal) return no('404', NetworkRefusal.UnknownTerminal);
      const wanted = [...new Set(gids)];
      const unknown = wanted.find((gid) => !this.groupOf(me, gid));
      if (unknown) return no('404', `${NetworkRefusal.UnknownGroup}: ${unknown}`);
      const events: PlatformEvent[] = wanted.filter((gid) => !terminal.grp.includes(gid)).map((gid) => ({ type: 'group.membersAdded', gid, msIds: [msId], by }));
      const dropped = terminal.grp.filter((gid) => !wanted.includes(gid));
      for (const gid of dropped) events.push({ type: 'group.membersRemoved', gid, msIds: [msId], by });
      if (dropped.includes(terminal.currentGroup)) events.push({ type: 'terminal.groupSwitched', msId, gid: wanted[0]!, by, logType: LogType.GroupSwitch });
      if (events.length > 0) await this.platform.commit(events);
      return done({ msId, grp: [...terminal.grp.filter((gid) => wanted.includes(gid)), ...wanted.filter((gid) => !terminal.grp.includes(gid))] });
    });
  }

  /** getTerminalByClient: the client's terminals matching `keyword`, a page of 20 (SPEC §9). */
  terminalsOfClient(caller: string, cid: string, keyword: string, page: number): Promise<NetworkAnswer> {
    return this.decide(caller, Feature.ManageGroup, (_by, me) => {
      const all = [...this.platform.state.terminals.values()];
      // Another organisation is refused as one that does not exist: the answer tells nothing of it.
      if (cid !== me.cid || !all.some((terminal) => terminal.cid === cid)) return Promise.resolve(no(NO_CLIENT_CODE, NetworkRefusal.NoClient));
      const needle = keyword.trim().toLocaleLowerCase();
      const matching = all
        .filter((terminal) => terminal.cid === cid && (needle === '' || terminal.msId.includes(needle) || terminal.msName.toLocaleLowerCase().includes(needle)))
        .sort((a, b) => a.msId.localeCompare(b.msId));
      const start = (page - 1) * NetworkLimits.pageSize;
      const list: ClientTerminal[] = matching
        .slice(start, start + NetworkLimits.pageSize)
        .map(({ msId, msName, type, online, grp }) => ({ msId, msName, type, online, grp }));
      return Promise.resolve(done({ total: matching.length, page, pageSize: NetworkLimits.pageSize }, list));
    });
  }

  /** Leaving a group a member listens to moves it to its first remaining group (as a remote switch would). */
  private leave(gid: string, members: readonly Terminal[], by: string): PlatformEvent[] {
    if (members.length === 0) return [];
    const events: PlatformEvent[] = [{ type: 'group.membersRemoved', gid, msIds: members.map((terminal) => terminal.msId), by }];
    for (const terminal of members) {
      const next = terminal.grp.find((other) => other !== gid);
      if (terminal.currentGroup === gid && next) events.push({ type: 'terminal.groupSwitched', msId: terminal.msId, gid: next, by, logType: LogType.GroupSwitch });
    }
    return events;
  }

  /** The caller's organisation's fixed group; another organisation's is unknown, as a missing one is. */
  private groupOf(me: Terminal, gid: string): Group | undefined {
    const group = this.platform.state.groups.get(gid);
    return group && organisationOfGroup(this.platform.state, gid) === me.cid ? group : undefined;
  }

  /** The caller's organisation's terminal; another organisation's is unknown, as a missing one is. */
  private terminalOf(me: Terminal, msId: string): Terminal | undefined {
    const terminal = this.platform.state.terminals.get(msId);
    return terminal?.cid === me.cid ? terminal : undefined;
  }

  /** Dispatchers with the SPEC §6 feature only, by the console's own rule (auth/access.ts). */
  private decide(caller: string, feature: Feature, work: (by: string, me: Terminal) => Promise<NetworkAnswer>): Promise<NetworkAnswer> {
    return this.serial.run(() => {
      const me = this.platform.state.terminals.get(caller);
      if (me?.type !== TerminalType.Dispatcher) return Promise.resolve(no('403', NetworkRefusal.NotDispatcher));
      if (!dispatcherMayUse(this.platform, caller, feature)) return Promise.resolve(no('403', NetworkRefusal.NoFeature));
      return work(caller, me);
    });
  }
}

