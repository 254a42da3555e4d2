import { z } from 'zod';
import type { Terminal } from '../../../protocol/index.ts';
import type { EmulatorEvent } from '../events/emulator-event.ts';

/**
 * Which organisation (the terminals' `cid`, SPEC §3) each group belongs to. The platform hosts
 * organisations side by side: tenants whose groups, terminals, rooms and alarms never meet. A
 * terminal names its own; a fixed group takes its root's, which a root's group.created names; a
 * temp group takes its creator's. Entries outlive their groups, so an event about a removed group
 * still finds its organisation (a replay, a recording of a removed temp group).
 *
 * A log written before organisations has roots without one: they, and everything under them,
 * belong to the first organisation a terminal was registered with (such a log has only one).
 */
export type OrganisationBook = {
  /** The organisation of every group ever created, fixed and temporary; '' for a root that names none. */
  readonly ofGroup: Map<string, string>;
  /** The first terminal's organisation: the one of roots that name none. */
  first: string | null;
};

export const emptyOrganisationBook = (): OrganisationBook => ({ ofGroup: new Map(), first: null });

/** An unnamed root's mark in `ofGroup`, resolved to `first` when read. */
const UNNAMED = '';

export function applyToOrganisations(book: OrganisationBook, event: EmulatorEvent, terminals: ReadonlyMap<string, Terminal>): void {
  switch (event.type) {
    case 'group.created': {
      const { gid, fid } = event.group;
      const named = event.cid ?? (fid === '0' ? undefined : book.ofGroup.get(fid));
      book.ofGroup.set(gid, named ?? UNNAMED);
      return;
    }
    case 'terminal.registered':
      book.first ??= event.terminal.cid;
      return;
    case 'tempGroup.created': {
      const cid = terminals.get(event.tempGroup.creator)?.cid;
      if (cid !== undefined) book.ofGroup.set(event.tempGroup.gid, cid);
      return;
    }
    default:
      return;
  }
}

/** The organisation of a group (fixed or temporary, existing or removed), or null for a gid never created. */
export function organisationOfGid(book: OrganisationBook, gid: string): string | null {
  const cid = book.ofGroup.get(gid);
  if (cid === undefined) return null;
  return cid === UNNAMED ? book.first : cid;
}

export const OrganisationBookJsonSchema = z.object({ ofGroup: z.array(z.tuple([z.string(), z.string()])), first: z.string().nullable() });

export const organisationBookToJson = (book: OrganisationBook): z.infer<typeof OrganisationBookJsonSchema> => ({ ofGroup: [...book.ofGroup], first: book.first });

export const organisationBookFromJson = (json: z.infer<typeof OrganisationBookJsonSchema>): OrganisationBook => ({ ofGroup: new Map(json.ofGroup), first: json.first });
