import { describe, expect, it } from 'vitest';
import { AlarmStatus, SosLogType, type SosAlarm } from '../../../protocol/index.ts';
import { useEmulatorSockets } from '../testing/emulator-sockets.ts';
import { RawSocket } from '../testing/raw-socket.ts';
import { call, tokenFor } from '../testing/test-emulator.ts';

const sockets = useEmulatorSockets();
const RADIO = '10000011';
const OTHER_RADIO = '10000012';

type Body = { code: string; desc?: string; data?: { desc: unknown; list: unknown[] } };
const as = async (account: string, path: string, method = 'GET', body?: unknown): Promise<Body> => {
  const token = await tokenFor(sockets.emulator.url, account, 'Dispatch#2026');
  return (await call(`${sockets.emulator.url}${path}${path.includes('?') ? '&' : '?'}token=${token}`, method, body)).body;
};
const update = (account: string, body: unknown) => as(account, '/ds/sos/updateSos', 'PUT', body);
const find = (account: string, query = '') => as(account, `/ds/sos/findSos${query}`);
/** The whole workflow by one dispatcher: acknowledge, mark a false alarm, resolve. */
const resolve = async (account: string, id: string, remark: string) => {
  await update(account, { id, status: 1 });
  await as(account, '/ds/sos/markSos', 'PUT', { id, verdict: 'false' });
  return update(account, { id, status: 2, remark });
};

describe('SOS alarms', () => {
  it('raise → every dispatcher sees it → acknowledge (twice) → close with a remark, each change logged', async () => {
    const one = await sockets.connect('20000001', 'Dispatch#2026');
    const two = await sockets.connect('20000002', 'Dispatch#2026');
    const radio = await sockets.connect(RADIO);
    const head = sockets.emulator.platform.state.head;

    const raised = await radio.request({ type: 'command', name: 'sos', args: { lat: 39.47, lng: -0.376, time: 1_700_000_000_000 } });
    expect(raised.code).toBe('0');
    const alarm = (raised.data as { alarm: SosAlarm }).alarm;
    expect(alarm).toMatchObject({ msId: RADIO, status: AlarmStatus.Alarm, lat: 39.47, lng: -0.376, time: 1_700_000_000_000, alarmType: 'sos', responder: null, closer: null });
    for (const dispatcher of [one, two]) {
      const frame = await dispatcher.waitFor((f) => f.type === 'event' && (f.event as { type: string }).type === 'sos.raised');
      expect(frame.event).toMatchObject({ alarm: { id: alarm.id, name: alarm.name }, logType: SosLogType.Alarm });
    }
    // A second press while it still sounds is the same alarm, not a new one.
    const again = await radio.request({ type: 'command', name: 'sos', args: {} });
    expect(again.data).toMatchObject({ alarm: { id: alarm.id }, changed: false });

    const acknowledged = await update('20000001', { id: alarm.id, status: 1 });
    expect(acknowledged).toMatchObject({ code: '0', data: { desc: { changed: true, alarm: { status: 1, responder: '20000001', responderName: 'Dispatcher One' } } } });
    expect(await two.waitFor((f) => f.type === 'event' && (f.event as { type: string }).type === 'sos.acknowledged')).toMatchObject({ event: { id: alarm.id, responder: '20000001' } });
    // The second dispatcher is told it was already done, and by whom.
    const late = await update('20000002', { id: alarm.id, status: 1 });
    expect(late).toMatchObject({ code: '0', data: { desc: { changed: false, alarm: { status: 1, responder: '20000001' } } } });

    expect((await update('20000002', { id: alarm.id, status: 2 })).desc).toBe('remark: required');
    // Only the handler resolves; One hands it to Two, who gives a verdict, then resolves.
    expect(await update('20000002', { id: alarm.id, status: 2, remark: 'mine?' })).toMatchObject({ code: '403', desc: 'handler:other' });
    expect(await as('20000001', '/ds/sos/handOverSos', 'PUT', { id: alarm.id, to: '20000002' })).toMatchObject({ code: '0', data: { desc: { alarm: { handler: '20000002' } } } });
    expect(await update('20000002', { id: alarm.id, status: 2, remark: 'no verdict' })).toMatchObject({ code: '409', desc: 'verdict:missing' });
    expect(await as('20000002', '/ds/sos/markSos', 'PUT', { id: alarm.id, verdict: 'valid' })).toMatchObject({ code: '0' });
    const closed = await update('20000002', { id: alarm.id, status: 2, remark: '  Crew on site <b>ok</b> ' });
    expect(closed).toMatchObject({ code: '0', data: { desc: { alarm: { status: 2, closer: '20000002', closerName: 'Dispatcher Two', remark: 'Crew on site <b>ok</b>', responder: '20000001' } } } });
    expect(await update('20000001', { id: alarm.id, status: 2, remark: 'again' })).toMatchObject({ code: '409', desc: 'status:closed', data: { desc: { alarm: { closer: '20000002' } } } });
    // The radio hears of the remote close.
    expect(await radio.waitFor((f) => f.type === 'event' && (f.event as { type: string }).type === 'sos.closed')).toMatchObject({ event: { id: alarm.id, logType: SosLogType.RemotelyClosed } });

    const logged = await sockets.emulator.platform.readPublicAfter(head, 100, ['sos.raised', 'sos.acknowledged', 'sos.closed']);
    expect(logged.map((entry) => entry.type)).toEqual(['sos.raised', 'sos.acknowledged', 'sos.closed']);
    const steps = await sockets.emulator.platform.readPublicAfter(head, 100, ['sos.handedOver', 'sos.marked']);
    expect(steps.map((entry) => entry.type)).toEqual(['sos.handedOver', 'sos.marked']);
  });

  it('a terminal cancels its own alarm (118); findSos pages and filters by status', async () => {
    const radio = await sockets.connect(OTHER_RADIO);
    const first = ((await radio.request({ type: 'command', name: 'sos', args: {} })).data as { alarm: SosAlarm }).alarm;
    const cancelled = await radio.request({ type: 'command', name: 'sosCancel', args: {} });
    expect(cancelled.data).toMatchObject({ alarm: { id: first.id, status: 2, closer: OTHER_RADIO } });
    const [event] = await sockets.emulator.platform.readPublicAfter(Number(0), 100_000, ['sos.closed']).then((list) => list.filter((e) => (e.payload as { id: string }).id === first.id));
    expect(event?.payload).toMatchObject({ logType: SosLogType.Cancelled });
    expect((await radio.request({ type: 'command', name: 'sosCancel', args: {} })).code).toBe('404');

    for (let i = 0; i < 3; i += 1) {
      const raised = ((await radio.request({ type: 'command', name: 'sos', args: {} })).data as { alarm: SosAlarm }).alarm;
      if (i < 2) await resolve('20000001', raised.id, `done ${i}`);
    }
    const page = await find('20000001', `?msId=${OTHER_RADIO}&pageNo=1&pageSize=2`);
    expect(page.data?.desc).toMatchObject({ total: 4, pageNo: 1, pageSize: 2 });
    expect((page.data?.list as SosAlarm[]).map((alarm) => alarm.status)).toEqual([0, 2]);
    const second = await find('20000001', `?msId=${OTHER_RADIO}&pageNo=2&pageSize=2`);
    expect((second.data?.list as SosAlarm[]).map((alarm) => alarm.status)).toEqual([2, 2]);
    const open = await find('20000001', `?msId=${OTHER_RADIO}&status=0,1`);
    expect(open.data?.list).toHaveLength(1);
  });

  it('validates with clear codes', async () => {
    const radio = await sockets.connect('10000013');
    expect((await radio.request({ type: 'command', name: 'sos', args: { lat: 95 } })).code).toBe('400');
    expect((await update('20000001', { id: '999999', status: 1 })).code).toBe('404');
    expect((await update('20000001', { id: '1', status: 0 })).code).toBe('400');
    expect((await update('20000001', { id: '1', status: 2, remark: 'x'.repeat(201) })).desc).toBe('remark: tooLong');
    expect((await update('20000001', { id: '1', status: 2, remark: 'a\u0007b' })).desc).toBe('remark: control');
    expect((await find('20000001', '?status=3')).code).toBe('400');
    expect((await find('20000001', '?pageSize=1000')).code).toBe('400');
    // Dispatchers do not raise SOS; terminals do not acknowledge.
    const dispatcher = await sockets.connect('20000001', 'Dispatch#2026');
    expect((await dispatcher.request({ type: 'command', name: 'sos', args: {} })).code).toBe('403');
    const token = await tokenFor(sockets.emulator.url, '10000013', '123456');
    expect((await call(`${sockets.emulator.url}/ds/sos/updateSos?token=${token}`, 'PUT', { id: '1', status: 1 })).body.code).toBe('403');
    expect((await call(`${sockets.emulator.url}/ds/sos/findSos`)).body.code).toBe('105');
  });

  it('a console that was away when the alarm came gets it on resume (replay), once', async () => {
    const away = await sockets.connect('20000002', 'Dispatch#2026');
    const lastSeen = sockets.emulator.platform.state.head;
    away.close();
    const radio = await sockets.connect('10000016');
    const alarm = ((await radio.request({ type: 'command', name: 'sos', args: {} })).data as { alarm: SosAlarm }).alarm;
    const back = sockets.track(await RawSocket.open(sockets.emulator.url));
    await back.login(await tokenFor(sockets.emulator.url, '20000002', 'Dispatch#2026'));
    expect((await back.request({ type: 'resume', fromSeq: lastSeen })).data).toMatchObject({ mode: 'replay' });
    await back.waitFor((f) => f.type === 'event' && (f.event as { type: string }).type === 'sos.raised');
    const raised = back.frames.filter((f) => f.type === 'event' && (f.event as { type: string; alarm?: SosAlarm }).alarm?.id === alarm.id);
    expect(raised).toHaveLength(1);
  });

  it('keeps alarms across a restart, and a console that loads again gets the open ones in its snapshot', async () => {
    const radio = await sockets.connect('10000014');
    const alarm = ((await radio.request({ type: 'command', name: 'sos', args: {} })).data as { alarm: SosAlarm }).alarm;
    radio.close();
    const before = (await find('20000001', '?pageSize=100')).data?.list;
    sockets.emulator = await sockets.emulator.restart();
    expect((await find('20000001', '?pageSize=100')).data?.list).toEqual(before);
    const console = sockets.track(await RawSocket.open(sockets.emulator.url));
    await console.login(await tokenFor(sockets.emulator.url, '20000001', 'Dispatch#2026'));
    await console.request({ type: 'resume', fromSeq: null });
    const snapshot = await console.waitFor((f) => f.type === 'snapshot');
    expect((snapshot.sos as SosAlarm[]).map((open) => open.id)).toContain(alarm.id);
    expect((snapshot.sos as SosAlarm[]).every((open) => open.status !== AlarmStatus.Closed)).toBe(true);
    // Ids continue after the restart.
    const next = await sockets.connect('10000015');
    const raised = ((await next.request({ type: 'command', name: 'sos', args: {} })).data as { alarm: SosAlarm }).alarm;
    expect(Number(raised.id)).toBe(Number(alarm.id) + 1);
  });
});
