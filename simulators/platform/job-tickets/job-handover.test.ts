import { describe, expect, it } from 'vitest';
import { LogType, type Job, type LogRecord } from '../../../protocol/index.ts';
import type { Frame } from '../testing/raw-socket.ts';
import { useEmulatorSockets } from '../testing/emulator-sockets.ts';
import { callAs, tokenFor } from '../testing/test-emulator.ts';

const io = useEmulatorSockets();
const ONE = '20000001';
const TWO = '20000002';
const RADIO = '10000001';

const as = async (account: string, path: string, method = 'GET', body?: unknown, password = 'Dispatch#2026') => {
  const token = await tokenFor(io.emulator.url, account, password);
  return callAs(io.emulator.url, token, path, method, body);
};
const created = async (by: string): Promise<Job> => {
  const answer = await as(by, '/ds/job/add', 'POST', { task: 'Check the pump', msIds: [RADIO], dispatchTime: Date.now() + 60_000 });
  expect(answer.code).toBe('0');
  return answer.data!.desc as Job;
};
const handOver = (by: string, id: string, to: string) => as(by, '/ds/job/handOver', 'PUT', { id, to });
const handedOver = (id: string) => (frame: Frame) => frame.type === 'event' && (frame.event as { type: string }).type === 'job.handedOver' && (frame.event as { id: string }).id === id;

describe('job hand-over between dispatchers', () => {
  it('the creator handles a job until it hands it over; the other console learns it live; the list shows the new handler; logged 143', async () => {
    const second = await io.connect(TWO, 'Dispatch#2026');
    const job = await created(ONE);
    expect(job.handler).toBeUndefined();
    const start = Date.now() - 1_000;
    const answer = await handOver(ONE, job.id, TWO);
    expect(answer).toMatchObject({ code: '0', data: { desc: { id: job.id, creator: ONE, handler: TWO, handlerName: 'Dispatcher Two' } } });
    const frame = await second.waitFor(handedOver(job.id));
    expect(frame.event).toMatchObject({ from: ONE, fromName: 'Dispatcher One', to: TWO, toName: 'Dispatcher Two', logType: LogType.JobHandedOver });
    const list = await as(TWO, '/ds/job/list');
    expect((list.data!.list as Job[]).find((one) => one.id === job.id)).toMatchObject({ handler: TWO, handlerName: 'Dispatcher Two' });

    // From now on only the new handler hands it on: the creator is refused.
    expect(await handOver(ONE, job.id, TWO)).toMatchObject({ code: '403', desc: 'handler:other' });
    expect((await handOver(TWO, job.id, ONE)).code).toBe('0');

    const logs = await as(ONE, `/ds/log/findLog?start=${start}&end=${Date.now() + 1_000}&category=alarm`);
    const rows = (logs.data!.list as LogRecord[]).filter((record) => record.logType === LogType.JobHandedOver && record.subject === job.id);
    expect(rows.map((record) => [record.account, record.remark])).toEqual([
      [TWO, ONE],
      [ONE, TWO],
    ]);
    expect(rows[0]).toMatchObject({ operation: 'jobHandedOver', category: 'alarm' });
  });

  it('refuses a hand-over to oneself, to a terminal that is not a dispatcher, of an unknown job, and by a radio', async () => {
    const job = await created(ONE);
    expect(await handOver(ONE, job.id, ONE)).toMatchObject({ code: '400', desc: 'to:self' });
    expect(await handOver(ONE, job.id, RADIO)).toMatchObject({ code: '400', desc: 'to:not-dispatcher' });
    expect(await handOver(ONE, job.id, '29999999')).toMatchObject({ code: '400', desc: 'to:not-dispatcher' });
    expect(await handOver(ONE, '999999', TWO)).toMatchObject({ code: '404', desc: 'id:unknown' });
    expect((await handOver(ONE, job.id, 'nope')).code).toBe('400');
    expect(io.emulator.platform.state.jobs.byId.get(job.id)?.handler).toBeUndefined();
  });
});
