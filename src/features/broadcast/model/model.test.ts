import { describe, expect, it } from 'vitest';
import { BROADCAST_TOKEN_HEADER, BroadcastPaths, DEFAULT_BROADCAST_PASSWORD, hashForWire, taskProblems, type BroadcastOrg } from '../../../../protocol/index.ts';
import { createStoredValues, memoryBackend } from '../../../state/storage.ts';
import { batchDeviceIds, BROADCAST_TOKEN_KEY, BroadcastApi, BroadcastError, durationSeconds, loginToBroadcast, numberOfText, orgTree, readBroadcastLogin, taskControls, taskDraftOf, type TaskForm } from './model.ts';

/** A fetch that answers each call with the next body (JSON, or text that is not) and records what it was asked. */
function fakeFetch(...bodies: unknown[]) {
  const asked: { url: string; init: RequestInit | undefined }[] = [];
  const fetchImpl: typeof fetch = (input, init) => {
    asked.push({ url: String(input), init });
    const body = bodies.shift();
    return Promise.resolve(new Response(typeof body === 'string' ? body : JSON.stringify(body)));
  };
  return { fetchImpl, asked };
}

describe('broadcast calls', () => {
  it('send the access token and answer the data of a 200', async () => {
    const { fetchImpl, asked } = fakeFetch({ code: 200, msg: 'ok', data: { list: [{ id: 1 }], total: 1 } });
    expect(await new BroadcastApi('tok', fetchImpl).orgs()).toEqual([{ id: 1 }]);
    expect(asked[0]?.url).toBe(`${BroadcastPaths.org}?page=1&limit=1000`);
    expect(new Headers(asked[0]?.init?.headers).get(BROADCAST_TOKEN_HEADER)).toBe('tok');
  });

  it('ask for at most 100 files and one plan, which may be none', async () => {
    const { fetchImpl, asked } = fakeFetch({ code: 200, data: { list: [], total: 0 } }, { code: 200, data: { list: [], total: 0 } });
    const api = new BroadcastApi('tok', fetchImpl);
    await api.files();
    expect(await api.plan()).toBeNull();
    expect(asked.map((one) => one.url)).toEqual([`${BroadcastPaths.file}?page=1&limit=100`, `${BroadcastPaths.plan}?page=1&limit=1`]);
  });

  it('reject a refusal with its code and field problems, and no answer as 500', async () => {
    const { fetchImpl } = fakeFetch({ code: 409, msg: 'status:state', data: null }, 'gateway timeout', { msg: 'odd' });
    const api = new BroadcastApi('tok', fetchImpl);
    const refused = await api.call('GET', '/v1/task/1/pause').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(BroadcastError);
    expect(refused).toMatchObject({ code: 409, problems: [{ field: 'status', problem: 'state' }] });
    await expect(api.call('GET', '/v1/task')).rejects.toMatchObject({ code: 500, msg: 'no answer' });
    await expect(api.call('GET', '/v1/task')).rejects.toMatchObject({ code: 500, msg: 'odd' });
  });

  it('fetch music by its encoded name and reject a missing file with its status', async () => {
    const asked: string[] = [];
    const api = new BroadcastApi('tok', (input) => {
      asked.push(String(input));
      return Promise.resolve(new Response('nope', { status: 404 }));
    });
    await expect(api.music('a b.wav')).rejects.toMatchObject({ code: 404, msg: 'file:unknown' });
    expect(asked).toEqual([`${BroadcastPaths.music}/a%20b.wav`]);
  });
});

describe('the broadcast login', () => {
  const answer = { code: 200, data: { access_token: 'tok', expires_at: 5_000 } };

  it('sends a blank password as the default secret, a typed one as its MD5, a stored MD5 as it is', async () => {
    const { fetchImpl, asked } = fakeFetch(answer, answer, answer);
    expect(await loginToBroadcast('20000001', { typed: '' }, fetchImpl)).toEqual({ account: '20000001', token: 'tok', expiresAt: 5_000 });
    await loginToBroadcast('20000001', { typed: 'Dispatch#2026' }, fetchImpl);
    await loginToBroadcast('20000001', { md5: 'abc' }, fetchImpl);
    expect(asked.map((one) => JSON.parse(String(one.init?.body)).password)).toEqual([DEFAULT_BROADCAST_PASSWORD, hashForWire('Dispatch#2026'), 'abc']);
  });

  it('rejects no permission as 107', async () => {
    const { fetchImpl } = fakeFetch({ code: 107, msg: 'no permission', data: null });
    await expect(loginToBroadcast('20000002', { typed: 'x' }, fetchImpl)).rejects.toMatchObject({ code: 107, problems: [] });
  });

  it("reuses a stored token only for the same account and before it expires", () => {
    const values = createStoredValues(memoryBackend(), new EventTarget());
    expect(readBroadcastLogin(values, '20000001', 0)).toBeNull();
    values.write(BROADCAST_TOKEN_KEY, { account: '20000001', token: 'tok', expiresAt: 5_000 });
    expect(readBroadcastLogin(values, '20000001', 4_999)).toEqual({ account: '20000001', token: 'tok', expiresAt: 5_000 });
    expect(readBroadcastLogin(values, '20000001', 5_000)).toBeNull();
    expect(readBroadcastLogin(values, '20000002', 0)).toBeNull();
    values.write(BROADCAST_TOKEN_KEY, { account: '20000001', token: 'tok', expiresAt: '5000' });
    expect(readBroadcastLogin(values, '20000001', 0)).toBeNull();
  });
});

describe('broadcast screens', () => {
  const org = (id: number, parent_id: number, name: string): BroadcastOrg => ({ id, parent_id, name, code: `o${id}`, call_number: '' });

  it('show organisations as a tree by name, parents first; an unknown parent counts as none', () => {
    const tree = orgTree([org(3, 1, 'Yard'), org(1, 0, 'North'), org(2, 1, 'Hall'), org(4, 0, 'East'), org(5, 99, 'Lost')]);
    expect(tree.map(({ org: { name }, depth }) => `${name}@${depth}`)).toEqual(['East@0', 'Lost@0', 'North@0', 'Hall@1', 'Yard@1']);
    expect(orgTree([])).toEqual([]);
  });

  it("set a batch volume only on picked speakers of the chosen organisation, or on all of it", () => {
    const shown = [{ id: 21 }, { id: 22 }];
    expect(batchDeviceIds(new Set([22, 31]), shown)).toEqual([22]);
    expect(batchDeviceIds(new Set([31]), shown)).toEqual([]);
    expect(batchDeviceIds([], shown)).toEqual([]);
  });

  it('show a file length in whole seconds', () => {
    expect([0, 1_499, 1_500, 3_000].map(durationSeconds)).toEqual([0, 1, 2, 3]);
  });
});

describe('the timed-task form', () => {
  const form: TaskForm = { name: ' Morning ', file_ids: [11], device_ids: [21], start_time: '08:30', weekdays: [1], volume: '60', loop: '1' };

  it('sends a time typed as HH:mm with its seconds, a trimmed name and numbers', () => {
    expect(taskDraftOf(form)).toEqual({ name: 'Morning', file_ids: [11], device_ids: [21], start_time: '08:30:00', weekdays: [1], volume: 60, loop: 1 });
    expect(taskDraftOf({ ...form, start_time: '08:30:15' }).start_time).toBe('08:30:15');
    expect(taskDraftOf({ ...form, start_time: '8:30' }).start_time).toBe('8:30');
  });

  it('reads a blank or non-numeric volume as no number, which the range rule refuses', () => {
    expect([' ', '', '12abc'].map(numberOfText)).toEqual([Number.NaN, Number.NaN, Number.NaN]);
    expect(numberOfText('0')).toBe(0);
    expect(taskProblems(taskDraftOf({ ...form, volume: '', loop: ' ' }), new Set([11]), new Set([21]))).toEqual([
      { field: 'volume', problem: 'range' },
      { field: 'loop', problem: 'range' },
    ]);
  });

  it("offers a task's moves by its state, and edit and delete only while stopped", () => {
    expect(taskControls('idle')).toEqual({ actions: ['start'], editable: true });
    expect(taskControls('playing')).toEqual({ actions: ['pause', 'stop'], editable: false });
    expect(taskControls('paused')).toEqual({ actions: ['resume', 'stop'], editable: false });
  });
});
