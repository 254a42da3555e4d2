import { describe, expect, it } from 'vitest';
import { PATH_CALL_BY_UTC, PATH_CALL_BY_UTC_POST, type CallRecord } from '../../../protocol/index.ts';
import { useEmulatorSockets } from '../testing/emulator-sockets.ts';
import { call, tokenFor } from '../testing/test-emulator.ts';

const sockets = useEmulatorSockets();
const DISPATCHER = '20000001';
const RADIO = '10000021';

const find = async (account: string, params: Record<string, string | number>, password = 'Dispatch#2026') => {
  const token = await tokenFor(sockets.emulator.url, account, password);
  const query = new URLSearchParams({ token, ...Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)])) });
  return (await call(`${sockets.emulator.url}${PATH_CALL_BY_UTC}?${query}`)).body;
};

describe('GET /ds/data/callByUTC and POST callByUTCPost', () => {
  it('lists group transmissions (recorded) and individual calls (not recorded), newest first, with frequency', async () => {
    const { platform } = sockets.emulator;
    const gid = platform.state.terminals.get(RADIO)!.currentGroup;
    const start = Date.now() - 60_000;
    // Before the index opens and after it: both must be listed.
    await platform.commit([{ type: 'transmission.recorded', gid, msId: RADIO, name: 'R', startedAt: start + 1_000, talkMs: 2_500, file: `${gid}-${start + 1_000}-${RADIO}.wav`, bytes: 100 }]);
    const first = await find(DISPATCHER, { start, end: Date.now() + 60_000 });
    expect(first.code).toBe('0');
    await platform.commit([
      { type: 'transmission.recorded', gid, msId: RADIO, name: 'R', startedAt: start + 2_000, talkMs: 1_200, file: `${gid}-${start + 2_000}-${RADIO}.wav`, bytes: 100 },
      { type: 'call.invited', callId: 'k1', caller: DISPATCHER, callee: RADIO, media: 'audio' },
      { type: 'call.ended', callId: 'k1', caller: DISPATCHER, callee: RADIO, media: 'audio', status: 603, talkMs: 0 },
    ]);
    const answer = await find(DISPATCHER, { start, end: Date.now() + 60_000 });
    const list = answer.data!.list as CallRecord[];
    expect(answer.data!.desc).toMatchObject({ total: 3, pageNo: 1 });
    expect(list[0]).toMatchObject({ kind: 'individual', caller: DISPATCHER, callerName: 'Dispatcher One', callee: RADIO, status: 603, recording: null, notRecorded: 'peerToPeer', frequency: 1 });
    expect(list[1]).toMatchObject({ kind: 'group', caller: RADIO, callee: gid, calleeName: platform.state.groups.get(gid)!.name, durationMs: 1_200, frequency: 2, notRecorded: null });
    expect(list[1]!.recording!.url).toBe(`/filews/recordings/${gid}-${start + 2_000}-${RADIO}.wav`);

    const byGroup = await find(DISPATCHER, { start, end: Date.now() + 60_000, gid, pageSize: 1, pageNo: 2 });
    expect((byGroup.data!.list as CallRecord[]).map((record) => record.time)).toEqual([start + 1_000]);

    const token = await tokenFor(sockets.emulator.url, DISPATCHER, 'Dispatch#2026');
    const posted = await call(`${sockets.emulator.url}${PATH_CALL_BY_UTC_POST}?token=${token}`, 'POST', { start, end: Date.now() + 60_000, msId: DISPATCHER });
    expect((posted.body.data!.list as CallRecord[]).map((record) => record.kind)).toEqual(['individual']);
  });

  it('refuses each invalid range with its rule, malformed filters and non-dispatchers', async () => {
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
    expect(await refusal({ start: t0, end: t0 + 1, gid: 'x' })).toMatch(/^400 gid: /);
    expect((await find(DISPATCHER, { start: t0, end: t0 + 1, pageSize: 201 })).code).toBe('400');
    expect((await find(RADIO, { start: t0, end: t0 + 1 }, '123456')).code).toBe('403');
  });
});
