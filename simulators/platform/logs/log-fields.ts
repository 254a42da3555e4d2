import type { LogCategory, LogOperation } from '../../../protocol/index.ts';

/** How a row's subject is shown: a group's or terminal's name looked up when read, or text as written. */
export type SubjectKind = 'group' | 'terminal' | 'text';

/** An event as the log reads it: a stored row's payload may predate a field, so every field is read defensively. */
export type LogPayload = Readonly<Record<string, unknown>>;

/** What a row says beyond its code: who, about which terminal, what, and a remark; a module may override the code's category or operation. */
export type LogFields = {
  readonly account: string;
  readonly msId: string;
  readonly subjectKind: SubjectKind;
  readonly subject: string;
  readonly remark: string;
  readonly category?: LogCategory;
  readonly operation?: LogOperation;
};

/**
 * How one event type appears in the log table (SPEC §4), declared by its module beside its stream and
 * projection. Every event that carries a SPEC log type makes a row; without `fields` it takes the
 * generic ones (by or msId, name, remark).
 */
export type EventLogging = {
  readonly fields?: (payload: LogPayload) => LogFields;
  /** The log type of an event written before events carried one (an older data folder). */
  readonly olderType?: (payload: LogPayload) => number;
  /** A row with no SPEC code: its category and operation (a tone sent is logged under "alarm tone"). */
  readonly uncoded?: { readonly category: LogCategory; readonly operation: LogOperation };
};

export const text = (value: unknown): string => (typeof value === 'string' ? value : '');
export const nested = (value: unknown): LogPayload => (value ?? {}) as LogPayload;

/** A terminal's row about itself. */
export const ownFields = (msId: unknown): LogFields => ({ account: text(msId), msId: text(msId), subjectKind: 'text', subject: '', remark: '' });

/** Who did what about a terminal (the subject is the terminal, shown by its name). */
export const aboutTerminal = (account: unknown, msId: unknown, remark: unknown = ''): LogFields => ({
  account: text(account),
  msId: text(msId),
  subjectKind: 'terminal',
  subject: text(msId),
  remark: text(remark),
});
