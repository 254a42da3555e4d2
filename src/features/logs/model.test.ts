import { describe, expect, it } from 'vitest';
import { DsError, LogLimits, prependCapped, type LogRecord } from '../../../protocol/index.ts';
import { LOG_OPERATIONS } from '../../../protocol/index.ts';
import { operationKey, operationType, queryErrorKey, withLiveRecord, withLiveRecords, type LogView } from './model.ts';

const record = (id: number, patch: Partial<LogRecord> = {}): LogRecord => ({
  id,
  time: 1_000 + id,
  name: 'Radio',
  account: '10000001',
  msId: '10000001',
  category: 'login',
  logType: 5,
  operation: 'online',
  subject: '',
  remark: '',
  ...patch,
});
const view: LogView = { start: 0, end: 1_000_000, tz: 0, category: null };

describe('the live log list', () => {
  it('puts a new record on top and, past 300, keeps the newest 150 (SPEC §9)', () => {
    let list: readonly LogRecord[] = [];
    for (let id = 1; id <= LogLimits.listCap; id += 1) list = withLiveRecord(list, record(id), view);
    expect(list).toHaveLength(300);
    expect(list[0]!.id).toBe(300);
    list = withLiveRecord(list, record(301), view);
    expect(list).toHaveLength(150);
    expect(list.map((entry) => entry.id)).toEqual(Array.from({ length: 150 }, (_, i) => 301 - i));
    expect(prependCapped([1, 2], 0)).toEqual([0, 1, 2]);
  });

  it('takes only records of the chosen category inside the queried range, once', () => {
    const alarms: LogView = { ...view, category: 'alarm' };
    expect(withLiveRecord([], record(1), alarms)).toEqual([]);
    expect(withLiveRecord([], record(2, { category: 'alarm', operation: 'alarm', logType: 102 }), alarms)).toHaveLength(1);
    const past: LogView = { ...view, end: 500 };
    expect(withLiveRecord([], record(3), past)).toEqual([]);
    const listed = [record(4)];
    expect(withLiveRecord(listed, record(4), view)).toBe(listed);
  });

  it("keeps what came live while a query was asked: on top of its answer, newest first, once, when it fits the new query", () => {
    const alarms: LogView = { ...view, category: 'alarm' };
    const answer = [record(5, { category: 'alarm', operation: 'alarm', logType: 102 })];
    const arrived = [record(6, { category: 'alarm', operation: 'alarm', logType: 102 }), record(7), record(5, { category: 'alarm', operation: 'alarm', logType: 102 }), record(8, { category: 'alarm', operation: 'alarmClosed', logType: 119 })];
    expect(withLiveRecords(answer, arrived, alarms).map((entry) => entry.id)).toEqual([8, 6, 5]);
    expect(withLiveRecords(answer, [], alarms)).toBe(answer);
  });

  it('words a refused query by the rule the platform names', () => {
    expect(queryErrorKey(new DsError('400', 'range: crossMonth'))).toBe('trackPlayback.error.crossMonth');
    expect(queryErrorKey(new DsError('403', 'only dispatchers read logs'))).toBe('logs.error.forbidden');
    expect(queryErrorKey(new DsError('400', 'category: invalid'))).toBe('logs.error.load');
    expect(queryErrorKey(new Error('network'))).toBe('logs.error.load');
  });
});

describe('log operations by name', () => {
  it('names every operation the protocol knows, and none it does not', () => {
    for (const operation of LOG_OPERATIONS) expect(operationKey(operation)).toBe(`logs.op.${operation}`);
    expect(operationKey('somethingNew')).toBeNull();
    expect(operationKey('constructor')).toBeNull();
  });
  it('puts the log type code after the name, when the record has one', () => {
    expect(operationType('Alarm', 102)).toBe('Alarm (102)');
    expect(operationType('Tone sent', null)).toBe('Tone sent');
  });
});
