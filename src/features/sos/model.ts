import {
  AlarmStatus,
  DsError,
  FindSosAnswerSchema,
  PATH_FIND_SOS,
  PATH_UPDATE_SOS,
  remarkProblem,
  SosAlarmSchema,
  SosUpdateAnswerSchema,
  AlarmType,
  TerminalType,
  type SosAlarm,
  type SosUpdateAnswer,
} from '../../../protocol/index.ts';
import type { MessageKey } from '../../ui/index.ts';

/** The part of the /ds client the SOS screens use. */
export type SosDs = {
  get(path: string, params?: Record<string, string | number | undefined>): Promise<{ desc: unknown; list: unknown[] }>;
  put(path: string, body?: unknown): Promise<{ desc: unknown; list: unknown[] }>;
};

/** SPEC §4: status 0, 1, 2 shown as sending, acknowledged, closed. */
export const STATUS_KEY: Record<AlarmStatus, MessageKey> = {
  [AlarmStatus.Alarm]: 'sos.status.sending',
  [AlarmStatus.Acknowledged]: 'sos.status.acknowledged',
  [AlarmStatus.Closed]: 'sos.status.closed',
};

/** SPEC §3 terminal type codes (the alarm record's "type") by the name the console shows (shell catalogue). */
const TERMINAL_TYPE_KEY: ReadonlyMap<number, MessageKey> = new Map<number, MessageKey>([
  [TerminalType.Dispatcher, 'terminalType.dispatcher'],
  [TerminalType.App, 'terminalType.app'],
  [TerminalType.Gateway, 'terminalType.gateway'],
  [TerminalType.Poc6, 'terminalType.poc'],
  [TerminalType.Poc0, 'terminalType.poc'],
  [TerminalType.Pmr, 'terminalType.pmr'],
  [TerminalType.Dmr, 'terminalType.dmr'],
  [TerminalType.Sos, 'terminalType.sos'],
  [TerminalType.Camera, 'terminalType.camera'],
]);

/** The name of an alarm's terminal type code; null for a code SPEC does not name (shown as the code). */
export const terminalTypeKey = (type: number): MessageKey | null => TERMINAL_TYPE_KEY.get(type) ?? null;

const ALARM_TYPE_KEY: Readonly<Record<string, MessageKey>> = { [AlarmType.Sos]: 'sos.alarmType.sos' };

/** The name of what raised an alarm; null for a value the console does not know (shown as it came). */
export const alarmTypeKey = (alarmType: string): MessageKey | null => (Object.hasOwn(ALARM_TYPE_KEY, alarmType) ? ALARM_TYPE_KEY[alarmType]! : null);

/** The alarm sound that should play now: the setting's tone at the alarm volume while any alarm is unacknowledged. */
export function alarmSoundDecision<T extends string>(alarms: Iterable<SosAlarm>, sound: T, volume: number): { readonly tone: T; readonly volume: number } | null {
  if (volume <= 0) return null;
  for (const alarm of alarms) if (alarm.status === AlarmStatus.Alarm) return { tone: sound, volume };
  return null;
}

/** Open alarms for the banner: unacknowledged first, newest first within each. */
export function alertAlarms(alarms: Iterable<SosAlarm>, dismissed: ReadonlySet<string>): SosAlarm[] {
  return [...alarms]
    .filter((alarm) => alarm.status === AlarmStatus.Alarm || (alarm.status === AlarmStatus.Acknowledged && !dismissed.has(alarm.id)))
    .sort((a, b) => a.status - b.status || b.alarmTime - a.alarmTime);
}

export type RemarkCheck = { readonly remark: string; readonly error: MessageKey | null };

/** The dialog's validation, the same rules the emulator applies (protocol/sos.ts). */
export function checkRemark(remark: string, status: 1 | 2): RemarkCheck {
  const problem = remarkProblem(remark, status === AlarmStatus.Closed);
  const error: MessageKey | null = problem === null ? null : problem === 'required' ? 'sos.remark.required' : problem === 'tooLong' ? 'sos.remark.tooLong' : 'sos.remark.control';
  return { remark: remark.trim(), error };
}

export type UpdateResult = { readonly ok: true; readonly answer: SosUpdateAnswer } | { readonly ok: false; readonly code: string; readonly desc?: string };

/** PUT /ds/sos/updateSos; a refusal comes back as its code (409 closed, 404 unknown...). */
export async function updateSos(ds: SosDs, id: string, status: 1 | 2, remark: string): Promise<UpdateResult> {
  try {
    const data = await ds.put(PATH_UPDATE_SOS, { id, status, remark });
    return { ok: true, answer: SosUpdateAnswerSchema.parse(data.desc) };
  } catch (error) {
    return { ok: false, code: error instanceof DsError ? error.code : '500', desc: error instanceof DsError ? (error.desc ?? '') : '' };
  }
}

export type SosPage = { readonly total: number; readonly list: readonly SosAlarm[] };
export type SosFilter = 'all' | 'open' | '0' | '1' | '2';
const FILTER_STATUS: Record<SosFilter, string | undefined> = { all: undefined, open: '0,1', '0': '0', '1': '1', '2': '2' };

export async function findSos(ds: SosDs, pageNo: number, pageSize: number, filter: SosFilter): Promise<SosPage> {
  const data = await ds.get(PATH_FIND_SOS, { pageNo, pageSize, status: FILTER_STATUS[filter] });
  const { total } = FindSosAnswerSchema.parse(data.desc);
  return { total, list: data.list.map((item) => SosAlarmSchema.parse(item)) };
}

/** A page with the live state of its alarms laid over (events arrive before the next query). */
export const withLive = (page: readonly SosAlarm[], live: ReadonlyMap<string, SosAlarm>): SosAlarm[] => page.map((alarm) => live.get(alarm.id) ?? alarm);

export const failureKey = (code: string): MessageKey =>
  code === '409' ? 'sos.error.closed' : code === '404' ? 'sos.error.unknown' : code === '403' ? 'sos.error.forbidden' : 'sos.error.failed';
