import { describe, expect, it } from 'vitest';
import type { Frame, RawSocket } from '../testing/raw-socket.ts';
import { useEmulatorSockets } from '../testing/emulator-sockets.ts';
import { callAs, tokenFor } from '../testing/test-emulator.ts';

const io = useEmulatorSockets();
const command = (socket: RawSocket, name: string, args: unknown) => socket.request({ type: 'command', name, args });
const as = async (account: string, password: string, path: string, method = 'GET', body?: unknown) => {
  const token = await tokenFor(io.emulator.url, account, password);
  return callAs(io.emulator.url, token, path, method, body);
};
const dispatcher = (path: string, method = 'GET', body?: unknown) => as('20000001', 'Dispatch#2026', path, method, body);
const answered = (id: string, msId: string, state: string) => (frame: Frame) =>
  frame.type === 'event' && (frame.event as { type: string }).type === 'job.answered' && (frame.event as { id: string }).id === id &&
  (frame.event as { msId: string }).msId === msId && (frame.event as { state: string }).state === state;
const job = (extra: Record<string, unknown> = {}) => ({ task: 'Check the pump', msIds: ['10000001', '10000002'], dispatchTime: Date.now() + 60_000, ...extra });

describe('job ticketing', () => {
  it('creates a job the assignees get live, and takes each assignee\'s answers along its own transitions', async () => {
    const console = await io.connect('20000001', 'Dispatch#2026');
    const one = await io.connect('10000001');
    const two = await io.connect('10000002');
    const added = await dispatcher('/ds/job/add', 'POST', job({ lat: 39.47, lng: -0.37, address: 'Calle Colón' }));
    expect(added).toMatchObject({ code: '0', data: { desc: { task: 'Check the pump', address: 'Calle Colón', creator: '20000001' } } });
    const id = (added.data!.desc as { id: string }).id;
    const created = await one.waitFor((frame) => frame.type === 'event' && (frame.event as { type: string }).type === 'job.created');
    expect((created.event as { job: { jobMsList: unknown[] } }).job.jobMsList).toEqual([
      expect.objectContaining({ msId: '10000001', state: 'unsettled', answeredAt: null }),
      expect.objectContaining({ msId: '10000002', state: 'unsettled' }),
    ]);
    expect((await command(one, 'jobMine', {})).data).toMatchObject({ jobs: [expect.objectContaining({ id })] });

    // Complete before start, start before accept: refused.
    expect(await command(one, 'jobAnswer', { id, answer: 'complete' })).toMatchObject({ code: '409', desc: 'job:transition: complete from unsettled' });
    expect((await command(one, 'jobAnswer', { id, answer: 'accept' })).code).toBe('0');
    await console.waitFor(answered(id, '10000001', 'accepted'));
    expect((await command(one, 'jobAnswer', { id, answer: 'reject' })).code).toBe('409');
    expect((await command(two, 'jobAnswer', { id, answer: 'reject' })).code).toBe('0');
    expect((await command(two, 'jobAnswer', { id, answer: 'accept' })).code).toBe('409');
    expect((await command(one, 'jobAnswer', { id, answer: 'start' })).code).toBe('0');
    expect((await command(one, 'jobAnswer', { id, answer: 'complete' })).code).toBe('0');
    await console.waitFor(answered(id, '10000001', 'completed'));
    expect((await command(one, 'jobAnswer', { id, answer: 'complete' })).code).toBe('409');
    expect((await command(one, 'jobMine', {})).data).toEqual({ jobs: [] });
    // Not an assignee, not a job, not a terminal's answer.
    const three = await io.connect('10000003');
    expect(await command(three, 'jobAnswer', { id, answer: 'accept' })).toMatchObject({ code: '403', desc: 'job:notAssignee' });
    expect((await command(three, 'jobAnswer', { id: '999', answer: 'accept' })).code).toBe('404');
    expect((await command(console, 'jobAnswer', { id, answer: 'accept' })).code).toBe('403');

    const listed = await dispatcher('/ds/job/list?page=1&size=20');
    expect(listed.data?.list).toEqual([
      expect.objectContaining({ id, jobMsList: [expect.objectContaining({ msId: '10000001', state: 'completed' }), expect.objectContaining({ msId: '10000002', state: 'rejected' })] }),
    ]);
  });

  it('validates like the console and only lets dispatchers manage jobs', async () => {
    expect(await dispatcher('/ds/job/add', 'POST', job({ task: '  ' }))).toMatchObject({ code: '400', desc: 'task: required' });
    expect(await dispatcher('/ds/job/add', 'POST', job({ task: 'x'.repeat(201) }))).toMatchObject({ code: '400', desc: 'task: tooLong' });
    expect(await dispatcher('/ds/job/add', 'POST', job({ msIds: [] }))).toMatchObject({ code: '400', desc: 'msIds: required' });
    expect(await dispatcher('/ds/job/add', 'POST', job({ dispatchTime: null }))).toMatchObject({ code: '400', desc: 'dispatchTime: required' });
    expect(await dispatcher('/ds/job/add', 'POST', job({ dispatchTime: Date.now() - 3_600_000 }))).toMatchObject({ code: '400', desc: 'dispatchTime:past' });
    expect(await dispatcher('/ds/job/add', 'POST', job({ lat: 39.4 }))).toMatchObject({ code: '400', desc: 'lat: incomplete' });
    expect(await dispatcher('/ds/job/add', 'POST', job({ msIds: ['20000002'] }))).toMatchObject({ code: '400', desc: 'msIds:dispatcher: 20000002' });
    expect(await dispatcher('/ds/job/add', 'POST', job({ msIds: ['19999999'] }))).toMatchObject({ code: '404' });
    expect((await as('10000001', '123456', '/ds/job/add', 'POST', job())).code).toBe('403');
    expect((await as('10000001', '123456', '/ds/job/list')).code).toBe('403');
  });

  it('pages newest first by 20, deletes, keeps common tasks, and survives a restart', async () => {
    const before = (await dispatcher('/ds/job/list')).data!.desc as { total: number };
    for (let i = 0; i < 21; i += 1) expect((await dispatcher('/ds/job/add', 'POST', job({ task: `Job ${i}`, msIds: ['10000004'] }))).code).toBe('0');
    const first = await dispatcher('/ds/job/list?page=1&size=20');
    expect(first.data?.desc).toEqual({ total: before.total + 21, page: 1, size: 20 });
    expect(first.data?.list).toHaveLength(20);
    expect((first.data!.list[0] as { task: string }).task).toBe('Job 20');
    const second = await dispatcher('/ds/job/list?page=2&size=20');
    expect((second.data!.list[0] as { task: string }).task).toBe('Job 0');
    const newest = (first.data!.list[0] as { id: string }).id;
    expect((await dispatcher(`/ds/job/delete?id=${newest}`, 'DELETE')).code).toBe('0');
    expect((await dispatcher(`/ds/job/delete?id=${newest}`, 'DELETE')).code).toBe('404');

    expect(await dispatcher('/ds/job/addCommonTask', 'POST', { text: ' Replace the filter ' })).toMatchObject({ code: '0', data: { desc: { id: '1', text: 'Replace the filter' } } });
    expect((await dispatcher('/ds/job/addCommonTask', 'POST', { text: 'Replace the filter' })).code).toBe('409');
    expect(await dispatcher('/ds/job/addCommonTask', 'POST', { text: '' })).toMatchObject({ code: '400', desc: 'text: required' });
    await dispatcher('/ds/job/addCommonTask', 'POST', { text: 'Read the meter' });
    expect((await dispatcher('/ds/job/deleteCommonTask?id=1', 'DELETE')).code).toBe('0');

    io.emulator = await io.emulator.restart();
    const after = await dispatcher('/ds/job/list');
    expect((after.data!.desc as { total: number }).total).toBe(before.total + 20);
    expect((after.data!.list[0] as { task: string }).task).toBe('Job 19');
    expect((await dispatcher('/ds/job/commonTasks')).data?.list).toEqual([expect.objectContaining({ id: '2', text: 'Read the meter' })]);
    // Ids are not reused.
    expect((await dispatcher('/ds/job/add', 'POST', job())).data?.desc).toMatchObject({ id: String(Number(newest) + 1) });
  }, 60_000);
});
