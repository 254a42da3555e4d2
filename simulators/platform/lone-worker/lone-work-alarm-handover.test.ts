import { describe, expect, it } from 'vitest';
import { LogType, type LoneWork, type LoneWorkAlarm, type LogRecord } from '../../../protocol/index.ts';
import { useEmulatorSockets } from '../testing/emulator-sockets.ts';
import type { Frame } from '../testing/raw-socket.ts';
import { callAs, tokenFor } from '../testing/test-emulator.ts';

const sockets = useEmulatorSockets();
const ONE = '20000001';
const TWO = '20000002';
const RADIO = '10000032';

const as = async (account: string, path: string, method = 'GET', body?: unknown) => {
  const token = await tokenFor(sockets.emulator.url, account, account.startsWith('2') ? 'Dispatch#2026' : '123456');
  return callAs(sockets.emulator.url, token, path, method, body);
};
const draft = { msIds: [RADIO], date: '2030-01-01', sTime: '08:00', wTime: 60, hb: 5, enabled: false, utcOffset: 0 };
const eventOf = (type: string, id: string) => (frame: Frame) => frame.type === 'event' && (frame.event as { type: string }).type === type && (frame.event as { id?: string }).id === id;

/** A running plan with one alarm recorded by hand. */
async function raised(): Promise<{ work: LoneWork; alarm: LoneWorkAlarm }> {
  const work = (await as(ONE, '/ds/lonework/add', 'POST', draft)).data!.desc as LoneWork;
  expect((await as(ONE, '/ds/lonework/update', 'PUT', { id: work.id, op: 'start' })).code).toBe('0');
  const added = await as(ONE, '/ds/lonework/addAlarm', 'POST', { workId: work.id, msId: RADIO, cause: 'offline' });
  expect(added).toMatchObject({ code: '0', data: { desc: { handler: null, handledAt: null } } });
  return { work, alarm: added.data!.desc as LoneWorkAlarm };
}

describe('lone-worker alarms handled by one dispatcher at a time', () => {
  it('acknowledged by one dispatcher, handed to the other, who sees it live and alone handles it; logged 140 and 142', async () => {
    const second = await sockets.connect(TWO, 'Dispatch#2026');
    const start = Date.now() - 1_000;
    const { work, alarm } = await raised();

    expect(await as(ONE, '/ds/lonework/ackAlarm', 'PUT', { id: alarm.id })).toMatchObject({ code: '0', data: { desc: { handler: ONE, handlerName: 'Dispatcher One', handledAt: null } } });
    expect(await as(TWO, '/ds/lonework/ackAlarm', 'PUT', { id: alarm.id })).toMatchObject({ code: '409', desc: 'handler:already', data: { desc: { handler: ONE } } });
    // Acknowledged is not handled: the plan stays in alarm, and the other dispatcher may not close it.
    expect(sockets.emulator.platform.state.loneWork.byId.get(work.id)?.status).toBe('alarm');
    expect(await as(TWO, '/ds/lonework/updateAlarm', 'PUT', { id: alarm.id, remark: 'mine' })).toMatchObject({ code: '403', desc: 'handler:other' });

    expect(await as(ONE, '/ds/lonework/handOverAlarm', 'PUT', { id: alarm.id, to: TWO })).toMatchObject({ code: '0', data: { desc: { handler: TWO, handlerName: 'Dispatcher Two' } } });
    const told = await second.waitFor(eventOf('loneWork.alarmHandedOver', alarm.id));
    expect(told.event).toMatchObject({ workId: work.id, msId: RADIO, from: ONE, to: TWO, logType: LogType.AlarmHandedOver });
    expect(((await as(TWO, `/ds/lonework/findAlarm?workId=${work.id}`)).data!.list as LoneWorkAlarm[])[0]).toMatchObject({ handler: TWO, handledAt: null });

    expect(await as(ONE, '/ds/lonework/updateAlarm', 'PUT', { id: alarm.id, remark: 'mine' })).toMatchObject({ code: '403', desc: 'handler:other' });
    expect(await as(TWO, '/ds/lonework/updateAlarm', 'PUT', { id: alarm.id, remark: 'called, all fine' })).toMatchObject({
      code: '0',
      data: { desc: { handler: TWO, handlerName: 'Dispatcher Two', handledAt: expect.any(Number), remark: 'called, all fine' } },
    });
    expect(sockets.emulator.platform.state.loneWork.byId.get(work.id)?.status).toBe('normal');
    expect(await as(TWO, '/ds/lonework/handOverAlarm', 'PUT', { id: alarm.id, to: ONE })).toMatchObject({ code: '409', desc: 'status:closed' });

    const logs = await as(ONE, `/ds/log/findLog?start=${start}&end=${Date.now() + 1_000}&category=alarm`);
    const rows = (logs.data!.list as LogRecord[]).filter((record) => record.msId === RADIO && [140, 142].includes(record.logType ?? 0));
    expect(rows.map((record) => [record.logType, record.account, record.remark]).sort()).toEqual([
      [140, ONE, ''],
      [142, ONE, TWO],
    ]);
    expect(await as(ONE, '/ds/lonework/update', 'PUT', { id: work.id, op: 'end' })).toMatchObject({ code: '0' });
  });

  it('an alarm nobody acknowledged is still handled in one step by any dispatcher (SPEC updateAlarm)', async () => {
    const { work, alarm } = await raised();
    expect(await as(TWO, '/ds/lonework/updateAlarm', 'PUT', { id: alarm.id, remark: 'seen' })).toMatchObject({ code: '0', data: { desc: { handler: TWO, handlerName: 'Dispatcher Two' } } });
    expect(await as(ONE, '/ds/lonework/update', 'PUT', { id: work.id, op: 'end' })).toMatchObject({ code: '0' });
  });

  it('refuses a hand-over before acknowledgement, to oneself, to a radio, of an unknown alarm, and by a radio', async () => {
    const { work, alarm } = await raised();
    expect(await as(ONE, '/ds/lonework/handOverAlarm', 'PUT', { id: alarm.id, to: TWO })).toMatchObject({ code: '409', desc: 'status:not-acknowledged' });
    expect((await as(ONE, '/ds/lonework/ackAlarm', 'PUT', { id: alarm.id })).code).toBe('0');
    expect(await as(ONE, '/ds/lonework/handOverAlarm', 'PUT', { id: alarm.id, to: ONE })).toMatchObject({ code: '400', desc: 'to:self' });
    expect(await as(ONE, '/ds/lonework/handOverAlarm', 'PUT', { id: alarm.id, to: RADIO })).toMatchObject({ code: '400', desc: 'to:not-dispatcher' });
    expect(await as(ONE, '/ds/lonework/handOverAlarm', 'PUT', { id: '99999', to: TWO })).toMatchObject({ code: '404' });
    expect(await as(RADIO, '/ds/lonework/ackAlarm', 'PUT', { id: alarm.id })).toMatchObject({ code: '403' });
    expect(sockets.emulator.platform.state.loneWork.alarms.find((one) => one.id === alarm.id)?.handler).toBe(ONE);
    expect(await as(ONE, '/ds/lonework/update', 'PUT', { id: work.id, op: 'end' })).toMatchObject({ code: '0' });
  });
});
