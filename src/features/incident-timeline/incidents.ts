/** Saving, listing and exporting incidents (docs/protocol.md "Incidents"): the console's side, pure but for the ds calls. */
import {
  DsError,
  IncidentLimits,
  IncidentPageSchema,
  IncidentPaths,
  IncidentSchema,
  incidentArchiveUrl,
  type Incident,
  type IncidentSubject,
} from '../../../protocol/index.ts';
import type { MessageKey } from '../../ui/index.ts';
import type { TimelineWindow } from './model.ts';

type DsAnswer = Promise<{ desc: unknown; list: unknown[] }>;
export type IncidentDs = {
  get(path: string, params?: Record<string, string | number | undefined>): DsAnswer;
  post(path: string, body?: unknown): DsAnswer;
};

export async function saveIncident(ds: IncidentDs, subject: IncidentSubject, window: TimelineWindow, note: string): Promise<Incident> {
  const answer = await ds.post(IncidentPaths.save, { subject, start: window.start, end: window.end, tz: window.tz, note });
  return IncidentSchema.parse(answer.desc);
}

/** The newest incidents (one page); a malformed one is left out. */
export async function loadIncidents(ds: IncidentDs): Promise<{ total: number; list: Incident[] }> {
  const answer = await ds.get(IncidentPaths.list, { pageNo: 1, pageSize: IncidentLimits.defaultPageSize });
  const page = IncidentPageSchema.parse(answer.desc);
  const list: Incident[] = [];
  for (const item of answer.list) {
    const parsed = IncidentSchema.safeParse(item);
    if (parsed.success) list.push(parsed.data);
  }
  return { total: page.total, list };
}

/** The archive's link; its report.txt in the console's language. */
export const archiveHref = (incident: Pick<Incident, 'id'>, language?: string): string => incidentArchiveUrl(incident.id, language);

const REFUSAL_KEYS: Readonly<Record<string, MessageKey>> = {
  'incident: noteRequired': 'incidentTimeline.save.error.noteRequired',
  'incident: noteTooLong': 'incidentTimeline.save.error.noteTooLong',
  'incident: unknownTerminal': 'incidentTimeline.save.error.unknownSubject',
  'incident: unknownGroup': 'incidentTimeline.save.error.unknownSubject',
  'incident: tooMany': 'incidentTimeline.save.error.tooMany',
  'incident: notDispatcher': 'incidentTimeline.save.error.notDispatcher',
};

/** The message for a failed save: the platform's reason when it gave a known one, else the code. */
export function saveErrorKey(error: unknown): { key: MessageKey; code: string } {
  if (!(error instanceof DsError)) return { key: 'incidentTimeline.save.error.other', code: '500' };
  if (error.desc?.startsWith('range:')) return { key: 'incidentTimeline.save.error.range', code: error.code };
  return { key: REFUSAL_KEYS[error.desc ?? ''] ?? 'incidentTimeline.save.error.other', code: error.code };
}

/** Code points, as the platform counts the note's length. */
export const noteLength = (note: string): number => [...note.replace(/\r\n?/g, '\n').trim()].length;
