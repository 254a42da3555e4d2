import { describe, expect, it } from 'vitest';
import { PATH_FIND_LOG, ReportPaths, type LogRecord, type ReportDesc, type ReportRow } from '../../../protocol/index.ts';
import { useEmulatorSockets } from '../testing/emulator-sockets.ts';
import { greatCircleMetres } from './aggregate.ts';
import { call, tokenFor } from '../testing/test-emulator.ts';

const sockets = useEmulatorSockets();
const DISPATCHER = '20000001';
const RADIO = '10000021';

const token = (account = DISPATCHER, password = 'Dispatch#2026') => tokenFor(sockets.emulator.url, account, password);
const online = async (params: Record<string, number>, auth?: string) => {
  const query = new URLSearchParams({ token: auth ?? (await token()), ...Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)])) });
  return (await call(`${sockets.emulator.url}${ReportPaths.online}?${query}`)).body;
};
const posted = async (path: string, body: Record<string, number>) => (await call(`${sockets.emulator.url}${path}?token=${await token()}`, 'POST', body)).body;

describe('the report queries', () => {
  it('online time and sessions of a radio equal the spans between its online and offline log records', async () => {
    const dispatcher = await sockets.connect(DISPATCHER, 'Dispatch#2026');
    const start = Date.now() - 1_000;
    const radio = await sockets.connect(RADIO);
    await dispatcher.waitFor((frame) => frame.type === 'log' && (frame.record as LogRecord).msId === RADIO && (frame.record as LogRecord).operation === 'online');
    await new Promise((resolve) => setTimeout(resolve, 300));
    radio.close();
    await dispatcher.waitFor((frame) => frame.type === 'log' && (frame.record as LogRecord).msId === RADIO && (frame.record as LogRecord).operation === 'offline');
    const end = Date.now() + 1_000;

    const log = (await call(`${sockets.emulator.url}${PATH_FIND_LOG}?${new URLSearchParams({ token: await token(), start: String(start), end: String(end), category: 'login' })}`)).body;
    const records = (log.data!.list as LogRecord[]).filter((record) => record.msId === RADIO);
    const wentOnline = records.find((record) => record.operation === 'online')!.time;
    const wentOffline = records.find((record) => record.operation === 'offline')!.time;

    const answer = await online({ start, end, tz: 0 });
    expect(answer.code).toBe('0');
    const row = (answer.data!.list as ReportRow[]).find((candidate) => candidate.msId === RADIO);
    expect(row?.figures).toEqual({ onlineMs: wentOffline - wentOnline, sessions: 1 });
    expect(row?.name).not.toBe(RADIO);
    const desc = answer.data!.desc as ReportDesc;
    expect(desc.days.reduce((sum, day) => sum + day.figures.sessions!, 0)).toBeGreaterThanOrEqual(1);
  });

  it('refuses each invalid range with its rule, on GET and POST alike, and non-dispatchers', async () => {
    const t0 = Date.parse('2026-05-14T08:00:00Z');
    const rules: [Record<string, number>, string][] = [
      [{ end: t0 }, 'range: startRequired'],
      [{ start: t0 }, 'range: endRequired'],
      [{ start: t0, end: t0 }, 'range: startNotBeforeEnd'],
      [{ start: Date.parse('2026-05-01T00:00:00Z'), end: Date.parse('2026-06-02T00:00:00Z') }, 'range: spanTooLong'],
      [{ start: Date.parse('2026-05-30T00:00:00Z'), end: Date.parse('2026-06-02T00:00:00Z') }, 'range: crossMonth'],
    ];
    for (const [range, desc] of rules) {
      expect(await online(range)).toMatchObject({ code: '400', desc });
      expect(await posted(ReportPaths.gps, range)).toMatchObject({ code: '400', desc });
    }
    expect((await online({ start: t0, end: t0 + 1 }, await token(RADIO, '123456'))).code).toBe('403');
  });

  it('answers every report with a row per terminal and every day of the range', async () => {
    const start = Date.parse('2026-05-14T00:00:00Z');
    const end = Date.parse('2026-05-16T23:59:59.999Z');
    for (const path of [ReportPaths.fenceAlarm, ReportPaths.emergencyAlarm, ReportPaths.loneWorkAlarm, ReportPaths.jobTicket, ReportPaths.callDuration, ReportPaths.gps, ReportPaths.message]) {
      const answer = await posted(path, { start, end, tz: 0 });
      expect(answer.code, path).toBe('0');
      expect((answer.data!.desc as ReportDesc).days.map((day) => day.day)).toEqual(['2026-05-14', '2026-05-15', '2026-05-16']);
    }
  });

  it('GPS fixes and distance per terminal and per day equal the track store (SQL distance = great circle)', async () => {
    const base = Date.parse('2026-04-10T23:00:00Z');
    const points = [
      { lat: 22.5, lng: 114.0 },
      { lat: 22.51, lng: 114.0 },
      { lat: 22.51, lng: 114.02 },
    ];
    // Two fixes on the 10th, one on the 11th (UTC); an hour apart.
    const fixes = points.map((point, index) => ({ ...point, speed: 1, direction: 0, altitude: 0, time: base + index * 3_600_000 }));
    expect((await call(`${sockets.emulator.url}/test/gps-track`, 'POST', { msId: RADIO, fixes })).status).toBe(200);
    const answer = await posted(ReportPaths.gps, { start: Date.parse('2026-04-10T00:00:00Z'), end: Date.parse('2026-04-11T23:59:59Z'), tz: 0 });
    const row = (answer.data!.list as ReportRow[]).find((candidate) => candidate.msId === RADIO);
    const metres = Math.round(greatCircleMetres(points[0]!, points[1]!)) + Math.round(greatCircleMetres(points[1]!, points[2]!));
    expect(row?.figures.fixes).toBe(3);
    expect(Math.abs(row!.figures.metres! - metres)).toBeLessThanOrEqual(1);
    expect((answer.data!.desc as ReportDesc).days).toEqual([
      { day: '2026-04-10', figures: { fixes: 1, metres: 0 } },
      { day: '2026-04-11', figures: { fixes: 2, metres: row!.figures.metres } },
    ]);
  });

  it('emergency alarms per terminal equal the SOS records the projection holds, closed ones counted apart', async () => {
    const start = Date.now() - 1_000;
    const radio = await sockets.connect(RADIO);
    expect((await radio.request({ type: 'command', name: 'sos', args: { lat: 39.47, lng: -0.376, time: Date.now() } })).code).toBe('0');
    radio.close();
    const end = Date.now() + 1_000;
    const held = [...sockets.emulator.platform.state.sos.byId.values()].filter((alarm) => alarm.msId === RADIO && alarm.alarmTime >= start && alarm.alarmTime <= end);
    expect(held.length).toBeGreaterThanOrEqual(1);
    const answer = await posted(ReportPaths.emergencyAlarm, { start, end, tz: 0 });
    const row = (answer.data!.list as ReportRow[]).find((candidate) => candidate.msId === RADIO);
    expect(row?.figures).toEqual({ alarms: held.length, closed: held.filter((alarm) => alarm.status === 2).length });
  });

  it('lone worker alarms and job tickets per terminal equal the alarms and assignees the platform holds', async () => {
    const day = Date.parse('2026-03-03T10:00:00Z');
    const alarm = (id: string, msId: string, cause: 'forgotReply' | 'offline', handler: string | null) => ({
      id, workId: 'w-report', msId, alarmTime: day + Number(id.slice(-1)) * 60_000, cause, remark: '', handler, handledAt: handler ? day + 3_600_000 : null,
    });
    const assignee = (msId: string, state: 'completed' | 'rejected' | 'unsettled') => ({ msId, msName: msId, state, answeredAt: state === 'unsettled' ? null : day });
    await sockets.emulator.platform.commit([
      { type: 'loneWork.alarmed', alarm: alarm('la-report-1', RADIO, 'forgotReply', DISPATCHER) },
      { type: 'loneWork.alarmed', alarm: alarm('la-report-2', RADIO, 'offline', null) },
      {
        type: 'job.created',
        job: { id: 'job-report-1', task: 'Check the gate', dispatchTime: day, jobMsList: [assignee(RADIO, 'completed'), assignee('10000022', 'rejected')], lat: null, lng: null, address: '', creator: DISPATCHER, creatorName: 'Dispatcher One', createdAt: day },
      },
      {
        type: 'job.created',
        job: { id: 'job-report-2', task: 'Patrol', dispatchTime: day, jobMsList: [assignee(RADIO, 'unsettled')], lat: null, lng: null, address: '', creator: DISPATCHER, creatorName: 'Dispatcher One', createdAt: day },
      },
    ]);
    const range = { start: Date.parse('2026-03-03T00:00:00Z'), end: Date.parse('2026-03-03T23:59:59Z'), tz: 0 };
    const rowOf = async (path: string, msId: string) => ((await posted(path, range)).data!.list as ReportRow[]).find((row) => row.msId === msId)?.figures;
    expect(await rowOf(ReportPaths.loneWorkAlarm, RADIO)).toEqual({ alarms: 2, forgotReply: 1, handled: 1 });
    expect(await rowOf(ReportPaths.jobTicket, RADIO)).toEqual({ jobs: 2, completed: 1, rejected: 0 });
    expect(await rowOf(ReportPaths.jobTicket, '10000022')).toEqual({ jobs: 1, completed: 0, rejected: 1 });
  });
});
