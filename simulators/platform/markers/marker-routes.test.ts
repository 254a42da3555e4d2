import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, callAs, startTestEmulator, tokenFor, type TestEmulator } from '../testing/test-emulator.ts';

let emulator: TestEmulator;
let one: string;
let two: string;
let radio: string;
beforeAll(async () => {
  emulator = await startTestEmulator();
  one = await tokenFor(emulator.url, '20000001', 'Dispatch#2026');
  two = await tokenFor(emulator.url, '20000002', 'Dispatch#2026');
  radio = await tokenFor(emulator.url, '10000001', '123456');
}, 60_000);
afterAll(() => emulator?.stop());

const as = (token: string, path: string, method = 'GET', body?: unknown) => callAs(emulator.url, token, path, method, body);

const line = { kind: 'line', name: 'Route A', color: '#1e88e5', link: 'https://example.org/route', remark: 'north gate', points: [[-0.37, 39.47], [-0.36, 39.48]] };

describe('map markers', () => {
  it('adds, lists for every dispatcher, updates, deletes, and survives a restart', async () => {
    const added = await as(one, '/ds/mark/addMark', 'POST', line);
    expect(added).toMatchObject({ code: '0', data: { desc: { id: '1', kind: 'line', name: 'Route A', creator: '20000001', creatorName: 'Dispatcher One' } } });
    await as(one, '/ds/mark/addMark', 'POST', { kind: 'point', name: 'Gate', color: '#e53935', points: [[-0.37, 39.47]] });
    const listed = await as(two, '/ds/mark/findMark');
    expect(listed.data?.list).toHaveLength(2);
    expect((listed.data?.desc as { seq: number }).seq).toBeGreaterThan(0);

    const updated = await as(two, '/ds/mark/updateMark', 'PUT', { id: '1', name: 'Route B', link: '' });
    expect(updated).toMatchObject({ code: '0', data: { desc: { id: '1', name: 'Route B', link: '', remark: 'north gate', creator: '20000001' } } });
    expect((await as(one, '/ds/mark/deleteMark?id=2', 'DELETE')).code).toBe('0');
    expect((await as(one, '/ds/mark/deleteMark?id=2', 'DELETE')).code).toBe('404');

    emulator = await emulator.restart();
    const again = await tokenFor(emulator.url, '20000001', 'Dispatch#2026');
    const after = await as(again, '/ds/mark/findMark');
    expect(after.data?.list).toEqual([expect.objectContaining({ id: '1', name: 'Route B', points: line.points })]);
    // Ids are not reused after a delete, nor after a restart.
    expect((await as(again, '/ds/mark/addMark', 'POST', line)).data?.desc).toMatchObject({ id: '3' });
    one = again;
  }, 60_000);

  it('validates like the console: the link, the name, the geometry; only dispatchers', async () => {
    expect(await as(one, '/ds/mark/addMark', 'POST', { ...line, link: 'javascript:alert(1)' })).toMatchObject({ code: '400', desc: 'link: invalid' });
    expect(await as(one, '/ds/mark/addMark', 'POST', { ...line, link: 'www.example.org' })).toMatchObject({ code: '400', desc: 'link: invalid' });
    expect(await as(one, '/ds/mark/addMark', 'POST', { ...line, name: ' ' })).toMatchObject({ code: '400', desc: 'name: required' });
    expect(await as(one, '/ds/mark/addMark', 'POST', { ...line, kind: 'shape' })).toMatchObject({ code: '400', desc: 'points: tooFewPoints' });
    expect(await as(one, '/ds/mark/updateMark', 'PUT', { id: '3', points: [[0, 0]] })).toMatchObject({ code: '400', desc: 'points: tooFewPoints' });
    expect(await as(one, '/ds/mark/updateMark', 'PUT', { id: '999', name: 'x' })).toMatchObject({ code: '404' });
    expect((await as(radio, '/ds/mark/addMark', 'POST', line)).code).toBe('403');
    expect((await as(radio, '/ds/mark/findMark')).code).toBe('403');
    expect((await call(`${emulator.url}/ds/mark/findMark`)).body.code).toBe('105');
  });
});
