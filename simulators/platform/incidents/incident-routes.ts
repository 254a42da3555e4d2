import type { IncomingMessage, ServerResponse } from 'node:http';
import { IncidentPaths, IncidentRefusal, ListIncidentsQuery, SaveIncidentBody, type Incident } from '../../../protocol/index.ts';
import { sessionOf } from '../auth/sessions.ts';
import { incidentPage } from './incident-book.ts';
import { contentsOf } from './incident-contents.ts';
import { archiveEntries } from './incident-report.ts';
import { incidentOfOrganisation, isDispatcher } from './incident-service.ts';
import { organisationOfCaller } from '../organisations/organisation-of.ts';
import { zipStore } from './zip.ts';
import type { Platform } from '../platform.ts';
import { tokenOf } from '../http/cookies.ts';
import { TOKEN_EXPIRED_ANSWER } from '../http/ds-routes.ts';
import { ok, refused, rejected, sendAnswer } from '../http/envelope.ts';
import { queryObject, withInput } from '../http/input.ts';
import type { RouteTable } from '../http/route.ts';

/** Incidents (docs/protocol.md "Incidents"): save a timeline with a note, list them newest first. */
export const INCIDENT_ROUTES: RouteTable = {
  [IncidentPaths.save]: {
    method: 'POST',
    open: false,
    handle: (context) =>
      withInput(SaveIncidentBody, context.body, async (input) => {
        const answer = await context.services.incidents.save(context.session.msId, input);
        return answer.code === '0' ? ok('incident' in answer ? answer.incident : null) : refused(answer.code, 'desc' in answer ? answer.desc : '');
      }),
  },
  [IncidentPaths.list]: {
    method: 'GET',
    open: false,
    handle: (context) =>
      withInput(ListIncidentsQuery, queryObject(context.query), async ({ pageNo, pageSize }) => {
        if (!isDispatcher(context.platform.state, context.session.msId)) return refused('403', `incident: ${IncidentRefusal.NotDispatcher}`);
        const { state } = context.platform;
        const cid = organisationOfCaller(state, context.session.msId);
        const page = incidentPage(state.incidents, pageNo, pageSize, (incident) => incidentOfOrganisation(state, incident, cid));
        return ok({ total: page.total, pageNo, pageSize }, page.list);
      }),
  },
};

const ARCHIVE_NAME = /^(\d{1,20})\.zip$/;

/** The file name a browser saves: the id and the subject, in ASCII only. */
const downloadName = (incident: Incident) => `incident-${incident.id}-${incident.subject.kind}-${incident.subject.id}.zip`;

/**
 * An incident's archive at /filews/incidents/<id>.zip, built when asked (the recordings and track
 * are read then), for dispatchers only.
 */
export function createIncidentArchives(platform: Platform, recordingsDir: string | null) {
  return async (request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return sendAnswer(response, rejected(405, 'archives take GET'));
    const session = sessionOf(platform, tokenOf(request, url.searchParams));
    if (!session) return sendAnswer(response, TOKEN_EXPIRED_ANSWER);
    if (!isDispatcher(platform.state, session.msId)) return sendAnswer(response, refused('403', `incident: ${IncidentRefusal.NotDispatcher}`));
    const id = ARCHIVE_NAME.exec(url.pathname.slice(IncidentPaths.archives.length + 1))?.[1];
    const found = id === undefined ? undefined : platform.state.incidents.byId.get(id);
    // Another organisation's incident is unknown, as a missing one is.
    const incident = found && incidentOfOrganisation(platform.state, found, organisationOfCaller(platform.state, session.msId)) ? found : undefined;
    if (!incident) return sendAnswer(response, rejected(404, `incident: ${IncidentRefusal.Unknown}`));
    // report.txt in the dispatcher's language (?lang=, one of the console's six; English otherwise).
    const zip = zipStore(archiveEntries(await contentsOf(platform, incident, recordingsDir), url.searchParams.get('lang')), new Date(platform.now()));
    response.statusCode = 200;
    response.setHeader('Content-Type', 'application/zip');
    response.setHeader('Content-Length', zip.length);
    response.setHeader('Content-Disposition', `attachment; filename="${downloadName(incident)}"`);
    response.setHeader('Cache-Control', 'private, no-store');
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.end(request.method === 'HEAD' ? undefined : zip);
  };
}
