import { describe, expect, it } from 'vitest';
import { LogType, type Fence, type FenceAlarm, type LogRecord } from '../../../protocol/index.ts';
import { useEmulatorSockets } from '../testing/emulator-sockets.ts';
import type { Frame } from '../testing/raw-socket.ts';
import { call, tokenFor } from '../testing/test-emulator.ts';

const sockets = useEmulatorSockets();
const ONE = '20000001';
const TWO = '20000002';
const RADIO = '10000023';

type Body = { code: string; desc?: string; data?: { desc: unknown; list: unknown[] } };
const as = async (account: string, path: string, method = 'GET', body?: unknown): Promise<Body> => {
  const token = await tokenFor(sockets.emulator.url, account, 'Dispatch#2026');
  return (await call(`${sockets.emulator.url}${path}${path.includes('?') ? '&' : '?'}token=${token}`, method, body)).body;
};
const block = { kind: 'circle', center: [-0.3763, 39.4699], radius: 200 };
const fix = (lng: number, lat: number, time: number) => ({ fix: { lat, lng, speed: 5, direction: 90, altitude: 10, time } });
const eventOf = (type: string, id: string) => (frame: Frame) => frame.type === 'event' && (frame.event as { type: string }).type === type && (frame.event as { id?: string }).id === id;

/** A fence around the radio, and the radio leaving it: one alarm record. */
async function raised(name: string, time: number): Promise<FenceAlarm> {
  const radio = await sockets.connect(RADIO);
  await radio.request({ type: 'command', name: 'reportGps', args: fix(-0.3763, 39.4699, time) });
  const fence = (await as(ONE, '/ds/fence/create', 'POST', { name, type: 'in', shape: block, terminals: [RADIO] })).data!.desc as Fence;
  await radio.request({ type: 'command', name: 'reportGps', args: fix(-0.36, 39.4699, time + 1) });
  const records = await as(ONE, `/ds/fence/fa?fenceid=${fence.fenceid}`);
  expect(records.data?.list).toHaveLength(1);
  return records.data!.list[0] as FenceAlarm;
}

describe('fence alarms handled by one dispatcher at a time', () => {
  it('acknowledged by one dispatcher, handed to the other, who sees it live and resolves it; logged 140, 142, 119', async () => {
    const second = await sockets.connect(TWO, 'Dispatch#2026');
    const start = Date.now() - 1_000;
    const alarm = await raised('Yard', 10);
    expect(alarm).not.toHaveProperty('handler');

    const acknowledged = await as(ONE, '/ds/fence/alarmAck', 'PUT', { id: alarm.id });
    expect(acknowledged).toMatchObject({ code: '0', data: { desc: { id: alarm.id, handler: ONE, handlerName: 'Dispatcher One', acknowledgedAt: expect.any(Number) } } });
    // SPEC §3 "response time": the first acknowledgement's, kept through hand-overs.
    const respondedAt = (acknowledged.data!.desc as FenceAlarm).acknowledgedAt;
    expect(await as(TWO, '/ds/fence/alarmAck', 'PUT', { id: alarm.id })).toMatchObject({ code: '409', desc: 'handler:already', data: { desc: { handler: ONE } } });
    expect(await as(TWO, '/ds/fence/alarmHandOver', 'PUT', { id: alarm.id, to: TWO })).toMatchObject({ code: '403', desc: 'handler:other' });

    expect(await as(ONE, '/ds/fence/alarmHandOver', 'PUT', { id: alarm.id, to: TWO })).toMatchObject({ code: '0', data: { desc: { handler: TWO, handlerName: 'Dispatcher Two' } } });
    const told = await second.waitFor(eventOf('fence.alarmHandedOver', alarm.id));
    expect(told.event).toMatchObject({ msId: RADIO, from: ONE, to: TWO, toName: 'Dispatcher Two', logType: LogType.AlarmHandedOver });
    expect(((await as(ONE, '/ds/fence/fa')).data!.list as FenceAlarm[]).find((one) => one.id === alarm.id)).toMatchObject({ handler: TWO, handlerName: 'Dispatcher Two' });

    // Only the new handler resolves it; then nothing more.
    expect(await as(ONE, '/ds/fence/alarmResolve', 'PUT', { id: alarm.id })).toMatchObject({ code: '403', desc: 'handler:other' });
    // A remark is checked as an SOS's is: at most 200 characters, no control characters; kept trimmed.
    expect(await as(TWO, '/ds/fence/alarmResolve', 'PUT', { id: alarm.id, remark: 'x'.repeat(201) })).toMatchObject({ code: '400', desc: 'remark: tooLong' });
    expect(await as(TWO, '/ds/fence/alarmResolve', 'PUT', { id: alarm.id, remark: 'a\u0007b' })).toMatchObject({ code: '400', desc: 'remark: control' });
    expect(await as(TWO, '/ds/fence/alarmResolve', 'PUT', { id: alarm.id, remark: '  Driver on a detour, called back  ' })).toMatchObject({
      code: '0',
      data: { desc: { handler: TWO, resolvedAt: expect.any(Number), acknowledgedAt: respondedAt, remark: 'Driver on a detour, called back' } },
    });
    expect(await as(TWO, '/ds/fence/alarmHandOver', 'PUT', { id: alarm.id, to: ONE })).toMatchObject({ code: '409', desc: 'status:closed' });

    const logs = await as(ONE, `/ds/log/findLog?start=${start}&end=${Date.now() + 1_000}&category=alarm`);
    const rows = (logs.data!.list as LogRecord[]).filter((record) => record.msId === RADIO && [140, 142, 119].includes(record.logType ?? 0));
    expect(rows.map((record) => [record.logType, record.account, record.remark]).sort()).toEqual([
      [119, TWO, 'Driver on a detour, called back'],
      [140, ONE, ''],
      [142, ONE, TWO],
    ]);
  });

  it('refuses a hand-over before acknowledgement, to oneself, to a radio or no account, of an unknown alarm, and by a radio', async () => {
    const alarm = await raised('Gate', 20);
    expect(await as(ONE, '/ds/fence/alarmHandOver', 'PUT', { id: alarm.id, to: TWO })).toMatchObject({ code: '409', desc: 'status:not-acknowledged' });
    expect((await as(ONE, '/ds/fence/alarmAck', 'PUT', { id: alarm.id })).code).toBe('0');
    expect(await as(ONE, '/ds/fence/alarmHandOver', 'PUT', { id: alarm.id, to: ONE })).toMatchObject({ code: '400', desc: 'to:self' });
    expect(await as(ONE, '/ds/fence/alarmHandOver', 'PUT', { id: alarm.id, to: RADIO })).toMatchObject({ code: '400', desc: 'to:not-dispatcher' });
    expect(await as(ONE, '/ds/fence/alarmHandOver', 'PUT', { id: alarm.id, to: '29999999' })).toMatchObject({ code: '400', desc: 'to:not-dispatcher' });
    expect(await as(ONE, '/ds/fence/alarmHandOver', 'PUT', { id: '99999', to: TWO })).toMatchObject({ code: '404', desc: 'id:unknown' });
    const token = await tokenFor(sockets.emulator.url, RADIO, '123456');
    expect((await call(`${sockets.emulator.url}/ds/fence/alarmAck?token=${token}`, 'PUT', { id: alarm.id })).body).toMatchObject({ code: '403' });
    expect(sockets.emulator.platform.state.fences.alarms.find((one) => one.id === alarm.id)?.handler).toBe(ONE);
  });
});
