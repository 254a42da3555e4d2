import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SchoolPaths, type SchoolCar, type SchoolPunch, type Student } from '../../../protocol/index.ts';
import { call, callAs, startTestEmulator, tokenFor, type TestEmulator } from '../testing/test-emulator.ts';

let emulator: TestEmulator;
let token: string;
beforeAll(async () => {
  emulator = await startTestEmulator();
  token = await tokenFor(emulator.url, '20000001', 'Dispatch#2026');
}, 60_000);
afterAll(() => emulator?.stop());

const as = (path: string, method = 'GET', body?: unknown) => callAs(emulator.url, token, path, method, body);
const student = { studentNum: 'R-1', studentName: 'Eve Adams', studentAvatar: '', studentBirth: '2018-05-04', studentSex: 'female', guardianName: 'Ann Adams', guardianPhone: '5551234' };
const punch = (studentNum: string, msId = '10000031') => call(`${emulator.url}/test/school/punch`, 'POST', { msId, studentNum }).then((answer) => answer.body);

describe('school routes', () => {
  it('keeps students unique, punches alternate in and out, cars keep their checklist, all across a restart', async () => {
    const added = await as(SchoolPaths.studentAdd, 'POST', student);
    expect(added).toMatchObject({ code: '0', data: { desc: { id: expect.any(String), studentNum: 'R-1' } } });
    const id = (added.data?.desc as Student).id;
    expect(await as(SchoolPaths.studentAdd, 'POST', { ...student, studentName: 'Other' })).toMatchObject({ code: '409', desc: 'studentNum: already exists' });
    expect(await as(SchoolPaths.studentAdd, 'POST', { ...student, studentNum: 'R-2', guardianPhone: '12' })).toMatchObject({ code: '400', desc: 'guardianPhone: phoneFormat' });
    expect(await as(SchoolPaths.studentUpdate, 'PUT', { ...student, id: '999' })).toMatchObject({ code: '404' });

    // Only terminals punch, and only known cards.
    expect(await punch('R-1', '20000001')).toMatchObject({ code: '400' });
    expect(await punch('NOPE')).toMatchObject({ code: '404' });
    expect(await punch('R-1')).toMatchObject({ code: '0', data: { desc: { kind: 'in', studentId: id } } });
    expect(await punch('R-1')).toMatchObject({ code: '0', data: { desc: { kind: 'out' } } });

    const car = (await as(SchoolPaths.carAdd, 'POST', { plateNumber: 'BUS 1', driverName: 'Joe', driverPhone: '5550001', seats: '30' })).data?.desc as SchoolCar;
    expect(await as(SchoolPaths.carAdd, 'POST', { plateNumber: 'bus 1', driverName: 'Joe', driverPhone: '5550001', seats: '30' })).toMatchObject({ code: '409' });
    const checklist = { brakes: true, lights: true, doors: false, seatBelts: false, firstAidKit: false, extinguisher: false };
    expect(await as(SchoolPaths.carChecklist, 'PUT', { id: car.id, checklist })).toMatchObject({ code: '0', data: { desc: { checklist, checkedBy: '20000001' } } });

    emulator = await emulator.restart();
    token = await tokenFor(emulator.url, '20000001', 'Dispatch#2026');
    const now = Date.now();
    const start = new Date(now);
    start.setUTCDate(1);
    start.setUTCHours(0, 0, 0, 0);
    const punches = (await as(`${SchoolPaths.punchList}?studentId=${id}&start=${start.getTime()}&end=${now}`)).data?.list as SchoolPunch[];
    expect(punches.map((item) => item.kind)).toEqual(['out', 'in']);
    expect(await as(`${SchoolPaths.punchList}?start=${now}&end=${now - 1}`)).toMatchObject({ code: '400', desc: 'range: startNotBeforeEnd' });
    expect(await as(`${SchoolPaths.punchList}?end=${now}`)).toMatchObject({ code: '400', desc: 'range: startRequired' });
    expect((await as(SchoolPaths.carList)).data?.list).toEqual([expect.objectContaining({ plateNumber: 'BUS 1', checklist })]);
    expect(await as(`${SchoolPaths.studentDelete}?id=${id}`, 'DELETE')).toMatchObject({ code: '0' });
    expect(await as(`${SchoolPaths.carDelete}?id=${car.id}`, 'DELETE')).toMatchObject({ code: '0' });
    expect((await as(SchoolPaths.studentList)).data?.list).toEqual([]);
  }, 60_000);

  it('refuses a dispatcher without the school feature', async () => {
    await call(`${emulator.url}/test/account-access`, 'POST', { account: '20000002', access: { school: '0' } });
    const theirs = await tokenFor(emulator.url, '20000002', 'Dispatch#2026');
    const answer = await call(`${emulator.url}${SchoolPaths.studentList}?token=${theirs}`, 'GET');
    expect(answer.body).toMatchObject({ code: '403' });
    await call(`${emulator.url}/test/account-access`, 'POST', { account: '20000002', access: null });
  }, 60_000);
});
