import { describe, expect, it } from 'vitest';
import type { LoneWork, LoneWorkAlarm } from '../../../protocol/index.ts';
import { useEmulatorSockets } from '../testing/emulator-sockets.ts';
import { callAs, tokenFor } from '../testing/test-emulator.ts';

const sockets = useEmulatorSockets();
const RADIO = '10000031';

type Body = { code: string; desc?: string; data?: { desc: unknown; list: unknown[] } };
const as = async (path: string, method = 'GET', body?: unknown, account = '20000001'): Promise<Body> => {
  const token = await tokenFor(sockets.emulator.url, account, account.startsWith('2') ? 'Dispatch#2026' : '123456');
  return callAs(sockets.emulator.url, token, path, method, body);
};
const draft = { msIds: [RADIO], date: '2030-01-01', sTime: '08:00', wTime: 60, hb: 5, enabled: false, utcOffset: 0 };
const eventOf = (type: string) => (frame: { type: string; event?: unknown }) => frame.type === 'event' && (frame.event as { type: string }).type === type;

describe('lone worker plans', () => {
  it('validates, logs 120-122, starts, checks the real replies, raises forgot to reply, keeps edits off while running, ends', async () => {
    const dispatcher = await sockets.connect('20000001', 'Dispatch#2026');
    const radio = await sockets.connect(RADIO);
    // Its real state is fine: online, charged, good signal (a radio reports these itself).
    expect(await radio.request({ type: 'command', name: 'reportStatus', args: { battery: 80, signal: 4 } })).toMatchObject({ code: '0' });
    const service = sockets.emulator.services.loneWork;
    const minute = service.minuteMs;

    expect(await as('/ds/lonework/add', 'POST', { ...draft, msIds: [], hb: 90 })).toMatchObject({ code: '400', desc: expect.stringMatching(/msIds: terminalRequired|hb: intervalAboveDuration/) });
    expect(await as('/ds/lonework/add', 'POST', draft, RADIO)).toMatchObject({ code: '403' });
    const added = await as('/ds/lonework/add', 'POST', draft);
    expect(added).toMatchObject({ code: '0', data: { desc: { msIds: [RADIO], eTime: '09:00', status: 'normal', realStart: null } } });
    const work = added.data!.desc as LoneWork;
    expect(await dispatcher.waitFor(eventOf('loneWork.added'))).toMatchObject({ event: { logType: 120, by: '20000001' } });

    expect(await as('/ds/lonework/update', 'PUT', { ...draft, id: work.id, hb: 10 })).toMatchObject({ code: '0', data: { desc: { hb: 10 } } });
    expect(await dispatcher.waitFor(eventOf('loneWork.edited'))).toMatchObject({ event: { logType: 121 } });

    // Start now: the radio is asked to check in; it answers, so the first check finds it fine.
    expect(await as('/ds/lonework/update', 'PUT', { id: work.id, op: 'start' })).toMatchObject({ code: '0', data: { desc: { status: 'normal', realStart: expect.any(Number) } } });
    expect(await radio.waitFor(eventOf('loneWork.checkIn'))).toMatchObject({ event: { id: work.id, msIds: [RADIO] } });
    expect(await radio.request({ type: 'command', name: 'loneWorkReply', args: { id: work.id } })).toMatchObject({ code: '0' });
    expect(await as('/ds/lonework/update', 'PUT', { ...draft, id: work.id })).toMatchObject({ code: '409', desc: 'status:not-editable' });
    expect(await as(`/ds/lonework/delete?id=${work.id}`, 'DELETE')).toMatchObject({ code: '409' });
    sockets.emulator.advance(10 * minute);
    await service.tick();
    expect(sockets.emulator.platform.state.loneWork.alarms).toEqual([]);

    // It does not answer this check-in: the next check raises 'forgot to reply'.
    sockets.emulator.advance(10 * minute);
    await service.tick();
    expect(await dispatcher.waitFor(eventOf('loneWork.alarmed'))).toMatchObject({ event: { alarm: { workId: work.id, msId: RADIO, cause: 'forgotReply' } } });
    const listed = (await as('/ds/lonework/list')).data!.list as LoneWork[];
    expect(listed.find((item) => item.id === work.id)).toMatchObject({ status: 'alarm', alarmCount: 1 });

    const alarms = await as(`/ds/lonework/findAlarm?workId=${work.id}`);
    expect(alarms.data?.desc).toEqual({ total: 1 });
    const alarm = alarms.data!.list[0] as LoneWorkAlarm;
    expect(await as('/ds/lonework/updateAlarm', 'PUT', { id: alarm.id, remark: 'called, all fine' })).toMatchObject({ code: '0', data: { desc: { handler: '20000001', remark: 'called, all fine' } } });
    expect(sockets.emulator.platform.state.loneWork.byId.get(work.id)?.status).toBe('normal');

    expect(await as('/ds/lonework/update', 'PUT', { id: work.id, op: 'end' })).toMatchObject({ code: '0', data: { desc: { status: 'finished', realEnd: expect.any(Number) } } });
    expect(await as('/ds/lonework/update', 'PUT', { id: work.id, op: 'start' })).toMatchObject({ code: '409' });
    expect(await as('/ds/lonework/update', 'PUT', { ...draft, id: work.id })).toMatchObject({ code: '409' });
    expect(await radio.request({ type: 'command', name: 'loneWorkReply', args: { id: work.id } })).toMatchObject({ code: '409' });
    expect(await as(`/ds/lonework/delete?id=${work.id}`, 'DELETE')).toMatchObject({ code: '0' });
    expect(await dispatcher.waitFor(eventOf('loneWork.removed'))).toMatchObject({ event: { logType: 122 } });
  });

  it('a work period that runs out ends the plan by itself', async () => {
    const service = sockets.emulator.services.loneWork;
    const work = (await as('/ds/lonework/add', 'POST', { ...draft, wTime: 10 })).data!.desc as LoneWork;
    await as('/ds/lonework/update', 'PUT', { id: work.id, op: 'start' });
    sockets.emulator.advance(10 * service.minuteMs);
    await service.tick();
    expect(sockets.emulator.platform.state.loneWork.byId.get(work.id)).toMatchObject({ status: 'finished', realEnd: expect.any(Number), dueEnd: null });
  });
});
