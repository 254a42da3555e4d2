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
import type { Platform } from '../platform.ts';
import type { PlatformState } from '../projection/state.ts';
import { Serial } from '../serial.ts';

export type Refusal = { readonly code: string; readonly desc: string };
export type SaveOutcome = { readonly code: '0'; readonly incident: Incident } | Refusal;
export type NewIncident = { readonly subject: IncidentSubject; readonly start: number; readonly end: number; readonly tz: number; readonly note: string };

const refusal = (code: string, why: IncidentRefusal): Refusal => ({ code, desc: `incident: ${why}` });

export const isDispatcher = (state: PlatformState, msId: string): boolean => state.terminals.get(msId)?.type === TerminalType.Dispatcher;

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
  if (subjectNameOf(state, input.subject) === null) {
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
      const problem = saveProblem(state, msId, input, book.byId.size);
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

const services = new WeakMap<Platform, IncidentService>();

/** One service (one decision queue) per platform. */
export function incidentServiceOf(platform: Platform): IncidentService {
  let service = services.get(platform);
  if (!service) {
    service = new IncidentService(platform);
    services.set(platform, service);
  }
  return service;
}
