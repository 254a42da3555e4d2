import {
  IncidentLimits,
  IncidentRefusal,
  IncidentSubjectKind,
  LogType,
  normaliseNote,
  noteProblem,
  TerminalType,
  validateTimeRange,
  type Incident,
  type IncidentSubject,
} from '../../../protocol/index.ts';
import { groupOfCaller, organisationOfTerminal, sameOrganisation } from '../organisations/organisation-of.ts';
import type { Platform } from '../platform.ts';
import type { PlatformState } from '../projection/state.ts';
import { Serial } from '../serial.ts';

export type Refusal = { readonly code: string; readonly desc: string };
export type SaveOutcome = { readonly code: '0'; readonly incident: Incident } | Refusal;
export type NewIncident = { readonly subject: IncidentSubject; readonly start: number; readonly end: number; readonly tz: number; readonly note: string };

const refusal = (code: string, why: IncidentRefusal): Refusal => ({ code, desc: `incident: ${why}` });

export const isDispatcher = (state: PlatformState, msId: string): boolean => state.terminals.get(msId)?.type === TerminalType.Dispatcher;

/** An incident belongs to the organisation of the dispatcher who saved it (docs/protocol.md "Organisations"). */
export const incidentOfOrganisation = (state: Pick<PlatformState, 'terminals'>, incident: Incident, cid: string | null): boolean =>
  cid !== null && organisationOfTerminal(state, incident.createdBy) === cid;

/** Is the subject (a terminal, a fixed or temp group) of the caller's organisation? */
const subjectOfCaller = (state: PlatformState, msId: string, subject: IncidentSubject): boolean =>
  subject.kind === IncidentSubjectKind.Terminal ? sameOrganisation(state, msId, subject.id) : groupOfCaller(state, msId, subject.id);

/** The subject's name now, or null when there is no such terminal or group (temp groups count). */
export function subjectNameOf(state: PlatformState, subject: IncidentSubject): string | null {
  if (subject.kind === IncidentSubjectKind.Terminal) return state.terminals.get(subject.id)?.msName ?? null;
  return state.groups.get(subject.id)?.name ?? state.tempGroups.byGid.get(subject.id)?.name ?? null;
}

/**
 * What is wrong with a save, checked in the order a dispatcher fixes things: who asks, the note,
 * the window (SPEC §5, the same rules as the track and the logs), the subject, the platform's room.
 */
export function saveProblem(state: PlatformState, msId: string, input: NewIncident, count: number): Refusal | null {
  if (!isDispatcher(state, msId)) return refusal('403', IncidentRefusal.NotDispatcher);
  const note = noteProblem(input.note);
  if (note) return refusal('400', note);
  const range = validateTimeRange(input.start, input.end, input.tz);
  if (range) return { code: '400', desc: `range: ${range}` };
  // Another organisation's terminal or group is refused as an unknown one is.
  if (subjectNameOf(state, input.subject) === null || !subjectOfCaller(state, msId, input.subject)) {
    return refusal('404', input.subject.kind === IncidentSubjectKind.Terminal ? IncidentRefusal.UnknownTerminal : IncidentRefusal.UnknownGroup);
  }
  if (count >= IncidentLimits.maxIncidents) return refusal('400', IncidentRefusal.TooMany);
  return null;
}

/** Saves incidents one decision at a time, so an id is never given twice. */
export class IncidentService {
  private readonly serial = new Serial();

  constructor(private readonly platform: Platform) {}

  save(msId: string, input: NewIncident): Promise<SaveOutcome> {
    return this.serial.run(async () => {
      const { state } = this.platform;
      const book = state.incidents;
      // Each organisation's own limit: another's incidents neither count nor show.
      const cid = organisationOfTerminal(state, msId);
      const count = [...book.byId.values()].filter((incident) => incidentOfOrganisation(state, incident, cid)).length;
      const problem = saveProblem(state, msId, input, count);
      if (problem) return problem;
      const incident: Incident = {
        id: String(book.lastId + 1),
        subject: input.subject,
        subjectName: subjectNameOf(state, input.subject) ?? input.subject.id,
        start: input.start,
        end: input.end,
        tz: input.tz,
        note: normaliseNote(input.note),
        createdBy: msId,
        createdByName: state.terminals.get(msId)?.msName ?? msId,
        createdAt: this.platform.now(),
      };
      await this.platform.commit([{ type: 'incident.saved', incident, logType: LogType.IncidentSaved }]);
      return { code: '0', incident };
    });
  }
}

