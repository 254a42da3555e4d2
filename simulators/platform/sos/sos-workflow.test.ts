import { describe, expect, it } from 'vitest';
import { AlarmStatus, LogType, type SosAlarm } from '../../../protocol/index.ts';
import { useEmulatorSockets } from '../testing/emulator-sockets.ts';
import { call, tokenFor } from '../testing/test-emulator.ts';

const sockets = useEmulatorSockets();
const ONE = '20000001';
const TWO = '20000002';

type Body = { code: string; desc?: string; data?: { desc: { alarm?: SosAlarm; changed?: boolean } } };
const as = async (account: string, path: string, body: unknown): Promise<Body> => {
  const token = await tokenFor(sockets.emulator.url, account, 'Dispatch#2026');
  return (await call(`${sockets.emulator.url}${path}?token=${token}`, 'PUT', body)).body as Body;
};
const acknowledge = (account: string, id: string) => as(account, '/ds/sos/updateSos', { id, status: 1 });
const resolve = (account: string, id: string) => as(account, '/ds/sos/updateSos', { id, status: 2, remark: 'done' });
const mark = (account: string, id: string, verdict: string) => as(account, '/ds/sos/markSos', { id, verdict });
const handOver = (account: string, id: string, to: string) => as(account, '/ds/sos/handOverSos', { id, to });

async function raised(msId: string): Promise<SosAlarm> {
  const radio = await sockets.connect(msId);
  return ((await radio.request({ type: 'command', name: 'sos', args: {} })).data as { alarm: SosAlarm }).alarm;
}

describe('the emergency workflow of an SOS alarm', () => {
  it('raised → acknowledged (handler) → marked → resolved; every step logged with time, actor and terminal', async () => {
    const head = sockets.emulator.platform.state.head;
    const alarm = await raised('10000031');
    expect(alarm).toMatchObject({ handler: null, verdict: null });
    expect(await acknowledge(ONE, alarm.id)).toMatchObject({ code: '0', data: { desc: { alarm: { status: 1, handler: ONE, handlerName: 'Dispatcher One' } } } });
    expect(await mark(ONE, alarm.id, 'false')).toMatchObject({ code: '0', data: { desc: { alarm: { verdict: 'false', handler: ONE } } } });
    expect(await resolve(ONE, alarm.id)).toMatchObject({ code: '0', data: { desc: { alarm: { status: AlarmStatus.Closed, closer: ONE, verdict: 'false' } } } });

    const events = (await sockets.emulator.platform.readPublicAfter(head, 100, ['sos.raised', 'sos.acknowledged', 'sos.marked', 'sos.closed'])).filter(
      (event) => ((event.payload as { id?: string; alarm?: { id: string } }).id ?? (event.payload as { alarm: { id: string } }).alarm.id) === alarm.id,
    );
    expect(events.map((event) => event.type)).toEqual(['sos.raised', 'sos.acknowledged', 'sos.marked', 'sos.closed']);
    expect(events.every((event) => event.time > 0)).toBe(true);
    expect(events[2]?.payload).toMatchObject({ msId: '10000031', by: ONE, byName: 'Dispatcher One', verdict: 'false', logType: LogType.AlarmMarked });
    expect(events[1]?.payload).toMatchObject({ logType: LogType.AlarmAcknowledged });
  });

  it('refuses illegal transitions with clear codes', async () => {
    const alarm = await raised('10000032');
    // Not yet acknowledged: nothing but acknowledge.
    expect(await mark(ONE, alarm.id, 'valid')).toMatchObject({ code: '409', desc: 'status:not-acknowledged' });
    expect(await resolve(ONE, alarm.id)).toMatchObject({ code: '409', desc: 'status:not-acknowledged' });
    expect(await handOver(ONE, alarm.id, TWO)).toMatchObject({ code: '409', desc: 'status:not-acknowledged' });
    await acknowledge(ONE, alarm.id);
    // Resolve needs a verdict first; a verdict is given once.
    expect(await resolve(ONE, alarm.id)).toMatchObject({ code: '409', desc: 'verdict:missing', data: { desc: { alarm: { handler: ONE } } } });
    expect((await mark(ONE, alarm.id, 'valid')).code).toBe('0');
    expect(await mark(ONE, alarm.id, 'false')).toMatchObject({ code: '409', desc: 'verdict:already' });
    expect((await mark(ONE, alarm.id, 'maybe')).code).toBe('400');
    expect((await resolve(ONE, alarm.id)).code).toBe('0');
    // Closed: every step refused.
    expect(await mark(ONE, alarm.id, 'valid')).toMatchObject({ code: '409', desc: 'status:closed' });
    expect(await handOver(ONE, alarm.id, TWO)).toMatchObject({ code: '409', desc: 'status:closed' });
    expect(await resolve(ONE, alarm.id)).toMatchObject({ code: '409', desc: 'status:closed' });
    expect((await mark(ONE, '999999', 'valid')).code).toBe('404');
  });

  it('only the handler marks, resolves or hands over, until they hand it over', async () => {
    const alarm = await raised('10000033');
    await acknowledge(ONE, alarm.id);
    expect(await mark(TWO, alarm.id, 'valid')).toMatchObject({ code: '403', desc: 'handler:other' });
    expect(await handOver(TWO, alarm.id, TWO)).toMatchObject({ code: '403', desc: 'handler:other' });
    expect(await handOver(ONE, alarm.id, ONE)).toMatchObject({ code: '400', desc: 'to:self' });
    expect(await handOver(ONE, alarm.id, '10000033')).toMatchObject({ code: '400', desc: 'to:not-dispatcher' });
    expect((await handOver(ONE, alarm.id, 'x')).code).toBe('400');

    const watcher = await sockets.connect(TWO, 'Dispatch#2026');
    expect(await handOver(ONE, alarm.id, TWO)).toMatchObject({ code: '0', data: { desc: { alarm: { handler: TWO, handlerName: 'Dispatcher Two', responder: ONE } } } });
    expect(await watcher.waitFor((f) => f.type === 'event' && (f.event as { type: string }).type === 'sos.handedOver')).toMatchObject({
      event: { id: alarm.id, from: ONE, to: TWO, toName: 'Dispatcher Two', logType: LogType.AlarmHandedOver },
    });
    // Now One may not; Two may.
    expect(await mark(ONE, alarm.id, 'valid')).toMatchObject({ code: '403', desc: 'handler:other' });
    expect((await mark(TWO, alarm.id, 'valid')).code).toBe('0');
    expect(await resolve(ONE, alarm.id)).toMatchObject({ code: '403', desc: 'handler:other' });
    expect(await resolve(TWO, alarm.id)).toMatchObject({ code: '0', data: { desc: { alarm: { closer: TWO } } } });
  });

  it('keeps handler and verdict across a restart', async () => {
    const alarm = await raised('10000034');
    await acknowledge(ONE, alarm.id);
    await handOver(ONE, alarm.id, TWO);
    await mark(TWO, alarm.id, 'valid');
    sockets.emulator = await sockets.emulator.restart();
    expect(sockets.emulator.platform.state.sos.byId.get(alarm.id)).toMatchObject({ handler: TWO, verdict: 'valid', status: 1 });
  });
});
