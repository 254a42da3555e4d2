import { isLogTypeCode, LOG_TYPES, LogCategory, LogOperation, type LogRecord } from '../../../protocol/index.ts';
import { handlingsByType, loggingOf } from '../modules.ts';
import type { PlatformState } from '../projection/state.ts';
import { text, type LogFields, type LogPayload, type SubjectKind } from './log-fields.ts';

/**
 * The log projection's rule (SPEC §3 log record, §4 types and categories), pure: one event of the log
 * in, its log row out, or null for an event that is not logged. Every event with a SPEC §4 `logType`
 * makes a row, worded as its module declares (`log` in its module's events); a tone sent makes one
 * under "alarm tone" (SPEC names the category, not a code). Names are looked up when read
 * (`toRecord`), so a row is made from the event alone, inside its commit.
 */

export type { SubjectKind } from './log-fields.ts';

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

/** The generic fields of a module's own logged event (fences, lone worker, video, ...): who, which terminal, what, as its fields name them. */
const genericFields = (p: LogPayload): LogFields => ({
  account: text(p.by) || text(p.msId) || text(p.createBy),
  msId: text(p.msId),
  subjectKind: 'text',
  subject: text(p.name),
  remark: text(p.remark),
});

let alwaysLogged: readonly string[] | null = null;

/** Event types that make rows whether or not they carry a log type (besides any event that does). */
export function alwaysLoggedTypes(): readonly string[] {
  alwaysLogged ??= [...handlingsByType()].flatMap(([type, { log }]) => (log?.olderType || log?.uncoded ? [type] : []));
  return alwaysLogged;
}

/** The row of one event, by its module's logging (modules.ts): its SPEC code's, or its own category when it has none. */
export function logRowOf(seq: number, time: number, type: string, payload: unknown): LogRow | null {
  const p = (payload ?? {}) as LogPayload;
  const logging = loggingOf(type);
  const fields = () => logging?.fields?.(p) ?? genericFields(p);
  if (logging?.uncoded) return { seq, time, category: logging.uncoded.category, operation: logging.uncoded.operation, logType: null, ...withoutOverrides(fields()) };
  const code = p.logType ?? logging?.olderType?.(p);
  if (!isLogTypeCode(code)) return null;
  const known = LOG_TYPES[code];
  const found = fields();
  return { seq, time, logType: code, category: found.category ?? known.category, operation: found.operation ?? known.operation, ...withoutOverrides(found) };
}

function withoutOverrides(fields: LogFields): Omit<LogFields, 'category' | 'operation'> {
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
