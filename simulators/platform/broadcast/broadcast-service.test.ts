import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_BROADCAST_PASSWORD, hashForWire, type OrgBody } from '../../../protocol/index.ts';
import { hashToken } from '../auth/tokens.ts';
import { dispatcher, openMemoryPlatform, seed, terminal, type MemoryPlatform } from '../testing/memory-platform.ts';
import { LoginGuard } from '../auth/login-guard.ts';
import { BroadcastService, type Outcome } from './broadcast-service.ts';

/**
 * The broadcast service's records on an in-memory platform (broadcast.test.ts runs them over HTTP):
 * who may call it, the organisation tree's rules, speakers and their volumes.
 */
const ME = '20000001';
const NO_ACCESS = '20000002';
const START = Date.UTC(2026, 10, 25, 9);

let memory: MemoryPlatform;
let service: BroadcastService;
beforeEach(async () => {
  memory = await openMemoryPlatform(START);
  await seed(memory.platform, [dispatcher(ME), dispatcher(NO_ACCESS), dispatcher('20000003'), terminal('10000001')]);
  await memory.platform.commit([{ type: 'test.broadcastAccessSet', account: NO_ACCESS, access: '-2' }]);
  service = new BroadcastService(memory.platform, new LoginGuard(memory.platform));
});
afterEach(() => memory.close());

const dataOf = <T>(outcome: Outcome<T>): T => {
  if (!outcome.ok) throw new Error(`refused: ${outcome.code} ${outcome.msg}`);
  return outcome.data;
};
const orgBody = (patch: Partial<OrgBody> = {}): OrgBody => ({ parent_id: 0, password: DEFAULT_BROADCAST_PASSWORD, name: 'HQ', code: 'hq', call_number: '100', ...patch });
const root = async (code = 'hq') => dataOf(await service.saveOrg(ME, orgBody({ code }), null, true));
const child = async (parent: number, code = 'yard') => dataOf(await service.saveOrg(ME, orgBody({ parent_id: parent, name: 'Yard', code }), null, false));
const device = async (org: number, code = 'spk-1') => dataOf(await service.saveDevice(ME, { org_id: org, name: 'Gate', code }, null));

describe('who may call the broadcast service', () => {
  const open = (msId: string, token: string, expiresAt: number) => memory.platform.commit([{ type: 'bcast.sessionOpened', msId, tokenHash: hashToken(token), expiresAt }]);

  it('a live session of an account with access 1; none or an expired one is 401', async () => {
    await open(ME, 'token-me', START + 1_000);
    expect(service.caller(undefined)).toEqual({ ok: false, code: 401, msg: 'token:required' });
    expect(service.caller('token-other')).toEqual({ ok: false, code: 401, msg: 'token:required' });
    expect(service.caller('token-me')).toEqual({ ok: true, data: ME });
    memory.advance(999);
    expect(service.caller('token-me').ok).toBe(true);
    memory.advance(1);
    expect(service.caller('token-me')).toEqual({ ok: false, code: 401, msg: 'token:required' });
  });

  it('answers 107 on every call once the access is taken away', async () => {
    await open(ME, 'token-me', START + 60_000);
    await memory.platform.commit([{ type: 'test.broadcastAccessSet', account: ME, access: '-2' }]);
    expect(service.caller('token-me')).toEqual({ ok: false, code: 107, msg: 'no permission' });
  });

  it('logs in only 8-digit accounts', async () => {
    expect(await service.login('abc', hashForWire('x'), '127.0.0.1')).toEqual({ ok: false, code: 1, msg: 'username:special' });
  });

  it('offers as casters the dispatchers with access 1 only, in order', () => {
    expect(service.sysUsers(ME).map((user) => user.id)).toEqual([ME, '20000003']);
  });
});

describe('organisations', () => {
  it('are made at the root path without a parent and at the child path with one', async () => {
    expect(await service.saveOrg(ME, orgBody({ parent_id: 5 }), null, true)).toEqual({ ok: false, code: 400, msg: 'parent_id:range' });
    expect(await service.saveOrg(ME, orgBody(), null, false)).toEqual({ ok: false, code: 400, msg: 'parent_id:required' });
    const hq = await root();
    expect(await child(hq.id)).toMatchObject({ parent_id: hq.id, call_number: '100' });
  });

  it('take the default secret or an MD5 as password, nothing in clear', async () => {
    expect(await service.saveOrg(ME, orgBody({ password: 'plain' }), null, true)).toEqual({ ok: false, code: 400, msg: 'password:special' });
    expect(await service.saveOrg(ME, orgBody({ password: hashForWire('x').toUpperCase() }), null, true)).toEqual({ ok: false, code: 400, msg: 'password:special' });
    expect((await service.saveOrg(ME, orgBody({ password: hashForWire('x') }), null, true)).ok).toBe(true);
  });

  it('keep their call number on an edit (SPEC §7 PATCH has none), and an unknown one is 404', async () => {
    const hq = await root();
    expect(dataOf(await service.saveOrg(ME, orgBody({ name: 'Head office', call_number: '999' }), hq.id, false))).toEqual({ ...hq, name: 'Head office' });
    expect(await service.saveOrg(ME, orgBody(), 99, false)).toEqual({ ok: false, code: 404, msg: 'org:unknown' });
  });

  it('are removed only when empty of organisations, speakers and files', async () => {
    const hq = await root();
    const yard = await child(hq.id);
    expect(await service.removeOrg(ME, hq.id)).toEqual({ ok: false, code: 409, msg: 'org:notEmpty' });
    const gate = await device(yard.id);
    expect(await service.removeOrg(ME, yard.id)).toEqual({ ok: false, code: 409, msg: 'org:notEmpty' });
    await memory.platform.commit([{ type: 'bcast.deviceRemoved', id: gate.id, by: ME }]);
    await memory.platform.commit([{ type: 'bcast.fileAdded', file: { id: 90, name: '0000000000000090.wav', original_name: 'a.wav', length: 1, size: 1, group_id: yard.id, create_time: START }, by: ME }]);
    expect(await service.removeOrg(ME, yard.id)).toEqual({ ok: false, code: 409, msg: 'org:notEmpty' });
    await memory.platform.commit([{ type: 'bcast.fileRemoved', id: 90, by: ME }]);
    expect(dataOf(await service.removeOrg(ME, yard.id))).toBeNull();
    expect(await service.removeOrg(ME, yard.id)).toEqual({ ok: false, code: 404, msg: 'org:unknown' });
  });
});

describe('casters', () => {
  it('are one per user with broadcast access', async () => {
    const caster = { user_id: ME, password: DEFAULT_BROADCAST_PASSWORD, name: 'Announcer', code: 'c1', call_number: '', priority: 5 };
    expect(dataOf(await service.addCaster(ME, caster))).toMatchObject({ user_id: ME, priority: 5 });
    expect(await service.addCaster(ME, { ...caster, code: 'c2' })).toEqual({ ok: false, code: 400, msg: 'user_id:exists' });
    expect(await service.addCaster(ME, { ...caster, user_id: NO_ACCESS, code: 'c3' })).toEqual({ ok: false, code: 400, msg: 'user_id:unknown' });
  });
});

describe('speakers and their volume', () => {
  it('start at volume 60 and keep their volume through an edit', async () => {
    const hq = await root();
    const gate = await device(hq.id);
    expect(gate.ao_volume).toBe(60);
    dataOf(await service.setVolume(ME, 25, { id: gate.id }));
    expect(dataOf(await service.saveDevice(ME, { org_id: hq.id, name: 'Gate 2', code: 'spk-1' }, gate.id))).toMatchObject({ name: 'Gate 2', ao_volume: 25 });
    expect(await service.saveDevice(ME, { org_id: hq.id, name: 'X', code: 'x' }, 99)).toEqual({ ok: false, code: 404, msg: 'device:unknown' });
  });

  it('are not removed while a task or the real-time task names them', async () => {
    const hq = await root();
    const gate = await device(hq.id);
    const realTime = { id: 1, file_ids: [], device_ids: [gate.id], volume: 60, duration_type: 1, choice_file_id: null, status: 'idle' as const, play: null };
    await memory.platform.commit([{ type: 'bcast.realTimeSaved', realTime, by: ME }]);
    expect(await service.removeDevice(ME, gate.id)).toEqual({ ok: false, code: 409, msg: 'device:inUse' });
    await memory.platform.commit([{ type: 'bcast.realTimeSaved', realTime: { ...realTime, device_ids: [] }, by: ME }]);
    expect(dataOf(await service.removeDevice(ME, gate.id))).toBeNull();
    expect(await service.removeDevice(ME, gate.id)).toEqual({ ok: false, code: 404, msg: 'device:unknown' });
  });

  it('take a volume of 0-100, checked before the speaker is looked up', async () => {
    expect(await service.setVolume(ME, 101, { id: 99 })).toEqual({ ok: false, code: 400, msg: 'ao_volume:range' });
    expect(await service.setVolume(ME, 100, { id: 99 })).toEqual({ ok: false, code: 404, msg: 'device:unknown' });
  });

  it('in a batch: the speakers named in the organisation, or all of it when none are named', async () => {
    const hq = await root();
    const other = await root('other');
    const [a, b] = [await device(hq.id, 'a'), await device(hq.id, 'b')];
    const elsewhere = await device(other.id, 'c');
    expect(dataOf(await service.setVolume(ME, 30, { group_id: hq.id, device_ids: [b.id] })).map((one) => [one.id, one.ao_volume])).toEqual([[b.id, 30]]);
    expect(dataOf(await service.setVolume(ME, 70, { group_id: hq.id, device_ids: [] })).map((one) => one.id)).toEqual([a.id, b.id]);
    expect(memory.platform.state.broadcast.devices.get(elsewhere.id)?.ao_volume).toBe(60);
    expect(await service.setVolume(ME, 70, { group_id: hq.id, device_ids: [a.id, elsewhere.id] })).toEqual({ ok: false, code: 400, msg: 'device_ids:unknown' });
    expect(await service.setVolume(ME, 70, { group_id: 99, device_ids: [] })).toEqual({ ok: false, code: 400, msg: 'org_id:unknown' });
  });

  it('refuse a batch for an organisation without speakers', async () => {
    const empty = await root();
    expect(await service.setVolume(ME, 70, { group_id: empty.id, device_ids: [] })).toEqual({ ok: false, code: 400, msg: 'device_ids:required' });
  });
});
