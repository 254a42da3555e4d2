import type { ZipEntry } from './zip.ts';
import type { IncidentContents } from './incident-contents.ts';
import { reportWords } from './report-words.ts';

/**
 * The archive's entries, pure: `report.txt` (readable), `report.json` (the same, for tools),
 * `track.geojson` (a line per terminal, its fixes' times alongside) and `audio/<file>` per recorded
 * transmission. Times are written in the zone the incident was saved in; report.txt's words in the
 * dispatcher's language (report-words.ts), report.json's keys as they are.
 */

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

/** `2026-11-26 14:03:09 UTC+08:00`: the instant in a zone `tz` minutes east of UTC. */
export function zoned(time: number, tz: number): string {
  const at = new Date(time + tz * 60_000);
  const zone = `UTC${tz < 0 ? '-' : '+'}${pad(Math.trunc(tz / 60))}:${pad(tz % 60)}`;
  return `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())} ${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}:${pad(at.getUTCSeconds())} ${zone}`;
}

export const audioEntryName = (file: string) => `audio/${file}`;

export function reportText(contents: IncidentContents, lang?: string | null): string {
  const { incident, transmissions, tracks, alarms, messages } = contents;
  const words = reportWords(lang);
  const when = (time: number) => zoned(time, incident.tz);
  const lines = [
    words.incident(incident.id),
    `${incident.subject.kind === 'group' ? words.group : words.terminal}: ${incident.subjectName} (${incident.subject.id})`,
    words.window(when(incident.start), when(incident.end)),
    words.savedBy(`${incident.createdByName} (${incident.createdBy})`, when(incident.createdAt)),
    '',
    words.note,
    ...incident.note.split('\n').map((line) => `  ${line}`),
    '',
    words.transmissions(transmissions.length),
    ...transmissions.map(
      (item) =>
        `  ${when(item.startedAt)}  ${words.seconds((item.talkMs / 1_000).toFixed(1))}  ${item.name} (${item.msId}) ${words.inGroup(item.gid)}  ${item.audio ? audioEntryName(item.file) : words.recordingMissing}`,
    ),
    '',
    words.alarms(alarms.length),
    ...alarms.map((item) => `  ${when(item.time)}  ${item.operation}  ${item.name || item.account}${item.remark ? `  ${item.remark}` : ''}`),
    '',
    words.messages(messages.length),
    ...messages.map((item) => `  ${when(item.time)}  ${item.type}  ${words.fromTo(`${item.senderName} (${item.sender})`, item.receiver)}`),
    '',
    words.tracks(tracks.length),
    ...tracks.map(
      (item) =>
        `  ${item.name} (${item.msId}): ${words.positions(item.fixes.length)}${item.fixes.length > 0 ? `, ${words.span(when(item.fixes[0]!.time), when(item.fixes.at(-1)!.time))}` : ''}`,
    ),
    '',
  ];
  return lines.join('\n');
}

export function trackGeoJson(contents: IncidentContents): object {
  return {
    type: 'FeatureCollection',
    features: contents.tracks
      .filter((track) => track.fixes.length > 0)
      .map((track) => ({
        type: 'Feature',
        properties: { msId: track.msId, name: track.name, times: track.fixes.map((fix) => fix.time), speeds: track.fixes.map((fix) => fix.speed) },
        geometry:
          track.fixes.length === 1
            ? { type: 'Point', coordinates: [track.fixes[0]!.lng, track.fixes[0]!.lat] }
            : { type: 'LineString', coordinates: track.fixes.map((fix) => [fix.lng, fix.lat]) },
      })),
  };
}

export function reportJson(contents: IncidentContents): object {
  const { incident, members, transmissions, tracks, alarms, messages } = contents;
  return {
    incident,
    members,
    transmissions: transmissions.map(({ audio, ...item }) => ({ ...item, audio: audio ? audioEntryName(item.file) : null })),
    alarms,
    messages,
    tracks: tracks.map((track) => ({ msId: track.msId, name: track.name, positions: track.fixes.length })),
  };
}

export function archiveEntries(contents: IncidentContents, lang?: string | null): ZipEntry[] {
  const encoder = new TextEncoder();
  const entries: ZipEntry[] = [
    { name: 'report.txt', data: encoder.encode(reportText(contents, lang)) },
    { name: 'report.json', data: encoder.encode(`${JSON.stringify(reportJson(contents), null, 2)}\n`) },
    { name: 'track.geojson', data: encoder.encode(`${JSON.stringify(trackGeoJson(contents))}\n`) },
  ];
  for (const item of contents.transmissions) if (item.audio) entries.push({ name: audioEntryName(item.file), data: item.audio });
  return entries;
}
