import { z } from 'zod';
import { IncidentSchema, type Incident } from '../../../protocol/index.ts';
import type { IncidentEvent } from './incident-events.ts';

/** The saved incidents by id, and the last id given (ids are never reused). */
export type IncidentBook = { readonly byId: Map<string, Incident>; lastId: number };

export const emptyIncidentBook = (): IncidentBook => ({ byId: new Map(), lastId: 0 });

/** Folds one incident.* event; the same fold on replay as when it was committed. */
export function applyToIncidents(book: IncidentBook, event: IncidentEvent): void {
  switch (event.type) {
    case 'incident.saved':
      book.byId.set(event.incident.id, event.incident);
      book.lastId = Math.max(book.lastId, Number.parseInt(event.incident.id, 10) || 0);
      return;
  }
}

/** One page (1-based) of the newest-first list of the incidents kept (an organisation's), and how many there are in all. */
export function incidentPage(book: IncidentBook, pageNo: number, pageSize: number, keep: (incident: Incident) => boolean = () => true): { total: number; list: Incident[] } {
  const all = [...book.byId.values()].filter(keep).sort((a, b) => b.createdAt - a.createdAt || Number(b.id) - Number(a.id));
  return { total: all.length, list: all.slice((pageNo - 1) * pageSize, pageNo * pageSize) };
}

export const IncidentBookJsonSchema = z.object({ incidents: z.array(IncidentSchema), lastId: z.number().int().nonnegative() });
export type IncidentBookJson = z.infer<typeof IncidentBookJsonSchema>;

export const incidentBookToJson = (book: IncidentBook): IncidentBookJson => ({ incidents: [...book.byId.values()], lastId: book.lastId });

/** A snapshot from before incidents existed has none. */
export const incidentBookFromJson = (json: IncidentBookJson | undefined): IncidentBook =>
  json ? { byId: new Map(json.incidents.map((incident) => [incident.id, incident])), lastId: json.lastId } : emptyIncidentBook();
