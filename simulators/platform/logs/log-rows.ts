import { isLogTypeCode, LOG_TYPES, LogCategory, LogOperation, LogType, type LogRecord } from '../../../protocol/index.ts';
import type { PlatformState } from '../projection/state.ts';

/**
 * The log projection's rule (SPEC §3 log record, §4 types and categories), pure: one event of the log
 * in, its log row out, or null for an event that is not logged. Every event with a SPEC §4 `logType`
 * makes a row; a tone sent makes one under "alarm tone" (SPEC names the category, not a code). Names
 * are looked up when read (`toRecord`), so a row is made from the event alone, inside its commit.
 */

/** How a row's subject is shown: a group's or terminal's name looked up when read, or text as written. */
export type SubjectKind = 'group' | 'terminal' | 'text';

export type LogRow = {
  readonly seq: number;
  readonly time: number;
  readonly category: LogCategory;
  readonly logType: number | null;
  readonly operation: LogOperation;
  readonly account: string;
  readonly msId: string;
  readonly subjectKind: SubjectKind;
  readonly subject: string;
  readonly remark: string;
};

type Payload = Readonly<Record<string, unknown>>;
type Fields = Omit<LogRow, 'seq' | 'time' | 'category' | 'operation' | 'logType'> & Partial<Pick<LogRow, 'category' | 'operation'>>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const own = (msId: unknown): Fields => ({ account: text(msId), msId: text(msId), subjectKind: 'text', subject: '', remark: '' });

/** What each logged event type says beyond its code; any other event with a known `logType` takes the generic fields. */
function fieldsOf(type: string, p: Payload): Fields | null {
  switch (type) {
    case 'terminal.online':
    case 'terminal.offline':
      return own(p.msId);
    case 'terminal.groupSwitched':
      return { ...own(p.msId), account: text(p.by) || text(p.msId), subjectKind: 'group', subject: text(p.gid) };
    case 'tempGroup.created': {
      const group = (p.tempGroup ?? {}) as Payload;
      return { account: text(group.creator), msId: '', subjectKind: 'text', subject: text(group.name), remark: '' };
    }
    case 'tempGroup.removed':
      return p.name === undefined
        ? { account: text(p.by), msId: '', subjectKind: 'group', subject: text(p.gid), remark: '' }
        : { account: text(p.by), msId: '', subjectKind: 'text', subject: text(p.name), remark: '' };
    case 'call.connected':
    case 'call.ended':
      return {
        account: text(p.caller),
        msId: text(p.callee),
        subjectKind: 'terminal',
        subject: text(p.callee),
        // A call that did not end normally (200) keeps its status code: busy 486, declined 603, ...
        remark: type === 'call.ended' && p.status !== 200 ? String(p.status) : '',
        ...(p.media === 'video' ? { category: LogCategory.VideoCall } : {}),
      };
    case 'sos.raised':
      return own(((p.alarm ?? {}) as Payload).msId);
    case 'sos.closed':
      return { account: text(p.closer), msId: text(p.msId), subjectKind: 'text', subject: '', remark: text(p.remark) };
    // The workflow's steps (ours, 140-142): who, about which terminal; the verdict or the new handler as remark.
    case 'sos.acknowledged':
      return { account: text(p.responder), msId: text(p.msId), subjectKind: 'terminal', subject: text(p.msId), remark: text(p.remark) };
    case 'sos.marked':
      return { account: text(p.by), msId: text(p.msId), subjectKind: 'terminal', subject: text(p.msId), remark: text(p.verdict) };
    case 'sos.handedOver':
      return { account: text(p.from), msId: text(p.msId), subjectKind: 'terminal', subject: text(p.msId), remark: text(p.to) };
    // Several dispatchers (ours, 144): who gave the call with which terminal to whom.
    case 'call.handedOver':
      return { account: text(p.from), msId: text(p.terminal), subjectKind: 'terminal', subject: text(p.terminal), remark: text(p.to) };
    // Several dispatchers (ours, 143): who gave which job to whom (the new handler as remark, like 142).
    case 'job.handedOver':
      return { account: text(p.from), msId: '', subjectKind: 'text', subject: text(p.id), remark: text(p.to) };
    // Incidents (ours, 145): who saved which terminal's or group's timeline; the incident's id as remark.
    case 'incident.saved': {
      const incident = (p.incident ?? {}) as Payload;
      const subject = (incident.subject ?? {}) as Payload;
      const terminal = subject.kind === 'terminal';
      return { account: text(incident.createdBy), msId: terminal ? text(subject.id) : '', subjectKind: terminal ? 'terminal' : 'group', subject: text(subject.id), remark: `#${text(incident.id)}` };
    }
    // Geo-fences (simulators/platform/fences): 113-115, and 102 for a crossing alarm.
    case 'fence.created': {
      const fence = (p.fence ?? {}) as Payload;
      return { account: text(fence.creator), msId: '', subjectKind: 'text', subject: text(fence.name), remark: '' };
    }
    case 'fence.edited':
    case 'fence.terminalsSet':
    case 'fence.deleted':
      return { account: text(p.editor), msId: '', subjectKind: 'text', subject: text(p.name) || text(p.fenceid), remark: '' };
    case 'fence.alarmed': {
      const alarm = (p.alarm ?? {}) as Payload;
      return { ...own(alarm.msId), subject: text(alarm.fenceName), remark: text(alarm.kind) };
    }
    // Several dispatchers (ours, 140/142/119): a fence or lone-worker alarm acknowledged, handed over
    // (the new handler as remark, like an SOS) or resolved, about the alarm's terminal.
    case 'fence.alarmAcknowledged':
    case 'loneWork.alarmAcknowledged':
      return { account: text(p.by), msId: text(p.msId), subjectKind: 'terminal', subject: text(p.msId), remark: '' };
    // The handler's remark, as an SOS closed keeps its own.
    case 'fence.alarmResolved':
      return { account: text(p.by), msId: text(p.msId), subjectKind: 'terminal', subject: text(p.msId), remark: text(p.remark) };
    case 'fence.alarmHandedOver':
    case 'loneWork.alarmHandedOver':
      return { account: text(p.from), msId: text(p.msId), subjectKind: 'terminal', subject: text(p.msId), remark: text(p.to) };
    // Terminal camera monitoring (simulators/platform/terminal-monitor): 110, 111 and 130.
    case 'monitor.started':
    case 'monitor.ended':
    case 'monitor.session':
      return { account: text(p.by), msId: text(p.msId), subjectKind: 'terminal', subject: text(p.msId), remark: text(p.remark) };
    case 'tone.sent': {
      const target = (p.target ?? {}) as Payload;
      return { account: text(p.msId), msId: text(target.msId), subjectKind: 'text', subject: text(p.name), remark: '' };
    }
    default:
      return null;
  }
}

/** Events written before they carried their log type (an older data folder): the type they have. */
const OLDER_LOG_TYPES: Readonly<Record<string, (p: Payload) => number>> = {
  'terminal.online': () => LogType.Online,
  'terminal.offline': () => LogType.Offline,
  'terminal.groupSwitched': () => LogType.GroupSwitch,
  'tempGroup.created': () => LogType.TempGroupCreated,
  'tempGroup.removed': () => LogType.TempGroupCancelled,
  'call.connected': (p) => (p.media === 'ambient' ? LogType.MonitorStart : p.media === 'video' ? LogType.VideoCall : LogType.VoiceCallStarted),
  'call.ended': (p) => (p.media === 'ambient' ? LogType.MonitorStop : LogType.CallEnded),
};

/** Event types that make rows whether or not they carry a log type (besides any event that does). */
export const ALWAYS_LOGGED_TYPES: readonly string[] = ['tone.sent', ...Object.keys(OLDER_LOG_TYPES)];

export function logRowOf(seq: number, time: number, type: string, payload: unknown): LogRow | null {
  const p = (payload ?? {}) as Payload;
  if (type === 'tone.sent') {
    const fields = fieldsOf(type, p)!;
    return { seq, time, category: LogCategory.AlarmTone, operation: LogOperation.ToneSent, logType: null, ...fields };
  }
  const code = p.logType ?? OLDER_LOG_TYPES[type]?.(p);
  if (!isLogTypeCode(code)) return null;
  const known = LOG_TYPES[code];
  const fields = fieldsOf(type, p) ?? {
    // A module's own event (fences, lone worker, video, ...): who, which terminal, what, as its fields name them.
    account: text(p.by) || text(p.msId) || text(p.createBy),
    msId: text(p.msId),
    subjectKind: 'text',
    subject: text(p.name),
    remark: text(p.remark),
  };
  return { seq, time, logType: code, category: fields.category ?? known.category, operation: fields.operation ?? known.operation, ...withoutOverrides(fields) };
}

function withoutOverrides(fields: Fields): Omit<Fields, 'category' | 'operation'> {
  const { category: _category, operation: _operation, ...rest } = fields;
  return rest;
}

/** The record as served: names of the account and subject as they are now. */
export function toRecord(row: LogRow, state: PlatformState): LogRecord {
  const terminalName = (msId: string) => state.terminals.get(msId)?.msName ?? msId;
  const subject =
    row.subjectKind === 'group'
      ? (state.groups.get(row.subject)?.name ?? state.tempGroups.byGid.get(row.subject)?.name ?? row.subject)
      : row.subjectKind === 'terminal'
        ? terminalName(row.subject)
        : row.subject;
  return {
    id: row.seq,
    time: row.time,
    name: row.account === '' ? '' : terminalName(row.account),
    account: row.account,
    msId: row.msId,
    category: row.category,
    logType: row.logType,
    operation: row.operation,
    subject,
    remark: row.remark,
  };
}
