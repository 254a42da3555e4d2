import { describe, expect, it } from 'vitest';
import { PATH_FIND_LOG, type LogRecord } from '../../../protocol/index.ts';
import { useEmulatorSockets } from '../testing/emulator-sockets.ts';
import { call, tokenFor } from '../testing/test-emulator.ts';

const sockets = useEmulatorSockets();
const DISPATCHER = '20000001';
const RADIO = '10000021';

const find = async (account: string, params: Record<string, string | number>, password = 'Dispatch#2026') => {
  const token = await tokenFor(sockets.emulator.url, account, password);
  const query = new URLSearchParams({ token, ...Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)])) });
  return (await call(`${sockets.emulator.url}${PATH_FIND_LOG}?${query}`)).body;
};

describe('GET /ds/log/findLog and the live log frames', () => {
  it('writes a record when a radio comes online, switches group and goes offline; pushes each to dispatchers live', async () => {
    const dispatcher = await sockets.connect(DISPATCHER, 'Dispatch#2026');
    const start = Date.now() - 1_000;
    const radio = await sockets.connect(RADIO);
    const online = await dispatcher.waitFor((frame) => frame.type === 'log' && (frame.record as LogRecord).msId === RADIO);
    expect(online.record).toMatchObject({ category: 'login', operation: 'online', logType: 5, account: RADIO, msId: RADIO });
    expect((online.record as LogRecord).name).not.toBe(RADIO);

    const terminal = sockets.emulator.platform.state.terminals.get(RADIO)!;
    const other = terminal.grp.find((gid) => gid !== terminal.currentGroup) ?? terminal.grp[0]!;
    expect((await dispatcher.request({ type: 'command', name: 'remoteSwitchGroup', args: { msId: RADIO, gid: other } })).code).toBe('0');
    const switched = await dispatcher.waitFor((frame) => frame.type === 'log' && (frame.record as LogRecord).operation === 'groupSwitch');
    expect(switched.record).toMatchObject({ account: DISPATCHER, name: 'Dispatcher One', msId: RADIO, subject: sockets.emulator.platform.state.groups.get(other)?.name });

    radio.close();
    await dispatcher.waitFor((frame) => frame.type === 'log' && (frame.record as LogRecord).operation === 'offline');

    const end = Date.now() + 1_000;
    const all = await find(DISPATCHER, { start, end, category: 'login' });
    expect(all.code).toBe('0');
    const mine = (all.data!.list as LogRecord[]).filter((record) => record.msId === RADIO);
    // Newest first.
    expect(mine.map((record) => record.operation)).toEqual(['offline', 'groupSwitch', 'online']);
    expect(all.data!.desc).toMatchObject({ pageNo: 1 });
    const alarms = await find(DISPATCHER, { start, end, category: 'alarm' });
    expect((alarms.data!.list as LogRecord[]).some((record) => record.msId === RADIO)).toBe(false);
  });

  it('refuses each invalid range with its rule, unknown categories and non-dispatchers', async () => {
    const t0 = Date.parse('2026-05-14T08:00:00Z');
    const refusal = async (params: Record<string, string | number>) => {
      const answer = await find(DISPATCHER, params);
      return `${answer.code} ${answer.desc}`;
    };
    expect(await refusal({ end: t0 })).toBe('400 range: startRequired');
    expect(await refusal({ start: t0 })).toBe('400 range: endRequired');
    expect(await refusal({ start: t0, end: t0 })).toBe('400 range: startNotBeforeEnd');
    expect(await refusal({ start: Date.parse('2026-05-01T00:00:00Z'), end: Date.parse('2026-06-02T00:00:00Z') })).toBe('400 range: spanTooLong');
    expect(await refusal({ start: Date.parse('2026-05-30T00:00:00Z'), end: Date.parse('2026-06-02T00:00:00Z') })).toBe('400 range: crossMonth');
    expect((await find(DISPATCHER, { start: t0, end: t0 + 1, category: 'weather' })).code).toBe('400');
    expect((await find(DISPATCHER, { start: t0, end: t0 + 1, pageSize: 301 })).code).toBe('400');
    expect((await find(RADIO, { start: t0, end: t0 + 1 }, '123456')).code).toBe('403');
  });
});
