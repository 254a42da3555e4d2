/**
 * Temp group form and list model (SPEC §4, §5): the name and member rules as the console checks
 * them while typing (the same tempGroupNameProblem the platform applies), and the platform's
 * refusals mapped to the same problems, so both say the same localised thing.
 */
import { SocketCommandError, SocketError, TempGroupLimits, tempGroupNameProblem, type Group, type TempGroup } from '../../../../protocol/index.ts';
import type { TerminalRecord } from '../../../state/fleet.ts';

export type TempGroupProblem =
  | 'required'
  | 'tooLong'
  | 'special'
  | 'exists'
  | 'tooFew'
  | 'tooMany'
  | 'notFound'
  | 'forbidden'
  | 'offline'
  | 'timeout'
  | 'failed';

/** Where a problem shows: under the name, under the members, or for the whole form. */
export type ProblemField = 'name' | 'members' | 'form';

export type FormProblem = { readonly field: ProblemField; readonly problem: TempGroupProblem; readonly code?: string };

/** Names a temp group may not take: every fixed group's and every other temp group's. */
export function takenNames(groups: Iterable<Group>, tempGroups: Iterable<TempGroup>, exceptGid?: string): string[] {
  const names = [...groups].map((group) => group.name);
  for (const group of tempGroups) if (group.gid !== exceptGid) names.push(group.name);
  return names;
}

export type TempGroupDraft = {
  readonly name: string;
  /** For a new group: the others chosen (the creator is added by the platform). For an edit: every member. */
  readonly members: readonly string[];
};

export type DraftCheck = {
  readonly name: FormProblem | null;
  readonly members: FormProblem | null;
  /** An edit left with fewer than two members removes the group: the form warns first. */
  readonly removesGroup: boolean;
};

export function checkDraft(draft: TempGroupDraft, taken: Iterable<string>, mode: 'create' | 'edit'): DraftCheck {
  const nameProblem = tempGroupNameProblem(draft.name, taken);
  const count = new Set(draft.members).size;
  // A new group needs one member besides its creator; an edit counts the creator among the members.
  const total = mode === 'create' ? count + 1 : count;
  let members: FormProblem | null = null;
  if (mode === 'create' && count < 1) members = { field: 'members', problem: 'tooFew' };
  else if (total > TempGroupLimits.maxMembers) members = { field: 'members', problem: 'tooMany' };
  return {
    name: nameProblem ? { field: 'name', problem: nameProblem } : null,
    members,
    removesGroup: mode === 'edit' && total < TempGroupLimits.minMembers,
  };
}

export const isValid = (check: DraftCheck): boolean => check.name === null && check.members === null;

const NAME_PROBLEMS: Readonly<Record<string, TempGroupProblem>> = {
  'name:required': 'required',
  'name:tooLong': 'tooLong',
  'name:special': 'special',
  'name:exists': 'exists',
};

/** A failed temp group command as the form shows it: the refusal's code and `desc` (docs/protocol.md). */
export function refusalOf(error: unknown): FormProblem {
  const code = error instanceof SocketCommandError ? error.code : String(error);
  const desc = error instanceof SocketCommandError ? (error.desc ?? '') : '';
  switch (code) {
    case SocketError.Disconnected:
    case SocketError.NotOnline:
    case SocketError.NoSocket:
      return { field: 'form', problem: 'offline' };
    case SocketError.Timeout:
      return { field: 'form', problem: 'timeout' };
    case '409':
      return { field: 'name', problem: 'exists' };
    case '403':
      return { field: 'form', problem: 'forbidden' };
    case '404':
      return { field: desc.startsWith('members:') ? 'members' : 'form', problem: 'notFound' };
    case '400': {
      const nameProblem = NAME_PROBLEMS[desc];
      if (nameProblem) return { field: 'name', problem: nameProblem };
      if (desc === 'members:tooFew') return { field: 'members', problem: 'tooFew' };
      if (desc === 'members:tooMany') return { field: 'members', problem: 'tooMany' };
      return { field: 'form', problem: 'failed', code };
    }
    default:
      return { field: 'form', problem: 'failed', code };
  }
}

export type MemberCount = { readonly online: number; readonly total: number };

/** SPEC §3: a temp group's member count and how many of them are online. */
export function tempGroupCount(group: TempGroup, terminals: ReadonlyMap<string, TerminalRecord>): MemberCount {
  const members = new Set(group.members);
  let online = 0;
  for (const msId of members) online += terminals.get(msId)?.online ?? 0;
  return { online, total: members.size };
}

/** How many terminals the picker lists besides the chosen ones; a fleet can hold thousands. */
export const PICKER_LIMIT = 50;

/**
 * The member picker's rows: the chosen terminals first (so none is hidden by the search), then
 * terminals whose ID or name contains the query, online first, then by name.
 */
export function pickerRows(
  terminals: Iterable<TerminalRecord>,
  chosen: ReadonlySet<string>,
  query: string,
  exclude: string | null,
): { rows: TerminalRecord[]; more: number } {
  const needle = query.trim().toLocaleLowerCase();
  const picked: TerminalRecord[] = [];
  const matches: TerminalRecord[] = [];
  for (const terminal of terminals) {
    if (terminal.msId === exclude) continue;
    if (chosen.has(terminal.msId)) picked.push(terminal);
    else if (!needle || terminal.msId.includes(needle) || terminal.msName.toLocaleLowerCase().includes(needle)) matches.push(terminal);
  }
  const order = (a: TerminalRecord, b: TerminalRecord) => b.online - a.online || a.msName.localeCompare(b.msName) || a.msId.localeCompare(b.msId);
  matches.sort(order);
  return { rows: [...picked.sort(order), ...matches.slice(0, PICKER_LIMIT)], more: Math.max(0, matches.length - PICKER_LIMIT) };
}
