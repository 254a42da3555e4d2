import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestEmulator, tokenFor, type TestEmulator } from '../testing/test-emulator.ts';

let emulator: TestEmulator;
let dispatcher: string;
beforeAll(async () => {
  emulator = await startTestEmulator();
  dispatcher = await tokenFor(emulator.url, '20000001', 'Dispatch#2026');
}, 60_000);
afterAll(() => emulator?.stop());

const rename = (token: string, body: unknown) => call(`${emulator.url}/ds/data/updateTerminalName?token=${token}`, 'PUT', body).then((answer) => answer.body);

describe('PUT /ds/data/updateTerminalName', () => {
  it('renames as an event every console sees, trimmed, and keeps it over a restart', async () => {
    const hostile = '  <img src=x onerror=alert(1)> \u202Eevil  ';
    expect(await rename(dispatcher, { msId: '10000005', name: hostile })).toMatchObject({ code: '0', data: { desc: { msId: '10000005', msName: hostile.trim() } } });
    expect(emulator.platform.state.terminals.get('10000005')?.msName).toBe(hostile.trim());
    emulator = await emulator.restart();
    expect(emulator.platform.state.terminals.get('10000005')?.msName).toBe(hostile.trim());
  }, 60_000);

  it('refuses a blank, long or control-character name, an unknown terminal, and a terminal account', async () => {
    const token = await tokenFor(emulator.url, '20000001', 'Dispatch#2026');
    for (const name of ['   ', 'x'.repeat(65), 'two\nlines', 'bell\u0007']) {
      const answer = await rename(token, { msId: '10000005', name });
      expect(answer.code, JSON.stringify(name)).not.toBe('0');
    }
    expect((await rename(token, { msId: '19999999', name: 'Nobody' })).code).toBe('404');
    const radio = await tokenFor(emulator.url, '10000006', '123456');
    expect((await rename(radio, { msId: '10000006', name: 'Mine now' })).code).toBe('403');
  }, 60_000);
});

const ds = (method: string, path: string, body?: unknown) => call(`${emulator.url}${path}${path.includes("?") ? "&" : "?"}token=${dispatcher}`, method, body).then((answer) => answer.body);

describe('groups and memberships', () => {
  it('adds a subgroup, renames and colours it, adds and removes a terminal, deletes it; all of it survives a restart', async () => {
    dispatcher = await tokenFor(emulator.url, '20000001', 'Dispatch#2026');
    const added = await ds('POST', '/ds/data/addGroup', { name: ' Harbour Watch ', fid: '120' });
    expect(added).toMatchObject({ code: '0', data: { desc: { fid: '120', name: 'Harbour Watch' } } });
    const gid = (added.data!.desc as { gid: string }).gid;
    expect(emulator.platform.state.terminals.get('20000001')?.grp).toContain(gid);
    expect((await ds('PUT', '/ds/data/updateGroupName', { gid, name: 'Harbour Night' })).code).toBe('0');
    expect((await ds('PUT', '/ds/data/updateGrpColor', { gid, color: '#00AA33' })).code).toBe('0');
    expect((await ds('POST', '/ds/data/saveGroupMs', { gid, msIds: ['10000007'] })).code).toBe('0');
    emulator = await emulator.restart();
    dispatcher = await tokenFor(emulator.url, '20000001', 'Dispatch#2026');
    expect(emulator.platform.state.groups.get(gid)).toMatchObject({ name: 'Harbour Night', color: '#00aa33', fid: '120' });
    expect(emulator.platform.state.terminals.get('10000007')?.grp).toContain(gid);
    expect((await ds('POST', '/ds/data/removeGroupMs', { gid, msIds: ['10000007'] })).code).toBe('0');
    expect(emulator.platform.state.terminals.get('10000007')?.grp).not.toContain(gid);
    expect((await ds('POST', '/ds/data/deleteGroup', { gid })).code).toBe('0');
    expect(emulator.platform.state.groups.has(gid)).toBe(false);
    expect(emulator.platform.state.terminals.get('20000001')?.grp).not.toContain(gid);
    // A gid is never given twice, even after its group is gone.
    const next = await ds('POST', '/ds/data/addGroup', { name: 'Harbour Night', fid: '0' });
    expect(Number((next.data!.desc as { gid: string }).gid)).toBeGreaterThan(Number(gid));
    await ds('POST', '/ds/data/deleteGroup', { gid: (next.data!.desc as { gid: string }).gid });
  }, 60_000);

  it('refuses bad names, colours, unknown groups and clients (107), stranding a terminal, and a parent with subgroups, writing nothing', async () => {
    const head = () => emulator.platform.state.head;
    const before = head();
    const taken = emulator.platform.state.groups.get('120')!.name;
    for (const [name, desc] of [['  ', 'name:required'], ['x'.repeat(21), 'name:tooLong'], ['a<b', 'name:special'], [taken.toUpperCase(), 'name:exists']] as const) {
      expect(await ds('POST', '/ds/data/addGroup', { name, fid: '0' })).toMatchObject({ code: '400', desc });
    }
    expect(await ds('POST', '/ds/data/addGroup', { name: 'Orphan', fid: '999999' })).toMatchObject({ code: '404', desc: 'fid:unknown' });
    expect(await ds('PUT', '/ds/data/updateGrpColor', { gid: '120', color: 'red' })).toMatchObject({ code: '400', desc: 'color:invalid' });
    expect(await ds('POST', '/ds/data/saveGroupMs', { gid: '120', msIds: ['19999999'] })).toMatchObject({ code: '107' });
    expect(await ds('GET', '/ds/data/getTerminalByClient?cid=nobody')).toMatchObject({ code: '107' });
    expect(await ds('POST', '/ds/data/deleteGroup', { gid: '100' })).toMatchObject({ code: '409', desc: 'gid:hasSubgroups' });
    expect(head()).toBe(before);
    // A terminal keeps one group at least: strip 10000008 down to its first, then try that one too.
    const [first, ...rest] = emulator.platform.state.terminals.get('10000008')!.grp;
    for (const gid of rest) expect((await ds('POST', '/ds/data/removeGroupMs', { gid, msIds: ['10000008'] })).code).toBe('0');
    const stripped = head();
    expect(await ds('POST', '/ds/data/removeGroupMs', { gid: first, msIds: ['10000008'] })).toMatchObject({ code: '409', desc: 'msId:lastGroup: 10000008' });
    expect(head()).toBe(stripped);
    for (const gid of rest) expect((await ds('POST', '/ds/data/saveGroupMs', { gid, msIds: ['10000008'] })).code).toBe('0');
  }, 60_000);

  it('pages the client terminals by 20 with a keyword, and sets an icon', async () => {
    const cid = emulator.platform.state.terminals.get('20000001')!.cid;
    const first = await ds('GET', `/ds/data/getTerminalByClient?cid=${cid}&page=1`);
    expect(first.data!.list).toHaveLength(20);
    expect((first.data!.desc as { total: number }).total).toBe([...emulator.platform.state.terminals.values()].filter((terminal) => terminal.cid === cid).length);
    const found = await ds('GET', `/ds/data/getTerminalByClient?cid=${cid}&keyword=10000007`);
    expect(found.data!.list).toEqual([expect.objectContaining({ msId: '10000007' })]);
    expect((await ds('PUT', '/ds/data/updateMsIcon', { msId: '10000007', icon: 'camera' })).code).toBe('0');
    expect(emulator.platform.state.terminals.get('10000007')?.icon).toBe('camera');
    expect((await ds('PUT', '/ds/data/updateMsIcon', { msId: '10000007', icon: 'rocket' })).code).toBe('400');
    await ds('PUT', '/ds/data/updateMsIcon', { msId: '10000007', icon: 'radio' });
  }, 60_000);
});

describe('feature gating (SPEC §6)', () => {
  it('refuses terminal calls without terminal manage and group calls without manage group, by the console\'s rule', async () => {
    const hostConfig = (hostSwitches: Record<string, boolean>) => call(`${emulator.url}/test/host-config`, 'POST', { hostSwitches });
    expect((await hostConfig({ terminalManage: false, manageGroup: false })).body.code).toBe('0');
    try {
      expect(await ds('PUT', '/ds/data/updateMsIcon', { msId: '10000007', icon: 'camera' })).toMatchObject({ code: '403', desc: 'caller:noFeature' });
      expect(await ds('POST', '/ds/data/addGroup', { name: 'Gated', fid: '0' })).toMatchObject({ code: '403', desc: 'caller:noFeature' });
    } finally {
      await hostConfig({});
    }
    expect((await ds('PUT', '/ds/data/updateMsIcon', { msId: '10000007', icon: 'radio' })).code).toBe('0');
  }, 60_000);
});
