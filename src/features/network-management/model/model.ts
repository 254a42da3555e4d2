/**
 * Network management in the console: the /ds calls and the socket's group-membership command, with
 * the platform's refusals worded. The forms check the same rules first (protocol/network.ts).
 */
import {
  ClientTerminalPageSchema,
  ClientTerminalSchema,
  DsError,
  groupNameProblem,
  NetworkLimits,
  NetworkPaths,
  NetworkRefusal,
  NO_CLIENT_CODE,
  SocketCommandError,
  terminalNameProblem,
  type ClientTerminal,
  type GroupNameProblem,
  type TerminalIcon,
  type TerminalNameProblem,
} from '../../../../protocol/index.ts';
import type { MessageKey, MessageValues } from '../../../ui/index.ts';

type DsAnswer = Promise<{ desc: unknown; list: unknown[] }>;
/** The part of the session's /ds client network management uses. */
export type NetworkDs = {
  get(path: string, params?: Record<string, string | number | undefined>): DsAnswer;
  post(path: string, body?: unknown): DsAnswer;
  put(path: string, body?: unknown): DsAnswer;
};

/** A worded outcome: the key and its values, ready for t(). */
export type Problem = { readonly key: MessageKey; readonly values?: MessageValues };

const NAME_KEYS: Record<GroupNameProblem | TerminalNameProblem, MessageKey> = {
  required: 'network.error.nameRequired',
  tooLong: 'network.error.nameTooLong',
  special: 'network.error.nameSpecial',
  exists: 'network.error.nameExists',
  control: 'network.error.nameControl',
};

export function groupNameError(name: string, otherNames: Iterable<string>): Problem | null {
  const problem = groupNameProblem(name, otherNames);
  return problem ? { key: NAME_KEYS[problem], values: { max: NetworkLimits.maxGroupNameLength } } : null;
}

export function terminalNameError(name: string): Problem | null {
  const problem = terminalNameProblem(name);
  return problem ? { key: NAME_KEYS[problem], values: { max: NetworkLimits.maxTerminalNameLength } } : null;
}

const REFUSAL_KEYS: ReadonlyArray<readonly [string, MessageKey]> = [
  [NetworkRefusal.NameRequired, 'network.error.nameRequired'],
  [NetworkRefusal.NameTooLong, 'network.error.nameTooLong'],
  [NetworkRefusal.NameSpecial, 'network.error.nameSpecial'],
  [NetworkRefusal.NameExists, 'network.error.nameExists'],
  [NetworkRefusal.NameControl, 'network.error.nameControl'],
  [NetworkRefusal.Color, 'network.error.color'],
  [NetworkRefusal.UnknownParent, 'network.error.unknownGroup'],
  [NetworkRefusal.UnknownGroup, 'network.error.unknownGroup'],
  [NetworkRefusal.UnknownTerminal, 'network.error.unknownTerminal'],
  [NetworkRefusal.HasSubgroups, 'network.error.hasSubgroups'],
  [NetworkRefusal.LastGroup, 'network.error.lastGroup'],
  [NetworkRefusal.TooManyGroups, 'network.error.tooMany'],
  [NetworkRefusal.NotDispatcher, 'network.error.forbidden'],
  [NetworkRefusal.NoFeature, 'network.error.noFeature'],
];

/** A refusal of the platform (REST or socket) as the console words it. */
export function refusalOf(error: unknown): Problem {
  const { code, desc } = error instanceof DsError || error instanceof SocketCommandError ? { code: error.code, desc: error.desc ?? '' } : { code: '500', desc: '' };
  const max = NetworkLimits.maxGroupNameLength;
  if (code === NO_CLIENT_CODE) return { key: 'network.error.noClient' };
  for (const [prefix, key] of REFUSAL_KEYS) if (desc.startsWith(prefix)) return { key, values: { max, msId: desc.split(': ')[1] ?? '' } };
  return { key: 'network.error.failed', values: { code } };
}

/** Runs a call; null when it went through, else the worded refusal. */
export async function attempt(work: () => Promise<unknown>): Promise<Problem | null> {
  try {
    await work();
    return null;
  } catch (error) {
    return refusalOf(error);
  }
}

export const addGroup = (ds: NetworkDs, name: string, fid: string) => attempt(() => ds.post(NetworkPaths.addGroup, { name: name.trim(), fid }));
export const renameGroup = (ds: NetworkDs, gid: string, name: string) => attempt(() => ds.put(NetworkPaths.updateGroupName, { gid, name: name.trim() }));
export const colorGroup = (ds: NetworkDs, gid: string, color: string) => attempt(() => ds.put(NetworkPaths.updateGrpColor, { gid, color }));
export const deleteGroup = (ds: NetworkDs, gid: string) => attempt(() => ds.post(NetworkPaths.deleteGroup, { gid }));
export const addMembers = (ds: NetworkDs, gid: string, msIds: readonly string[]) => attempt(() => ds.post(NetworkPaths.saveGroupMs, { gid, msIds: msIds.map((msId) => msId.trim()) }));
export const removeMembers = (ds: NetworkDs, gid: string, msIds: readonly string[]) => attempt(() => ds.post(NetworkPaths.removeGroupMs, { gid, msIds }));
export const renameTerminal = (ds: NetworkDs, msId: string, name: string) => attempt(() => ds.put(NetworkPaths.updateTerminalName, { msId, name: name.trim() }));
export const setTerminalIcon = (ds: NetworkDs, msId: string, icon: TerminalIcon) => attempt(() => ds.put(NetworkPaths.updateMsIcon, { msId, icon }));

export type TerminalPage = { readonly list: readonly ClientTerminal[]; readonly total: number; readonly page: number; readonly pages: number };

/** getTerminalByClient: one page of 20 of the client's terminals matching the keyword. */
export async function findClientTerminals(ds: NetworkDs, cid: string, keyword: string, page: number): Promise<TerminalPage> {
  const data = await ds.get(NetworkPaths.getTerminalByClient, { cid, keyword: keyword.trim(), page });
  const meta = ClientTerminalPageSchema.parse(data.desc);
  // Text from the network: a malformed row is skipped.
  const list = data.list.flatMap((item) => {
    const parsed = ClientTerminalSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
  return { list, total: meta.total, page: meta.page, pages: Math.max(1, Math.ceil(meta.total / meta.pageSize)) };
}
