import { z } from 'zod';
import { TrackLimits } from './gpsTrack.ts';

/**
 * Incidents (issue 12 item 2, ours): an incident timeline saved with a dispatcher's note, listed,
 * reopened and exported as an archive (the window's recorded transmissions, the track as GeoJSON and
 * a readable report). docs/protocol.md "Incidents".
 */
export const IncidentPaths = {
  save: '/ds/incident/save',
  list: '/ds/incident/list',
  /** The archive: `${archives}/<id>.zip`, served under the upload host like the recordings. */
  archives: '/filews/incidents',
} as const;

/** lang: the console's language, for the words of the archive's report.txt. */
export const incidentArchiveUrl = (id: string, lang?: string): string => `${IncidentPaths.archives}/${id}.zip${lang ? `?lang=${encodeURIComponent(lang)}` : ''}`;

export const IncidentLimits = {
  /** A note is a paragraph or two, not a file. */
  maxNoteLength: 2_000,
  /** Incidents the platform keeps; saving more is refused (the dispatcher deletes nothing yet). */
  maxIncidents: 10_000,
  defaultPageSize: 50,
  maxPageSize: 200,
  /** A group timeline reads at most this many members' tracks (the console and the archive alike). */
  maxGroupTracks: 20,
} as const;

export const IncidentSubjectKind = { Terminal: 'terminal', Group: 'group' } as const;
export type IncidentSubjectKind = (typeof IncidentSubjectKind)[keyof typeof IncidentSubjectKind];

/** Why a save is refused, after `incident:` in `desc` (the console's message keys). */
export const IncidentRefusal = {
  NotDispatcher: 'notDispatcher',
  NoteRequired: 'noteRequired',
  NoteTooLong: 'noteTooLong',
  UnknownTerminal: 'unknownTerminal',
  UnknownGroup: 'unknownGroup',
  TooMany: 'tooMany',
  Unknown: 'unknown',
} as const;
export type IncidentRefusal = (typeof IncidentRefusal)[keyof typeof IncidentRefusal];

const Id = z.string().regex(/^\d{1,20}$/, 'must be digits');
const Millis = z.number().int().nonnegative().max(99_999_999_999_999);
const Offset = z.number().int().min(-TrackLimits.maxOffsetMinutes).max(TrackLimits.maxOffsetMinutes);

export const IncidentSubjectSchema = z.object({ kind: z.enum([IncidentSubjectKind.Terminal, IncidentSubjectKind.Group]), id: Id });
export type IncidentSubject = z.infer<typeof IncidentSubjectSchema>;

/**
 * The save's body. Only the shape is checked here (the note's length by the service, which words the
 * refusal); the window passes SPEC §5's rules (`validateTimeRange`) on the platform too.
 */
export const SaveIncidentBody = z.object({
  subject: IncidentSubjectSchema,
  start: Millis,
  end: Millis,
  tz: Offset.default(0),
  note: z.string().max(IncidentLimits.maxNoteLength * 4),
});
export type SaveIncidentBody = z.input<typeof SaveIncidentBody>;

export const ListIncidentsQuery = z.object({
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(IncidentLimits.maxPageSize).default(IncidentLimits.defaultPageSize),
});

export const IncidentSchema = z.object({
  id: Id,
  subject: IncidentSubjectSchema,
  /** The terminal's or group's name when it was saved. */
  subjectName: z.string(),
  start: Millis,
  end: Millis,
  tz: Offset,
  note: z.string(),
  createdBy: z.string(),
  createdByName: z.string(),
  createdAt: Millis,
});
export type Incident = z.infer<typeof IncidentSchema>;

export const IncidentPageSchema = z.object({ total: z.number().int().nonnegative(), pageNo: z.number().int(), pageSize: z.number().int() });

/** The note as kept: trimmed; line ends made \n. */
export const normaliseNote = (note: string): string => note.replace(/\r\n?/g, '\n').trim();

/** What is wrong with a note, or null. Counted in code points, as a person counts characters. */
export function noteProblem(note: string): IncidentRefusal | null {
  const kept = normaliseNote(note);
  if (kept.length === 0) return IncidentRefusal.NoteRequired;
  if ([...kept].length > IncidentLimits.maxNoteLength) return IncidentRefusal.NoteTooLong;
  return null;
}
