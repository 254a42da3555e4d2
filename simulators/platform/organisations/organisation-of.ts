import type { Group, Terminal } from '../../../protocol/index.ts';
import type { PlatformState } from '../projection/state.ts';
import { organisationOfGid } from './organisation-book.ts';

/**
 * The organisation of the platform's things, and what of the state one organisation may see. Every
 * route, socket and media decision that lists or admits asks these (docs/protocol.md "Organisations").
 */

type OrganisationState = Pick<PlatformState, 'terminals' | 'groups' | 'organisations'>;

/** A terminal's organisation, or null for an unknown msId. */
export const organisationOfTerminal = (state: Pick<PlatformState, 'terminals'>, msId: string): string | null => state.terminals.get(msId)?.cid ?? null;

/** A group's organisation (fixed or temp, removed ones too), or null for a gid never created. */
export const organisationOfGroup = (state: Pick<PlatformState, 'organisations'>, gid: string): string | null => organisationOfGid(state.organisations, gid);

/** Are both terminals of one organisation? False when either is unknown. */
export function sameOrganisation(state: Pick<PlatformState, 'terminals'>, msId: string, other: string): boolean {
  const cid = organisationOfTerminal(state, msId);
  return cid !== null && cid === organisationOfTerminal(state, other);
}

/** Is the group (fixed or temp) of the caller's organisation? */
export function groupOfCaller(state: OrganisationState, caller: string, gid: string): boolean {
  const cid = organisationOfTerminal(state, caller);
  return cid !== null && cid === organisationOfGroup(state, gid);
}

export const terminalsOfOrganisation = (state: Pick<PlatformState, 'terminals'>, cid: string | null): Terminal[] =>
  cid === null ? [] : [...state.terminals.values()].filter((terminal) => terminal.cid === cid);

export const groupsOfOrganisation = (state: Pick<PlatformState, 'groups' | 'organisations'>, cid: string | null): Group[] =>
  cid === null ? [] : [...state.groups.values()].filter((group) => organisationOfGroup(state, group.gid) === cid);

/** Every organisation that has a terminal, in the order they first appeared. */
export function organisationIds(state: Pick<PlatformState, 'terminals'>): string[] {
  const seen = new Set<string>();
  for (const terminal of state.terminals.values()) seen.add(terminal.cid);
  return [...seen];
}

/** The organisation of a request's or socket's account (null without one). */
export const organisationOfCaller = (state: Pick<PlatformState, 'terminals'>, msId: string | null | undefined): string | null =>
  msId ? organisationOfTerminal(state, msId) : null;
