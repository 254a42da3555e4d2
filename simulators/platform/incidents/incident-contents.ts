import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { IncidentLimits, IncidentSubjectKind, LogCategory, LogType, recordingGidOf, TerminalType, type Incident, type LogRecord } from '../../../protocol/index.ts';
import { toRecord } from '../logs/log-rows.ts';
import type { Platform } from '../platform.ts';
import type { PlatformState } from '../projection/state.ts';
import type { TransmissionRecord } from '../projection/recall-reducer.ts';

/** One terminal's fixes in the window, in time order, in degrees. */
export type MemberTrack = { readonly msId: string; readonly name: string; readonly fixes: readonly { time: number; lat: number; lng: number; speed: number }[] };
export type ContentMessage = { readonly time: number; readonly sender: string; readonly senderName: string; readonly receiver: string; readonly type: string };
export type ContentTransmission = TransmissionRecord & { readonly audio: Uint8Array | null };

/** Everything an incident's window holds, as its archive shows it. */
export type IncidentContents = {
  readonly incident: Incident;
  readonly members: readonly string[];
  readonly transmissions: readonly ContentTransmission[];
  readonly tracks: readonly MemberTrack[];
  readonly alarms: readonly LogRecord[];
  readonly messages: readonly ContentMessage[];
};

const MICRODEGREE_THRESHOLD = 200;
const degrees = (value: number) => (Math.abs(value) >= MICRODEGREE_THRESHOLD ? value / 1_000_000 : value);
const MAX_FIXES_PER_TRACK = 100_000;
const LOG_PAGE = 300;
const MAX_LOG_PAGES = 20;

/**
 * The terminals a subject stands for: the terminal, or a group's radios (a temp group's members, or
 * those listing the group; dispatchers have no track), by id, at most maxGroupTracks (as the console).
 */
export function membersOf(state: PlatformState, incident: Pick<Incident, 'subject'>): string[] {
  const { subject } = incident;
  if (subject.kind === IncidentSubjectKind.Terminal) return [subject.id];
  const temp = state.tempGroups.byGid.get(subject.id);
  const radio = (msId: string) => state.terminals.has(msId) && state.terminals.get(msId)!.type !== TerminalType.Dispatcher;
  const all = temp ? [...temp.members] : [...state.terminals.values()].filter((terminal) => terminal.grp.includes(subject.id)).map((terminal) => terminal.msId);
  return all.filter(radio).sort().slice(0, IncidentLimits.maxGroupTracks);
}

/** A terminal's transmissions in every group, or a group's, overlapping [start, end]; oldest first. */
export function transmissionsOf(state: PlatformState, incident: Pick<Incident, 'subject' | 'start' | 'end'>): TransmissionRecord[] {
  const { subject, start, end } = incident;
  const records = subject.kind === IncidentSubjectKind.Group ? (state.recall.get(subject.id) ?? []) : [...state.recall.values()].flat().filter((record) => record.msId === subject.id);
  return records.filter((record) => record.startedAt + record.talkMs > start && record.startedAt <= end).sort((a, b) => a.startedAt - b.startedAt || a.file.localeCompare(b.file));
}

async function audioOf(dir: string | null, file: string): Promise<Uint8Array | null> {
  // Only a name of the recorder's own form is read, so stored text never becomes another path.
  if (!dir || recordingGidOf(file) === null) return null;
  return readFile(path.join(dir, file)).then(
    (bytes) => new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    () => null,
  );
}

async function alarmsOf(platform: Platform, incident: Incident, members: ReadonlySet<string>): Promise<LogRecord[]> {
  const found: LogRecord[] = [];
  for (let page = 0; page < MAX_LOG_PAGES; page += 1) {
    const read = await platform.readLog(platform.state.terminals.get(incident.createdBy)?.cid ?? '', { start: incident.start, end: incident.end, category: LogCategory.Alarm, offset: page * LOG_PAGE, limit: LOG_PAGE });
    for (const row of read.rows) if (members.has(row.msId) && row.logType !== LogType.IncidentSaved) found.push(toRecord(row, platform.state));
    if ((page + 1) * LOG_PAGE >= read.total) break;
  }
  return found.sort((a, b) => a.time - b.time || a.id - b.id);
}

function messagesOf(state: PlatformState, incident: Incident, members: ReadonlySet<string>): ContentMessage[] {
  const found: ContentMessage[] = [];
  for (const message of state.messages.byId.values()) {
    if (message.utctime < incident.start || message.utctime > incident.end) continue;
    if (!members.has(message.sender) && !members.has(message.mid)) continue;
    found.push({ time: message.utctime, sender: message.sender, senderName: message.senderName, receiver: message.mid, type: message.type });
  }
  return found.sort((a, b) => a.time - b.time);
}

/** Reads what the archive holds: the recall index, the track store, the log table, the messages, the recordings folder. */
export async function contentsOf(platform: Platform, incident: Incident, recordingsDir: string | null): Promise<IncidentContents> {
  const { state } = platform;
  const members = membersOf(state, incident);
  const memberSet = new Set(members);
  const transmissions = await Promise.all(transmissionsOf(state, incident).map(async (record) => ({ ...record, audio: await audioOf(recordingsDir, record.file) })));
  const tracks: MemberTrack[] = [];
  for (const msId of members) {
    const rows = await platform.readTrack({ msId, start: incident.start, end: incident.end, after: null, limit: MAX_FIXES_PER_TRACK });
    tracks.push({
      msId,
      name: state.terminals.get(msId)?.msName ?? msId,
      fixes: rows.map((row) => ({ time: row.time, lat: degrees(row.lat), lng: degrees(row.lng), speed: row.speed })),
    });
  }
  return { incident, members, transmissions, tracks, alarms: await alarmsOf(platform, incident, memberSet), messages: messagesOf(state, incident, memberSet) };
}
