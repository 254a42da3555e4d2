import { describe, expect, it } from 'vitest';
import type { FenceAlarm, Terminal } from '../../../protocol/index.ts';
import { emptyFenceBook } from '../projection/fence-reducer.ts';
import { terminal } from '../testing/memory-platform.ts';
import { findFenceAlarms } from './find-fence-alarms.ts';

const alarm = (id: string, fenceid: string, msId: string): FenceAlarm => ({ id, fenceid, fenceName: `F${fenceid}`, fenceType: 'in', msId, name: msId, kind: 'left', lat: 39.47, lng: -0.37, time: Number(id), alarmTime: Number(id) });

// Oldest first, as the book keeps them; 10000099 belongs to another customer.
const fences = { ...emptyFenceBook(), alarms: [alarm('1', 'a', '10000001'), alarm('2', 'b', '10000001'), alarm('3', 'a', '10000002'), alarm('4', 'a', '10000099'), alarm('5', 'a', '10000001')] };
const terminals = new Map<string, Terminal>([
  ['10000001', terminal('10000001')],
  ['10000002', terminal('10000002')],
  ['10000099', terminal('10000099', { cid: '2' })],
]);
const ids = (query: Parameters<typeof findFenceAlarms>[2], cid = '1') => findFenceAlarms({ fences, terminals }, cid, query);

describe('fence alarm records (/ds/fence/fa)', () => {
  it("answers the customer's alarms newest first, with the total", () => {
    const page = ids({ pageNo: 1, pageSize: 20 });
    expect(page.total).toBe(4);
    expect(page.list.map((one) => one.id)).toEqual(['5', '3', '2', '1']);
    expect(ids({ pageNo: 1, pageSize: 20 }, '2').list.map((one) => one.id)).toEqual(['4']);
  });

  it('narrows to a fence, a terminal, or both', () => {
    expect(ids({ pageNo: 1, pageSize: 20, fenceid: 'a' }).list.map((one) => one.id)).toEqual(['5', '3', '1']);
    expect(ids({ pageNo: 1, pageSize: 20, msId: '10000001' }).list.map((one) => one.id)).toEqual(['5', '2', '1']);
    expect(ids({ pageNo: 1, pageSize: 20, fenceid: 'b', msId: '10000002' })).toEqual({ total: 0, list: [] });
  });

  it('pages by the total it counted, an empty page past the end', () => {
    expect(ids({ pageNo: 2, pageSize: 3 })).toMatchObject({ total: 4, list: [expect.objectContaining({ id: '1' })] });
    expect(ids({ pageNo: 3, pageSize: 3 })).toEqual({ total: 4, list: [] });
  });

  it('leaves out alarms of terminals that are gone', () => {
    const without = new Map(terminals);
    without.delete('10000002');
    expect(findFenceAlarms({ fences, terminals: without }, '1', { pageNo: 1, pageSize: 20 }).list.map((one) => one.id)).toEqual(['5', '2', '1']);
  });
});
