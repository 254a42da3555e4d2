import type { IncomingMessage, ServerResponse } from 'node:http';
import { Feature, GPS_FILE_FORMATS, GpsFilePaths, GpsFileQuerySchema, TerminalType, TrackLimits, validateTimeRange, type GpsFileFormat } from '../../../protocol/index.ts';
import { dispatcherMayUse } from '../auth/access.ts';
import { sessionOf } from '../auth/sessions.ts';
import type { Platform } from '../platform.ts';
import { degreesOf } from '../socket/plausible-fix.ts';
import type { TrackFixRow } from '../store/gps-track-sql.ts';
import { tokenOf } from '../http/cookies.ts';
import { TOKEN_EXPIRED_ANSWER } from '../http/ds-routes.ts';
import { refused, rejected, sendAnswer } from '../http/envelope.ts';
import { parseInput } from '../parse-input.ts';
import { queryObject } from '../http/input.ts';

const FILE_NAME = new RegExp(`^(\\d{1,16})\\.(${GPS_FILE_FORMATS.join('|')})$`);

const CONTENT_TYPES: Record<GpsFileFormat, string> = { gpx: 'application/gpx+xml; charset=utf-8', csv: 'text/csv; charset=utf-8' };

/** XML text: a terminal's name is the radio user's, so it is escaped like any text from the network. */
const xmlText = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const iso = (time: number): string => new Date(time).toISOString();

/** The file's lines before its fixes and after them. */
function framing(format: GpsFileFormat, msId: string, name: string): { head: string; tail: string } {
  if (format === 'csv') return { head: 'time,lat,lng,speed_mps,direction_deg,altitude_m\r\n', tail: '' };
  return {
    head: `<?xml version="1.0" encoding="UTF-8"?>\n<gpx version="1.1" creator="PoC dispatcher platform emulator" xmlns="http://www.topografix.com/GPX/1/1">\n<trk><name>${xmlText(`${name} (${msId})`)}</name><trkseg>\n`,
    tail: '</trkseg></trk>\n</gpx>\n',
  };
}

/** One fix as a line: degrees (microdegrees stored are divided, SPEC §9), UTC times. */
function line(format: GpsFileFormat, row: TrackFixRow): string {
  const lat = degreesOf(row.lat);
  const lng = degreesOf(row.lng);
  if (format === 'csv') return `${iso(row.time)},${lat},${lng},${row.speed},${row.direction},${row.altitude}\r\n`;
  // GPX 1.1 keeps elevation and time per point; speed and course are in the CSV.
  return `<trkpt lat="${lat}" lon="${lng}"><ele>${row.altitude}</ele><time>${iso(row.time)}</time></trkpt>\n`;
}

/** Waits until the socket took what was written, or the client went away (false). */
const drained = (response: ServerResponse): Promise<boolean> =>
  new Promise((resolve) => {
    const done = (ok: boolean) => {
      response.off('drain', onDrain);
      response.off('close', onClose);
      resolve(ok);
    };
    const onDrain = () => done(true);
    const onClose = () => done(false);
    response.once('drain', onDrain);
    response.once('close', onClose);
  });

/**
 * SPEC §7 "static GPS file download" at /filews/gps/<msId>.gpx or .csv: the whole track of a time
 * range (the rules of gpsByUTC), read page by page from the track store and streamed, so a month at
 * 1 Hz (2.6M fixes) never sits in memory. Dispatchers with track playback only, like gpsByUTC.
 */
export function createGpsFiles(platform: Platform) {
  return async (request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return sendAnswer(response, rejected(405, 'GPS files take GET'));
    const session = sessionOf(platform, tokenOf(request, url.searchParams));
    if (!session) return sendAnswer(response, TOKEN_EXPIRED_ANSWER);
    if (platform.state.terminals.get(session.msId)?.type !== TerminalType.Dispatcher) return sendAnswer(response, refused('403', 'only dispatchers read tracks'));
    if (!dispatcherMayUse(platform, session.msId, Feature.TrackPlayback)) return sendAnswer(response, refused('403', 'feature:disabled'));
    const file = FILE_NAME.exec(url.pathname.slice(GpsFilePaths.files.length + 1));
    if (!file) return sendAnswer(response, rejected(404, `file: not <msId>.${GPS_FILE_FORMATS.join(' or .')}`));
    const [, msId, extension] = file as unknown as [string, string, GpsFileFormat];
    const parsed = parseInput(GpsFileQuerySchema, queryObject(url.searchParams));
    if (!parsed.ok) return sendAnswer(response, rejected(400, parsed.desc));
    const { start, end, tz } = parsed.value;
    const refusal = validateTimeRange(start ?? null, end ?? null, tz ?? 0);
    if (refusal) return sendAnswer(response, rejected(400, `range: ${refusal}`));
    const terminal = platform.state.terminals.get(msId);
    // Another organisation's terminal is unknown, as a missing one is.
    if (!terminal || terminal.cid !== platform.state.terminals.get(session.msId)?.cid) return sendAnswer(response, rejected(404, `msId: no terminal ${msId}`));

    response.statusCode = 200;
    response.setHeader('Content-Type', CONTENT_TYPES[extension]);
    response.setHeader('Content-Disposition', `attachment; filename="track-${msId}-${iso(start!).slice(0, 10)}.${extension}"`);
    response.setHeader('Cache-Control', 'private, no-store');
    response.setHeader('X-Content-Type-Options', 'nosniff');
    if (request.method === 'HEAD') return void response.end();
    const { head, tail } = framing(extension, msId, terminal.msName);
    response.write(head);
    try {
      for (let after: { time: number; seq: number } | null = null; ; ) {
        const rows = await platform.readTrack({ msId, start: start!, end: end!, after, limit: TrackLimits.maxPage });
        let chunk = '';
        for (const row of rows) chunk += line(extension, row);
        if (!response.write(chunk) && !(await drained(response))) return;
        if (rows.length < TrackLimits.maxPage) break;
        after = { time: rows.at(-1)!.time, seq: rows.at(-1)!.seq };
      }
      response.end(tail);
    } catch (error) {
      // Headers are gone: a cut connection is how the client learns the file is incomplete.
      response.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  };
}
